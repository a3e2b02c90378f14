import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { EventProcessorResult, OngoingEventStatus } from '@hanpan/contracts';
import { ruleCode, createTestApp, type TestApp } from '../../test/harness.js';
import { eventParticipations, inventoryItems, ledger, mileageHistories, overMoneyAccounts, overMoneyLedger, plusMemberships, portalEvents, shopProducts, weeklyGoldRounds } from '../../db/schema/index.js';
import { readWallet } from '../../lib/ledger.js';
import { kstStartOfMonth } from '../../lib/time.js';
import { monthRange, previousMonth, vipMonthOf } from '../vip/grades.js';
import { cryptoRoll, GOLDBOX_PRIZES, type GoldboxPrizeEntry, type Roll } from './goldbox.js';
import { runPostProcessor } from './service.js';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());


test('goldbox: target members only; opening the layer is remembered', async () => {
  const v = await t.login('vip');
  assert.deepEqual((await v.get('/api/events/goldbox')).env.body, { isTarget: true, isOpenedLayer: false });
  assert.equal((await v.put('/api/events/goldbox/layer', {})).statusCode, 200);
  assert.deepEqual((await v.get('/api/events/goldbox')).env.body, { isTarget: true, isOpenedLayer: true });
  const m = await t.login('member');
  assert.deepEqual((await m.get('/api/events/goldbox')).env.body, { isTarget: false, isOpenedLayer: false });
  assert.equal(ruleCode(await m.put('/api/events/goldbox/layer', {})), 'ERROR_NOT_TARGET');
  assert.equal((await (await t.guest()).get('/api/events/goldbox')).statusCode, 401);
});

test('goldbox: a member who opened the goldbox in its popup is not invited by the layer again', async () => {
  const z = await t.login('zplus');
  assert.deepEqual((await z.get('/api/events/goldbox')).env.body, { isTarget: true, isOpenedLayer: false });
  assert.equal((await z.post('/api/events/goldbox/processors', { processorName: 'participate' })).statusCode, 200);
  assert.deepEqual((await z.get('/api/events/goldbox')).env.body, { isTarget: true, isOpenedLayer: true });
});

test('MILEAGE / MONEY_TRANSFER status, set per type, participation', async () => {
  const a = await t.login('vplus');
  const s = await a.get<OngoingEventStatus>('/api/events/status');
  assert.equal(s.env.body!.mileage.status, 'ONGOING');
  assert.equal(s.env.body!.money_transfer.status, 'ONGOING');
  // the running event is named with its end (the mileage popup its banner opens says so)
  const [mileageEvent] = await t.db.select().from(portalEvents).where(eq(portalEvents.type, 'MILEAGE'));
  assert.deepEqual(s.env.body!.mileage.event, { title: '마일리지 2배 적립 이벤트', endDateTime: mileageEvent!.endDateTime.toISOString() });
  assert.equal(s.env.body!.money_transfer.event?.title, '머니 이동 오픈 기념 이벤트');
  // the new icon shows until the seed-relative cut-off, or until the transfer popup marks it seen
  assert.equal(s.env.body!.money_transfer.isActiveNewIcon, true);
  assert.equal((await a.put('/api/money-transfer/indicator', { type: 'NEW_ICON', targets: ['MONEY_TRANSFER'] })).statusCode, 200);
  assert.equal((await a.get<OngoingEventStatus>('/api/events/status')).env.body!.money_transfer.isActiveNewIcon, false);
  const seen = await a.put<OngoingEventStatus>('/api/events/status/MILEAGE', { status: 'SEEN' });
  assert.equal(seen.env.body!.mileage.status, 'SEEN');
  assert.equal(seen.env.body!.money_transfer.status, 'ONGOING');
  assert.equal((await a.put('/api/events/status/OTHER', { status: 'SEEN' })).statusCode, 400);
  const p = await a.post<{ result: { participated: boolean } }>('/api/events/money_transfer/processors', { processorName: 'participate' });
  assert.equal(p.statusCode, 200, p.body);
  assert.equal(ruleCode(await a.post('/api/events/money_transfer/processors', { processorName: 'participate' })), 'ERROR_ALREADY_PARTICIPATED');
  assert.equal((await a.get<OngoingEventStatus>('/api/events/status')).env.body!.money_transfer.status, 'PARTICIPATED');
  // the other member is unaffected
  assert.equal((await (await t.login('member')).get<OngoingEventStatus>('/api/events/status')).env.body!.money_transfer.status, 'ONGOING');
  assert.equal(ruleCode(await a.post('/api/events/weekly-gold/processors', { processorName: 'participate' })), 'ERROR_EVENT_NOT_ONGOING');
  // no event of a type running for the member: nothing is named
  await t.db.update(portalEvents).set({ targetMemberNos: [1] }).where(eq(portalEvents.type, 'MILEAGE'));
  try {
    assert.deepEqual((await a.get<OngoingEventStatus>('/api/events/status')).env.body!.mileage, { status: 'NONE' });
  } finally {
    await t.db.update(portalEvents).set({ targetMemberNos: [] }).where(eq(portalEvents.type, 'MILEAGE'));
  }
});

