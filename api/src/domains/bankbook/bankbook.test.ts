import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import type { BankbookState, BankbookUseResult, AutoBankbook, Page, MembershipMoneyHistoryItem } from '@hanpan/contracts';
import { runMembershipRenewals } from '../../jobs/index.js';
import { ruleCode, createTestApp, type TestApp } from '../../test/harness.js';
import { cloneMember } from '../../e2e/cloneMember.js';
import { autoBankbooks, ledger, plusMemberships, wallets } from '../../db/schema/index.js';
import { lockWallets } from '../../lib/ledger.js';
import { koreaTime } from '../../lib/time.js';
import { autoBankbookCandidates, autoBankbookDue, runDueAutoBankbook } from './service.js';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());


test('vplus uses the bankbook once, then ERROR_USE_ALL_BANKBOOK; money and ledger change once', async () => {
  const a = await t.login('vplus');
  const before = await a.get<BankbookState>('/api/membership/bankbook');
  assert.equal(before.statusCode, 200);
  assert.equal(before.env.body!.remainCount, 1);
  assert.equal(before.env.body!.errorCode, null);
  const r = await a.post<BankbookUseResult>('/api/membership/bankbook', { useCount: 1 }, { headers: { 'idempotency-key': 'bankbook-vplus-1' } });
  assert.equal(r.statusCode, 200, r.body);
  assert.equal(r.env.body!.paidMoney, '3000000000');
  assert.equal(r.env.body!.money, (48_000_000_000n + 3_000_000_000n).toString());
  // idempotent repeat: same answer, nothing changes
  const again = await a.post<BankbookUseResult>('/api/membership/bankbook', { useCount: 1 }, { headers: { 'idempotency-key': 'bankbook-vplus-1' } });
  assert.equal(again.statusCode, 200);
  assert.deepEqual(again.env.body, r.env.body);
  const [w] = await t.db.select().from(wallets).where(eq(wallets.memberId, a.member!.id));
  assert.equal(w!.money, 51_000_000_000n);
  const rows = await t.db.select().from(ledger).where(eq(ledger.memberId, a.member!.id));
  assert.equal(rows.filter((l) => l.reason === 'BANKBOOK_USE').length, 1);
  const used = await a.post('/api/membership/bankbook', { useCount: 1 });
  assert.equal(used.statusCode, 422);
  assert.equal(ruleCode(used), 'ERROR_USE_ALL_BANKBOOK');
  // a PC V-Plus has no app storage: the classic mobile membership's line is not theirs
  assert.equal(used.env.header.resultMessage, '이번 달 통장을 모두 사용했습니다. 다음 혜택일에 새 통장이 지급됩니다.');
  assert.equal((await a.get<BankbookState>('/api/membership/bankbook')).env.body!.errorCode, 'ERROR_USE_ALL_BANKBOOK');
  const hist = await a.get<Page<MembershipMoneyHistoryItem>>('/api/membership/bankbook-money-history?page=0&size=10');
  assert.equal(hist.env.body!.totalElements, 2);
  assert.equal(hist.env.body!.content[0]!.amount, '3000000000');
});

test("a regular payment still to be taken (the month ended, in its grace) is 'in progress', not 'join Plus'; after the grace it is no membership", async () => {
  await cloneMember(t.db, 'vplus', 'bankbook-renewing');
  const a = await t.login('bankbook-renewing');
  const endAgo = (ms: number) =>
    t.db
      .update(plusMemberships)
      .set({ subscriptionType: 'SUBSCRIPTION', startDate: new Date(Date.now() - ms - 30 * 86_400_000), endDate: new Date(Date.now() - ms) })
      .where(and(eq(plusMemberships.memberId, a.member!.id), eq(plusMemberships.kind, 'MAIN'), eq(plusMemberships.status, 'ACTIVE')));
  await endAgo(3_600_000); // its renewal was refused an hour ago (the limits): tried again for 3 days
  assert.equal((await a.get<BankbookState>('/api/membership/bankbook')).env.body!.errorCode, 'ERROR_PAYMENT_IN_PROGRESS');
  const use = await a.post('/api/membership/bankbook', { useCount: 1 });
  assert.equal(ruleCode(use), 'ERROR_PAYMENT_IN_PROGRESS');
  assert.match(use.env.header.resultMessage, /정기결제가 처리 중입니다/);
  await endAgo(4 * 86_400_000);
  assert.equal((await a.get<BankbookState>('/api/membership/bankbook')).env.body!.errorCode, 'ERROR_NOT_MEMBERSHIP');
});

