import { checkExchange, checkGift, maxExchangeable, type ExchangeView } from './mileageRules';

const GIFT = { currentMileage: '3200', unit: '100', minimum: '100', maxPerGift: '50000', remainingToday: '2000', countToday: 0, maxCountPerDay: 10 };
/** friend-b in QA: 10,000 mileage, 203억 5,000만 money of a 1조 limit (1 mileage = 1억) */
const FRIEND_B: ExchangeView = { currentMileage: '10000', exchangeUnit: '1000', moneyPerMileage: '100000000', money: '20350000000', holdingLimit: '1000000000000' };
const ROOMY: ExchangeView = { ...FRIEND_B, currentMileage: '3200', money: '0', holdingLimit: '5000000000000' };

describe('mileage input rules', () => {
  it('exchange: whole units within the balance', () => {
    expect(checkExchange('1000', ROOMY)).toEqual({ ok: true, mileage: 1000n, money: 100_000_000_000n });
    expect(checkExchange('1500', { ...ROOMY, moneyPerMileage: '1' })).toEqual({ ok: false, message: '마일리지는 1,000 단위로 전환할 수 있습니다.' });
    expect(checkExchange('4000', ROOMY)).toEqual({ ok: false, message: '보유 마일리지가 부족합니다.' });
    // 0 is a number: the least that can be exchanged, not '숫자로 입력해 주세요'
    expect(checkExchange('0', ROOMY)).toEqual({ ok: false, message: '1,000마일리지 이상 전환할 수 있습니다.' });
    expect(checkExchange('1a', ROOMY)).toEqual({ ok: false, message: '전환할 마일리지를 숫자로 입력해 주세요.' });
    // the shared amount reader: 만 and 천 as a player writes them
    expect(checkExchange('3천', ROOMY)).toEqual({ ok: true, mileage: 3000n, money: 300_000_000_000n });
    expect(checkExchange('1만', ROOMY)).toEqual({ ok: false, message: '보유 마일리지가 부족합니다.' });
    // a part of the unit is a unit's matter (the popup says so in place)
    expect(checkExchange('150', ROOMY)).toEqual({ ok: false, message: '마일리지는 1,000 단위로 전환할 수 있습니다.' });
  });

  it('exchange: a negative amount must be more than 0; a too-large one is more than held (BigInt, any length)', () => {
    expect(checkExchange('-1000', ROOMY)).toEqual({ ok: false, message: '전환할 마일리지는 0보다 커야 합니다.' });
    expect(checkExchange('-1,000', ROOMY)).toEqual({ ok: false, message: '전환할 마일리지는 0보다 커야 합니다.' });
    expect(checkExchange('99999999999999999999', ROOMY)).toEqual({ ok: false, message: '보유 마일리지가 부족합니다.' });
    // a whole number of units past 2^53 is still more than held (no float rounding to something held)
    expect(checkExchange('9007199254740993000', { ...ROOMY, currentMileage: '9007199254740992000' })).toEqual({ ok: false, message: '보유 마일리지가 부족합니다.' });
    expect(checkExchange('', ROOMY)).toEqual({ ok: false, message: '전환할 마일리지를 입력해 주세요.' });
  });

  it('exchange: the money paid must fit under the holding limit', () => {
    expect(checkExchange('9,000', FRIEND_B)).toEqual({ ok: true, mileage: 9000n, money: 900_000_000_000n });
    expect(checkExchange('10000', FRIEND_B)).toEqual({ ok: false, message: '전환하면 보유 한도(1조)를 초과합니다. 지금은 9,000마일리지까지 전환할 수 있습니다.' });
    // exactly up to the limit fits
    expect(checkExchange('1000', { ...FRIEND_B, money: '900000000000' }).ok).toBe(true);
    expect(checkExchange('1000', { ...FRIEND_B, money: '900000000001' })).toEqual({ ok: false, message: '전환하면 보유 한도(1조)를 초과합니다. 지금은 전환할 수 없습니다.' });
  });

  it('최대: the mileage held in whole units, no more than fits under the limit, or why nothing does', () => {
    expect(maxExchangeable(FRIEND_B)).toEqual({ ok: true, mileage: 9000n });
    expect(maxExchangeable(ROOMY)).toEqual({ ok: true, mileage: 3000n });
    // rounded down, never up: 9,999억 9,999만 9,999 of room is 9,000 mileage
    expect(maxExchangeable({ ...FRIEND_B, money: '1', holdingLimit: '1000000000000' })).toEqual({ ok: true, mileage: 9000n });
    // exact past 2^53 (BigInt, no floats)
    expect(maxExchangeable({ ...FRIEND_B, currentMileage: '100000', money: '0', holdingLimit: '123456789012345678901' })).toEqual({ ok: true, mileage: 100000n });
    expect(maxExchangeable({ ...FRIEND_B, currentMileage: '999' })).toEqual({ ok: false, message: '전환할 수 있는 마일리지가 없습니다. 마일리지는 1,000 단위로 전환할 수 있습니다.' });
    const nearLimit = { ...FRIEND_B, money: '995000000000' };
    expect(maxExchangeable(nearLimit)).toEqual({ ok: false, message: '보유 머니가 보유 한도(1조)에 가까워 지금은 전환할 수 없습니다. (1,000마일리지 = 1,000억 머니)' });
    // over the limit already (a limit option ended): nothing, never a negative amount
    expect(maxExchangeable({ ...FRIEND_B, money: '1200000000000' }).ok).toBe(false);
  });

  it('gift: member number, unit, minimum, today’s limit, balance', () => {
    expect(checkGift('10000102', '1,500', GIFT, '10000101')).toEqual({ ok: true, memberNo: 10000102, mileage: 1500n });
    expect(checkGift('10000101', '100', GIFT, '10000101')).toEqual({ ok: false, message: '본인에게는 선물할 수 없습니다.', field: 'memberNo' });
    expect(checkGift('', '100', GIFT, null)).toEqual({ ok: false, message: '받는 회원번호를 숫자로 입력해 주세요.', field: 'memberNo' });
    expect(checkGift('10000102', '150', GIFT, null)).toEqual({ ok: false, message: '마일리지는 100 단위로 선물할 수 있습니다.', field: 'amount' });
    expect(checkGift('10000102', '50', GIFT, null)).toEqual({ ok: false, message: '100마일리지 이상 선물할 수 있습니다.', field: 'amount' });
    expect(checkGift('10000102', '0', GIFT, null)).toEqual({ ok: false, message: '100마일리지 이상 선물할 수 있습니다.', field: 'amount' });
    expect(checkGift('0', '100', GIFT, null)).toEqual({ ok: false, message: '올바른 회원번호가 아닙니다. 회원번호를 다시 확인해 주세요.', field: 'memberNo' });
    expect(checkGift('10000102', '2100', GIFT, null)).toEqual({ ok: false, message: '오늘은 2,000마일리지까지 선물할 수 있습니다.', field: 'amount' });
    expect(checkGift('10000102', '1800', { ...GIFT, currentMileage: '1700' }, null)).toEqual({ ok: false, message: '보유 마일리지가 부족합니다.', field: 'amount' });
    // today's ten gifts made: said first, before any nickname check or confirm (the server refused it only after both)
    expect(checkGift('10000102', '100', { ...GIFT, countToday: 10 }, null)).toEqual({ ok: false, message: '오늘 선물할 수 있는 횟수(10회)를 모두 사용했습니다. 내일 다시 선물해 주세요.', field: 'amount' });
    expect(checkGift('10000102', '100', { ...GIFT, countToday: 9 }, null).ok).toBe(true);
  });

  it('gift: a negative amount must be more than 0; a too-large one is told the upper bound, not the unit', () => {
    expect(checkGift('10000102', '-1000', GIFT, null)).toEqual({ ok: false, message: '선물할 마일리지는 0보다 커야 합니다.', field: 'amount' });
    expect(checkGift('10000102', '99999999999999999999', GIFT, null)).toEqual({ ok: false, message: '한 번에 50,000마일리지까지 선물할 수 있습니다.', field: 'amount' });
    expect(checkGift('10000102', '1850', { ...GIFT, currentMileage: '1700' }, null)).toEqual({ ok: false, message: '보유 마일리지가 부족합니다.', field: 'amount' });
    expect(checkGift('10000102', '1a', GIFT, null)).toEqual({ ok: false, message: '선물할 마일리지를 숫자로 입력해 주세요.', field: 'amount' });
    expect(checkGift('10000102', '', GIFT, null)).toEqual({ ok: false, message: '선물할 마일리지를 입력해 주세요.', field: 'amount' });
  });
});
