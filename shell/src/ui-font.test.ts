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

/** The characters an OpenType font maps to a glyph (its cmap's format 4 and 12 subtables). */
function mappedCharacters(font: Buffer): Set<number> {
  const tables = font.readUInt16BE(4);
  let cmap = -1;
  for (let i = 0; i < tables; i++) if (font.toString('latin1', 12 + 16 * i, 16 + 16 * i) === 'cmap') cmap = font.readUInt32BE(12 + 16 * i + 8);
  const mapped = new Set<number>();
  for (let i = 0; i < font.readUInt16BE(cmap + 2); i++) {
    const sub = cmap + font.readUInt32BE(cmap + 4 + 8 * i + 4);
    const format = font.readUInt16BE(sub);
    if (format === 12) {
      for (let g = 0; g < font.readUInt32BE(sub + 12); g++) {
        for (let c = font.readUInt32BE(sub + 16 + 12 * g); c <= font.readUInt32BE(sub + 20 + 12 * g); c++) mapped.add(c);
      }
    } else if (format === 4) {
      const segments = font.readUInt16BE(sub + 6) / 2;
      const ends = sub + 14, starts = ends + 2 * segments + 2, deltas = starts + 2 * segments, offsets = deltas + 2 * segments;
      for (let s = 0; s < segments; s++) {
        const [start, end, delta, offset] = [font.readUInt16BE(starts + 2 * s), font.readUInt16BE(ends + 2 * s), font.readInt16BE(deltas + 2 * s), font.readUInt16BE(offsets + 2 * s)];
        for (let c = start; c <= end && c !== 0xffff; c++) {
          const indexed = offset === 0 ? c : font.readUInt16BE(offsets + 2 * s + offset + 2 * (c - start));
          // glyph 0 is .notdef: not mapped
          if (indexed !== 0 && ((indexed + delta) & 0xffff) !== 0) mapped.add(c);
        }
      }
    }
  }
  return mapped;
}

// comments (block, and line comments not after ':' as in a URL) are not shown
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
// what a terminal prints, not a page
const NOT_IN_A_PAGE = [path.join('api', 'src', 'jobs', 'cli.ts')];

describe('the characters the pages write', () => {
  it('are all in Pretendard: one missing (♛, ⛔, ✔) is drawn from whatever font the machine has, or as an empty box', () => {
    const root = path.resolve(__dirname, '../..');
    const font = mappedCharacters(fs.readFileSync(require.resolve('pretendard/dist/public/static/Pretendard-Regular.otf')));
    for (const ch of ['가', '힣', '✓', '★', '₩']) expect(font.has(ch.codePointAt(0)!)).toBe(true);
    for (const ch of ['♛', '⛔', '✔']) expect(font.has(ch.codePointAt(0)!)).toBe(false);
    const missing: Record<string, string> = {};
    for (const file of textSourceFiles(root)) {
      const name = path.relative(root, file);
      if (NOT_IN_A_PAGE.includes(name)) continue;
      for (const ch of withoutComments(fs.readFileSync(file, 'utf8'))) {
        const cp = ch.codePointAt(0)!;
        // variation selectors and joiners only pick a form
        if (cp > 0x7e && !font.has(cp) && !(cp >= 0xfe00 && cp <= 0xfe0f) && cp !== 0x200d) missing[ch] ??= name;
      }
    }
    expect(missing).toEqual({});
  });
});
