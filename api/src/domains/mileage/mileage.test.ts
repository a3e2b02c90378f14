import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq, inArray } from 'drizzle-orm';
import type { MileageCurrent, MileageExchangeResult, MileageGiftResult, MileageGiftStatus, MileageHistoryItem, MileageMonthly, Page } from '@hanpan/contracts';
import { runMileageExpiry } from '../../jobs/index.js';
import { ruleCode, createTestApp, type TestApp } from '../../test/harness.js';
import { ledger, mileageGrants, mileageHistories, wallets } from '../../db/schema/index.js';
import { cloneMember } from '../../e2e/cloneMember.js';
import { kstDay } from '../../lib/time.js';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const kstToday = () => kstDay();

test('current and soon-to-expire mileage', async () => {
  const a = await t.login('vplus');
  const r = await a.get<MileageCurrent>('/api/mileage/current');
  assert.equal(r.statusCode, 200);
  assert.equal(r.env.body!.currentMileage, '18500');
  assert.equal(r.env.body!.soonToExpireMileage, '3700');
  assert.equal((await (await t.guest()).get('/api/mileage/current')).statusCode, 401);
});

test('current tells the money and the holding limit; an exchange past the limit is refused and changes nothing', async () => {
  const a = await t.login('rich'); // 120,000 mileage, a 1조 holding limit
  await t.db.update(wallets).set({ money: 20_350_000_000n }).where(eq(wallets.memberId, a.member!.id)); // 203억 5,000만
  const cur = (await a.get<MileageCurrent>('/api/mileage/current')).env.body!;
  assert.equal(cur.money, '20350000000');
  assert.equal(cur.holdingLimit, '1000000000000');
  assert.equal(cur.currentMileage, '120000');
  const ex = (mileage: string) => a.post<MileageExchangeResult>('/api/mileage/exchange', { mileage, currentHoldMileage: cur.currentMileage });
  // 10,000 mileage = 1조 머니: more than fits under the limit
  const over = await ex('10000');
  assert.equal(ruleCode(over), 'ERROR_OVERMONEY');
  assert.equal(over.env.header.resultMessage, '보유 한도를 초과하여 지급할 수 없습니다. (한도 1조)');
  const [w] = await t.db.select().from(wallets).where(eq(wallets.memberId, a.member!.id));
  assert.deepEqual([w!.money, w!.mileage], [20_350_000_000n, 120_000n]);
  // 9,000 (9,000억) is the most that fits in whole units of 1,000
  const ok = await ex('9000');
  assert.equal(ok.statusCode, 200, ok.body);
  assert.equal(ok.env.body!.money, '920350000000');
  const after = (await a.get<MileageCurrent>('/api/mileage/current')).env.body!;
  assert.deepEqual([after.money, after.currentMileage], ['920350000000', '111000']);
});

test('exchange: positive multiple of the unit, current view, money paid, FIFO, idempotent', async () => {
  const a = await t.login('vplus');
  const [w0] = await t.db.select().from(wallets).where(eq(wallets.memberId, a.member!.id));
  const ex = (mileage: string, currentHoldMileage: string, headers: Record<string, string> = {}) =>
    a.post<MileageExchangeResult>('/api/mileage/exchange', { mileage, currentHoldMileage }, { headers });
  assert.equal(ruleCode(await ex('1500', '18500')), 'ERROR_INVALID_UNIT');
  assert.equal(ruleCode(await ex('0', '18500')), 'ERROR_INVALID_UNIT');
  assert.equal((await ex('-1000', '18500')).statusCode, 400); // bounded by the schema (MoneyAmount)
  assert.equal(ruleCode(await ex('20000', '18500')), 'ERROR_INSUFFICIENT');
  const stale = await ex('1000', '18000');
  assert.equal(stale.statusCode, 409);
  assert.equal((await a.post('/api/mileage/exchange', { mileage: 'abc', currentHoldMileage: '18500' })).statusCode, 400);
  const r = await ex('4000', '18500', { 'idempotency-key': 'mileage-vplus-1' });
  assert.equal(r.statusCode, 200, r.body);
  assert.equal(r.env.body!.currentMileage, '14500');
  assert.equal(r.env.body!.paidMoney, '400000000000');
  assert.equal(BigInt(r.env.body!.money), w0!.money + 400_000_000_000n);
  const again = await ex('4000', '18500', { 'idempotency-key': 'mileage-vplus-1' });
  assert.deepEqual(again.env.body, r.env.body);
  // the soon-expiring grant (3,700) was used first
  const cur = await a.get<MileageCurrent>('/api/mileage/current');
  assert.equal(cur.env.body!.soonToExpireMileage, '0');
  assert.equal(cur.env.body!.currentMileage, '14500');
  // the old view is stale now
  assert.equal((await ex('1000', '18500')).statusCode, 409);
  const rows = await t.db.select().from(ledger).where(eq(ledger.memberId, a.member!.id));
  assert.equal(rows.filter((l) => l.reason === 'MILEAGE_EXCHANGE').length, 2);
});

