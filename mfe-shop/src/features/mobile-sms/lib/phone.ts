// Korean mobile numbers: the same pattern the API checks, plus friendly formatting while typing.
import { KOREAN_MOBILE_PATTERN } from '@hanpan/contracts/constants';

const MOBILE = new RegExp(KOREAN_MOBILE_PATTERN);

/** The number's digits only: one number however it is written (the key of its SMS cooldown). */
export function phoneDigits(raw: string): string {
  // full-width digits (a Korean keyboard's ０–９) count as digits, as in the amount fields
  const text = raw.normalize('NFKC');
  const digits = text.replace(/\D/g, '');
  // Korea's country code (+82 10-…, 0082 10-…) is the leading 0 of the number at home (QA: '+82 10-1234-5678' read 821-0123-4567)
  const country = /^\s*(\+|00)82/.exec(text);
  if (!country) return digits;
  const national = digits.slice(country[1] === '+' ? 2 : 4);
  return national.startsWith('0') ? national : `0${national}`;
}

/** Keeps digits only and puts the hyphens where a Korean mobile number has them. */
export function formatPhoneInput(raw: string): string {
  const digits = phoneDigits(raw);
  // Seoul's 02 has a two-digit area code (02-123-4567, 02-1234-5678): grouped as a mobile number it
  // read as another number (021-2345-67). It is still refused by phoneError, with the same reason.
  if (digits.startsWith('02')) {
    const d = digits.slice(0, 10);
    if (d.length <= 2) return d;
    if (d.length <= 5) return `02-${d.slice(2)}`;
    if (d.length <= 9) return `02-${d.slice(2, 5)}-${d.slice(5)}`;
    return `02-${d.slice(2, 6)}-${d.slice(6)}`;
  }
  const d = digits.slice(0, 11);
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

/**
 * What the field shows for what was typed: the number formatted; as typed while it has no digit yet
 * (formatted it would be empty and read as "not entered") or is still Korea's country code ('+8', '+82 ').
 */
export function phoneInputOf(raw: string): string {
  const text = raw.normalize('NFKC');
  if (phoneDigits(raw) === '' || (/^\s*\+/.test(text) && !/^\s*\+82\D*\d/.test(text))) return raw;
  return formatPhoneInput(raw);
}
