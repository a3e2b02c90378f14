import { checkExchange, checkGift } from './mileageRules';

const GIFT = { currentMileage: '3200', unit: '100', minimum: '100', maxPerGift: '50000', remainingToday: '2000' };

describe('mileage input rules', () => {
  it('exchange: whole units within the balance', () => {
    expect(checkExchange('1000', '3200', '1000', '100000000')).toEqual({ ok: true, mileage: 1000n, money: 100_000_000_000n });
    expect(checkExchange('1500', '3200', '1000', '1').ok).toBe(false);
  });

  it('gift: member number, unit, minimum, today’s limit, balance', () => {
    expect(checkGift('10000102', '1,500', GIFT, '10000101')).toEqual({ ok: true, memberNo: 10000102, mileage: 1500n });
    expect(checkGift('10000101', '100', GIFT, '10000101')).toEqual({ ok: false, message: '본인에게는 선물할 수 없습니다.' });
    expect(checkGift('', '100', GIFT, null)).toEqual({ ok: false, message: '받는 회원번호를 숫자로 입력해 주세요.' });
    expect(checkGift('10000102', '150', GIFT, null)).toEqual({ ok: false, message: '마일리지는 100 단위로 선물할 수 있습니다.' });
    expect(checkGift('10000102', '50', GIFT, null)).toEqual({ ok: false, message: '100 마일리지 이상 선물할 수 있습니다.' });
    expect(checkGift('10000102', '2100', GIFT, null)).toEqual({ ok: false, message: '오늘은 2,000 마일리지까지 선물할 수 있습니다.' });
    expect(checkGift('10000102', '1800', { ...GIFT, currentMileage: '1700' }, null)).toEqual({ ok: false, message: '보유 마일리지가 부족합니다.' });
  });
});