test('two MILEAGE events at once, one for a member only and ending first: everyone else still gets the everyone-event', async () => {
  const a = await t.login('vplus');
  const m = await t.login('member');
  const [everyone] = await t.db.select().from(portalEvents).where(eq(portalEvents.type, 'MILEAGE'));
  const now = Date.now();
  await t.db.insert(portalEvents).values({
    id: 9_001, name: 'mileage-vplus-only', title: 'V 전용 3배 적립', type: 'MILEAGE', startDateTime: new Date(now - 3_600_000),
    endDateTime: new Date(Math.min(everyone!.endDateTime.getTime(), now + 86_400_000) - 60_000), targetMemberNos: [a.member!.memberNo],
  });
  try {
    assert.equal((await a.get<OngoingEventStatus>('/api/events/status')).env.body!.mileage.event?.title, 'V 전용 3배 적립');
    // the member it does not target: the everyone-event, not 'none' (it read the first to end, then asked)
    assert.equal((await m.get<OngoingEventStatus>('/api/events/status')).env.body!.mileage.event?.title, everyone!.title);
  } finally {
    await t.db.delete(portalEvents).where(eq(portalEvents.id, 9_001));
  }
});

test('processors, prev-month weekly gold, targeting product, ongoing event by id', async () => {
  const z = await t.login('zplus');
  const st = await z.get<{ result: Record<string, unknown> }>('/api/events/goldbox/processors?processorName=status');
  assert.equal(st.env.body!.result.isTarget, true);
  assert.equal(st.env.body!.result.ongoing, true);
  assert.equal((await z.get('/api/events/goldbox/processors?processorName=unknown')).statusCode, 404);
  assert.equal((await z.get('/api/events/goldbox/processors')).statusCode, 400);
  assert.equal((await z.get('/api/events/nothing/processors?processorName=status')).statusCode, 404);
  // The running membership began ten days ago: on the 1st–10th of a month its first rounds end in last
  // month or run across its end. Pin them around the month's start so the figures are the same on every day.
  const [membership] = await t.db
    .select()
    .from(plusMemberships)
    .where(and(eq(plusMemberships.memberId, z.member!.id), eq(plusMemberships.kind, 'WEEKLY_GOLD')))
    .orderBy(desc(plusMemberships.startDate))
    .limit(1);
  const running = await t.db.select().from(weeklyGoldRounds).where(eq(weeklyGoldRounds.membershipId, membership!.id));
  assert.equal(running.length, 4);
  const monthStart = kstStartOfMonth(new Date()).getTime();
  const WEEK = 7 * 86_400_000;
  for (const r of running) {
    // round 1 (70 gold) ends at last month's last moment; round 2 (30 gold so far) began then and
    // still runs; the others are this month's
    const start = r.round === 1 ? monthStart - 1 - WEEK : r.round === 2 ? monthStart - 1 : monthStart + r.round;
    await t.db.update(weeklyGoldRounds).set({ startDateTime: new Date(start), endDateTime: new Date(start + WEEK) }).where(eq(weeklyGoldRounds.id, r.id));
  }
  // the run before (four weeks up to the running one's seeded start) is left where it is: which of its
  // rounds ended last month depends on the day
  const last = monthRange(previousMonth(vipMonthOf(new Date())));
  const earlier = (await t.db.select().from(weeklyGoldRounds).where(and(eq(weeklyGoldRounds.memberId, z.member!.id), ne(weeklyGoldRounds.membershipId, membership!.id))))
    .filter((r) => r.endDateTime > last.start && r.endDateTime <= last.end)
    .sort((a, b) => a.round - b.round);
  assert.ok(earlier.length > 0);
  const wg = await z.get<{ totalGold: string; rounds: Array<{ round: number; accumulatedGold: string }> }>('/api/events/weekly-gold/prev-month-results');
  // the run before's rounds that ended last month and the running one's round 1 (70) that ended then —
  // not the round still running, though it began last month
  assert.deepEqual(wg.env.body!.rounds.map((r) => [r.round, r.accumulatedGold]), [...earlier.map((r) => [r.round, String(r.accumulatedGold)]), [1, '70']]);
  assert.equal(wg.env.body!.totalGold, String(earlier.reduce((s, r) => s + r.accumulatedGold, 70n)));
  assert.equal((await z.get<{ productCode: string }>('/api/events/targeting-product')).env.body!.productCode, 'PO0021');
  assert.equal((await (await t.login('vplus')).get<{ productCode: string }>('/api/events/targeting-product')).env.body!.productCode, 'PM0005');
  assert.equal((await (await t.login('member')).get<{ productCode: string }>('/api/events/targeting-product')).env.body!.productCode, 'PM0004');
  const ev = await z.get<{ ongoing: boolean; name: string }>('/api/events/on-going-event/2');
  assert.equal(ev.env.body!.ongoing, true);
  assert.equal((await z.get<{ ongoing: boolean }>('/api/events/on-going-event/4')).env.body!.ongoing, false);
  assert.equal((await z.get('/api/events/on-going-event/99')).statusCode, 404);
  assert.equal((await z.get('/api/events/on-going-event/x')).statusCode, 400);
});

