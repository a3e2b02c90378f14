import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, desc, eq } from 'drizzle-orm';
import { createTestApp, reloadMember, type TestApp } from '../../test/harness.js';
import { cloneMember } from '../../e2e/cloneMember.js';
import { members, mileageHistories, portalEvents } from '../../db/schema/index.js';
import type { MemberRow } from '../../db/schema/index.js';
import { lockWallets, readWallet } from '../../lib/ledger.js';
import { earnPaymentMileage } from './paymentMileage.js';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

async function pay(member: MemberRow, paid: bigint) {
  const before = (await readWallet(t.db, member.id)).mileage;
  const earned = await t.db.transaction(async (tx) => {
    await lockWallets(tx, [member.id]);
    return earnPaymentMileage(tx, member, paid, '결제 적립');
  });
  const [row] = await t.db.select().from(mileageHistories).where(and(eq(mileageHistories.memberId, member.id), eq(mileageHistories.type, 'EARN'))).orderBy(desc(mileageHistories.id)).limit(1);
  return { ...earned, gained: (await readWallet(t.db, member.id)).mileage - before, description: row?.description };
}

test('a payment earns 10 per 1,000원 (rounded down), a VIP member 15; twice that while a MILEAGE event runs for the member', async () => {
  const member = (await t.login('member')).member!;
  const vip = (await t.login('vip')).member!; // VIP 미니멈 this month
  // the seeded '마일리지 2배 적립 이벤트' runs for everyone
  const doubled = await pay(member, 9_999n);
  assert.deepEqual([doubled.saved, doubled.gained], [199n, 199n]);
  assert.equal(doubled.line, '마일리지 199 적립 (마일리지 2배 적립 이벤트)');
  assert.equal(doubled.description, '결제 적립 (마일리지 2배 적립 이벤트)');
  assert.equal((await pay(vip, 1_000n)).saved, 30n);
  // for other members only: this one earns the usual rate
  const [e] = await t.db.select().from(portalEvents).where(eq(portalEvents.type, 'MILEAGE'));
  await t.db.update(portalEvents).set({ targetMemberNos: [vip.memberNo] }).where(eq(portalEvents.id, e!.id));
  const usual = await pay(member, 9_999n);
  assert.deepEqual([usual.saved, usual.gained, usual.line, usual.description], [99n, 99n, '마일리지 99 적립', '결제 적립']);
  assert.equal((await pay(vip, 1_000n)).saved, 30n);
  // ended: the usual rate for everyone
  await t.db.update(portalEvents).set({ endDateTime: new Date(Date.now() - 1000) }).where(eq(portalEvents.id, e!.id));
  assert.equal((await pay(vip, 1_000n)).saved, 15n);
  // too little to earn one, and nothing paid: no grant, no line
  assert.deepEqual(await pay(member, 99n), { saved: 0n, line: '', gained: 0n, description: '결제 적립' });
  assert.deepEqual((await pay(member, 0n)).line, '');
});

test("the partner channel's member earns no VIP extra mileage (SPEC §6: VIP opened on the own portal only), whatever its payments", async () => {
  await cloneMember(t.db, 'vip', 'vip-own-portal');
  await cloneMember(t.db, 'vip', 'vip-partner');
  await t.db.update(members).set({ publisher: 'partner' }).where(eq(members.loginId, 'vip-partner'));
  const own = await reloadMember(t.db, 'vip-own-portal');
  const partner = (await t.db.select().from(members).where(and(eq(members.loginId, 'vip-partner'), eq(members.publisher, 'partner'))))[0]!;
  const ownEarned = (await pay(own, 10_000n)).saved;
  const partnerEarned = (await pay(partner, 10_000n)).saved;
  // 15 against 10 per 1,000원 (an event doubles both alike)
  assert.equal(ownEarned * 2n, partnerEarned * 3n);
  assert.equal((await (await t.login('vip-own-portal')).get<{ vipAdditionalRatePerMille: number }>('/api/mileage/benefit')).env.body!.vipAdditionalRatePerMille, 5);
  // the partner member's benefit says +0 (its login is the partner host's)
  const p = await t.login('vip-partner');
  assert.equal((await p.get<{ vipAdditionalRatePerMille: number }>('/api/mileage/benefit')).env.body!.vipAdditionalRatePerMille, 0);
});
