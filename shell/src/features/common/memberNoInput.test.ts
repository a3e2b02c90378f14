import { NOT_A_MEMBER_NO, whyNotAMemberNo } from './memberNoInput';

it('letters ask for digits; digits that are no member number say so', () => {
  expect(whyNotAMemberNo('12a', '숫자로 입력해 주세요.')).toBe('숫자로 입력해 주세요.');
  expect(whyNotAMemberNo('0', '숫자로 입력해 주세요.')).toBe(NOT_A_MEMBER_NO);
  expect(whyNotAMemberNo(' 99999999999 ', '숫자로 입력해 주세요.')).toBe(NOT_A_MEMBER_NO);
});