// ---- the goldbox gift: a prize drawn and credited in the transaction of the participation ----

/** The roll that draws the first prize matching `match` (a fixed draw instead of crypto.randomInt). */
function rollFor(match: (p: GoldboxPrizeEntry) => boolean): Roll {
  let start = 0;
  for (const e of GOLDBOX_PRIZES) {
    if (match(e.value)) return (max) => (assert.equal(max, 10_000), start);
    start += e.weight;
  }
  throw new Error('no such prize');
}

/** Makes more demo members goldbox targets (seeded: vip and zplus). */
async function addTargets(...loginIds: string[]) {
  const [e] = await t.db.select().from(portalEvents).where(eq(portalEvents.name, 'goldbox'));
  const nos = loginIds.map((id) => t.seed.members[id]!.memberNo);
  await t.db.update(portalEvents).set({ targetMemberNos: [...e!.targetMemberNos, ...nos] }).where(eq(portalEvents.id, e!.id));
}

/** Everything a prize can change for one member. */
async function holdings(memberId: number) {
  const w = await readWallet(t.db, memberId);
  const items = await t.db.select().from(inventoryItems).where(eq(inventoryItems.memberId, memberId));
  const goldboxLedger = await t.db.select().from(ledger).where(and(eq(ledger.memberId, memberId), eq(ledger.reason, 'GOLDBOX_PRIZE')));
  const mileageEarned = await t.db.select().from(mileageHistories).where(and(eq(mileageHistories.memberId, memberId), eq(mileageHistories.description, '골드박스 이벤트 선물')));
  const [store] = await t.db.select().from(overMoneyAccounts).where(eq(overMoneyAccounts.memberId, memberId));
  return { money: w.money, mileage: w.mileage, items: items.length, goldboxLedger, mileageEarned: mileageEarned.length, stored: store?.balance ?? 0n };
}