test('the same exchange again within 10 minutes waits for the player’s confirmation (a second tab that read the new balance exchanged twice — QA)', async () => {
  await cloneMember(t.db, 'friend-b', 'repeat-exchanger');
  const a = await t.login('repeat-exchanger');
  const held = async () => (await a.get<MileageCurrent>('/api/mileage/current')).env.body!.currentMileage;
  const ex = async (mileage: string, extra: { confirmRepeat?: boolean } = {}) => a.post<MileageExchangeResult>('/api/mileage/exchange', { mileage, currentHoldMileage: await held(), ...extra });
  const before = BigInt(await held());
  assert.equal((await ex('2000')).statusCode, 200);
  // tab 2 read the balance again (the other window's announcement) and presses 전환 with it
  const again = await ex('2000');
  assert.equal(again.statusCode, 422);
  assert.equal(ruleCode(again), 'ERROR_REPEATED_EXCHANGE');
  assert.match(again.env.header.resultMessage, /^방금 2,000마일리지를 머니로 전환했습니다\. 같은 전환을 한 번 더 하시겠습니까\?$/);
  assert.equal(BigInt(await held()), before - 2000n);
  // another amount is not a repeat; confirmed, the same goes
  assert.equal((await ex('1000')).statusCode, 200);
  assert.equal((await ex('2000', { confirmRepeat: true })).statusCode, 200);
  assert.equal(BigInt(await held()), before - 5000n);
});

test('expired grants: left out of the balance at once, written off by the mileage-expiry job (not by reads)', async () => {
  const a = await t.login('member'); // 3,200 = 640 soon + 2,560
  const [g] = await t.db.select().from(mileageGrants).where(eq(mileageGrants.memberId, a.member!.id)).orderBy(mileageGrants.expiresAt).limit(1);
  await t.db.update(mileageGrants).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(mileageGrants.id, g!.id));
  const r = await a.get<MileageCurrent>('/api/mileage/current');
  assert.equal(r.env.body!.currentMileage, (3200n - g!.remaining).toString());
  // the header's personal zone and the gift tab say the same (they showed the wallet's 3,200 until the job came)
  const zone = await a.get<{ mileage: { currentMileage: string; soonToExpireMileage: string } }>('/api/contents/members/personal-zone');
  assert.equal(zone.env.body!.mileage.currentMileage, (3200n - g!.remaining).toString());
  assert.equal((await a.get<{ currentMileage: string }>('/api/mileage/gift/status')).env.body!.currentMileage, (3200n - g!.remaining).toString());
  const [w0] = await t.db.select().from(wallets).where(eq(wallets.memberId, a.member!.id));
  assert.equal(w0!.mileage, 3200n); // the read changed nothing
  assert.equal(await runMileageExpiry({ db: t.db, config: t.config, now: new Date() }), 1);
  const [w1] = await t.db.select().from(wallets).where(eq(wallets.memberId, a.member!.id));
  assert.equal(w1!.mileage, 3200n - g!.remaining);
  const h = await a.get<Page<MileageHistoryItem>>(`/api/mileage/histories/daily?startDate=${kstToday()}&endDate=${kstToday()}`);
  assert.equal(h.env.body!.content[0]!.type, 'EXPIRE');
  assert.equal(h.env.body!.content[0]!.mileage, g!.remaining.toString());
});

