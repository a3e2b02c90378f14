import type { TransferStatus } from '@hanpan/contracts';
import { allowingMember, checkAllow, checkReceive, checkTransfer } from './transferRules';

const STATUS: TransferStatus = {
  limits: { minimum: '100000000', maxPerTransfer: '100000000000', maxPerDay: '500000000000', maxCountPerDay: 200 },
  sentToday: '0',
  countToday: 0,
  remainingToday: '500000000000',
  money: '5000000000',
  holdingLimit: '6000000000',
  receiveAllowedTo: [10000105],
  receiveAllowedMembers: [{ memberNo: 10000105, nickname: '브이아이피' }],
  receiveAllowedFrom: [{ memberNo: 10000103, nickname: '제트플러스왕' }],
  maxReceiveAllowed: 2,
  isActiveNewIcon: false,
};

describe('transfer input rules', () => {
  it('SEND: member number, minimum, my money', () => {
    expect(checkTransfer('10000103', '100,000,000', STATUS, '10000102')).toEqual({ ok: true, memberNo: 10000103, amount: 100_000_000n });
    expect(checkTransfer('abc', '1', STATUS, null)).toEqual({ ok: false, message: '받는 회원번호를 숫자로 입력해 주세요.', field: 'memberNo' });
    // digits, but no member's number (0, eleven digits): not asked for digits again
    expect(checkTransfer('0', '1', STATUS, null)).toEqual({ ok: false, message: '올바른 회원번호가 아닙니다. 회원번호를 다시 확인해 주세요.', field: 'memberNo' });
    expect(checkReceive('99999999999', '1', STATUS, null)).toEqual({ ok: false, message: '올바른 회원번호가 아닙니다. 회원번호를 다시 확인해 주세요.', field: 'memberNo' });
    expect(checkTransfer('10000102', '100000000', STATUS, '10000102')).toEqual({ ok: false, message: '본인에게는 보낼 수 없습니다.', field: 'memberNo' });
    // the number, not the text: my own number typed with a leading zero is still mine
    expect(checkTransfer(' 010000102', '100000000', STATUS, '10000102')).toEqual({ ok: false, message: '본인에게는 보낼 수 없습니다.', field: 'memberNo' });
    expect(checkTransfer('10000103', '99999999', STATUS, null).ok).toBe(false);
    expect(checkTransfer('10000103', '6000000000', STATUS, null)).toEqual({ ok: false, message: '보유 머니가 부족합니다.', field: 'amount' });
  });

  it('SEND: today’s limit left, used up, and the day’s count used up each say so', () => {
    expect(checkTransfer('10000103', '3억', { ...STATUS, remainingToday: '200000000' }, null)).toEqual({ ok: false, message: '오늘은 2억까지 보낼 수 있습니다.', field: 'amount' });
    const usedUp = { ok: false, message: '오늘 머니가 나갈 수 있는 한도(하루 5,000억, 허용한 회원이 받아 간 머니 포함)를 모두 사용했습니다. 내일 다시 보내 주세요.', field: 'amount' };
    expect(checkTransfer('10000103', '1억', { ...STATUS, remainingToday: '0' }, null)).toEqual(usedUp);
    // less than the minimum left is nothing sendable either
    expect(checkTransfer('10000103', '1억', { ...STATUS, remainingToday: '50000000' }, null)).toEqual(usedUp);
    expect(checkTransfer('10000103', '1억', { ...STATUS, countToday: 200 }, null)).toEqual({ ok: false, message: '오늘 머니가 나갈 수 있는 횟수(200회, 허용한 회원이 받아 간 횟수 포함)를 모두 사용했습니다. 내일 다시 보내 주세요.', field: 'amount' });
  });

  it('RECEIVE: my holding limit, not my money or my daily limit', () => {
    expect(checkReceive('10000103', '1000000000', { ...STATUS, money: '0', remainingToday: '0' }, null)).toEqual({ ok: true, memberNo: 10000103, nickname: '제트플러스왕', amount: 1_000_000_000n });
    expect(checkReceive('10000103', '1000000001', STATUS, null)).toEqual({ ok: false, message: '받으면 보유 한도(60억)를 초과합니다.', field: 'amount' });
    expect(checkReceive('x', '1', STATUS, null)).toEqual({ ok: false, message: '요청할 회원번호를 숫자로 입력해 주세요.', field: 'memberNo' });
    expect(checkReceive('10000102', '100000000', STATUS, '10000102')).toEqual({ ok: false, message: '본인에게서는 받을 수 없습니다.', field: 'memberNo' });
    expect(checkReceive('10000103', '0', STATUS, null)).toEqual({ ok: false, message: '1억 이상 받을 수 있습니다.', field: 'amount' });
  });

  it('RECEIVE: only a member on my list of members who allow me, named by it (unknown numbers too)', () => {
    const notAllowed = { ok: false, message: "나에게 머니 받기를 허용한 회원이 아닙니다. 상대 회원에게 '받기 허용 설정'에서 내 회원번호를 등록해 달라고 부탁해 주세요.", field: 'memberNo' };
    expect(checkReceive('10000001', '100000000', STATUS, '10000102')).toEqual(notAllowed);
    // a member I allow is not one who allows me
    expect(checkReceive('10000105', '100000000', STATUS, '10000102')).toEqual(notAllowed);
    expect(checkReceive('10000103', '100000000', { ...STATUS, receiveAllowedFrom: [] }, null)).toEqual(notAllowed);
    expect(allowingMember(' 010000103', STATUS)).toEqual({ memberNo: 10000103, nickname: '제트플러스왕' });
    expect(allowingMember('10000001', STATUS)).toBeNull();
    expect(allowingMember('abc', STATUS)).toBeNull();
  });

  it('an amount: empty, not digits, negative, 0 and a minimum of 0 each get their own message', () => {
    expect(checkTransfer('10000103', '', STATUS, null)).toEqual({ ok: false, message: '보낼 금액을 입력해 주세요.', field: 'amount' });
    // a negative amount is a number: it must be more than 0
    expect(checkTransfer('10000103', '-100', STATUS, null)).toEqual({ ok: false, message: '보낼 금액은 0보다 커야 합니다.', field: 'amount' });
    expect(checkTransfer('10000103', '-1000', STATUS, null)).toEqual({ ok: false, message: '보낼 금액은 0보다 커야 합니다.', field: 'amount' });
    expect(checkReceive('10000103', '-1000', STATUS, null)).toEqual({ ok: false, message: '받을 금액은 0보다 커야 합니다.', field: 'amount' });
    // too large, at any length: the limit's message, never '숫자로만'
    expect(checkTransfer('10000103', '9'.repeat(40), STATUS, null)).toEqual({ ok: false, message: '한 번에 1,000억까지 보낼 수 있습니다.', field: 'amount' });
    expect(checkTransfer('10000103', '1억원어치', STATUS, null)).toEqual({ ok: false, message: '보낼 금액을 숫자로 입력해 주세요. (예: 150,000,000 또는 1억 5,000만)', field: 'amount' });
    expect(checkReceive('10000103', '많이', STATUS, null)).toEqual({ ok: false, message: '받을 금액을 숫자로 입력해 주세요. (예: 150,000,000 또는 1억 5,000만)', field: 'amount' });
    // 0 is a number: the answer is the least that can be sent
    expect(checkTransfer('10000103', '0', STATUS, null)).toEqual({ ok: false, message: '1억 이상 보낼 수 있습니다.', field: 'amount' });
    expect(checkTransfer('10000103', '0', { ...STATUS, limits: { ...STATUS.limits, minimum: '0' } }, null)).toEqual({ ok: false, message: '1 이상 보낼 수 있습니다.', field: 'amount' });
  });

  it('an amount in 만·억 as the placeholder writes it ("1억 이상") is the same amount', () => {
    expect(checkTransfer('10000103', '1억', STATUS, null)).toEqual({ ok: true, memberNo: 10000103, amount: 100_000_000n });
    expect(checkTransfer('10000103', '1억 5000만', STATUS, null)).toEqual({ ok: true, memberNo: 10000103, amount: 150_000_000n });
    expect(checkTransfer('10000103', '5천만', STATUS, null)).toEqual({ ok: false, message: '1억 이상 보낼 수 있습니다.', field: 'amount' });
    expect(checkReceive('10000103', '10억', STATUS, null)).toEqual({ ok: true, memberNo: 10000103, nickname: '제트플러스왕', amount: 1_000_000_000n });
  });

  it('RECEIVE_ALLOW: adds to the list, refuses self, duplicates and more than the maximum', () => {
    expect(checkAllow('10000101', STATUS, '10000102')).toEqual({ ok: true, memberNo: 10000101, targets: ['10000105', '10000101'] });
    expect(checkAllow('10000105', STATUS, null)).toEqual({ ok: false, message: '이미 허용한 회원입니다.' });
    expect(checkAllow('10000102', STATUS, '10000102').ok).toBe(false);
    expect(checkAllow('10000101', { ...STATUS, receiveAllowedTo: [1, 2] }, null)).toEqual({ ok: false, message: '머니 받기는 2명까지 허용할 수 있습니다.' });
  });
});
