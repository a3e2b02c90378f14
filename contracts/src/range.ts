// How a range of bounds is written, shared by the API's channel conditions and the pages (browser-safe:
// '@hanpan/contracts/range'; its own module, so a page that only writes amounts does not take it).
/** A range as the pages write it, from bounds already written ('10억', '2,522'; null = none): '10억 ~ 1조', '2조 이상', '100억 이하', '제한 없음'. */
export function rangeText(min: string | null, max: string | null): string {
  if (min === null) return max === null ? '제한 없음' : `${max} 이하`;
  return max === null ? `${min} 이상` : `${min} ~ ${max}`;
}
