import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import type { SmsCooldown, SmsResult } from '@hanpan/contracts';
import { smsOutbox } from '../../db/schema/index.js';
import { kstStartOfDay } from '../../lib/time.js';
import { createTestApp, type Agent, type TestApp, type TestResponse } from '../../test/harness.js';
import { SMS_NUMBER_COOLDOWN_MS } from './routes.js';

/** How far back a send is moved to be out of the number's one-minute window, still today (KST). */
const BACKDATE_MS = SMS_NUMBER_COOLDOWN_MS + 5_000;
/** Just after midnight (KST) a backdated send would count for yesterday: wait until it would not. */
async function awayFromKoreanMidnight(): Promise<void> {
  const sinceMidnight = Date.now() - kstStartOfDay(new Date()).getTime();
  const needed = 2 * BACKDATE_MS;
  if (sinceMidnight < needed) await new Promise((r) => setTimeout(r, needed - sinceMidnight));
}

describe('sms: classic download and mobile shop URL', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('a validated number goes to the outbox with the link; masked in the answer', async () => {
    const a = await t.login('member');
    const r = await a.post<SmsResult>('/api/sms/send/classic-download', { storeType: 'GOOGLE', userPhoneNumber: '010-1234-5678' });
    assert.equal(r.statusCode, 200);
    assert.equal(r.env.body!.maskedPhoneNumber, '010-****-5678');
    const shop = await a.post<SmsResult>('/api/sms/send/mobile-shop-url', { phoneNumber: '01199998888' });
    assert.equal(shop.statusCode, 200);
    assert.match(shop.env.header.resultMessage, /011-\*\*\*\*-8888/);
    const rows = await t.db.select().from(smsOutbox).where(eq(smsOutbox.memberId, a.member!.id));
    assert.deepEqual(rows.map((r) => r.phoneNumber).sort(), ['01012345678', '01199998888']);
    assert.ok(rows.some((r) => r.kind === 'mobile-shop-url' && r.body.includes('/mobile/shop')));
    assert.ok(rows.some((r) => r.kind === 'classic-download' && r.storeType === 'GOOGLE'));
  });

  it('the same number within a minute: 429 with retryAfterSeconds and Retry-After', async () => {
    const a = await t.login('vplus');
    assert.equal((await a.post('/api/sms/send/mobile-shop-url', { phoneNumber: '010-5555-0001' })).statusCode, 200);
    const again = await a.post<SmsCooldown>('/api/sms/send/mobile-shop-url', { phoneNumber: '01055550001' });
    assert.equal(again.statusCode, 429);
    assert.match(again.env.header.resultMessage, /1분에 한 번/);
    const wait = again.env.body!.retryAfterSeconds;
    assert.ok(wait >= 1 && wait <= 60, `retryAfterSeconds ${wait}`);
    assert.equal(again.headers['retry-after'], String(wait));
    // the wait binds this number only: the form locks just this one
    assert.equal(again.env.body!.scope, 'number');
    // another number is fine
    assert.equal((await a.post('/api/sms/send/mobile-shop-url', { phoneNumber: '01055550002' })).statusCode, 200);
  });

  it('three a day per number, ten a day per member: 429 until tomorrow', async () => {
    await awayFromKoreanMidnight();
    const a = await t.login('zplus');
    const phone = '01077770000';
    for (let i = 0; i < 3; i++) {
      // each send must be outside the one-minute window of the one before
      await t.db.update(smsOutbox).set({ createdAt: new Date(Date.now() - BACKDATE_MS) }).where(eq(smsOutbox.phoneNumber, phone));
      assert.equal((await a.post('/api/sms/send/mobile-shop-url', { phoneNumber: phone })).statusCode, 200);
    }
    await t.db.update(smsOutbox).set({ createdAt: new Date(Date.now() - BACKDATE_MS) }).where(eq(smsOutbox.phoneNumber, phone));
    const fourth = await a.post<SmsCooldown>('/api/sms/send/mobile-shop-url', { phoneNumber: phone });
    assert.equal(fourth.statusCode, 429);
    assert.match(fourth.env.header.resultMessage, /오늘 더 이상/);
    assert.ok(fourth.env.body!.retryAfterSeconds > 0 && fourth.env.body!.retryAfterSeconds <= 86_400);
    assert.equal(fourth.env.body!.scope, 'number');
    for (let i = 1; i <= 7; i++) assert.equal((await a.post('/api/sms/send/mobile-shop-url', { phoneNumber: `0107777000${i}` })).statusCode, 200);
    const eleventh = await a.post<SmsCooldown>('/api/sms/send/mobile-shop-url', { phoneNumber: '01088880000' });
    assert.equal(eleventh.statusCode, 429);
    assert.match(eleventh.env.header.resultMessage, /모두 사용/);
    // the member's own limit: every number waits
    assert.equal(eleventh.env.body!.scope, 'member');
  });

  describe('parallel sends keep the limits (QA: bursts of 10–20 at once went past them)', () => {
    const send = (a: Agent, phoneNumber: string) => a.post<SmsCooldown>('/api/sms/send/mobile-shop-url', { phoneNumber });
    /** The answers' status codes, counted: every one a 200 or a 429 (never a 500). */
    function tally(answers: TestResponse<SmsCooldown>[], scope: SmsCooldown['scope']) {
      for (const r of answers) {
        assert.ok(r.statusCode === 200 || r.statusCode === 429, `status ${r.statusCode}: ${r.body}`);
        if (r.statusCode === 429) assert.equal(r.env.body!.scope, scope, r.env.header.resultMessage);
      }
      return answers.filter((r) => r.statusCode === 200).length;
    }
    const outbox = async (where: { memberId?: number; phone?: string }) =>
      (await t.db.select().from(smsOutbox)).filter((r) => (where.memberId === undefined || r.memberId === where.memberId) && (where.phone === undefined || r.phoneNumber === where.phone)).length;

    it('one member, 20 numbers at once: exactly 10 sent (the member\'s day), the rest 429 \'모두 사용\'', async () => {
      await awayFromKoreanMidnight();
      const a = await t.login('vip');
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => send(a, `0103000${String(i).padStart(4, '0')}`)));
      assert.equal(tally(answers, 'member'), 10);
      for (const r of answers.filter((x) => x.statusCode === 429)) assert.match(r.env.header.resultMessage, /모두 사용/);
      assert.equal(await outbox({ memberId: a.member!.id }), 10);
    });

    it('one member, one number 10 times at once: exactly 1 sent, the rest 429 \'1분에 한 번\'', async () => {
      const a = await t.login('pcbang');
      const answers = await Promise.all(Array.from({ length: 10 }, () => send(a, '010-3111-0000')));
      assert.equal(tally(answers, 'number'), 1);
      for (const r of answers.filter((x) => x.statusCode === 429)) assert.match(r.env.header.resultMessage, /1분에 한 번/);
      assert.equal(await outbox({ phone: '01031110000' }), 1);
    });

    it('five members, one number twice each at once: exactly 1 sent', async () => {
      const agents = await Promise.all(['hpcfan', 'friend-a', 'friend-b', 'pluschange', 'plusbegin'].map((id) => t.login(id)));
      const answers = await Promise.all(agents.flatMap((a) => [send(a, '01032220000'), send(a, '01032220000')]));
      assert.equal(tally(answers, 'number'), 1);
      assert.equal(await outbox({ phone: '01032220000' }), 1);
    });
  });

  it('bad input is a Korean 400 naming the field; guests 401', async () => {
    const a = await t.login('rich');
    const bad = await a.post('/api/sms/send/mobile-shop-url', { phoneNumber: '02-123-4567' });
    assert.equal(bad.statusCode, 400);
    assert.match(bad.env.header.resultMessage, /^휴대폰 번호가 올바르지 않습니다\.$/);
    assert.equal((await a.post('/api/sms/send/mobile-shop-url', { phoneNumber: '010\u00001234567' })).statusCode, 400);
    // every 010 number has 11 digits: one short is refused, not sent to someone else
    for (const short of ['010-123-4567', '0101234567']) assert.equal((await a.post('/api/sms/send/mobile-shop-url', { phoneNumber: short })).statusCode, 400, short);
    assert.equal((await a.post('/api/sms/send/classic-download', { storeType: 'XBOX', userPhoneNumber: '01099998888' })).statusCode, 400);
    assert.equal((await (await t.guest()).post('/api/sms/send/mobile-shop-url', { phoneNumber: '01099998888' })).statusCode, 401);
  });

  it('the partner channel cannot have the mobile shop sent: 403 with the channel text, nothing in the outbox', async () => {
    const p = await t.login('partner');
    const r = await p.post('/api/sms/send/mobile-shop-url', { phoneNumber: '01066660000' });
    assert.equal(r.statusCode, 403);
    assert.equal(r.env.header.resultMessage, '채널링 서비스에서는 이용하실 수 없는 서비스입니다.');
    assert.equal((await t.db.select().from(smsOutbox).where(eq(smsOutbox.memberId, p.member!.id))).length, 0);
  });
});