/** Opens the goldbox with a fixed draw, as the route does (then, as after any write, the member-read cache is dropped). */
async function openIn(loginId: string, roll: Roll, key = `svc-${loginId}-${Date.now()}`) {
  const r = await t.db.transaction((tx) => runPostProcessor(tx, t.seed.members[loginId]!, 'goldbox', 'participate', { idempotencyKey: key, roll }));
  await t.app.memberReads.invalidateAll();
  return r;
}

test('goldbox prize table: the weights make 100%, every item prize is a shop product, crypto.randomInt by default', async () => {
  assert.equal(GOLDBOX_PRIZES.reduce((s, e) => s + e.weight, 0), 10_000);
  const codes = GOLDBOX_PRIZES.flatMap((e) => (e.value.kind === 'ITEM' ? [e.value.code] : []));
  const products = await t.db.select().from(shopProducts).where(inArray(shopProducts.code, codes));
  assert.equal(products.length, codes.length);
  for (let i = 0; i < 50; i++) {
    const n = cryptoRoll(10_000);
    assert.ok(Number.isInteger(n) && n >= 0 && n < 10_000);
  }
});

test('goldbox (HTTP): opening it gives what the answer names; status shows it after; a second opening gives nothing more', async () => {
  await addTargets('friend-b');
  const f = await t.login('friend-b');
  const id = t.seed.members['friend-b']!.id;
  const before = await holdings(id);
  const r = await f.post<EventProcessorResult>('/api/events/goldbox/processors', { processorName: 'participate' }, { headers: { 'idempotency-key': 'goldbox-open-friend-b-1' } });
  assert.equal(r.statusCode, 200, r.body);
  assert.equal(r.env.header.resultMessage, '골드박스를 열었습니다.');
  const prize = r.env.body!.prize!;
  assert.ok(prize, 'the answer names the prize');
  const after = await holdings(id);
  if (prize.kind === 'MONEY') {
    assert.equal(after.money - before.money + (after.stored - before.stored), BigInt(prize.amount));
    assert.equal(after.goldboxLedger.length, 1);
  } else if (prize.kind === 'MILEAGE') {
    assert.equal(after.mileage - before.mileage, BigInt(prize.amount));
    assert.equal(after.mileageEarned, 1);
  } else {
    assert.equal(after.items - before.items, 1);
    const items = await f.get<{ content: Array<{ code: string }> }>('/api/items?size=50');
    assert.ok(items.env.body!.content.some((i) => i.code === prize.itemCode));
  }
  // the same request again (a retry): the first answer, nothing more
  const again = await f.post<EventProcessorResult>('/api/events/goldbox/processors', { processorName: 'participate' }, { headers: { 'idempotency-key': 'goldbox-open-friend-b-1' } });
  assert.equal(again.statusCode, 200);
  assert.deepEqual(again.env.body!.prize, prize);
  // another attempt (new key): refused, naming the first prize
  const second = await f.post('/api/events/goldbox/processors', { processorName: 'participate' });
  assert.equal(second.statusCode, 422);
  assert.equal(ruleCode(second), 'ERROR_ALREADY_PARTICIPATED');
  assert.match(second.env.header.resultMessage, /^이미 골드박스를 열었습니다\. 받은 선물: /);
  assert.deepEqual((second.env.body as { detail: { prize: unknown } }).detail.prize, prize);
  assert.deepEqual(await holdings(id), after);
  const st = await f.get<EventProcessorResult>('/api/events/goldbox/processors?processorName=status');
  assert.equal(st.env.body!.result.participated, true);
  assert.deepEqual(st.env.body!.prize, prize);
});