test('V-Plus 클래식 used up: the refusal says its bankbook money goes to the app storage (SPEC §8)', async () => {
  await cloneMember(t.db, 'vplus', 'vplus-classic');
  const a = await t.login('vplus-classic');
  await t.db.update(plusMemberships).set({ productCode: 'PM1004' }).where(and(eq(plusMemberships.memberId, a.member!.id), eq(plusMemberships.productCode, 'PM0004')));
  // (the template's one bankbook may be used already, by the test above)
  await a.post('/api/membership/bankbook', { useCount: 1 });
  const used = await a.post('/api/membership/bankbook', { useCount: 1 });
  assert.equal(ruleCode(used), 'ERROR_USE_ALL_BANKBOOK');
  assert.equal(used.env.header.resultMessage, '이번 달 통장을 모두 사용했습니다. 다음 혜택일에 새 통장이 지급됩니다. 클래식 모바일 멤버십은 앱 보관함으로 지급됩니다.');
});

test('each SPEC §8 code from a demo member state', async () => {
  const expect = async (login: string, body: object, c: string) => {
    const r = await (await t.login(login)).post('/api/membership/bankbook', body);
    assert.equal(r.statusCode, 422, `${login}: ${r.body}`);
    assert.equal(ruleCode(r), c, login);
    assert.match(r.env.header.resultMessage, /[가-힣]/);
  };
  await expect('member', { useCount: 1 }, 'ERROR_NOT_MEMBERSHIP');
  await expect('restricted', { useCount: 1 }, 'ERROR_PAYMENT_IN_PROGRESS');
  await expect('beginner', { useCount: 1 }, 'ERROR_BEGINNING_BANKBOOK');
  await expect('rich', { useCount: 1 }, 'ERROR_OVERMONEY');
  await expect('vip', { useCount: 4 }, 'ERROR_USE_BANKBOOK');
  // how many are left, not just 'failed' (QA: vip has 3 left and asked 4)
  assert.equal((await (await t.login('vip')).post('/api/membership/bankbook', { useCount: 4 })).env.header.resultMessage, '이번 달 남은 통장은 3회입니다. 3회까지 사용할 수 있습니다.');
  const beg = await (await t.login('beginner')).post<BankbookUseResult>('/api/membership/bankbook', { useCount: 1, confirmBeginning: true });
  assert.equal(beg.statusCode, 200);
  // vip: 3 uses, then ERROR_SUGGESTION_UPGRADE
  const v = await t.login('vip');
  assert.equal((await v.post('/api/membership/bankbook', { useCount: 3 })).statusCode, 200);
  assert.equal(ruleCode(await v.post('/api/membership/bankbook', { useCount: 1 })), 'ERROR_SUGGESTION_UPGRADE');
  // zplus: 4 uses, then ERROR_SUGGESTION_PET_SHOP (limit options allow 3.4조 + 1000억)
  const z = await t.login('zplus');
  assert.equal((await z.post('/api/membership/bankbook', { useCount: 4 })).statusCode, 200);
  assert.equal(ruleCode(await z.post('/api/membership/bankbook', { useCount: 1 })), 'ERROR_SUGGESTION_PET_SHOP');
  // ERROR_INIT_FAIL: a membership on a discontinued product code
  const member = await t.login('member');
  await t.db.insert(plusMemberships).values({ memberId: member.member!.id, kind: 'MAIN', productCode: 'PM0003', subscriptionType: 'ONE_TIME', startDate: new Date(Date.now() - 40 * 86_400_000), endDate: new Date(Date.now() + 86_400_000), firstRegisterDate: new Date() });
  await expect('member', { useCount: 1 }, 'ERROR_INIT_FAIL');
});

test('bad input 400, guest 401, CSRF', async () => {
  const a = await t.login('zplus');
  const bad = await a.post('/api/membership/bankbook', { useCount: 0 });
  assert.equal(bad.statusCode, 400);
  assert.equal(bad.env.header.resultMessage, '사용 횟수가 올바르지 않습니다.');
  assert.equal((await a.post('/api/membership/bankbook', { useCount: 'x' })).statusCode, 400);
  assert.equal((await a.get('/api/membership/bankbook?plusAction=NOPE')).statusCode, 400);
  const g = await t.guest();
  const r = await g.get('/api/membership/bankbook');
  assert.equal(r.statusCode, 401);
  assert.equal(r.env.header.resultMessage, '로그인 후, 이용해 주세요.');
  assert.equal((await g.post('/api/membership/bankbook', { useCount: 1 })).statusCode, 401);
  assert.equal((await a.post('/api/membership/bankbook', { useCount: 1 }, { noCsrf: true })).statusCode, 403);
});

