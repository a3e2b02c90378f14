// How an amount is written, shared by the API's messages and the pages. Its own module (browser-safe:
// '@hanpan/contracts/amounts') so that a page's first chunk takes only this function.

/** 1234567 → '1,234,567' (a minus kept). */
export function groupDigits(value: bigint | number): string {
  const text = String(value);
  const negative = text.startsWith('-');
  const digits = (negative ? text.slice(1) : text).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return negative ? `-${digits}` : digits;
}

/** A range as the pages write it, from bounds already written ('10억', '2,522'; null = none): '10억 ~ 1조', '2조 이상', '100억 이하', '제한 없음'. */
export function rangeText(min: string | null, max: string | null): string {
  if (min === null) return max === null ? '제한 없음' : `${max} 이하`;
  return max === null ? `${min} 이상` : `${min} ~ ${max}`;
}