test('daily and monthly histories, benefit, bad input', async () => {
  const a = await t.login('zplus');
  const from = new Date(Date.now() - 400 * 86_400_000).toISOString().slice(0, 10);
  const d = await a.get<Page<MileageHistoryItem>>(`/api/mileage/histories/daily?startDate=${from}&endDate=${kstToday()}&page=0`);
  assert.equal(d.env.body!.totalElements, 2);
  assert.ok(d.env.body!.content.every((i) => i.type === 'EARN'));
  assert.equal((await a.get(`/api/mileage/histories/daily?startDate=${kstToday()}&endDate=${from}`)).statusCode, 400);
  assert.equal((await a.get('/api/mileage/histories/daily?startDate=2026-13-45&endDate=2026-01-01')).statusCode, 400);
  assert.equal((await a.get('/api/mileage/histories/daily')).statusCode, 400);
  const year = Number(kstToday().slice(0, 4));
  const m = await a.get<MileageMonthly>(`/api/mileage/histories/monthly?year=${year}`);
  assert.equal(m.env.body!.months.length, 12);
  assert.equal((await a.get('/api/mileage/histories/monthly?year=abc')).statusCode, 400);
  const b = await a.get<{ vipAdditionalRatePerMille: number; validityDays: number }>('/api/mileage/benefit');
  assert.equal(b.env.body!.vipAdditionalRatePerMille, 5); // zplus is a VIP (미니멈) this month
  assert.equal(b.env.body!.validityDays, 365);
  // another member's history is not visible: member's own list only
  const other = await (await t.login('beginner')).get<Page<MileageHistoryItem>>(`/api/mileage/histories/daily?startDate=${from}&endDate=${kstToday()}`);
  assert.ok(other.env.body!.content.every((i) => i.mileage !== '73600'));
});

const mileageOf = async (id: number) => (await t.db.select().from(wallets).where(eq(wallets.memberId, id)))[0]!.mileage;

test('gift: mileage moves to the other member with its expiry, both histories and the ledger show it, idempotent', async () => {
  const a = await t.login('friend-a'); // 20,000 = 4,000 expiring soon + 16,000
  const b = await t.login('friend-b');
  const status = await a.get<MileageGiftStatus>('/api/mileage/gift/status');
  assert.equal(status.statusCode, 200);
  assert.deepEqual([status.env.body!.unit, status.env.body!.sentToday, status.env.body!.countToday], ['100', '0', 0]);
  const [ma, mb] = [await mileageOf(a.member!.id), await mileageOf(b.member!.id)];
  const soonest = (await t.db.select().from(mileageGrants).where(eq(mileageGrants.memberId, a.member!.id)).orderBy(mileageGrants.expiresAt))[0]!;
  const body = { destinationMemberNo: b.member!.memberNo, mileage: '4500' };
  const r = await a.post<MileageGiftResult>('/api/mileage/gift', body, { headers: { 'idempotency-key': 'gift-friend-0001' } });
  assert.equal(r.statusCode, 200, r.body);
  assert.deepEqual(r.env.body, { giftedMileage: '4500', destinationMemberNo: b.member!.memberNo, destinationNickname: b.member!.nickname, currentMileage: (ma - 4500n).toString() });
  const again = await a.post<MileageGiftResult>('/api/mileage/gift', body, { headers: { 'idempotency-key': 'gift-friend-0001' } });
  assert.deepEqual(again.env.body, r.env.body);
  assert.equal(await mileageOf(a.member!.id), ma - 4500n);
  assert.equal(await mileageOf(b.member!.id), mb + 4500n);
  // the soonest-expiring grant went first and keeps its expiry on the receiver's side
  const received = await t.db.select().from(mileageGrants).where(and(eq(mileageGrants.memberId, b.member!.id), eq(mileageGrants.reason, `${a.member!.nickname}님의 선물`)));
  assert.equal(received.reduce((s, g) => s + g.remaining, 0n), 4500n);
  assert.ok(received.some((g) => g.expiresAt.getTime() === soonest.expiresAt.getTime() && g.remaining === soonest.remaining));
  const today = kstToday();
  const ha = (await a.get<Page<MileageHistoryItem>>(`/api/mileage/histories/daily?startDate=${today}&endDate=${today}`)).env.body!.content[0]!;
  assert.deepEqual([ha.type, ha.mileage, ha.description], ['GIFT_SEND', '4500', `${b.member!.nickname}님에게 선물`]);
  const hb = (await b.get<Page<MileageHistoryItem>>(`/api/mileage/histories/daily?startDate=${today}&endDate=${today}`)).env.body!.content[0]!;
  assert.deepEqual([hb.type, hb.mileage], ['GIFT_RECEIVE', '4500']);
  const month = Number(today.slice(5, 7));
  const monthly = (await b.get<MileageMonthly>(`/api/mileage/histories/monthly?year=${today.slice(0, 4)}`)).env.body!.months[month - 1]!;
  assert.equal(monthly.giftReceived, '4500');
  const rows = await t.db.select().from(ledger).where(inArray(ledger.reason, ['MILEAGE_GIFT_OUT', 'MILEAGE_GIFT_IN']));
  assert.deepEqual(rows.map((l) => l.amount).sort(), [-4500n, 4500n]);
  const after = (await a.get<MileageGiftStatus>('/api/mileage/gift/status')).env.body!;
  assert.deepEqual([after.sentToday, after.countToday, after.remainingToday], ['4500', 1, (100_000n - 4500n).toString()]);
});

