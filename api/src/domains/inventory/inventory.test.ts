import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import type { CollectionBookMaster, Coupon, FrequentAvatar, InventoryItem, ItemDetail, Memo, Page, PersonalZone } from '@hanpan/contracts';
import { coupons, inventoryItems } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

const orderNoOf = (html: string) => /\/sandbox\/orders\/([A-Z0-9]+)\/complete/.exec(html)?.[1];
const DAY = 86_400_000;

describe('avatar, items, coupons, memos', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('collection books: public list; owned flags for the member', async () => {
    const g = await (await t.guest()).get<CollectionBookMaster[]>('/api/avatar/collection-book-masters');
    assert.equal(g.env.body!.length, 3);
    assert.equal(g.env.body![0]!.ownedCount, 0);
    const m = await (await t.login('member')).get<CollectionBookMaster>('/api/avatar/collection-book-masters/1');
    assert.equal(m.env.body!.name, '신사 숙녀 컬렉션');
    assert.equal(m.env.body!.ownedCount, 2); // A1001, A1002
    assert.equal(m.env.body!.completed, false);
    assert.equal((await (await t.guest()).get('/api/avatar/collection-book-masters/99')).statusCode, 404);
    assert.equal((await (await t.guest()).get('/api/avatar/collection-book-masters/abc')).statusCode, 400);
  });

  it('frequent avatar purchases count completed shop orders (zplus bought A1003)', async () => {
    const r = await (await t.login('zplus')).get<FrequentAvatar[]>('/api/avatar/payment/frequent?platform=PC');
    assert.equal(r.env.body![0]!.product.code, 'A1003');
    assert.equal(r.env.body![0]!.purchaseCount, 1);
    assert.equal((await (await t.guest()).get('/api/avatar/payment/frequent')).statusCode, 401);
    assert.equal((await (await t.login('zplus')).get('/api/avatar/payment/frequent?platform=TV')).statusCode, 400);
    // only what the member bought: nothing bought yet, nothing listed
    assert.deepEqual((await (await t.login('vplus')).get<FrequentAvatar[]>('/api/avatar/payment/frequent')).env.body, []);
  });

  it('item detail with owned quantity; inventory page', async () => {
    const a = await t.login('member');
    const d = await a.get<ItemDetail>('/api/items/c1472');
    assert.equal(d.env.body!.product.name, '가위바위보 그레이트');
    assert.equal(d.env.body!.ownedQuantity, 2);
    assert.equal(d.env.body!.miniGame!.eventName, '가위바위보 그레이트');
    assert.deepEqual(d.env.body!.miniGame!.prizes, ['50000000', '100000000', '300000000']);
    assert.match(d.env.body!.useUrl!, new RegExp(`^/use/${d.env.body!.usableItemId}\\?clientType=W&code=C1472$`));
    assert.deepEqual(d.env.body!.requiredMainCodes, []);
    const joker = await (await t.guest()).get<ItemDetail>('/api/items/C703');
    assert.deepEqual(joker.env.body!.requiredMainCodes, ['PM0006', 'PM0007']);
    assert.equal(joker.env.body!.ownedQuantity, 0);
    assert.equal(joker.env.body!.useUrl, null);
    const avatar = await a.get<ItemDetail>('/api/items/A1001');
    assert.equal(avatar.env.body!.miniGame, null);
    assert.equal(avatar.env.body!.useUrl, null);
    // unknown or malformed product ids are a 404 (the product page shows the 404 page), never a 500;
    // a NUL is bad input everywhere (400)
    assert.equal((await a.get('/api/items/ZZ999')).statusCode, 404);
    assert.equal((await a.get('/api/items/%21%21')).statusCode, 404);
    assert.equal((await a.get('/api/items/A%00')).statusCode, 400);
    const p = await a.get<Page<InventoryItem>>('/api/items?page=0&size=2');
    assert.equal(p.env.body!.totalElements, 4);
    assert.equal(p.env.body!.totalPages, 2);
    assert.equal(p.env.body!.content.length, 2);
    const mini = (await a.get<Page<InventoryItem>>('/api/items?size=10')).env.body!.content.find((i) => i.code === 'C1472')!;
    assert.match(mini.useUrl!, /^\/use\/\d+\?clientType=W&code=C1472$/);
    assert.equal(mini.useType, 'ITEM');
    assert.equal(p.env.body!.content.concat((await a.get<Page<InventoryItem>>('/api/items?page=1&size=2')).env.body!.content).filter((i) => i.useType === null).length, 3);
    assert.equal((await a.get('/api/items?page=-1')).statusCode, 400);
    assert.equal((await (await t.guest()).get('/api/items')).statusCode, 401);
  });

  it('the inventory list is one row per item code: copies summed, newest first, paging counts the rows', async () => {
    const a = await t.login('hpcfan'); // seeded: A1001, A1002, I2001, C1472 ×2 (20 days ago)
    const id = a.member!.id;
    const list = async (q: string) => (await a.get<Page<InventoryItem>>(`/api/items?${q}`)).env.body!;
    const seededMini = (await list('size=100')).content.find((i) => i.code === 'C1472')!;
    // '블랙 수트 신사 1개' three times: copies of an avatar from before avatars could be bought only once
    const ago = (days: number) => new Date(Date.now() - days * DAY);
    await t.db.insert(inventoryItems).values([
      { memberId: id, productCode: 'A1001', kind: 'A', name: '블랙 수트 신사', acquiredAt: ago(10) },
      { memberId: id, productCode: 'A1001', kind: 'A', name: '블랙 수트 신사', acquiredAt: ago(5) },
    ]);
    // a period item held twice (the latest expiry counts) and one copy already expired (not held)
    await t.db.insert(inventoryItems).values([
      { memberId: id, productCode: 'PI0001', kind: 'E', name: '골드 멤버십 아이템', isMembershipItem: true, acquiredAt: ago(3), expiresAt: new Date(Date.now() + 10 * DAY) },
      { memberId: id, productCode: 'PI0001', kind: 'E', name: '골드 멤버십 아이템', isMembershipItem: true, acquiredAt: ago(2), expiresAt: new Date(Date.now() + 40 * DAY) },
      { memberId: id, productCode: 'PI0001', kind: 'E', name: '골드 멤버십 아이템', isMembershipItem: true, acquiredAt: ago(1), expiresAt: ago(1) },
    ]);
    // three purchases of the same item and one more of a mini-game item, through the payment sandbox
    for (const code of ['I2003', 'I2003', 'C1472', 'I2003']) {
      const done = await a.form(`/sandbox/orders/${orderNoOf((await a.get(`/services/shop/payments?codes=${code}`)).body)!}/complete`, {});
      assert.equal(done.statusCode, 200, code);
    }
    assert.equal((await t.db.select().from(inventoryItems).where(eq(inventoryItems.memberId, id))).length, 13); // rows stay per copy

    const all = await list('size=100');
    assert.deepEqual(
      all.content.map((i) => [i.code, i.quantity]),
      [['I2003', 3], ['C1472', 3], ['PI0001', 2], ['A1001', 3], ['I2001', 1], ['A1002', 1]],
    );
    assert.equal(all.totalElements, 6);
    const mini = all.content.find((i) => i.code === 'C1472')!;
    assert.equal(mini.id, seededMini.id); // 사용 takes the oldest copy first
    assert.equal(mini.useUrl, `/use/${seededMini.id}?clientType=W&code=C1472`);
    assert.ok(mini.acquiredAt > seededMini.acquiredAt); // the latest acquisition
    const gold = all.content.find((i) => i.code === 'PI0001')!;
    assert.equal(gold.useType, 'MEMBERSHIP');
    assert.ok(Math.abs(new Date(gold.expiresAt!).getTime() - (Date.now() + 40 * DAY)) < 60_000);
    assert.equal(all.content.find((i) => i.code === 'A1001')!.expiresAt, null);

    const first = await list('page=0&size=4');
    const second = await list('page=1&size=4');
    assert.deepEqual([first.totalElements, first.totalPages, first.content.length], [6, 2, 4]);
    assert.deepEqual([second.totalElements, second.totalPages, second.content.length], [6, 2, 2]);
    assert.deepEqual([...first.content, ...second.content].map((i) => i.code), all.content.map((i) => i.code));
    assert.deepEqual((await list('page=2&size=4')).content, []);

    const avatars = await list('kind=A');
    assert.deepEqual(avatars.content.map((i) => [i.code, i.quantity]), [['A1001', 3], ['A1002', 1]]);
    assert.equal(avatars.totalElements, 2);
    // the personal zone still counts copies; the list shows the same total
    const zone = (await a.get<PersonalZone>('/api/contents/members/personal-zone')).env.body!;
    assert.equal(zone.inventory.itemCount, all.content.filter((i) => !i.isMembershipItem).reduce((n, i) => n + i.quantity, 0));
    assert.equal(zone.inventory.itemCount, 11);
  });

  it('membership item means one thing: the personal zone counts what /api/membership/items lists', async () => {
    const z = await t.login('zplus'); // the seeded gold item
    const items = (await z.get<Page<InventoryItem>>('/api/items?size=20')).env.body!.content;
    const gold = items.find((i) => i.code === 'PI0001')!;
    assert.equal(gold.isMembershipItem, true);
    assert.equal(gold.useType, 'MEMBERSHIP');
    assert.match(gold.useUrl!, new RegExp(`^/use/${gold.id}/membership\\?clientType=W&code=PI0001$`));
    const listed = (await z.get<Array<{ count: number }>>('/api/membership/items')).env.body!;
    const zone = (await z.get<PersonalZone>('/api/contents/members/personal-zone')).env.body!;
    assert.equal(zone.inventory.membershipItemCount, listed.reduce((n, i) => n + i.count, 0));
    assert.equal(zone.inventory.membershipItemCount, 1);
    // vplus holds an unused Plus voucher: a voucher is not a membership item
    const v = await t.login('vplus');
    assert.equal((await v.get<PersonalZone>('/api/contents/members/personal-zone')).env.body!.inventory.membershipItemCount, 0);
    assert.deepEqual((await v.get<unknown[]>('/api/membership/items')).env.body, []);
  });

  it('coupons: default category pokerTotal, size 3; membership coupons usable', async () => {
    const a = await t.login('member');
    const r = await a.get<Page<Coupon>>('/api/coupons');
    assert.equal(r.env.body!.size, 3);
    assert.equal(r.env.body!.totalElements, 4);
    assert.equal(r.env.body!.content.length, 3);
    assert.ok(r.env.body!.content.every((c) => c.category === 'pokerTotal'));
    const second = await a.get<Page<Coupon>>('/api/coupons?page=1');
    assert.equal(second.env.body!.content.length, 1);
    assert.equal(second.env.body!.content[0]!.usable, false);
    const mem = await a.get<Coupon[]>('/api/coupons/membership');
    assert.deepEqual(mem.env.body!.map((c) => c.category), ['plusfree', 'plusfree']);
    const unusable = await a.get<Coupon[]>('/api/coupons/membership?usable=false');
    assert.equal(unusable.env.body!.length, 0);
    // one used, one run out: listed with usable=false only (then put back)
    const [used, expired] = mem.env.body!;
    const was = await t.db.select().from(coupons).where(eq(coupons.id, expired!.id));
    await t.db.update(coupons).set({ usedAt: new Date() }).where(eq(coupons.id, used!.id));
    await t.db.update(coupons).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(coupons.id, expired!.id));
    assert.deepEqual((await a.get<Coupon[]>('/api/coupons/membership')).env.body, []);
    const gone = (await a.get<Coupon[]>('/api/coupons/membership?usable=false')).env.body!;
    assert.deepEqual(new Set(gone.map((c) => c.id)), new Set([used!.id, expired!.id]));
    assert.ok(gone.every((c) => !c.usable && c.useUrl === null));
    await t.db.update(coupons).set({ usedAt: null }).where(eq(coupons.id, used!.id));
    await t.db.update(coupons).set({ expiresAt: was[0]!.expiresAt }).where(eq(coupons.id, expired!.id));
    assert.equal((await (await t.guest()).get('/api/coupons')).statusCode, 401);
    assert.equal((await a.get('/api/coupons?size=0')).statusCode, 400);
    // other game categories (seeded for member, vip and the friend pair)
    const hoola = await a.get<Page<Coupon>>('/api/coupons?category=hoolaTotal');
    assert.deepEqual(hoola.env.body!.content.map((c) => c.category), ['hoolaTotal']);
    assert.equal((await a.get('/api/coupons?category=%3Cscript%3E')).statusCode, 400);
    // a category the box does not have is refused by name, not answered with an empty page
    for (const url of ['/api/coupons?category=nosuch', '/api/coupons/membership?category=pokerTotal']) {
      const r = await a.get(url);
      assert.equal(r.statusCode, 400, url);
      assert.equal(r.env.header.resultMessage, '쿠폰 분류가 올바르지 않습니다.');
    }
    assert.equal((await a.get<Page<Coupon>>('/api/coupons?category=vip')).statusCode, 200);
  });

  it('memos: list, mark read, other member refused, CSRF required', async () => {
    const a = await t.login('member');
    const list = await a.get<Page<Memo>>('/api/memos');
    assert.equal(list.env.body!.totalElements, 3);
    // unread first (newest first within), then the read ones
    assert.deepEqual(list.env.body!.content.map((m) => m.isRead), [false, false, true]);
    assert.ok(list.env.body!.content[0]!.createdAt > list.env.body!.content[1]!.createdAt);
    const unread = list.env.body!.content.find((m) => !m.isRead)!;
    const noCsrf = await a.request('PUT', `/api/memos/${unread.id}/read`, { payload: {}, noCsrf: true });
    assert.equal(noCsrf.statusCode, 403);
    const r = await a.put<Memo>(`/api/memos/${unread.id}/read`);
    assert.equal(r.statusCode, 200);
    assert.equal(r.env.body!.isRead, true);
    const again = await a.put<Memo>(`/api/memos/${unread.id}/read`);
    assert.equal(again.env.body!.isRead, true);
    const unreadOnly = await a.get<Page<Memo>>('/api/memos?unreadOnly=true');
    assert.equal(unreadOnly.env.body!.totalElements, 1);
    assert.deepEqual((await a.get<Page<Memo>>('/api/memos')).env.body!.content.map((m) => m.isRead), [false, true, true]);
    const other = await t.login('vplus');
    assert.equal((await other.put(`/api/memos/${unread.id}/read`)).statusCode, 404);
    assert.equal((await a.put('/api/memos/abc/read')).statusCode, 400);
    assert.equal((await (await t.guest()).get('/api/memos')).statusCode, 401);
  });

  it("memos in pages: the demo 'vip' has a second page of older, read memos (unread first, then newest first)", async () => {
    const vip = await t.login('vip');
    const first = (await vip.get<Page<Memo>>('/api/memos?page=0&size=5')).env.body!;
    assert.equal(first.totalElements, 9);
    assert.equal(first.totalPages, 2);
    assert.deepEqual(first.content.map((m) => m.isRead), [false, false, true, true, true]);
    const second = (await vip.get<Page<Memo>>('/api/memos?page=1&size=5')).env.body!;
    assert.equal(second.content.length, 4);
    assert.ok(second.content.every((m) => m.isRead));
    assert.ok(second.content[0]!.createdAt < first.content[4]!.createdAt);
    assert.equal(second.content.at(-1)!.title, '정기 점검 완료 안내');
  });
});
