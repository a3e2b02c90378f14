import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  addMonthsKst, benefitDayOf, benefitPeriod, nextContinuity, hasContinuousBenefit, continuousDiscountLabel, discountedPrice,
  holdingLimit, HOLDING_MONEY_BASE, isActiveUntil, isPaymentInProgress, CONTINUITY_GRACE_MS, isPlusBlockedPublisher, optionGroupRefusal,
} from './rules';

test('addMonthsKst clamps to the end of a shorter month (KST day)', () => {
  // 2026-01-31 10:00 KST
  const jan31 = new Date('2026-01-31T01:00:00Z');
  assert.equal(addMonthsKst(jan31, 1).toISOString(), '2026-02-28T01:00:00.000Z');
  assert.equal(addMonthsKst(jan31, 2).toISOString(), '2026-03-31T01:00:00.000Z');
});

test("a benefit day is kept across short months: a 31st's membership renews on every last day, not on the 28th from March on", () => {
  const kst = (iso: string) => new Date(`${iso}T10:00:00+09:00`);
  assert.equal(addMonthsKst(kst('2027-02-28'), 1, 31).toISOString(), kst('2027-03-31').toISOString());
  assert.equal(addMonthsKst(kst('2027-03-31'), 1, 31).toISOString(), kst('2027-04-30').toISOString());
  // a month's rows as renewals write them: start = the last end, end = a month on, on the benefit day
  const ends = ['2027-01-31'].map(kst);
  let month = { startDate: kst('2027-01-31'), endDate: addMonthsKst(kst('2027-01-31'), 1) };
  for (let i = 0; i < 13; i++) {
    ends.push(month.endDate);
    month = { startDate: month.endDate, endDate: addMonthsKst(month.endDate, 1, benefitDayOf(month)) };
  }
  assert.deepEqual(
    ends.map((d) => d.toISOString().slice(0, 10)),
    ['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30', '2027-05-31', '2027-06-30', '2027-07-31', '2027-08-31', '2027-09-30', '2027-10-31', '2027-11-30', '2027-12-31', '2028-01-31', '2028-02-29'],
  );
  // the 30th and the 29th keep theirs too; the 28th never moves
  assert.equal(benefitDayOf({ startDate: kst('2027-01-30'), endDate: kst('2027-02-28') }), 30);
  assert.equal(benefitDayOf({ startDate: kst('2027-02-28'), endDate: kst('2027-03-30') }), 30);
  assert.equal(benefitDayOf({ startDate: kst('2027-02-28'), endDate: kst('2027-03-28') }), 28);
});

test('benefitPeriod finds the month containing now', () => {
  const start = { startDate: new Date('2026-03-15T00:00:00Z'), endDate: new Date('2027-03-15T00:00:00Z') };
  const p0 = benefitPeriod(start, new Date('2026-04-14T23:59:00Z'));
  assert.equal(p0.index, 0);
  assert.equal(p0.next.toISOString(), '2026-04-15T00:00:00.000Z');
  const p1 = benefitPeriod(start, new Date('2026-04-15T00:00:00Z'));
  assert.equal(p1.index, 1);
  assert.equal(p1.start.toISOString(), '2026-04-15T00:00:00.000Z');
  const p10 = benefitPeriod(start, new Date('2027-01-20T00:00:00Z'));
  assert.equal(p10.index, 10);
});

test("a 31st's renewed month (Feb 28 → Mar 31) is one benefit period: no second one from Mar 28 with the bankbooks anew", () => {
  const kst = (iso: string) => new Date(`${iso}T10:00:00+09:00`);
  const renewed = { startDate: kst('2027-02-28'), endDate: kst('2027-03-31') };
  const p = benefitPeriod(renewed, kst('2027-03-29'));
  assert.equal(p.index, 0);
  assert.equal(p.next.toISOString(), kst('2027-03-31').toISOString());
  // a year of a 31st's months in one row: on each month's last day
  const year = { startDate: kst('2027-01-31'), endDate: kst('2028-01-31') };
  assert.equal(benefitPeriod(year, kst('2027-03-30')).start.toISOString(), kst('2027-02-28').toISOString());
  assert.equal(benefitPeriod(year, kst('2027-03-31')).start.toISOString(), kst('2027-03-31').toISOString());
  assert.equal(benefitPeriod(year, kst('2027-05-01')).start.toISOString(), kst('2027-04-30').toISOString());
});

