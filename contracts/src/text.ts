// Text length as a player sees it, one rule for the pages and the API (a form's counter and the
// server's refusal agree). Browser-safe: '@hanpan/contracts/text'.
import { withParticle } from './korean';

// (a browser without Intl.Segmenter — Firefox before 125 — counts code points: an emoji is still one)
const GRAPHEMES = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('ko', { granularity: 'grapheme' }) : null;

/** Characters as seen: an emoji is one, though two UTF-16 units (a joined one, 👨‍👩‍👧, is eight). */
export const visibleLength = (text: string): number => (GRAPHEMES ? [...GRAPHEMES.segment(text)] : Array.from(text)).length;

/** A typed field's bounds in characters as seen (the schema's maxLength is only a storage cap). */
export interface TextBounds {
  label: string;
  min: number;
  max: number;
}

const digits = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Why a field's text (trimmed) is too short or too long, in Korean; null when it fits. */
export function lengthProblem(text: string, { label, min, max }: TextBounds): string | null {
  const length = visibleLength(text.trim());
  if (length < min) return `${withParticle(label, '을')} ${digits(min)}자 이상 입력해 주세요.`;
  if (length > max) return `${withParticle(label, '은')} ${digits(max)}자까지 입력할 수 있습니다. (지금 ${digits(length)}자)`;
  return null;
}
