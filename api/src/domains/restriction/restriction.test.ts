import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page, Restriction, RestrictionChangeResult, RestrictionHistory, RestrictionUsage } from '@hanpan/contracts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { MIGRATIONS_DIR } from '../../db/client.js';
import { restrictionHistories, spendingLimits } from '../../db/schema/index.js';
import { cloneMember } from '../../e2e/cloneMember.js';
import { holdWallet } from '../../test/heldWallet.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { kstStartOfNextMonth } from '../../lib/time.js';

describe('restriction and purchase limits', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('GET restriction: restricted member in poker7 until tomorrow; limits default to the legal maximum', async () => {
    const r = await (await t.login('restricted')).get<Restriction>('/api/restriction?gameId=poker7');
    assert.equal(r.env.body!.isRestricted, true);
    assert.ok(new Date(r.env.body!.expiredDate!).getTime() > Date.now());
    assert.equal(r.env.body!.limit.monthLimit, '1000000');
    assert.equal(r.env.body!.limit.legalMonthLimit, '1000000');
    assert.equal(r.env.body!.limit.gameStakeLimit, '100000');
    const b = await (await t.login('restricted')).get<Restriction>('/api/restriction?gameId=baduki');
    assert.equal(b.env.body!.isRestricted, false);
    // a made-up game is refused, not answered 'not restricted'
    const made = await (await t.login('restricted')).get('/api/restriction?gameId=nosuchgame');
    assert.equal(made.statusCode, 400);
    assert.equal(made.env.header.resultMessage, '존재하지 않는 게임입니다.');
    assert.equal((await (await t.login('restricted')).get<Restriction>('/api/restriction?gameId=POKER7')).env.body!.isRestricted, true);
    assert.equal((await (await t.guest()).get('/api/restriction')).statusCode, 401);
  });

  it('downgrade takes effect at once; a month with a lowered limit cannot raise it; histories', async () => {
    const a = await t.login('member');
    const dayOverMonth = await a.put<RestrictionChangeResult>('/api/restriction/upgrade', { monthLimit: '1000000', dayLimit: '2000000' });
    assert.equal(dayOverMonth.env.body!.resultType, 'day-limit');
    const overLegal = await a.put<RestrictionChangeResult>('/api/restriction/upgrade', { monthLimit: '2000000' });
    assert.equal(overLegal.env.body!.resultType, 'error');
    assert.match(overLegal.env.body!.message, /법정/);
    assert.equal((await a.get<Restriction>('/api/restriction')).env.body!.limit.canRaise, true);
    const down = await a.put<RestrictionChangeResult>('/api/restriction/downgrade', { monthLimit: '500000', dayLimit: '100000' });
    assert.equal(down.statusCode, 200);
    assert.equal(down.env.body!.resultType, 'success');
    assert.equal(down.env.body!.limit.monthLimit, '500000');
    assert.equal(down.env.body!.limit.limitAmount, '100000');
    assert.equal(down.env.body!.limit.canRaise, false);
    assert.ok(down.env.body!.limit.nextRaiseAvailableDate);
    const higherDown = await a.put<RestrictionChangeResult>('/api/restriction/downgrade', { monthLimit: '600000' });
    assert.equal(higherDown.env.body!.resultType, 'error');
    // lowered this month: raising is refused until next month, and nothing changes
    const up = await a.put<RestrictionChangeResult>('/api/restriction/upgrade', { monthLimit: '1000000', dayLimit: null });
    assert.equal(up.env.body!.resultType, 'month-limit');
    assert.match(up.env.body!.message, /낮춰서 이번 달에는 다시 올릴 수 없습니다/);
    assert.equal(up.env.body!.limit.monthLimit, '500000');
    // lowering further is always possible
    assert.equal((await a.put<RestrictionChangeResult>('/api/restriction/downgrade', { monthLimit: '300000' })).env.body!.resultType, 'success');
    const state = await a.get<Restriction>('/api/restriction');
    assert.equal(state.env.body!.limit.monthLimit, '300000');
    const h = await a.get<Page<RestrictionHistory>>('/api/restriction/histories?size=3');
    assert.equal(h.env.body!.totalElements, 6);
    assert.deepEqual(h.env.body!.content.map((x) => x.resultType), ['success', 'month-limit', 'error']);
  });

  it('without a lowered limit this month a raise is allowed once a month', async () => {
    const a = await t.login('zplus');
    // a downgrade last month does not block this month's raise
    await t.db.insert(spendingLimits).values({ memberId: a.member!.id, monthLimit: 400_000n }).onConflictDoNothing();
    await t.db.insert(restrictionHistories).values({ memberId: a.member!.id, action: 'downgrade', resultType: 'success', monthLimit: 400_000n, message: '지난달 하향', createdAt: new Date(Date.now() - 40 * 86_400_000) });
    const up = await a.put<RestrictionChangeResult>('/api/restriction/upgrade', { monthLimit: '900000' });
    assert.equal(up.env.body!.resultType, 'success');
    assert.equal(up.env.body!.limit.monthLimit, '900000');
    assert.equal(up.env.body!.limit.canRaise, false);
    const twice = await a.put<RestrictionChangeResult>('/api/restriction/upgrade', { monthLimit: '1000000' });
    assert.equal(twice.env.body!.resultType, 'month-limit');
    assert.match(twice.env.body!.message, /한 달에 한 번/);
  });

  it('a raise to the limit already set (the legal maximum) is refused 422, writes nothing and keeps the monthly raise', async () => {
    const a = await t.login('rich'); // no own limit: the legal 1,000,000원
    const same = await a.put('/api/restriction/upgrade', { monthLimit: '1000000', dayLimit: null });
    assert.equal(same.statusCode, 422);
    assert.match(same.env.header.resultMessage, /이미 법정 최대 한도\(월 1,000,000원\)/);
    assert.equal((await a.get<Page<RestrictionHistory>>('/api/restriction/histories')).env.body!.totalElements, 0);
    const after = (await a.get<Restriction>('/api/restriction')).env.body!.limit;
    assert.equal(after.canRaise, true);
    assert.equal(after.nextRaiseAvailableDate, null);
    const rows = await t.db.select().from(spendingLimits).where(eq(spendingLimits.memberId, a.member!.id));
    assert.equal(rows[0]?.lastRaisedAt ?? null, null);
  });

  it('a raise or lowering to the same limits below the maximum is refused; the real raise afterwards still works', async () => {
    const a = await t.login('hpcfan');
    await t.db.insert(spendingLimits).values({ memberId: a.member!.id, monthLimit: 500_000n, dayLimit: 100_000n });
    const same = await a.put('/api/restriction/upgrade', { monthLimit: '500000', dayLimit: '100000' });
    assert.equal(same.statusCode, 422);
    assert.match(same.env.header.resultMessage, /이미 같은 한도\(월 500,000원, 일 100,000원\)/);
    // a lowering that changes nothing would block raising for the month: refused too
    const sameDown = await a.put('/api/restriction/downgrade', { monthLimit: '500000' });
    assert.equal(sameDown.statusCode, 422);
    assert.equal((await a.get<Page<RestrictionHistory>>('/api/restriction/histories')).env.body!.totalElements, 0);
    // raising only the daily limit is a raise
    const up = await a.put<RestrictionChangeResult>('/api/restriction/upgrade', { monthLimit: '500000', dayLimit: '200000' });
    assert.equal(up.env.body!.resultType, 'success');
    assert.equal(up.env.body!.limit.dayLimit, '200000');
  });

  it("a daily limit set where there was none is no raise (QA: '상향되었습니다' and the month's raise used up): refused as such; it is a lowering", async () => {
    const a = await t.login('beginner'); // no own limit
    const up = await a.put<RestrictionChangeResult>('/api/restriction/upgrade', { monthLimit: '1000000', dayLimit: '10000' });
    assert.equal(up.env.body!.resultType, 'error');
    assert.match(up.env.body!.message, /일 한도는 한도 낮추기로/);
    const limit = (await a.get<Restriction>('/api/restriction')).env.body!.limit;
    assert.equal(limit.dayLimit, null);
    assert.equal(limit.canRaise, true);
    const down = await a.put<RestrictionChangeResult>('/api/restriction/downgrade', { monthLimit: '1000000', dayLimit: '10000' });
    assert.equal(down.env.body!.resultType, 'success');
    assert.equal(down.env.body!.limit.dayLimit, '10000');
  });

  it('refused changes are listed with the limits that were asked for, not 0원', async () => {
    const a = await t.login('pcbang');
    const lowered = (await a.put<RestrictionChangeResult>('/api/restriction/downgrade', { monthLimit: '700000' })).env.body!;
    assert.equal(lowered.resultType, 'success');
    // no day limit is said as such, as a raise says it (QA: the lowering left it out)
    assert.equal(lowered.message, '구매 한도가 변경되어 즉시 적용되었습니다. (월 700,000원, 일 한도 설정 안 함)');
    const refused = await a.put<RestrictionChangeResult>('/api/restriction/upgrade', { monthLimit: '900000' });
    assert.equal(refused.env.body!.resultType, 'month-limit');
    const overLegal = await a.put<RestrictionChangeResult>('/api/restriction/upgrade', { monthLimit: '2000000', dayLimit: '100000' });
    assert.equal(overLegal.env.body!.resultType, 'error');
    const h = (await a.get<Page<RestrictionHistory>>('/api/restriction/histories')).env.body!.content;
    assert.deepEqual(
      h.map((x) => [x.action, x.resultType, x.monthLimit, x.dayLimit]),
      [
        ['upgrade', 'error', '2000000', '100000'],
        ['upgrade', 'month-limit', '900000', null],
        ['downgrade', 'success', '700000', null],
      ],
    );
    // with the limits in force when asked: a refusal kept them, and only the values that differ were changed by it
    assert.deepEqual(
      h.map((x) => x.before),
      [
        { monthLimit: '700000', dayLimit: null },
        { monthLimit: '700000', dayLimit: null },
        { monthLimit: '1000000', dayLimit: null },
      ],
    );
    // the demo rows too: plusfail lowered only its daily limit, its month stayed at the legal one (QA: 월 한도 0원)
    const seeded = (await (await t.login('plusfail')).get<Page<RestrictionHistory>>('/api/restriction/histories')).env.body!.content;
    assert.deepEqual(seeded.map((x) => [x.action, x.monthLimit, x.dayLimit]), [['downgrade', '1000000', '5000']]);
  });

  it('a refusal of a day-limit-only change keeps both limits as they were: the month was not asked to change', async () => {
    const a = await t.login('pluschange');
    await t.db.insert(spendingLimits).values({ memberId: a.member!.id, monthLimit: 500_000n, dayLimit: 50_000n }).onConflictDoUpdate({ target: spendingLimits.memberId, set: { monthLimit: 500_000n, dayLimit: 50_000n } });
    const over = await a.put<RestrictionChangeResult>('/api/restriction/downgrade', { dayLimit: '600000' });
    assert.equal(over.env.body!.resultType, 'day-limit');
    const [row] = (await a.get<Page<RestrictionHistory>>('/api/restriction/histories')).env.body!.content;
    assert.deepEqual([row!.monthLimit, row!.dayLimit, row!.before], ['500000', '600000', { monthLimit: '500000', dayLimit: '50000' }]);
  });

  it('migration 0012: rows from before it take the limits of the latest earlier success; with none before them, none (unknown)', async () => {
    const a = await t.login('friend-a');
    const id = a.member!.id;
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000);
    // as the table had them: no limits in force recorded
    await t.db.insert(restrictionHistories).values([
      { memberId: id, action: 'upgrade', resultType: 'error', monthLimit: 2_000_000n, dayLimit: null, message: '법정 한도', createdAt: at(5) },
      { memberId: id, action: 'downgrade', resultType: 'success', monthLimit: 500_000n, dayLimit: 50_000n, message: '하향', createdAt: at(4) },
      { memberId: id, action: 'upgrade', resultType: 'month-limit', monthLimit: 900_000n, dayLimit: 50_000n, message: '한 달에 한 번', createdAt: at(3) },
      { memberId: id, action: 'downgrade', resultType: 'success', monthLimit: 300_000n, dayLimit: 50_000n, message: '하향', createdAt: at(2) },
      { memberId: id, action: 'upgrade', resultType: 'month-limit', monthLimit: 300_000n, dayLimit: null, message: '한 달에 한 번', createdAt: at(1) },
    ]);
    const backfill = readFileSync(path.join(MIGRATIONS_DIR, '0012_restriction_history_before.sql'), 'utf8').split('--> statement-breakpoint').at(-1)!;
    await t.db.execute(sql.raw(backfill));
    const h = (await a.get<Page<RestrictionHistory>>('/api/restriction/histories')).env.body!.content;
    assert.deepEqual(
      h.map((x) => [x.resultType, x.before ?? 'unknown']),
      [
        ['month-limit', { monthLimit: '300000', dayLimit: '50000' }],
        ['success', { monthLimit: '500000', dayLimit: '50000' }],
        ['month-limit', { monthLimit: '500000', dayLimit: '50000' }],
        ['success', 'unknown'],
        ['error', 'unknown'],
      ],
    );
    // a second run changes nothing
    await t.db.execute(sql.raw(backfill));
    assert.deepEqual((await a.get<Page<RestrictionHistory>>('/api/restriction/histories')).env.body!.content, h);
  });

  it("this month's use by Korean day, up to today, adding up to what is used", async () => {
    const a = await t.login('zplus'); // 11,000원 paid today in the seed
    const r = await a.get<RestrictionUsage>('/api/restriction/usage');
    assert.equal(r.statusCode, 200);
    const u = r.env.body!;
    assert.match(u.month, /^\d{4}-\d{2}$/);
    assert.equal(u.legalMonthLimit, '1000000');
    assert.ok(u.days.length >= 1 && u.days.length <= 31);
    assert.equal(u.days[0]!.date, `${u.month}-01`);
    const total = u.days.reduce((s, d) => s + BigInt(d.amount), 0n);
    assert.equal(total.toString(), u.usedThisMonth);
    assert.equal(u.days.at(-1)!.cumulative, u.usedThisMonth);
    assert.ok(BigInt(u.usedThisMonth) >= 11_000n);
    assert.equal((await (await t.guest()).get('/api/restriction/usage')).statusCode, 401);
  });

  it('punish-limit while restricted; bad input 400; idempotent repeat', async () => {
    const r = await t.login('restricted');
    await r.put('/api/restriction/downgrade', { monthLimit: '200000' });
    const up = await r.put<RestrictionChangeResult>('/api/restriction/upgrade', { monthLimit: '900000' });
    assert.equal(up.env.body!.resultType, 'punish-limit');
    // lowered this month: the raise waits for the next month too, which is said when it is later than
    // the restriction's end (QA: only the restriction's end was given, and the raise refused again then)
    const ends = new Date((await r.get<Restriction>('/api/restriction?gameId=poker7')).env.body!.expiredDate!);
    const message = up.env.body!.message;
    assert.match(message, /^이용 제한 기간\(.+까지\)에는 구매 한도를 올릴 수 없습니다\./);
    if (kstStartOfNextMonth(new Date()) > ends) assert.match(message, /이번 달에 구매 한도를 낮춰서 이번 달에는 다시 올릴 수 없습니다\. \d{4}\.\d{2}\.01부터 올릴 수 있습니다\.$/);
    else assert.doesNotMatch(message, /이번 달에/);
    const bad = await r.put('/api/restriction/downgrade', { monthLimit: '12.5' });
    assert.equal(bad.statusCode, 400);
    assert.match(bad.env.header.resultMessage, /^월 구매 한도가 올바르지 않습니다\.$/);
    assert.equal((await r.put('/api/restriction/downgrade', {})).statusCode, 400);
    const v = await t.login('vplus');
    const headers = { 'idempotency-key': 'restrict-key-0001' };
    const first = await v.put<RestrictionChangeResult>('/api/restriction/downgrade', { monthLimit: '400000' }, { headers });
    const second = await v.put<RestrictionChangeResult>('/api/restriction/downgrade', { monthLimit: '400000' }, { headers });
    assert.deepEqual(second.env.body, first.env.body);
    // the same key with another body is a client bug: 409 in Korean, never the first result
    const other = await v.put<RestrictionChangeResult>('/api/restriction/downgrade', { monthLimit: '100000' }, { headers });
    assert.equal(other.statusCode, 409);
    assert.match(other.env.header.resultMessage, /다른 내용의 요청/);
    // an upgrade without monthLimit is refused and changes nothing
    const noMonth = await v.put('/api/restriction/upgrade', { dayLimit: '10000' });
    assert.equal(noMonth.statusCode, 400);
    assert.equal(noMonth.env.header.resultMessage, '한도를 올리려면 새 월 구매 한도를 입력해 주세요.');
    const h = await v.get<Page<RestrictionHistory>>('/api/restriction/histories');
    assert.equal(h.env.body!.totalElements, 1);
    assert.equal((await (await t.guest()).put('/api/restriction/upgrade', { monthLimit: '1' })).statusCode, 401);
  });
  it('a limit change takes the wallet first (the one lock order): it waits while a payment holds the wallet', { skip: !process.env.TEST_DATABASE_URL && 'PostgreSQL only (TEST_DATABASE_URL): the embedded database runs one transaction at a time' }, async () => {
    await cloneMember(t.db, 'member', 'limit-wallet-first');
    const a = await t.login('limit-wallet-first');
    // as a payment's completing transaction: the wallet locked, the limit read under it
    const wallet = await holdWallet(t.db, a.member!.id);
    let change: ReturnType<typeof a.put> | undefined;
    try {
      change = a.put('/api/restriction/downgrade', { monthLimit: '500000' });
      // (a change that did not take the wallet is done at once, and never queues)
      await wallet.queued(1);
    } finally {
      await wallet.release();
    }
    assert.equal((await change!).statusCode, 200);
  });
});