test('goldbox: game money is credited with its ledger row, in the transaction of the participation', async () => {
  await addTargets('friend-a');
  const id = t.seed.members['friend-a']!.id;
  const before = await holdings(id);
  const r = await openIn('friend-a', rollFor((p) => p.kind === 'MONEY' && p.money === 1_000_000_000n));
  assert.deepEqual(r.prize, { kind: 'MONEY', amount: '1000000000', storedOverMoney: '0', itemCode: null, itemName: null });
  const after = await holdings(id);
  assert.equal(after.money, before.money + 1_000_000_000n);
  assert.equal(after.goldboxLedger.length, 1);
  const row = after.goldboxLedger[0]!;
  assert.equal(row.amount, 1_000_000_000n);
  assert.equal(row.balanceAfter, after.money);
  assert.equal(row.refType, 'event_participation');
  const [p] = await t.db.select().from(eventParticipations).where(and(eq(eventParticipations.memberId, id), eq(eventParticipations.eventId, 1)));
  assert.equal(row.refId, String(p!.id));
  assert.equal(p!.result.prizeKind, 'MONEY');
  assert.equal(p!.result.prizeAmount, '1000000000');
  // the popup of a member who opened it names the prize
  const st = await (await t.login('friend-a')).get<EventProcessorResult>('/api/events/goldbox/processors?processorName=participation');
  assert.deepEqual(st.env.body!.prize, r.prize);
});

test('goldbox: game money over the holding limit goes to the over-money store (rich: 9,970억 of 1조 → 30억 paid, 70억 kept)', async () => {
  await addTargets('rich');
  const id = t.seed.members.rich!.id;
  const before = await holdings(id);
  assert.equal(before.money, 997_000_000_000n);
  const r = await openIn('rich', rollFor((p) => p.kind === 'MONEY' && p.money === 10_000_000_000n));
  assert.equal(r.prize!.amount, '10000000000');
  assert.equal(r.prize!.storedOverMoney, '7000000000');
  const after = await holdings(id);
  assert.equal(after.money, 1_000_000_000_000n);
  assert.equal(after.stored, before.stored + 7_000_000_000n);
  assert.equal(after.goldboxLedger.length, 1);
  assert.equal(after.goldboxLedger[0]!.amount, 3_000_000_000n);
  const stored = await t.db.select().from(overMoneyLedger).where(and(eq(overMoneyLedger.memberId, id), eq(overMoneyLedger.reason, 'GOLDBOX_PRIZE')));
  assert.equal(stored.length, 1);
  assert.equal(stored[0]!.amount, 7_000_000_000n);
  // already at the limit: the whole prize waits in the store, nothing is refused or lost
  await t.db.delete(eventParticipations).where(eq(eventParticipations.memberId, id));
  const full = await openIn('rich', rollFor((p) => p.kind === 'MONEY' && p.money === 100_000_000n));
  assert.equal(full.prize!.storedOverMoney, '100000000');
  assert.equal((await holdings(id)).money, 1_000_000_000_000n);
});

test('goldbox: mileage is earned (grant, history, ledger); an item goes into 보관함 and counts in the personal zone', async () => {
  await addTargets('plusover', 'pluspet');
  const over = t.seed.members.plusover!.id;
  const beforeOver = await holdings(over);
  const mileage = await openIn('plusover', rollFor((p) => p.kind === 'MILEAGE'));
  assert.deepEqual(mileage.prize, { kind: 'MILEAGE', amount: '10', storedOverMoney: '0', itemCode: null, itemName: null });
  const afterOver = await holdings(over);
  assert.equal(afterOver.mileage, beforeOver.mileage + 10n);
  assert.equal(afterOver.mileageEarned, 1);
  assert.equal(afterOver.money, beforeOver.money);

  const pet = await t.login('pluspet');
  const zone = async () => (await pet.get<{ inventory: { itemCount: number } }>('/api/contents/members/personal-zone')).env.body!.inventory.itemCount;
  const count = await zone();
  const item = await openIn('pluspet', rollFor((p) => p.kind === 'ITEM' && p.code === 'C1433'));
  assert.deepEqual(item.prize, { kind: 'ITEM', amount: '1', storedOverMoney: '0', itemCode: 'C1433', itemName: '로얄 하프 룰렛' });
  assert.equal(await zone(), count + 1);
  const items = await pet.get<{ content: Array<{ code: string; name: string }> }>('/api/items?size=50');
  assert.ok(items.env.body!.content.some((i) => i.code === 'C1433' && i.name === '로얄 하프 룰렛'));
});

