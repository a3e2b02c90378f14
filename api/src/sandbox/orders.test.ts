// placeAndCompleteOrder's own rule for a unique refusal: only the order number's (the same order
// placed at the same moment by another request) means 'show the first one's result'; a unique
// refusal from inside a fulfilment is that error, not '주문을 찾을 수 없습니다'.
import { after, before, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { members, orders, payments, spendingLimits } from '../db/schema/index.js';
import { cloneMember } from '../e2e/cloneMember.js';
import type { ApiError } from '../lib/errors.js';
import { getLimitState } from '../lib/limits.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { newOrderNo, placeAndCompleteOrder } from './orders.js';
import { registerFulfilment } from './registry.js';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

it("a fulfilment's own unique refusal is its error (nothing written), not the order number's 'not found'", async () => {
  registerFulfilment('test-unique-refusal', {
    quote: async () => ({ title: '시험', amount: 0n, lines: [] }),
    async fulfil({ tx, member }) {
      // a second member with the same login id: members_publisher_login_id refuses it
      await tx.insert(members).values({ memberNo: 99_999_777, loginId: member.loginId, passwordHash: 'x', nickname: '중복시험' });
      return ['never'];
    },
  });
  const member = (await t.login('member')).member!;
  const orderNo = newOrderNo();
  const site = { publisher: 'hanpan' as const, mobile: false, host: 'localhost' };
  const err = await placeAndCompleteOrder(t.db, t.config, { member, kind: 'test-unique-refusal', params: {}, site, returnUrl: '/', orderNo }).then(
    () => assert.fail('completed'),
    (e: unknown) => e as Error & { status?: number },
  );
  assert.notEqual(err.status, 404, err.message);
  assert.doesNotMatch(err.message, /주문을 찾을 수 없습니다/);
  assert.deepEqual(await t.db.select().from(orders).where(eq(orders.orderNo, orderNo)), []);
});

it("a payment over the member's own daily limit is refused at completion and writes nothing; what today leaves is paid (the month's limit untouched)", async () => {
  assert.ok(await cloneMember(t.db, 'beginner', 'day-limit'));
  const member = (await t.login('day-limit')).member!;
  // today's own limit: 10,000원 more than the template member paid today already
  const dayLimit = (await getLimitState(t.db, t.config, member.id)).usedToday + 10_000n;
  await t.db.insert(spendingLimits).values({ memberId: member.id, dayLimit, monthLimit: 1_000_000n }).onConflictDoUpdate({ target: spendingLimits.memberId, set: { dayLimit, monthLimit: 1_000_000n } });
  const site = { publisher: 'hanpan' as const, mobile: false, host: 'localhost' };
  const buy = (codes: string) => placeAndCompleteOrder(t.db, t.config, { member, kind: 'shop', params: { codes }, site, returnUrl: '/', orderNo: newOrderNo() });
  const paid = async () => (await t.db.select().from(payments).where(eq(payments.memberId, member.id))).reduce((s, p) => s + p.amount, 0n);
  const before = await paid();
  await buy('E3002'); // 9,900원: within today's 10,000
  assert.equal((await paid()) - before, 9_900n);
  // 1,100원 more is over what today leaves (100원), though the month has room
  const refused = await buy('E3001').then(
    () => assert.fail('paid over the daily limit'),
    (e: unknown) => e as ApiError,
  );
  assert.deepEqual([refused.status, (refused.body as { code: string }).code], [422, 'ERROR_DAY_LIMIT']);
  assert.match(refused.message, /오늘 남은 한도는 100원입니다/);
  assert.equal((await paid()) - before, 9_900n);
});