test('plusAction=CHANGE shows the unused-bankbook discount', async () => {
  const a = await t.login('rich');
  const s = await a.get<BankbookState>('/api/membership/bankbook?plusAction=CHANGE');
  assert.equal(s.env.body!.remainCount, 2);
  assert.equal(s.env.body!.unusedChangeDiscount, '19800');
  assert.equal(s.env.body!.errorCode, 'ERROR_OVERMONEY');
});

test('auto bankbook: reserve, change, cancel; another member’s membership id is refused', async () => {
  const a = await t.login('rich');
  const me = await a.get<{ membershipId: number }>('/api/membership/me');
  const id = me.env.body!.membershipId;
  const none = await a.get<AutoBankbook>('/api/membership/auto-bankbook');
  assert.equal(none.env.body!.status, 'NONE');
  const r = await a.post<AutoBankbook>('/api/membership/auto-bankbook/reservation', { currentMembershipId: id });
  assert.equal(r.statusCode, 200, r.body);
  assert.equal(r.env.body!.activate, true);
  assert.equal(ruleCode(await a.post('/api/membership/auto-bankbook/reservation', { currentMembershipId: id })), 'ERROR_ALREADY_RESERVED');
  const c = await a.put<AutoBankbook>('/api/membership/auto-bankbook/reservation/change', { currentMembershipId: id, dateType: 'MONTH_FIRST_DAY' });
  assert.equal(c.env.body!.dateType, 'MONTH_FIRST_DAY');
  const x = await a.put<AutoBankbook>('/api/membership/auto-bankbook/reservation/cancel', { currentMembershipId: id });
  assert.equal(x.env.body!.status, 'CANCELLED');
  assert.equal(ruleCode(await a.put('/api/membership/auto-bankbook/reservation/cancel', { currentMembershipId: id })), 'ERROR_NOT_RESERVED');
  const other = await t.login('vplus');
  assert.equal((await other.post('/api/membership/auto-bankbook/reservation', { currentMembershipId: id })).statusCode, 404);
});

test('a due auto-bankbook uses the remaining bankbooks when the state is read; a refusal leaves money alone', async () => {
  const a = await t.login('member');
  const [row] = await t.db
    .insert(plusMemberships)
    .values({ memberId: a.member!.id, kind: 'MAIN', productCode: 'PM0005', subscriptionType: 'SUBSCRIPTION', startDate: new Date(Date.now() - 86_400_000), endDate: new Date(Date.now() + 20 * 86_400_000), firstRegisterDate: new Date(), productAmount: 19_800n })
    .returning();
  const before = (await t.db.select().from(wallets).where(eq(wallets.memberId, a.member!.id)))[0]!.money;
  assert.equal((await a.post('/api/membership/auto-bankbook/reservation', { currentMembershipId: row!.id })).statusCode, 200);
  assert.ok((await autoBankbookCandidates(t.db, new Date())).includes(a.member!.id), 'due: the job locks this member');
  await runMembershipRenewals({ db: t.db, config: t.config, now: new Date() }); // the job runs the due auto-bankbook
  const s = await a.get<AutoBankbook>('/api/membership/auto-bankbook');
  assert.notEqual(s.env.body!.lastDateTime, null);
  const after = (await t.db.select().from(wallets).where(eq(wallets.memberId, a.member!.id)))[0]!.money;
  assert.equal(after - before, 14_000_000_000n);
  assert.equal((await a.get<BankbookState>('/api/membership/bankbook')).env.body!.remainCount, 0);
  const hist = await a.get<Page<MembershipMoneyHistoryItem>>('/api/membership/bankbook-money-history');
  assert.equal(hist.env.body!.content[0]!.kind, 'AUTO_BANKBOOK');
  // the job again: not run twice in one period (not even visited)
  assert.ok(!(await autoBankbookCandidates(t.db, new Date())).includes(a.member!.id));
  await runMembershipRenewals({ db: t.db, config: t.config, now: new Date() });
  assert.equal((await t.db.select().from(wallets).where(eq(wallets.memberId, a.member!.id)))[0]!.money, after);

  const r = await t.login('restricted'); // renewal processing → refused, reservation kept
  const rid = (await r.get<{ membershipId: number }>('/api/membership/me')).env.body!.membershipId;
  const m0 = (await t.db.select().from(wallets).where(eq(wallets.memberId, r.member!.id)))[0]!.money;
  await r.post('/api/membership/auto-bankbook/reservation', { currentMembershipId: rid });
  await runMembershipRenewals({ db: t.db, config: t.config, now: new Date() });
  const rs = await r.get<AutoBankbook>('/api/membership/auto-bankbook');
  assert.equal(rs.statusCode, 200);
  assert.equal(rs.env.body!.status, 'RESERVED');
  assert.equal((await t.db.select().from(wallets).where(eq(wallets.memberId, r.member!.id)))[0]!.money, m0);
});