test('continuity counts same product and group, resets after the grace gap', () => {
  const now = new Date('2026-05-01T00:00:00Z');
  const previous = { productCode: 'PM0004', endDate: new Date(now.getTime() - 1000), continuousUsageCount: 4, continuousGroupUsageCount: 12 };
  assert.deepEqual(nextContinuity({ previous, productCode: 'PM0004', now }), { continuousUsageCount: 5, continuousGroupUsageCount: 13 });
  assert.deepEqual(nextContinuity({ previous, productCode: 'PM0007', now }), { continuousUsageCount: 1, continuousGroupUsageCount: 13 });
  const lapsed = { ...previous, endDate: new Date(now.getTime() - CONTINUITY_GRACE_MS - 1) };
  assert.deepEqual(nextContinuity({ previous: lapsed, productCode: 'PM0004', now }), { continuousUsageCount: 1, continuousGroupUsageCount: 1 });
  assert.deepEqual(nextContinuity({ productCode: 'PM0004', now }), { continuousUsageCount: 1, continuousGroupUsageCount: 1 });
});

test('continuous benefit needs SUBSCRIPTION and 3 uses; discount from 13 group uses', () => {
  assert.equal(hasContinuousBenefit('SUBSCRIPTION', 3), true);
  assert.equal(hasContinuousBenefit('SUBSCRIPTION', 2), false);
  assert.equal(hasContinuousBenefit('VOUCHER', 9), false);
  assert.equal(continuousDiscountLabel(13), '5% 할인중');
  assert.equal(continuousDiscountLabel(12), '-');
  assert.equal(discountedPrice(55_000n, 13), 52_250n);
  assert.equal(discountedPrice(16_500n, 12), 16_500n);
  assert.equal(discountedPrice(16_510n, 20), 15_684n);
});

test('holding limit: base 1e12 raised once per limit option', () => {
  assert.equal(holdingLimit([]), HOLDING_MONEY_BASE);
  assert.equal(holdingLimit(['PO0025']), 2_000_000_000_000n);
  assert.equal(holdingLimit(['PO0025', 'PO0026', 'PO0025', 'PO0030']), 6_000_000_000_000n);
});

test('active-until and payment-in-progress', () => {
  const now = new Date();
  assert.equal(isActiveUntil(new Date(now.getTime() + 1), now), true);
  assert.equal(isActiveUntil(now, now), false);
  assert.equal(isActiveUntil(null, now), false);
  assert.equal(isPaymentInProgress('정기결제 처리중입니다'), true);
  assert.equal(isPaymentInProgress('이용 중'), false);
  assert.equal(isPaymentInProgress(null), false);
});

test('one option per group: two of a group in the order, or another of a group already held', () => {
  assert.equal(optionGroupRefusal(['PO0021', 'PO0025', 'PO0030', 'PO0005', 'PO0031'], []), null);
  const pets = optionGroupRefusal(['PO0021', 'PO0022', 'PO0023', 'PO0029'], []);
  assert.equal(pets?.code, 'ERROR_OPTION_GROUP_DUPLICATED');
  assert.equal(pets?.message, '펫샵 옵션은 하나만 선택할 수 있습니다.');
  assert.deepEqual(pets?.detail, { group: 'pet', codes: ['PO0021', 'PO0022', 'PO0023', 'PO0029'] });
  assert.equal(optionGroupRefusal(['PO0025', 'PO0026'], [])?.message, '보유 한도 증가 옵션은 하나만 선택할 수 있습니다.');
  assert.equal(optionGroupRefusal(['PO0030', 'PO0030'], [])?.code, 'ERROR_OPTION_GROUP_DUPLICATED');
  const held = optionGroupRefusal(['PO0029'], ['PO0021', 'PO0030']);
  assert.equal(held?.code, 'ERROR_OPTION_GROUP_JOINED');
  assert.equal(held?.message, '이미 이용 중인 펫샵 옵션이 있습니다.');
  assert.deepEqual(held?.detail, { group: 'pet', codes: ['PO0021'] });
  // the option held, bought again, is its extension; main codes and gold items have no group
  assert.equal(optionGroupRefusal(['PO0021'], ['PO0021']), null);
  // …also where two of its kind are held from before the rule (zplus's limit options); not the third
  assert.equal(optionGroupRefusal(['PO0026'], ['PO0025', 'PO0026']), null);
  assert.equal(optionGroupRefusal(['PO0022'], ['PO0021', 'PO0023'])?.code, 'ERROR_OPTION_GROUP_JOINED');
  assert.equal(optionGroupRefusal(['PM0004', 'PI0001', 'PI0001', 'PO0022'], ['PO0030']), null);
});

test('the partner channel is the publisher blocked from Plus', () => {
  assert.equal(isPlusBlockedPublisher('partner'), true);
  assert.equal(isPlusBlockedPublisher('hanpan'), false);
});
