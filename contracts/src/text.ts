// Text length as a player sees it, one rule for the pages and the API (a form's counter and the
// server's refusal agree). Browser-safe: '@hanpan/contracts/text'.
import { withParticle } from './korean';

// (a browser without Intl.Segmenter — Firefox before 125 — counts code points: an emoji is still one)
const GRAPHEMES = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('ko', { granularity: 'grapheme' }) : null;

const digits = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

// One UTF-16 unit per character as seen: tab, newline, printable Latin, CJK punctuation, Hangul
// syllables (no CR: CR LF is one; no jamo, combining marks or surrogates). Most text is only these.
const ONE_UNIT_EACH_RE = /^[\t\n\u0020-\u007e\u00a0-\u02ff\u3000-\u3029\uac00-\ud7a3]*$/;
// Intl.Segmenter takes longer per character the longer the string (QA: a 100,000-character
// nickname held the server for a minute and ran it out of memory): it is given short slices.
const SLICE = 256;

/**
 * Characters as seen: an emoji is one, though two UTF-16 units (a joined one, 👨‍👩‍👧, is eight).
 * Counting stops once past `upTo` (the result is then more than `upTo`, not the whole count).
 */
export function visibleLength(text: string, upTo = Infinity): number {
  if (ONE_UNIT_EACH_RE.test(text)) return text.length;
  if (!GRAPHEMES) return Array.from(text).length;
  let count = 0;
  for (let start = 0; start < text.length && count <= upTo; ) {
    const end = start + SLICE;
    let inSlice = 0;
    let lastStart = 0;
    for (const s of GRAPHEMES.segment(text.slice(start, end))) {
      inSlice++;
      lastStart = s.index;
    }
    if (end >= text.length) return count + inSlice;
    // the slice's last character may go on past it: counted with the next slice, which starts with
    // it (a break is decided by what follows the last one); one longer than a slice is cut there
    if (lastStart === 0) {
      count += inSlice;
      start = end;
    } else {
      count += inSlice - 1;
      start += lastStart;
    }
  }
  return count;
}

/** A length for a message: `N자`, or `N자 넘음` where counting stopped (visibleLength's upTo). */
export const lengthText = (length: number, upTo: number) => (length > upTo ? `${digits(upTo)}자 넘음` : `${digits(length)}자`);

/** A typed field's bounds in characters as seen (the schema's maxLength is only a storage cap). */
export interface TextBounds {
  label: string;
  min: number;
  max: number;
}

/** Why a field's text (trimmed) is too short or too long, in Korean; null when it fits. */
export function lengthProblem(text: string, { label, min, max }: TextBounds): string | null {
  // (far too long is not counted to its end: said as more than ten times the bound)
  const upTo = max * 10;
  const length = visibleLength(text.trim(), upTo);
  if (length < min) return `${withParticle(label, '을')} ${digits(min)}자 이상 입력해 주세요.`;
  if (length > max) return `${withParticle(label, '은')} ${digits(max)}자까지 입력할 수 있습니다. (지금 ${lengthText(length, upTo)})`;
  return null;
}