test('gift refusals: self, unknown or partner member, unit, minimum, per-gift cap, not enough, bad input, guest', async () => {
  const m = await t.login('beginner'); // 500 mileage
  const other = (await t.login('vplus')).member!;
  const gift = (destinationMemberNo: number, mileage: string) => m.post('/api/mileage/gift', { destinationMemberNo, mileage });
  assert.equal(ruleCode(await gift(m.member!.memberNo, '100')), 'ERROR_SELF_GIFT');
  assert.equal(ruleCode(await gift(987654321, '100')), 'ERROR_NO_MEMBER');
  assert.equal(ruleCode(await gift((await t.login('partner')).member!.memberNo, '100')), 'ERROR_NO_MEMBER');
  assert.equal(ruleCode(await gift(other.memberNo, '150')), 'ERROR_GIFT_UNIT');
  assert.equal(ruleCode(await gift(other.memberNo, '50')), 'ERROR_GIFT_UNDER_MINIMUM');
  assert.equal(ruleCode(await gift(other.memberNo, '50100')), 'ERROR_GIFT_OVER_LIMIT');
  const poor = await gift(other.memberNo, '600');
  assert.equal(ruleCode(poor), 'ERROR_INSUFFICIENT');
  assert.equal(poor.env.header.resultMessage, '보유 마일리지가 부족합니다.');
  assert.equal((await gift(other.memberNo, '0')).statusCode, 400);
  assert.equal((await gift(other.memberNo, '1.5')).statusCode, 400);
  assert.equal((await gift(2147483648, '100')).statusCode, 400);
  assert.equal((await (await t.guest()).post('/api/mileage/gift', { destinationMemberNo: other.memberNo, mileage: '100' })).statusCode, 401);
  // mileage exchanges into money: a gift without its one-per-action key is refused, retried or not
  for (let i = 0; i < 2; i++) {
    const keyless = await m.post('/api/mileage/gift', { destinationMemberNo: other.memberNo, mileage: '100' }, { noIdempotencyKey: true });
    assert.equal(keyless.statusCode, 400);
    assert.match(keyless.env.header.resultMessage, /Idempotency-Key/);
  }
  assert.equal(await mileageOf(m.member!.id), 500n);
});