test('concurrent bankbook uses never exceed the period’s count', async () => {
  const a = await t.login('hpcfan'); // no Plus of its own (the partner channel cannot use the bankbook at all)
  await t.db.insert(plusMemberships).values({ memberId: a.member!.id, kind: 'MAIN', productCode: 'PM0006', subscriptionType: 'ONE_TIME', startDate: new Date(Date.now() - 40 * 86_400_000), endDate: new Date(Date.now() + 20 * 86_400_000), firstRegisterDate: new Date(), productAmount: 33_000n });
  const before = (await t.db.select().from(wallets).where(eq(wallets.memberId, a.member!.id)))[0]!.money;
  const results = await Promise.all(Array.from({ length: 8 }, () => a.post('/api/membership/bankbook', { useCount: 1 })));
  const okCount = results.filter((r) => r.statusCode === 200).length;
  assert.equal(okCount, 3);
  assert.ok(results.filter((r) => r.statusCode !== 200).every((r) => ruleCode(r) === 'ERROR_SUGGESTION_UPGRADE'));
  const after = (await t.db.select().from(wallets).where(eq(wallets.memberId, a.member!.id)))[0]!.money;
  assert.equal(after - before, 39_000_000_000n);
});

test('auto bankbook after a manual use: the bankbooks still unused are used; a holding-limit refusal writes no last use and is tried again', async () => {
  const a = await t.login('friend-a'); // no Plus of its own
  const id = a.member!.id;
  const [main] = await t.db
    .insert(plusMemberships)
    .values({ memberId: id, kind: 'MAIN', productCode: 'PM0006', subscriptionType: 'ONE_TIME', startDate: new Date(Date.now() - 40 * 86_400_000), endDate: new Date(Date.now() + 20 * 86_400_000), firstRegisterDate: new Date(), productAmount: 33_000n })
    .returning();
  assert.equal((await a.post('/api/membership/bankbook', { useCount: 1 })).statusCode, 200); // 1 of 3 by hand
  assert.equal((await a.post('/api/membership/auto-bankbook/reservation', { currentMembershipId: main!.id })).statusCode, 200);
  const money = async () => (await t.db.select().from(wallets).where(eq(wallets.memberId, id)))[0]!.money;
  const lastUse = async () => (await a.get<AutoBankbook>('/api/membership/auto-bankbook')).env.body!.lastDateTime;

  // 2 × 130억 would pass the holding limit (1조): refused, and the screen's '마지막 사용' stays empty
  await t.db.update(wallets).set({ money: 1_000_000_000_000n - 20_000_000_000n }).where(eq(wallets.memberId, id));
  await runMembershipRenewals({ db: t.db, config: t.config, now: new Date() });
  assert.equal(await money(), 980_000_000_000n);
  assert.equal(await lastUse(), null);

  // the member spent some: a later run uses the two left (not the one used by hand), once
  await t.db.update(wallets).set({ money: 30_000_000_000n }).where(eq(wallets.memberId, id));
  await runMembershipRenewals({ db: t.db, config: t.config, now: new Date() });
  assert.equal(await money(), 30_000_000_000n + 26_000_000_000n);
  assert.notEqual(await lastUse(), null);
  const s = (await a.get<BankbookState>('/api/membership/bankbook')).env.body!;
  assert.equal(s.usedCount, 3);
  assert.equal(s.remainCount, 0);
  const hist = (await a.get<Page<MembershipMoneyHistoryItem>>('/api/membership/bankbook-money-history')).env.body!.content;
  assert.deepEqual(hist.map((h) => [h.kind, h.amount]), [['AUTO_BANKBOOK', '26000000000'], ['BANKBOOK', '13000000000']]);
  await runMembershipRenewals({ db: t.db, config: t.config, now: new Date() });
  assert.equal(await money(), 56_000_000_000n, 'never a bankbook twice');
});

