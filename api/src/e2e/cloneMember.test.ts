import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq, inArray } from 'drizzle-orm';
import { members, orders, payments, petShops, plusMemberships, portalEvents, transferPermissions } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { cloneMember } from './cloneMember.js';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => t.close());

const memberId = async (loginId: string) => (await t.db.select().from(members).where(eq(members.loginId, loginId)))[0]!.id;

test('a copy of pluspet has its own memberships and pet shop; the template is untouched', async () => {
  const copy = await cloneMember(t.db, 'pluspet', 'petcopy01');
  assert.ok(copy);
  const [from, to] = [await memberId('pluspet'), await memberId('petcopy01')];
  assert.notEqual(from, to);
  const memberships = async (id: number) => (await t.db.select().from(plusMemberships).where(eq(plusMemberships.memberId, id))).map((m) => `${m.kind}:${m.productCode}`).sort();
  assert.deepEqual(await memberships(to), await memberships(from));
  assert.equal((await t.db.select().from(petShops).where(eq(petShops.memberId, to))).length, 1);
  assert.equal((await t.db.select().from(petShops).where(eq(petShops.memberId, from))).length, 1);
  assert.notEqual(copy.memberNo, t.seed.members.pluspet!.memberNo);
});

test('copied payments point to the copied orders (order numbers stay unique)', async () => {
  await cloneMember(t.db, 'pluschange', 'changecopy1');
  const to = await memberId('changecopy1');
  const own = await t.db.select().from(orders).where(eq(orders.memberId, to));
  assert.ok(own.length > 0);
  const paid = await t.db.select().from(payments).where(eq(payments.memberId, to));
  assert.ok(paid.length > 0);
  const ids = new Set(own.map((o) => o.id));
  for (const p of paid) assert.ok(ids.has(p.orderId), `payment ${p.id} → own order`);
  const again = await t.db.select().from(orders).where(inArray(orders.orderNo, own.map((o) => o.orderNo)));
  assert.equal(again.length, own.length);
});

test('an unknown template is null and writes nothing', async () => {
  const count = (await t.db.select().from(members)).length;
  assert.equal(await cloneMember(t.db, 'nosuchmember', 'nosuchcopy'), null);
  assert.equal((await t.db.select().from(members)).length, count);
});

test('a copy of a goldbox target (vip) is a target too, and opens its own goldbox', async () => {
  const copy = await cloneMember(t.db, 'vip', 'vipcopy01');
  const [goldbox] = await t.db.select().from(portalEvents).where(eq(portalEvents.name, 'goldbox'));
  assert.ok(goldbox!.targetMemberNos.includes(copy!.memberNo));
  assert.ok(goldbox!.targetMemberNos.includes(t.seed.members.vip!.memberNo));
  const a = await t.login('vipcopy01');
  assert.deepEqual((await a.get('/api/events/goldbox')).env.body, { isTarget: true, isOpenedLayer: false });
  assert.equal((await a.post('/api/events/goldbox/processors', { processorName: 'participate' })).statusCode, 200);
  assert.deepEqual((await (await t.login('vip')).get('/api/events/goldbox')).env.body, { isTarget: true, isOpenedLayer: false });
  // a member targeted by no event stays out
  await cloneMember(t.db, 'member', 'membercopy1');
  assert.deepEqual((await (await t.login('membercopy1')).get('/api/events/goldbox')).env.body, { isTarget: false, isOpenedLayer: false });
});

test('a copy of friend-a allows the members friend-a allows (받기 허용, keyed by owner_id); nobody allows the copy', async () => {
  await cloneMember(t.db, 'friend-a', 'friendcopy1');
  const [from, to] = [await memberId('friend-a'), await memberId('friendcopy1')];
  const allowedBy = async (id: number) => (await t.db.select().from(transferPermissions).where(eq(transferPermissions.ownerId, id))).map((p) => p.allowedMemberId);
  assert.deepEqual(await allowedBy(to), await allowedBy(from));
  assert.ok((await allowedBy(to)).length > 0);
  assert.equal((await t.db.select().from(transferPermissions).where(eq(transferPermissions.allowedMemberId, to))).length, 0);
});
