// A typed member number that parseMemberNo refused, said in Korean: letters are not a number
// (`notDigits`, '… 숫자로 입력해 주세요.'); digits that are no member's number (0, more than ten
// digits) say so instead of asking for digits again.
/** The recipient's number of a send or a gift is not digits. */
export const RECIPIENT_NOT_DIGITS = '받는 회원번호를 숫자로 입력해 주세요.';

export const NOT_A_MEMBER_NO = '올바른 회원번호가 아닙니다. 회원번호를 다시 확인해 주세요.';

export function whyNotAMemberNo(text: string, notDigits: string): string {
  return /^\d+$/.test(text.trim()) ? NOT_A_MEMBER_NO : notDigits;
}