test('auto bankbook on the 1st: a server down on the 1st uses them on the 2nd; once a month; a reservation made later waits for the next 1st', async () => {
  const id = t.seed.members['friend-b']!.id; // no Plus of its own
  const [main] = await t.db
    .insert(plusMemberships)
    // W-Plus (2 × 70억), benefit day the 20th: the period running on Mar 1 began Feb 20
    .values({ memberId: id, kind: 'MAIN', productCode: 'PM0005', subscriptionType: 'ONE_TIME', startDate: koreaTime(2031, 1, 20, 10), endDate: koreaTime(2031, 5, 20, 10), firstRegisterDate: koreaTime(2031, 1, 20, 10), productAmount: 19_800n })
    .returning();
  await t.db.insert(autoBankbooks).values({ memberId: id, membershipId: main!.id, status: 'RESERVED', dateType: 'MONTH_FIRST_DAY', joinDateTime: koreaTime(2031, 1, 25), lastDateTime: koreaTime(2031, 2, 1, 0, 5) });
  const run = (now: Date) =>
    t.db.transaction(async (tx) => {
      await lockWallets(tx, [id]);
      return runDueAutoBankbook(tx, id, now);
    });
  const before = (await t.db.select().from(wallets).where(eq(wallets.memberId, id)))[0]!.money;
  const mar2 = koreaTime(2031, 3, 2, 9, 30);
  assert.equal(await run(mar2), true, 'no run on Mar 1: the first run after it');
  assert.equal((await t.db.select().from(wallets).where(eq(wallets.memberId, id)))[0]!.money - before, 14_000_000_000n);
  assert.equal((await t.db.select().from(autoBankbooks).where(eq(autoBankbooks.memberId, id)))[0]!.lastDateTime?.getTime(), mar2.getTime());
  assert.equal(await run(koreaTime(2031, 3, 2, 10)), false, 'once a month');
  // the next period (from Mar 20): not on the day it begins, on Apr 1
  assert.equal(await run(koreaTime(2031, 3, 21)), false);
  assert.equal(await run(koreaTime(2031, 4, 1, 0, 5)), true);
});

test('when a reservation is due (autoBankbookDue)', () => {
  const periodStart = koreaTime(2031, 2, 20, 10);
  const monthly = (joinDateTime: Date, lastDateTime: Date | null) => ({ dateType: 'MONTH_FIRST_DAY' as const, joinDateTime, lastDateTime });
  const mar = (day: number, h = 0) => koreaTime(2031, 3, day, h);
  assert.equal(autoBankbookDue(monthly(koreaTime(2031, 1, 5), koreaTime(2031, 2, 1)), periodStart, mar(1, 0)), true, '00:00 KST on the 1st');
  assert.equal(autoBankbookDue(monthly(koreaTime(2031, 1, 5), koreaTime(2031, 2, 1)), periodStart, mar(15)), true, 'caught up later in the month');
  assert.equal(autoBankbookDue(monthly(koreaTime(2031, 1, 5), mar(1, 1)), periodStart, mar(15)), false, 'done this month');
  assert.equal(autoBankbookDue(monthly(koreaTime(2031, 1, 5), null), koreaTime(2031, 3, 5), mar(15)), false, 'a period begun after the 1st waits for the next 1st');
  assert.equal(autoBankbookDue(monthly(mar(10), null), periodStart, mar(15)), false, 'reserved after the 1st: from the next 1st');
  assert.equal(autoBankbookDue(monthly(mar(1, 20), null), periodStart, mar(1, 21)), true, 'reserved on the 1st: that day');
  // a benefit day on the 1st (joined at 00:03): the period that began then is the 1st's, caught up later too
  assert.equal(autoBankbookDue(monthly(koreaTime(2031, 1, 5), null), koreaTime(2031, 3, 1, 0, 3), mar(2, 9)), true, 'begun during the 1st');
  const benefit = (lastDateTime: Date | null) => ({ dateType: 'BENEFIT_DAY' as const, joinDateTime: koreaTime(2031, 1, 5), lastDateTime });
  assert.equal(autoBankbookDue(benefit(null), periodStart, mar(15)), true);
  assert.equal(autoBankbookDue(benefit(koreaTime(2031, 2, 1)), periodStart, mar(15)), true);
  assert.equal(autoBankbookDue(benefit(koreaTime(2031, 2, 20, 10, 5)), periodStart, mar(15)), false, 'done this period');
});
