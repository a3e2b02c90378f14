// placeAndCompleteOrder's own rule for a unique refusal: only the order number's (the same order
// placed at the same moment by another request) means 'show the first one's result'; a unique
// refusal from inside a fulfilment is that error, not '주문을 찾을 수 없습니다'.
import { after, before, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { members, orders } from '../db/schema/index.js';
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
