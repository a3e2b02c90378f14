import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import type { CollectionBookMaster, CollectionBookRewardResult } from '@hanpan/contracts';
import { collectionBookRewards, inventoryItems, ledger, wallets } from '../../db/schema/index.js';
import { createTestApp, type Agent, type TestApp } from '../../test/harness.js';

const orderNoOf = (html: string) => /\/sandbox\/orders\/([A-Z0-9]+)\/complete/.exec(html)?.[1];

describe('collection book reward: paid once through the ledger', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const money = async (a: Agent) => (await t.db.select().from(wallets).where(eq(wallets.memberId, a.member!.id)))[0]!.money;
  const rewardRows = async (a: Agent) =>
    (await t.db.select().from(ledger).where(and(eq(ledger.memberId, a.member!.id), eq(ledger.reason, 'COLLECTION_BOOK_REWARD')))).length;
  const book = async (a: Agent, id: number) => (await a.get<CollectionBookMaster>(`/api/avatar/collection-book-masters/${id}`)).env.body!;
  const give = (a: Agent, code: string) => t.db.insert(inventoryItems).values({ memberId: a.member!.id, productCode: code, kind: 'A', name: code });

  it('buying the last avatar of a book pays its reward in the same completion', async () => {
    const a = await t.login('member'); // owns A1001, A1002 of book 1 (A1001–A1003, reward 5억)
    assert.equal((await book(a, 1)).completed, false);
    const before = await money(a);
    const page = await a.get('/services/shop/payments?codes=A1003');
    const done = await a.form(`/sandbox/orders/${orderNoOf(page.body)!}/complete`, {});
    assert.equal(done.statusCode, 200);
    assert.match(done.body, /컬렉션북 (&#39;|')신사 숙녀 컬렉션(&#39;|') 완성 보상 게임머니 5억 지급/);
    // the popup closes at once: the reward line goes to the page that opened it (PaymentResultMessage.notes)
    const result = /data-result="([^"]*)"/.exec(done.body)![1]!.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&amp;', '&');
    assert.match((JSON.parse(result) as { notes: string[] }).notes.join('|'), /^컬렉션북 '신사 숙녀 컬렉션' 완성 보상 게임머니 5억 지급/);
    assert.equal((await money(a)) - before, 1_200_000_000n + 500_000_000n); // avatar's 12억 + reward 5억
    assert.equal(await rewardRows(a), 1);
    const b = await book(a, 1);
    assert.equal(b.completed, true);
    assert.equal(b.rewardPaid, true);
    assert.ok(b.rewardPaidAt);
    // claiming it again is refused and pays nothing
    const again = await a.post<{ code: string }>('/api/avatar/collection-book-masters/1/reward', {});
    assert.equal(again.statusCode, 422);
    assert.equal(again.env.body!.code, 'ERROR_ALREADY_REWARDED');
    // a book avatar cannot be bought twice; a later purchase (A1007, in no book) pays the book nothing more
    assert.equal((await a.get('/services/shop/payments?codes=A1001')).statusCode, 422);
    const more = await a.get('/services/shop/payments?codes=A1007');
    assert.equal((await a.form(`/sandbox/orders/${orderNoOf(more.body)!}/complete`, {})).statusCode, 200);
    assert.equal(await rewardRows(a), 1);
  });

  it('a book completed another way is claimed once; the same key replays, parallel claims pay once', async () => {
    const a = await t.login('vplus'); // owns A1001, A1002
    const incomplete = await a.post<{ code: string }>('/api/avatar/collection-book-masters/2/reward', {});
    assert.equal(incomplete.statusCode, 422);
    assert.equal(incomplete.env.body!.code, 'ERROR_COLLECTION_INCOMPLETE');
    await give(a, 'A1004');
    await give(a, 'A1005');
    const b = await book(a, 2);
    assert.equal(b.completed, true);
    assert.equal(b.rewardPaid, false);
    const before = await money(a);
    const headers = { 'idempotency-key': 'book-2-claim-0001' };
    const first = await a.post<CollectionBookRewardResult>('/api/avatar/collection-book-masters/2/reward', {}, { headers });
    assert.equal(first.statusCode, 200);
    assert.equal(first.env.body!.rewardMoney, '2000000000');
    assert.equal(BigInt(first.env.body!.money), before + 2_000_000_000n);
    const replay = await a.post<CollectionBookRewardResult>('/api/avatar/collection-book-masters/2/reward', {}, { headers });
    assert.deepEqual(replay.env.body, first.env.body);
    assert.equal(await money(a), before + 2_000_000_000n);
    assert.equal(await rewardRows(a), 1);
    // book 3 (endorphin avatars): three claims at the same moment, one payment
    for (const c of ['N4001', 'N4002', 'N4003']) await give(a, c);
    const results = await Promise.all([1, 2, 3].map((i) => a.post('/api/avatar/collection-book-masters/3/reward', {}, { headers: { 'idempotency-key': `book-3-claim-${i}-x` } })));
    assert.equal(results.filter((r) => r.statusCode === 200).length, 1);
    assert.equal(results.filter((r) => r.statusCode === 422).length, 2);
    assert.equal(await rewardRows(a), 2);
    assert.equal((await t.db.select().from(collectionBookRewards).where(eq(collectionBookRewards.memberId, a.member!.id))).length, 2);
  });

  it('over the holding limit: the claim writes nothing; the purchase goes through and leaves the reward to claim', async () => {
    const a = await t.login('restricted'); // no book avatars yet
    await give(a, 'A1004');
    await t.db.update(wallets).set({ money: 999_000_000_000n }).where(eq(wallets.memberId, a.member!.id));
    // buying A1005 (+55억) would pass 1조: refused as a whole, already when the order page opens
    const page = await a.get('/services/shop/payments?codes=A1005');
    assert.equal(page.statusCode, 422);
    assert.match(page.body, /보유 한도를 초과하여 지급할 수 없습니다/);
    assert.equal(orderNoOf(page.body), undefined);
    await t.db.update(wallets).set({ money: 993_000_000_000n }).where(eq(wallets.memberId, a.member!.id));
    const ok = await a.get('/services/shop/payments?codes=A1005');
    const done = await a.form(`/sandbox/orders/${orderNoOf(ok.body)!}/complete`, {});
    assert.equal(done.statusCode, 200);
    assert.match(done.body, /보유 한도 때문에 보상은 컬렉션북에서 나중에 받을 수 있습니다/);
    assert.equal(await rewardRows(a), 0);
    const refused = await a.post<{ code: string }>('/api/avatar/collection-book-masters/2/reward', {});
    assert.equal(refused.statusCode, 422);
    assert.equal(refused.env.body!.code, 'ERROR_OVERMONEY');
    assert.equal((await book(a, 2)).rewardPaid, false);
    await t.db.update(wallets).set({ money: 1_000_000_000n }).where(eq(wallets.memberId, a.member!.id));
    assert.equal((await a.post('/api/avatar/collection-book-masters/2/reward', {})).statusCode, 200);
    assert.equal(await money(a), 3_000_000_000n);
  });

  it("a partner member whose login still needs an action (NEED_ACTION) reads the books and items as a guest, as every member API counts it (QA: its owned counts showed while the page asked it to log in)", async () => {
    // each holds A1001 of book 1 (신사 숙녀 컬렉션, A1001–A1003), as the partner demo members are seeded
    const holdingA1001 = async (loginId: string) => {
      const a = await t.login(loginId);
      const held = await t.db.select().from(inventoryItems).where(and(eq(inventoryItems.memberId, a.member!.id), eq(inventoryItems.productCode, 'A1001')));
      if (held.length === 0) await give(a, 'A1001');
      return a;
    };
    const action = await holdingA1001('partner-action');
    assert.equal((await action.get('/api/contents/members/personal-zone')).statusCode, 401);
    const list = await action.get<CollectionBookMaster[]>('/api/avatar/collection-book-masters');
    assert.equal(list.statusCode, 200);
    assert.ok(list.env.body!.length > 0);
    assert.ok(list.env.body!.every((b) => b.ownedCount === 0 && b.avatars.every((x) => !x.owned) && !b.rewardPaid));
    const one = await book(action, 1);
    assert.deepEqual([one.ownedCount, one.totalCount, one.avatars.some((x) => x.owned)], [0, 3, false]);
    // the item's page too (loggedInMember): no owned quantity
    assert.equal((await action.get<{ ownedQuantity: number }>('/api/items/A1001')).env.body!.ownedQuantity, 0);
    // ERROR: logged out the same way
    assert.equal((await book(await holdingA1001('partner-error'), 1)).ownedCount, 0);
    // a partner member logged in (LOGIN) sees its own
    const partner = await holdingA1001('partner');
    assert.equal((await book(partner, 1)).ownedCount, 1);
    assert.ok((await partner.get<{ ownedQuantity: number }>('/api/items/A1001')).env.body!.ownedQuantity >= 1);
    assert.equal((await partner.get<CollectionBookMaster[]>('/api/avatar/collection-book-masters')).env.body!.find((b) => b.id === 1)!.ownedCount, 1);
  });

  it('guests see the books without owned flags and cannot claim; bad ids', async () => {
    const g = await t.guest();
    const list = await g.get<CollectionBookMaster[]>('/api/avatar/collection-book-masters');
    assert.ok(list.env.body!.every((b) => b.ownedCount === 0 && !b.rewardPaid));
    assert.equal((await g.post('/api/avatar/collection-book-masters/1/reward', {})).statusCode, 401);
    const a = await t.login('zplus');
    assert.equal((await a.post('/api/avatar/collection-book-masters/99/reward', {})).statusCode, 404);
    assert.equal((await a.post('/api/avatar/collection-book-masters/2147483648/reward', {})).statusCode, 400);
    assert.equal((await a.get('/api/avatar/collection-book-masters/0')).statusCode, 400);
  });
});
