// shell/ui-font.cjs runs in the build (jest only looks in src/): the fallback faces it writes into index.html.
import fs from 'node:fs';
import path from 'node:path';

const { KEPT_FEATURES, fallbackFaces, textSourceFiles } = require('../ui-font.cjs') as {
  KEPT_FEATURES: string[];
  fallbackFaces: () => string;
  textSourceFiles: (root: string) => string[];
};

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
    expect(faces).toHaveLength(12);
    for (const face of faces) {
      // the overrides are scaled by size-adjust: their product is the used metric
      expect(face.size * face.ascent).toBeCloseTo(0.952, 3);
      expect(face.size * face.descent).toBeCloseTo(0.241, 3);
      expect(face.lineGap).toBe(0);
    }
  });

  it('names local fonts only, and each weight has one face for each character', () => {
    const inRange = (range: string, cp: number) =>
      range.split(',').some((r) => {
        const [from, to = from] = r.replace(/^U\+/i, '').split('-').map((hex) => parseInt(hex, 16));
        return cp >= from! && cp <= to!;
      });
    for (const weight of ['100 500', '600 950']) {
      const own = faces.filter((f) => f.weight === weight);
      for (const face of own) expect(face.src).toMatch(/^local\('[^']+'\)(,local\('[^']+'\))*$/);
      for (const ch of ['가', '힣', ' ', 'A', 'a', 'z', '`', '{', '7', '·', '「']) {
        expect(own.filter((f) => inRange(f.range, ch.codePointAt(0)!))).toHaveLength(1);
      }
      // syllables, spaces and lower case are scaled down to Pretendard's narrower advance, digits up
      const scaleOf = (ch: string) => own.find((f) => inRange(f.range, ch.codePointAt(0)!))!.size;
      for (const ch of ['가', ' ', '·', 'a']) expect(scaleOf(ch)).toBeLessThan(1);
      expect(scaleOf('7')).toBeGreaterThan(1);
      expect(scaleOf('A')).toBe(1);
    }
  });
});

// CSS values that switch on an OpenType feature, by the feature they need
const FEATURE_OF: Record<string, string> = {
  'tabular-nums': 'tnum', 'proportional-nums': 'pnum', 'lining-nums': 'lnum', 'oldstyle-nums': 'onum',
  'diagonal-fractions': 'frac', 'stacked-fractions': 'afrc', ordinal: 'ordn', 'slashed-zero': 'zero',
  'small-caps': 'smcp', 'all-small-caps': 'c2sc', 'discretionary-ligatures': 'dlig', 'historical-ligatures': 'hlig',
  'full-width': 'fwid', 'proportional-width': 'pwid',
};
const FEATURE_PROPERTY = /(?:font-variant[a-z-]*|font-feature-settings|fontVariant[A-Za-z]*|fontFeatureSettings)\s*:\s*([^;\n}]+)/g;

describe("the UI font's OpenType features", () => {
  it('keeps every feature a stylesheet of the portal asks for (the rest are cut from the subset)', () => {
    const asked = new Map<string, string>();
    const root = path.resolve(__dirname, '../..');
    for (const file of textSourceFiles(root)) {
      for (const [, value] of fs.readFileSync(file, 'utf8').matchAll(FEATURE_PROPERTY)) {
        for (const word of value!.replace(/['"`,]/g, ' ').split(/\s+/).filter(Boolean)) {
          if (['normal', 'none', 'inherit', 'initial', 'unset', '0', '1', 'on', 'off'].includes(word)) continue;
          // font-feature-settings names the tag itself
          asked.set(FEATURE_OF[word] ?? (/^[a-z0-9]{4}$/.test(word) ? word : `unknown value ${word}`), path.relative(root, file));
        }
      }
    }
    expect(asked.size).toBeGreaterThan(0); // tabular-nums for money and countdowns
    for (const [feature, file] of asked) expect([file, KEPT_FEATURES.includes(feature) ? feature : `${feature} (not kept)`]).toEqual([file, feature]);
  });
});
