// shell/ui-font.cjs runs in the build (jest only looks in src/): the fallback faces it writes into index.html.
const { fallbackFaces } = require('../ui-font.cjs') as { fallbackFaces: () => string };

interface Face { weight: string; range: string; src: string; size: number; ascent: number; descent: number; lineGap: number }

const percent = (face: string, name: string) => Number(new RegExp(`${name}:([0-9.]+)%`).exec(face)![1]) / 100;
const faces: Face[] = (fallbackFaces().match(/@font-face\{[^}]*\}/g) ?? []).map((face) => ({
  weight: /font-weight:([^;]+)/.exec(face)![1]!,
  range: /unicode-range:([^;}]+)/.exec(face)![1]!,
  src: /src:([^;]+)/.exec(face)![1]!,
  size: percent(face, 'size-adjust'),
  ascent: percent(face, 'ascent-override'),
  descent: percent(face, 'descent-override'),
  lineGap: percent(face, 'line-gap-override'),
}));

describe("the UI font's metric-matched fallback ('Pretendard Fallback')", () => {
  it('every face ends up with Pretendard’s ascent and descent whatever its size-adjust (line boxes do not move on the swap)', () => {
    expect(faces).toHaveLength(6);
    for (const face of faces) {
      // the overrides are scaled by size-adjust: their product is the used metric
      expect(face.size * face.ascent).toBeCloseTo(0.952, 3);
      expect(face.size * face.descent).toBeCloseTo(0.241, 3);
      expect(face.lineGap).toBe(0);
    }
  });

  it('names local fonts only, and each weight has a face for syllables, the space and everything else', () => {
    const inRange = (range: string, cp: number) =>
      range.split(',').some((r) => {
        const [from, to = from] = r.replace(/^U\+/i, '').split('-').map((hex) => parseInt(hex, 16));
        return cp >= from! && cp <= to!;
      });
    for (const weight of ['100 500', '600 950']) {
      const own = faces.filter((f) => f.weight === weight);
      for (const face of own) expect(face.src).toMatch(/^local\('[^']+'\)(,local\('[^']+'\))*$/);
      for (const ch of ['가', '힣', ' ', 'A', '7', '·', '「']) {
        expect(own.filter((f) => inRange(f.range, ch.codePointAt(0)!))).toHaveLength(1);
      }
      // syllables are scaled down to Pretendard's narrower advance, spaces widened
      expect(own.find((f) => inRange(f.range, 0xac00))!.size).toBeLessThan(1);
      expect(own.find((f) => inRange(f.range, 0x20))!.size).toBeGreaterThan(1);
    }
  });
});
