import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import type { ChampionshipCount, FaqCategory, FaqDetail, FaqSummary, FreeChargeResult, Page, PcBangSubscription, SmsResult } from '@hanpan/contracts';
import { ledger, smsOutbox, wallets } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { currentChampionshipRound } from './routes.js';

describe('free charge, sms, faq, pc-bang', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ config: { trustProxy: true } });
  });
  after(() => t.close());

  it('free charge: below 1억 once a day, with ledger row; idempotent repeat', async () => {
    const a = await t.login('beginner');
    const headers = { 'idempotency-key': 'charge-key-0001' };
    const r = await a.post<FreeChargeResult>('/api/money/members/charge', {}, { headers });
    assert.equal(r.statusCode, 200);
    assert.equal(r.env.body!.chargedMoney, '300000000');
    assert.equal(r.env.body!.money, '330000000');
    const replay = await a.post<FreeChargeResult>('/api/money/members/charge', {}, { headers });
    assert.deepEqual(replay.env.body, r.env.body);
    const rows = await t.db.select().from(ledger).where(eq(ledger.memberId, a.member!.id));
    assert.equal(rows.filter((l) => l.reason === 'FREE_CHARGE').length, 1);
    assert.equal(rows.find((l) => l.reason === 'FREE_CHARGE')!.balanceAfter, 330_000_000n);
    await t.db.update(wallets).set({ money: 0n }).where(eq(wallets.memberId, a.member!.id));
    const twice = await a.post<{ code: string }>('/api/money/members/charge', {});
    assert.equal(twice.statusCode, 422);
    assert.equal(twice.env.body!.code, 'ERROR_CHARGE_ALREADY_TODAY');
    const rich = await (await t.login('member')).post<{ code: string }>('/api/money/members/charge', {});
    assert.equal(rich.env.body!.code, 'ERROR_CHARGE_MONEY_ENOUGH');
    assert.equal((await (await t.guest()).post('/api/money/members/charge', {})).statusCode, 401);
    assert.equal((await a.post('/api/money/members/charge', {}, { headers: { 'idempotency-key': 'x' } })).statusCode, 400);
  });

  it('sms: validated numbers go to the outbox, rate-limited', async () => {
    const a = await t.login('member');
    const r = await a.post<SmsResult>('/api/sms/send/classic-download', { storeType: 'GOOGLE', userPhoneNumber: '010-1234-5678' });
    assert.equal(r.statusCode, 200);
    assert.equal(r.env.body!.maskedPhoneNumber, '010-****-5678');
    const rows = await t.db.select().from(smsOutbox).where(eq(smsOutbox.memberId, a.member!.id));
    assert.equal(rows.length, 1);
    assert.equal(rows[0]!.phoneNumber, '01012345678');
    assert.equal((await a.post('/api/sms/send/classic-download', { storeType: 'GOOGLE', userPhoneNumber: '01012345678' })).statusCode, 429);
    const bad = await a.post('/api/sms/send/mobile-shop-url', { phoneNumber: '02-123-4567' });
    assert.equal(bad.statusCode, 400);
    assert.match(bad.env.header.resultMessage, /phoneNumber/);
    assert.equal((await a.post('/api/sms/send/classic-download', { storeType: 'XBOX', userPhoneNumber: '01099998888' })).statusCode, 400);
    const shop = await a.post<SmsResult>('/api/sms/send/mobile-shop-url', { phoneNumber: '01199998888' });
    assert.equal(shop.statusCode, 200);
    assert.equal((await (await t.guest()).post('/api/sms/send/mobile-shop-url', { phoneNumber: '01099998888' })).statusCode, 401);
  });

  it('faq: categories, zero-based list with keyword, detail', async () => {
    const g = await t.guest();
    const cats = await g.get<FaqCategory[]>('/api/faq/category');
    assert.equal(cats.env.body![0]!.name, '회원/로그인');
    assert.equal(cats.env.body![0]!.articleCount, 3);
    const list = await g.get<Page<FaqSummary>>('/api/faq/list?categoryId=4&page=0&pageSize=2');
    assert.equal(list.env.body!.totalElements, 3);
    assert.equal(list.env.body!.content.length, 2);
    assert.equal(list.env.body!.totalPages, 2);
    const kw = await g.get<Page<FaqSummary>>(`/api/faq/list?keyWord=${encodeURIComponent('무료 충전')}`);
    assert.ok(kw.env.body!.totalElements >= 1);
    assert.ok(kw.env.body!.content.some((f) => f.title.includes('무료 충전')));
    const d = await g.get<FaqDetail>(`/api/faq/detail/${kw.env.body!.content[0]!.id}`);
    assert.match(d.env.body!.content, /1억/);
    assert.equal((await g.get('/api/faq/detail/9999')).statusCode, 404);
    assert.equal((await g.get('/api/faq/list?page=x')).statusCode, 400);
  });

  it('pc-bang by client IP (trustProxy) and championship apply once per round', async () => {
    const a = await t.login('member');
    const none = await a.get<PcBangSubscription>('/api/pc-bang/subscription');
    assert.equal(none.env.body!.type, 'NONE');
    assert.equal(none.env.body!.subscribe, false);
    const pc = { 'x-forwarded-for': '203.0.113.20' };
    const flat = await a.get<PcBangSubscription>('/api/pc-bang/subscription', { headers: pc });
    assert.equal(flat.env.body!.type, 'FLAT');
    assert.equal(flat.env.body!.receivableCapsuleFreeTicket, 2);
    const round = currentChampionshipRound();
    const notPc = await a.post<{ code: string }>('/api/pc-bang/championship/apply', { round });
    assert.equal(notPc.env.body!.code, 'ERROR_NOT_PC_BANG');
    const ok = await a.post<ChampionshipCount>('/api/pc-bang/championship/apply', { round }, { headers: pc });
    assert.equal(ok.statusCode, 200);
    assert.equal(ok.env.body!.count, 1);
    assert.equal((await a.post('/api/pc-bang/championship/apply', { round }, { headers: pc })).statusCode, 409);
    assert.equal((await a.post('/api/pc-bang/championship/apply', { round: round - 1 }, { headers: pc })).statusCode, 422);
    assert.equal((await a.post('/api/pc-bang/championship/apply', { round: 'x' }, { headers: pc })).statusCode, 400);
    const c = await (await t.login('vplus')).get<ChampionshipCount>('/api/pc-bang/championship/count');
    assert.deepEqual(c.env.body, { round, count: 1, applied: false });
    assert.equal((await (await t.guest()).get('/api/pc-bang/subscription')).statusCode, 401);
  });
});
