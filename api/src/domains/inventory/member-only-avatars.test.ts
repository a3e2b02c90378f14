// 회원 전용 아바타: the PLUS sub-store is sold to Plus members only (member-only-avatars.ts).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AvatarWearResult, GlobalShop, ShopOrderQuote } from '@hanpan/contracts';
import { PLUS_MEMBER_SUB_STORE } from '@hanpan/contracts/constants';
import { MIGRATIONS_DIR } from '../../db/client.js';
import { inventoryItems, members, plusMemberships, shopProducts } from '../../db/schema/index.js';
import { MEMBER_ONLY_AVATARS, SHOP_PRODUCTS } from '../../db/seed/catalog.js';
import { cloneMember } from '../../e2e/cloneMember.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

const orderNoOf = (html: string) => /\/sandbox\/orders\/([A-Z0-9]+)\/complete/.exec(html)?.[1];
const CODES = MEMBER_ONLY_AVATARS.map((p) => p.code);

describe('회원 전용 아바타 (PLUS sub-store)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('the portal’s shop lists them as its PLUS sub-store among the avatars; the partner channel’s shop has none', async () => {
    const own = (await (await t.guest()).get<GlobalShop>('/api/contents/global/shop')).env.body!;
    assert.deepEqual(own.subStore[PLUS_MEMBER_SUB_STORE]!.map((p) => p.code), CODES);
    assert.deepEqual(own.shops.AVATAR!.filter((p) => p.subStore === PLUS_MEMBER_SUB_STORE).map((p) => p.code), CODES);
    const partner = (await (await t.guest({ host: 'partner.localhost' })).get<GlobalShop>('/api/contents/global/shop')).env.body!;
    assert.equal(partner.subStore[PLUS_MEMBER_SUB_STORE], undefined);
    assert.ok(Object.values(partner.shops).flat().every((p) => !CODES.includes(p.code)));
    assert.ok(partner.shops.AVATAR!.length > 0, 'the other avatars stay');
    // nor by the product page's address (QA: a shared link showed one for sale there)
    const partnerGuest = await t.guest({ host: 'partner.localhost' });
    assert.equal((await partnerGuest.get('/api/items/A1008')).statusCode, 404);
    assert.equal((await partnerGuest.get('/api/items/A1001')).statusCode, 200);
    assert.equal((await (await t.guest()).get('/api/items/A1008')).statusCode, 200);
  });

  it('a member without Plus is refused at the order page and by the shop’s quote, in the same words; nothing is written', async () => {
    await cloneMember(t.db, 'member', 'member-only-no-plus');
    const a = await t.login('member-only-no-plus');
    const quote = await a.get<ShopOrderQuote>('/api/shop/order-quote?codes=A1001,A1009&itemType=A');
    assert.equal(quote.statusCode, 422);
    assert.equal((quote.env.body as unknown as { code: string }).code, 'ERROR_PLUS_MEMBERS_ONLY');
    assert.equal(quote.env.header.resultMessage, '플러스 회원 전용 아바타입니다: 플러스 샴페인 숙녀. 플러스 멤버십을 이용하는 동안 구매할 수 있습니다.');
    const page = await a.get('/services/shop/payments?codes=A1009&itemType=A');
    assert.equal(page.statusCode, 422);
    assert.match(page.body, /플러스 회원 전용 아바타입니다: 플러스 샴페인 숙녀\./);
    assert.equal(orderNoOf(page.body), undefined);
    const held = await t.db.select().from(inventoryItems).where(and(eq(inventoryItems.memberId, a.member!.id), inArray(inventoryItems.productCode, CODES)));
    assert.equal(held.length, 0);
  });

  it('the partner channel is refused as every Plus service is (403)', async () => {
    const a = await t.login('partner');
    const quote = await a.get('/api/shop/order-quote?codes=A1008&itemType=A');
    assert.equal(quote.statusCode, 403);
    assert.equal(quote.env.header.resultMessage, '채널링 서비스에서는 이용하실 수 없는 서비스입니다.');
  });

  it('a Plus member buys one and wears it; a membership ended before 결제 refuses the payment; once bought it stays wearable', async () => {
    await cloneMember(t.db, 'vplus', 'member-only-vplus');
    const a = await t.login('member-only-vplus');
    const bought = await a.get('/services/shop/payments?codes=A1008&itemType=A');
    assert.equal(bought.statusCode, 200, bought.body.slice(0, 300));
    const done = await a.form(`/sandbox/orders/${orderNoOf(bought.body)!}/complete`, {});
    assert.match(done.body, /플러스 라운지 신사가 보관함에 들어갔습니다\./);
    const [worn] = await t.db.select({ avatarId: members.avatarId }).from(members).where(eq(members.id, a.member!.id));
    assert.equal(worn!.avatarId, 1008);

    // the order page of a second one opens while the membership runs; it ends before 결제
    const second = await a.get('/services/shop/payments?codes=A1010&itemType=A');
    assert.equal(second.statusCode, 200);
    await t.db.update(plusMemberships).set({ endDate: new Date(Date.now() - 60_000) }).where(and(eq(plusMemberships.memberId, a.member!.id), eq(plusMemberships.kind, 'MAIN')));
    const refused = await a.form(`/sandbox/orders/${orderNoOf(second.body)!}/complete`, {});
    assert.equal(refused.statusCode, 422);
    assert.match(refused.body, /플러스 회원 전용 아바타입니다: 플러스 다이아 타이쿤\./);
    const held = await t.db.select({ code: inventoryItems.productCode }).from(inventoryItems).where(and(eq(inventoryItems.memberId, a.member!.id), inArray(inventoryItems.productCode, CODES)));
    assert.deepEqual(held.map((h) => h.code), ['A1008']);

    // after the membership: the bought one is put on again (착용하기)
    await t.db.update(members).set({ avatarId: 1001 }).where(eq(members.id, a.member!.id));
    const wear = await a.put<AvatarWearResult>('/api/avatar/worn', { avatarCode: 'A1008' });
    assert.equal(wear.statusCode, 200, JSON.stringify(wear.env.header));
    assert.equal(wear.env.body!.avatarId, 1008);
  });

  it('migration 0021 adds the seed’s rows to a catalogue loaded before (once)', async () => {
    const migration = fs.readFileSync(path.join(MIGRATIONS_DIR, '0021_member_only_avatars.sql'), 'utf8');
    const seeded = SHOP_PRODUCTS.filter((p) => CODES.includes(p.code));
    const read = () => t.db.select().from(shopProducts).where(inArray(shopProducts.code, CODES)).orderBy(shopProducts.sortOrder);
    const before = await read();
    assert.equal(before.length, CODES.length);
    await t.db.transaction(async (tx) => {
      await tx.delete(shopProducts).where(inArray(shopProducts.code, CODES));
      await tx.execute(sql.raw(migration));
      const again = await tx.select().from(shopProducts).where(inArray(shopProducts.code, CODES)).orderBy(shopProducts.sortOrder);
      assert.deepEqual(again, before);
      for (const p of seeded) assert.ok(again.some((r) => r.code === p.code && r.sortOrder === p.sortOrder && r.imageUrl === p.imageUrl));
      // a second run (or a catalogue loaded with them) changes nothing
      await tx.execute(sql.raw(migration));
      assert.equal((await tx.select().from(shopProducts).where(inArray(shopProducts.code, CODES))).length, CODES.length);
      tx.rollback();
    }).catch((e: unknown) => {
      if (!(e instanceof Error && /rollback/i.test(e.message))) throw e;
    });
    assert.deepEqual(await read(), before);
  });
});
