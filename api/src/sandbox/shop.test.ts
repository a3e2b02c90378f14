// The shop's fulfilments (sandbox/fulfilments.ts) and how the sandbox result reaches the shop page.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { PAYMENT_RESULT_HANDLER, type GlobalShop, type PersonalZone } from '@hanpan/contracts';
import { members } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../test/harness.js';

const orderNoOf = (html: string) => /\/sandbox\/orders\/([A-Z0-9]+)\/complete/.exec(html)?.[1];

describe('shop fulfilments', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('the result page hands the result to the opening shop page (no reload when it handles it)', async () => {
    const a = await t.login('vplus');
    const page = await a.get('/services/shop/payments?codes=A1006&itemType=A&redirectUri=%2Fshop%2Favatar');
    const orderNo = orderNoOf(page.body)!;
    const done = await a.form(`/sandbox/orders/${orderNo}/complete`, {});
    assert.equal(done.statusCode, 200);
    // the result travels in an escaped attribute; the static leave.js hands it to the opener's handler
    const result = /data-result="([^"]*)"/.exec(done.body)?.[1]?.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
    assert.deepEqual(JSON.parse(result!), { status: 'COMPLETED', kind: 'shop', orderNo });
    const leave = await a.get('/sandbox/leave.js');
    assert.ok(leave.body.includes(JSON.stringify(PAYMENT_RESULT_HANDLER)), 'calls the opener handler');
    assert.match(leave.body, /o\.location\.reload\(\)/); // openers without a handler are still refreshed
    const cancelled = await a.form(`/sandbox/orders/${orderNoOf((await a.get('/services/shop/payments?codes=A1001')).body)!}/cancel`, {});
    assert.ok(cancelled.body.includes('&quot;status&quot;:&quot;CANCELLED&quot;'));
  });

  it('an avatar purchase sets the avatar and grants its money; endorphin avatars cost 원 and give endorphin', async () => {
    const a = await t.login('beginner');
    const zone = async () => (await a.get<PersonalZone>('/api/contents/members/personal-zone')).env.body!;
    const before = await zone();
    const page = await a.get('/services/shop/payments?codes=N4001&itemType=A');
    assert.match(page.body, /3,300원/);
    assert.match(page.body, /엔돌핀 30 지급/);
    await a.form(`/sandbox/orders/${orderNoOf(page.body)!}/complete`, {});
    const after = await zone();
    assert.equal(BigInt(after.currency.endorphin) - BigInt(before.currency.endorphin), 30n);
    assert.equal(BigInt(before.currency.limitAmount) - BigInt(after.currency.limitAmount), 3_300n);
    const [m] = await t.db.select().from(members).where(eq(members.id, a.member!.id));
    assert.equal(m!.avatarId, 1101);
    // the catalogue says what they give, in 원 — not 'bought with endorphin'
    const shop = (await a.get<GlobalShop>('/api/contents/global/shop')).env.body!;
    for (const p of shop.shops.ENDORPHIN!) {
      assert.ok(BigInt(p.price) > 0n && BigInt(p.grantEndorphin) > 0n);
      assert.match(p.description, new RegExp(`엔돌핀 ${p.grantEndorphin}을 드리는`));
    }
  });

  it('the result names what went into the inventory with the right particle (초기화권이, 확성기가)', async () => {
    const a = await t.login('friend-a');
    const page = await a.get('/services/shop/payments?codes=I2001,I2003');
    const done = await a.form(`/sandbox/orders/${orderNoOf(page.body)!}/complete`, {});
    assert.equal(done.statusCode, 200);
    assert.match(done.body, /승률 초기화권이 보관함에 들어갔습니다\./);
    assert.match(done.body, /쪽지 확성기가 보관함에 들어갔습니다\./);
    assert.doesNotMatch(done.body, /이\(가\)/);
  });

  it('Joker-catch (C703): X-Plus or Z-Plus only; the partner publisher gets the SPEC wording', async () => {
    const member = await (await t.login('member')).get('/services/shop/payments?codes=C703');
    assert.equal(member.statusCode, 422);
    assert.match(member.body, /조커 잡기는 X-Plus 이상 Plus 가입자만 이용할 수 있습니다/);
    const partner = await (await t.login('partner')).get('/services/shop/payments?codes=C703');
    assert.equal(partner.statusCode, 422);
    assert.match(partner.body, /조커 잡기는 X-Plus 이상 가입자분들만 이용하실 수 있습니다\./);
    const z = await (await t.login('zplus')).get('/services/shop/payments?codes=C703');
    assert.equal(z.statusCode, 200);
    assert.match(z.body, /주문 확인/);
    const x = await (await t.login('vip')).get('/services/shop/payments?codes=C703');
    assert.equal(x.statusCode, 200);
  });

  it('an avatar order without a chosen avatar is refused in Korean', async () => {
    const a = await t.login('rich');
    const r = await a.get('/services/shop/payments?codes=&itemType=A');
    assert.equal(r.statusCode, 400);
    assert.match(r.body, /아바타를 선택해 주세요/);
  });
});
