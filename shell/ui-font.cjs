// The portal's "UI" font: Pretendard cut down to the characters the portal's own text uses (every
// Hangul syllable and symbol in the sources and the seeded content, and ASCII), weights 400–800.
// One ~100 KB file instead of the dozen unicode-range subsets (~330 KB) a first screen pulls in,
// and one relayout when it arrives instead of one per subset. Its @font-face joins the Pretendard
// family with the same descriptors and comes last, so the browser tries it first for the characters
// it lists (CSS Fonts 4: overlapping unicode-ranges are checked in reverse order of definition);
// anything else (a member's nickname, a remote's newer text) still comes from the subsets.
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');

/** Folders whose text the portal shows: the shell, the platform, the contracts, every remote, the API (messages, seeded content). */
function textSources(root) {
  const remotes = fs.readdirSync(root).filter((d) => d.startsWith('mfe-'));
  return ['shell', 'platform', 'contracts', 'api', ...remotes].map((pkg) => path.join(root, pkg, 'src'));
}

// Hangul, Latin-1, punctuation, arrows, shapes and dingbats, CJK and full-width punctuation
const SHOWN = /[\u00a0-\u00ff\u2000-\u27bf\u3000-\u303f\u3131-\u318e\uac00-\ud7a3\uff01-\uff5e]/g;
const TEXT_FILE = /\.(tsx?|json)$/;
const NOT_SHOWN = /\.test\.|[\\/](testing|__tests__)[\\/]/;
// punctuation and symbols the pages write besides ASCII
const SYMBOLS = '·…—–‘’“”「」『』【】〈〉《》※₩×÷→←↑↓▲▼△▽◀▶●○■□★☆♥♡©®™°';

/** The files of those folders whose text a page can show (sources and JSON; not tests or test helpers). */
function textSourceFiles(root) {
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(file);
      } else if (TEXT_FILE.test(entry.name) && !NOT_SHOWN.test(file)) files.push(file);
    }
  };
  for (const dir of textSources(root)) if (fs.existsSync(dir)) walk(dir);
  return files;
}

function collectCharacters(root) {
  const chars = new Set();
  for (let c = 0x20; c < 0x7f; c++) chars.add(String.fromCharCode(c));
  for (const ch of SYMBOLS) chars.add(ch);
  for (const file of textSourceFiles(root)) for (const ch of fs.readFileSync(file, 'utf8').match(SHOWN) ?? []) chars.add(ch);
  return [...chars].map((ch) => ch.codePointAt(0)).sort((a, b) => a - b);
}

/** Code points as a CSS unicode-range: consecutive ones become one range. */
function unicodeRange(codePoints) {
  const ranges = [];
  for (const cp of codePoints) {
    const last = ranges[ranges.length - 1];
    if (last && last[1] === cp - 1) last[1] = cp;
    else ranges.push([cp, cp]);
  }
  return ranges.map(([a, b]) => (a === b ? `U+${a.toString(16)}` : `U+${a.toString(16)}-${b.toString(16)}`)).join(',');
}