test('goldbox: two concurrent openings (double click, two windows) give one prize', async () => {
  await addTargets('pluschange');
  const a = await t.login('pluschange');
  const id = t.seed.members.pluschange!.id;
  const before = await holdings(id);
  const results = await Promise.all([1, 2].map((i) => a.post<EventProcessorResult>('/api/events/goldbox/processors', { processorName: 'participate' }, { headers: { 'idempotency-key': `goldbox-race-${i}-x` } })));
  assert.deepEqual(results.map((r) => r.statusCode).sort(), [200, 422]);
  const won = results.find((r) => r.statusCode === 200)!.env.body!.prize!;
  assert.equal(ruleCode(results.find((r) => r.statusCode === 422)!), 'ERROR_ALREADY_PARTICIPATED');
  const after = await holdings(id);
  const changes = after.goldboxLedger.length + after.mileageEarned + (after.items - before.items);
  assert.equal(changes, 1, `one prize credited (${won.kind})`);
  const rows = await t.db.select().from(eventParticipations).where(eq(eventParticipations.memberId, id));
  assert.equal(rows.length, 1);
});

test('goldbox: a non-target is refused in Korean (422) and gets nothing; an opening without Idempotency-Key is refused (400)', async () => {
  const m = await t.login('member');
  const id = t.seed.members.member!.id;
  const before = await holdings(id);
  const r = await m.post('/api/events/goldbox/processors', { processorName: 'participate' });
  assert.equal(r.statusCode, 422);
  assert.equal(ruleCode(r), 'ERROR_NOT_TARGET');
  assert.equal(r.env.header.resultMessage, '골드박스 이벤트 대상이 아닙니다.');
  assert.deepEqual(await holdings(id), before);
  assert.equal((await t.db.select().from(eventParticipations).where(eq(eventParticipations.memberId, id))).length, 0);

  await addTargets('vplus');
  const v = await t.login('vplus');
  const noKey = await v.post('/api/events/goldbox/processors', { processorName: 'participate' }, { noIdempotencyKey: true });
  assert.equal(noKey.statusCode, 400);
  assert.match(noKey.env.header.resultMessage, /Idempotency-Key/);
  assert.equal((await t.db.select().from(eventParticipations).where(and(eq(eventParticipations.memberId, t.seed.members.vplus!.id), eq(eventParticipations.eventId, 1)))).length, 0);
});

test('goldbox: a second goldbox event (its own name) is the one its target opens from the popup — the layer invited them to it', async () => {
  const now = Date.now();
  const friend = t.seed.members['friend-a']!;
  await t.db.insert(portalEvents).values({ id: 951, name: 'goldbox-winter', title: '겨울 골드박스', type: 'GOLDBOX', startDateTime: new Date(now - 3_600_000), endDateTime: new Date(now + 86_400_000), targetMemberNos: [friend.memberNo] });
  const f = await t.login('friend-a');
  const status = await f.get<EventProcessorResult>('/api/events/goldbox/processors?processorName=status');
  assert.deepEqual([status.env.body!.eventName, status.env.body!.result.isTarget], ['goldbox-winter', true]);
  const opened = await f.post<EventProcessorResult>('/api/events/goldbox/processors', { processorName: 'participate' }, { headers: { 'idempotency-key': 'goldbox-winter-friend-a' } });
  assert.equal(opened.statusCode, 200, opened.body);
  const rows = await t.db.select().from(eventParticipations).where(and(eq(eventParticipations.memberId, friend.id), eq(eventParticipations.eventId, 951)));
  assert.equal(rows.length, 1);
  assert.equal(opened.env.body!.eventName, 'goldbox-winter');
  // the seeded one's targets still open theirs
  const v = await t.login('vip');
  assert.equal((await v.get<EventProcessorResult>('/api/events/goldbox/processors?processorName=status')).env.body!.eventName, 'goldbox');
});
