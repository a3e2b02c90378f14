// Korean mobile numbers: the same pattern the API checks, plus friendly formatting while typing.
import { KOREAN_MOBILE_PATTERN } from '@hanpan/contracts/constants';

const MOBILE = new RegExp(KOREAN_MOBILE_PATTERN);

/** Keeps digits only and puts the hyphens where a Korean mobile number has them. */
export function formatPhoneInput(raw: string): string {
  // full-width digits (a Korean keyboard's ０–９) count as digits, as in the amount fields
  const d = raw.normalize('NFKC').replace(/\D/g, '').slice(0, 11);
  if (d.length < 4) return d;
  if (d.length < 8) return `${d.slice(0, 3)}-${d.slice(3)}`;
  // 10 digits are grouped 3-3-4 only for the older 011–019 numbers (an 010 number is one digit short)
  if (d.length === 10 && !d.startsWith('010')) return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 7)}-${d.slice(7)}`;
}

/** null when valid, else the Korean reason. */
export function phoneError(value: string): string | null {
  if (value.trim() === '') return '휴대폰 번호를 입력해 주세요.';
  if (!MOBILE.test(value.trim())) return '휴대폰 번호를 정확히 입력해 주세요. (예: 010-1234-5678)';
  return null;
}
