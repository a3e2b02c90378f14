import { ApiError, isAnswerLost } from './errors';

describe('isAnswerLost', () => {
  it('a timeout or an outage lost the answer (the action may be done); a refusal or a server error did not', () => {
    expect(isAnswerLost(new ApiError({ kind: 'timeout', status: 0, message: '응답 시간 초과' }))).toBe(true);
    expect(isAnswerLost(new ApiError({ kind: 'network', status: 0, message: '연결 실패' }))).toBe(true);
    expect(isAnswerLost(new ApiError({ kind: 'rule', status: 422, message: '보유 머니가 부족합니다.' }))).toBe(false);
    expect(isAnswerLost(new ApiError({ kind: 'http', status: 500, message: '오류' }))).toBe(false);
    expect(isAnswerLost(new Error('x'))).toBe(false);
  });
});
