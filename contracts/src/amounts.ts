// How an amount is written, shared by the API's messages and the pages. Its own module (browser-safe:
// '@hanpan/contracts/amounts') so that a page's first chunk takes only this function.

/** 1234567 → '1,234,567' (a minus kept). */
export function groupDigits(value: bigint | number): string {
  const text = String(value);
  const negative = text.startsWith('-');
  const digits = (negative ? text.slice(1) : text).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return negative ? `-${digits}` : digits;
}
