// Text for generated SVG pictures, drawn as the outlines of the portal's own font (Pretendard).
// A picture shown through <img> cannot load web fonts: its <text> took whatever Korean font the
// device had — boxes where there is none (headless Chromium) — and the browser looked one up on
// the main thread for every picture.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Font } from 'harfbuzzjs';

export type OutlineWeight = 'regular' | 'bold';
const FONT_FILES: Record<OutlineWeight, string> = {
  regular: 'pretendard/dist/public/static/Pretendard-Regular.otf',
  bold: 'pretendard/dist/public/static/Pretendard-Bold.otf',
};

type Shaper = { shape: (weight: OutlineWeight, text: string) => { glyphs: Array<{ path: string; x: number }>; advance: number; upem: number } };

let shaper: Promise<Shaper> | null = null;

/** HarfBuzz (WebAssembly) and the two faces, loaded with the first picture that needs them. */
function loadShaper(): Promise<Shaper> {
  shaper ??= import('harfbuzzjs').then((hb) => {
    const require = createRequire(import.meta.url);
    const fonts = new Map<OutlineWeight, { font: Font; upem: number }>();
    const fontOf = (weight: OutlineWeight) => {
      let f = fonts.get(weight);
      if (!f) {
        const face = new hb.Face(new hb.Blob(fs.readFileSync(require.resolve(FONT_FILES[weight]))), 0);
        f = { font: new hb.Font(face), upem: face.upem };
        fonts.set(weight, f);
      }
      return f;
    };
    return {
      shape(weight, text) {
        const { font, upem } = fontOf(weight);
        const buffer = new hb.Buffer();
        buffer.addText(text);
        buffer.guessSegmentProperties();
        hb.shape(font, buffer);
        const positions = buffer.getGlyphPositions();
        const glyphs: Array<{ path: string; x: number }> = [];
        let advance = 0;
        buffer.getGlyphInfos().forEach((info, i) => {
          // glyph 0 is the font's "missing" box: a character Pretendard lacks is left out (the picture's label has it)
          if (info.codepoint !== 0) glyphs.push({ path: font.glyphToPath(info.codepoint), x: advance + (positions[i]?.xOffset ?? 0) });
          advance += positions[i]?.xAdvance ?? 0;
        });
        return { glyphs, advance, upem };
      },
    };
  });
  return shaper;
}

export interface TextOutlineOptions {
  /** Font size in the picture's units. */
  size: number;
  weight: OutlineWeight;
  /** The line's centre and baseline. */
  centerX: number;
  baseline: number;
  /** A longer line is drawn smaller to fit. */
  maxWidth: number;
  fill: string;
}

const round = (n: number) => Math.round(n * 1000) / 1000;
const drawn = new Map<string, string>();
const DRAWN_KEPT = 500;

/** One line of text as SVG paths, centred on `centerX`; the same text and options give the same markup. */
export async function textOutline(text: string, o: TextOutlineOptions): Promise<string> {
  const key = JSON.stringify([text, o]);
  const kept = drawn.get(key);
  if (kept !== undefined) return kept;
  const { glyphs, advance, upem } = (await loadShaper()).shape(o.weight, text);
  const scale = Math.min(o.size / upem, advance > 0 ? o.maxWidth / advance : Infinity);
  const left = o.centerX - (advance * scale) / 2;
  // font units have y going up: flipped once for the whole line
  const paths = glyphs.filter((g) => g.path).map((g) => `<path transform="translate(${g.x} 0)" d="${g.path}"/>`);
  const s = Number(scale.toPrecision(5));
  const svg = `<g fill="${o.fill}" transform="translate(${round(left)} ${round(o.baseline)}) scale(${s} ${-s})">${paths.join('')}</g>`;
  if (drawn.size >= DRAWN_KEPT) drawn.clear();
  drawn.set(key, svg);
  return svg;
}