// Until the UI font arrives (font-display: swap) Android and Linux draw with Noto Sans CJK KR, whose
// syllables are wider (0.920 em against Pretendard's 0.864), digits narrower, spaces, middle dots
// and lower-case letters wider, and ascent/descent taller: lines rewrap and the page shifts when
// the font swaps in. 'Pretendard Fallback' is that local font scaled to Pretendard's metrics, one
// face per weight and per kind of character. The factors are Pretendard's advance over Noto's for
// each kind (summed over its characters), measured with spans at 1000 px in a lang="ko" page
// (Noto's Korean forms; a canvas measures its Japanese ones); digits are tabular in both (the
// body's tabular-nums), so one factor fits every digit (bold: Pretendard 700's). Where the local
// font is missing (Windows, Apple) the faces fail to load and the stack goes on.
const PRETENDARD = { ascent: 0.952, descent: 0.241 };
const NOTO_SANS_KR = [
  {
    weight: '100 500',
    local: ['NotoSansCJKkr-Regular', 'Noto Sans CJK KR'],
    scale: { hangul: 0.9394, space: 0.8964, digits: 1.1068, middleDot: 0.9101, lowerCase: 0.9548, rest: 1 },
  },
  {
    weight: '600 950',
    local: ['NotoSansCJKkr-Bold', 'Noto Sans CJK KR Bold'],
    scale: { hangul: 0.9394, space: 0.8266, digits: 1.1098, middleDot: 0.8657, lowerCase: 0.9543, rest: 1 },
  },
];
// no character is in two ranges
const RANGES = {
  hangul: 'U+1100-11FF,U+3130-318F,U+A960-A97F,U+AC00-D7A3,U+D7B0-D7FF',
  space: 'U+20',
  digits: 'U+30-39',
  middleDot: 'U+B7',
  lowerCase: 'U+61-7A',
  rest: 'U+0-1F,U+21-2F,U+3A-60,U+7B-B6,U+B8-10FF,U+2000-2FFF,U+3000-312F,U+FF00-FFEF',
};

/** The metric-matched fallback faces ('Pretendard Fallback'), as one string of @font-face rules. */
function fallbackFaces() {
  const pct = (n) => `${Math.round(n * 10000) / 100}%`;
  const rule = (weight, local, range, scale) =>
    `@font-face{font-family:'Pretendard Fallback';font-weight:${weight};font-style:normal;src:${local.map((name) => `local('${name}')`).join(',')};` +
    `size-adjust:${pct(scale)};ascent-override:${pct(PRETENDARD.ascent / scale)};descent-override:${pct(PRETENDARD.descent / scale)};line-gap-override:0%;unicode-range:${range}}`;
  return NOTO_SANS_KR.flatMap(({ weight, local, scale }) => Object.entries(RANGES).map(([kind, range]) => rule(weight, local, range, scale[kind]))).join('');
}

// The OpenType features the pages use: what browsers apply to horizontal text by default, and
// `tnum` for `font-variant-numeric: tabular-nums` (money and countdowns). Pretendard's other
// features (stylistic sets, fractions, superscripts, vertical forms) pull ~15 KB of glyphs into the
// subset that no page draws; src/ui-font.test.ts fails when a stylesheet asks for one left out.
const KEPT_FEATURES = ['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'clig', 'calt', 'rlig', 'rvrn', 'tnum'];

/**
 * Builds the UI font from Pretendard's variable font: { file (relative to the build root, content
 * hashed), source (the woff2 bytes), face (its @font-face rule, after the fallback's), href (its URL) }.
 */
async function buildUiFont({ root, publicPath, display }) {
  const subsetFont = require('subset-font');
  const variable = require.resolve('pretendard/dist/web/variable/woff2/PretendardVariable.woff2', { paths: [root] });
  const codePoints = collectCharacters(root);
  const text = String.fromCodePoint(...codePoints);
  // weights the stylesheets use (400 body, 600/700/800 headings and figures); the rest are cut
  const source = await subsetFont(fs.readFileSync(variable), text, {
    targetFormat: 'woff2',
    variationAxes: { wght: { min: 400, max: 800 } },
    keepFeatures: KEPT_FEATURES,
  });
  const hash = crypto.createHash('sha256').update(source).digest('hex').slice(0, 8);
  const file = `fonts/hanpan-ui.${hash}.woff2`;
  const href = `${publicPath}${file}`;
  // the descriptors of Pretendard's own faces, so both belong to one family face set
  const face = `${fallbackFaces()}@font-face{font-family:'Pretendard Variable';font-weight:45 920;font-style:normal;font-display:${display};src:url(${href}) format('woff2-variations');unicode-range:${unicodeRange(codePoints)}}`;
  return { file, source, face, href, characters: codePoints.length };
}

module.exports = { KEPT_FEATURES, buildUiFont, collectCharacters, fallbackFaces, textSourceFiles, unicodeRange };