test('the same gift again within 10 minutes waits for the player’s confirmation (two tabs each gave — QA): refused with nothing moved; confirmed, it goes', async () => {
  await cloneMember(t.db, 'friend-b', 'repeat-gift-giver');
  const a = await t.login('repeat-gift-giver');
  const to = await t.login('vplus');
  const before = await mileageOf(a.member!.id);
  const gift = { destinationMemberNo: to.member!.memberNo, mileage: '1000' };
  assert.equal((await a.post('/api/mileage/gift', gift, { headers: { 'idempotency-key': 'gift-tab-1' } })).statusCode, 200);
  const again = await a.post('/api/mileage/gift', gift, { headers: { 'idempotency-key': 'gift-tab-2' } });
  assert.equal(again.statusCode, 422);
  assert.equal(ruleCode(again), 'ERROR_REPEATED_GIFT');
  assert.match(again.env.header.resultMessage, /^방금 .+님에게 1,000마일리지를 선물했습니다\. 같은 선물을 한 번 더 하시겠습니까\?$/);
  assert.equal(await mileageOf(a.member!.id), before - 1000n);
  // another amount is not a repeat; confirmed, the same goes
  assert.equal((await a.post('/api/mileage/gift', { ...gift, mileage: '2000' })).statusCode, 200);
  assert.equal((await a.post('/api/mileage/gift', { ...gift, confirmRepeat: true })).statusCode, 200);
  assert.equal(await mileageOf(a.member!.id), before - 4000n);
  // the gift's other member is kept on both sides' histories
  const [sent] = await t.db.select().from(mileageHistories).where(and(eq(mileageHistories.memberId, a.member!.id), eq(mileageHistories.type, 'GIFT_SEND'))).limit(1);
  assert.equal(sent!.counterpartId, to.member!.id);
});

test('gift daily cap and count (Korea day)', async () => {
  const z = await t.login('zplus'); // 92,000
  const v = (await t.login('vip')).member!;
  for (const amount of ['50000', '40000']) assert.equal((await z.post('/api/mileage/gift', { destinationMemberNo: v.memberNo, mileage: amount })).statusCode, 200);
  const over = await z.post('/api/mileage/gift', { destinationMemberNo: v.memberNo, mileage: '20000' });
  assert.equal(ruleCode(over), 'ERROR_GIFT_OVER_DAILY_LIMIT');
  assert.equal((over.env.body as { detail: { remainingToday: string } }).detail.remainingToday, '10000');
});

test('gifts both ways at the same time: mileage conserved, grants match the wallets, no deadlock', async () => {
  const a = await t.login('vplus');
  const b = await t.login('restricted');
  const ids = [a.member!.id, b.member!.id];
  const total = async () => (await t.db.select().from(wallets).where(inArray(wallets.memberId, ids))).reduce((s, w) => s + w.mileage, 0n);
  const before = await total();
  const n = process.env.TEST_DATABASE_URL ? 60 : 30;
  const results = await Promise.all(
    Array.from({ length: n }, (_, i) => {
      const [me, other] = i % 2 === 0 ? [a, b] : [b, a];
      // (the same gift again within minutes is confirmed: here each is meant)
      return me.post('/api/mileage/gift', { destinationMemberNo: other.member!.memberNo, mileage: String(100 * (1 + (i % 5))), confirmRepeat: true });
    }),
  );
  assert.ok(results.every((r) => r.statusCode === 200 || r.statusCode === 422), `${[...new Set(results.map((r) => r.statusCode))]}`);
  // each side may give 10 times a day: the count holds under concurrency too (read under the wallet lock)
  const accepted = (from: number) => results.filter((r, i) => r.statusCode === 200 && i % 2 === from).length;
  assert.equal(accepted(0), 10); // vplus has plenty
  assert.ok(accepted(1) >= 1 && accepted(1) <= 10, `restricted gave ${accepted(1)} times`); // 1,200 + what arrives first
  assert.ok(results.filter((r) => r.statusCode === 422).every((r) => ['ERROR_GIFT_OVER_DAILY_COUNT', 'ERROR_INSUFFICIENT'].includes(ruleCode(r) ?? '')));
  assert.equal(await total(), before);
  for (const id of ids) {
    const live = (await t.db.select().from(mileageGrants).where(eq(mileageGrants.memberId, id))).reduce((s, g) => s + g.remaining, 0n);
    assert.equal(live, await mileageOf(id), `grants of ${id} add up to the wallet`);
  }
});
