// Avatar collection book, frequent avatar purchases, the worn avatar, items (catalogue detail + member inventory), coupons, memos.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { and, asc, count, countDistinct, desc, eq, isNull, not, sql } from 'drizzle-orm';
import {
  AvatarWearRequestSchema,
  AvatarWearResultSchema,
  CollectionBookMasterSchema,
  CollectionBookRewardResultSchema,
  COUPON_BOX_CATEGORIES,
  CouponSchema,
  CouponUseResultSchema,
  Envelope,
  FrequentAvatarSchema,
  InventoryItemSchema,
  ItemDetailSchema,
  MEMBERSHIP_COUPON_CATEGORIES,
  MemoSchema,
  PageSchema,
  Id,
  Text,
  pageFields,
} from '@hanpan/contracts';
import { withParticle } from '@hanpan/contracts/korean';
import { coupons, inventoryItems, memos, orders, plusProducts, shopProducts } from '../../db/schema/index.js';
import { ok } from '../../lib/envelope.js';
import { notFound } from '../../lib/errors.js';
import { idempotent } from '../../lib/idempotency.js';
import { pageRequest, toPage } from '../../lib/paging.js';
import { loggedInMember, requireMember } from '../../plugins/context.js';
import { JOKER_CATCH, JOKER_TIERS, MINI_GAMES } from '../../sandbox/fulfilments.js';
import { shopProductView } from '../contents/views.js';
import { bookViews, payCollectionReward } from './collection-book.js';
import { couponBoxView, couponUsableSql, couponView, inEffectSql, useCoupon } from './coupons.js';
import { gradeUpCouponRules } from '../vip/service.js';
import { soldOnPublisher } from './member-only-avatars.js';
import { useTypeOf, useUrlOf } from './item-use.js';
import { activeInventory } from './membership-items.js';
import { wearAvatar } from './worn-avatar.js';

/** Product codes as the catalogue writes them; anything else is simply not a product (404). */
const PRODUCT_CODE = /^[A-Za-z0-9]{2,20}$/;

const dateOrNull = (d: Date | null) => (d ? d.toISOString() : null);

export async function inventoryRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.db;

  // Public catalogue; "owned" flags only for a logged-in member (loggedInMember).
  app.get('/api/avatar/collection-book-masters', { schema: { response: { 200: Envelope(Type.Array(CollectionBookMasterSchema)) } } }, async (req) =>
    ok(await bookViews(db, loggedInMember(req))),
  );

  app.get(
    '/api/avatar/collection-book-masters/:id',
    { schema: { params: Type.Object({ id: Id({ title: '컬렉션북 번호' }) }), response: { 200: Envelope(CollectionBookMasterSchema) } } },
    async (req) => {
      const [book] = await bookViews(db, loggedInMember(req), req.params.id);
      if (!book) throw notFound('컬렉션북을 찾을 수 없습니다.');
      return ok(book);
    },
  );

  // The reward of a completed book: paid once through the ledger (Idempotency-Key replays the first answer).
  app.post(
    '/api/avatar/collection-book-masters/:id/reward',
    { schema: { params: Type.Object({ id: Id({ title: '컬렉션북 번호' }) }), response: { 200: Envelope(CollectionBookRewardResultSchema) } } },
    async (req) => {
      const m = requireMember(req);
      const r = await idempotent(req, m.id, 'collection-book.reward', (tx, key) => payCollectionReward(tx, m, req.params.id, key));
      return ok(r, '컬렉션 완성 보상을 받았습니다.');
    },
  );

  app.get(
    '/api/avatar/payment/frequent',
    {
      schema: {
        querystring: Type.Object({ platform: Type.Optional(Type.Union([Type.Literal('PC'), Type.Literal('MOBILE')], { default: 'PC', title: '이용 기기' })) }),
        response: { 200: Envelope(Type.Array(FrequentAvatarSchema)) },
      },
    },
    async (req) => {
      const m = requireMember(req);
      const counts = new Map<string, number>();
      const rows = await db.select({ params: orders.params }).from(orders).where(and(eq(orders.memberId, m.id), eq(orders.kind, 'shop'), eq(orders.status, 'COMPLETED')));
      for (const r of rows) for (const code of (r.params.codes ?? '').split(',').filter(Boolean)) counts.set(code, (counts.get(code) ?? 0) + 1);
      const avatars = await db.select().from(shopProducts).where(eq(shopProducts.kind, 'A')).orderBy(asc(shopProducts.sortOrder));
      // What this member bought, most often first (ties: catalogue order).
      const list = avatars
        .map((p) => ({ product: shopProductView(p), purchaseCount: counts.get(p.code) ?? 0 }))
        .filter((a) => a.purchaseCount > 0)
        .sort((a, b) => b.purchaseCount - a.purchaseCount)
        .slice(0, 6);
      return ok(list);
    },
  );

  // 착용하기: an avatar the member holds becomes the worn one (members.avatarId, read by the member
  // state). 422 ERROR_AVATAR_NOT_OWNED for any other; an Idempotency-Key replays the first answer.
  app.put(
    '/api/avatar/worn',
    { schema: { body: AvatarWearRequestSchema, response: { 200: Envelope(AvatarWearResultSchema) } } },
    async (req) => {
      const m = requireMember(req);
      const r = await idempotent(req, m.id, 'avatar.wear', (tx) => wearAvatar(tx, m.id, req.body.avatarCode));
      return ok(r, `${withParticle(r.name, '을')} 착용했습니다.`);
    },
  );

  app.get(
    '/api/items/:code',
    { schema: { params: Type.Object({ code: Text(40, { title: '상품 코드' }) }), response: { 200: Envelope(ItemDetailSchema) } } },
    async (req) => {
      const code = req.params.code.toUpperCase();
      const [p] = PRODUCT_CODE.test(code) ? await db.select().from(shopProducts).where(eq(shopProducts.code, code)).limit(1) : [];
      // the partner channel's shop has no 회원 전용 아바타 (global shop): not by its address either
      if (!p || !soldOnPublisher(req.site.publisher, p)) throw notFound('상품을 찾을 수 없습니다.');
      let ownedQuantity = 0;
      let usable: typeof inventoryItems.$inferSelect | undefined;
      const member = loggedInMember(req);
      if (member) {
        const copies = await db
          .select()
          .from(inventoryItems)
          .where(and(activeInventory(member.id), eq(inventoryItems.productCode, p.code)))
          .orderBy(asc(inventoryItems.acquiredAt), asc(inventoryItems.id));
        ownedQuantity = copies.reduce((n, c) => n + c.quantity, 0);
        usable = copies.find((c) => useTypeOf(c) !== null);
      }
      const game = MINI_GAMES[p.code];
      return ok({
        product: shopProductView(p),
        ownedQuantity,
        usableItemId: usable?.id ?? null,
        useUrl: usable ? useUrlOf(usable) : null,
        miniGame: game ? { eventName: game.eventName, prizes: game.prizes.map(String) } : null,
        requiredMainCodes: p.code === JOKER_CATCH ? [...JOKER_TIERS] : [],
      });
    },
  );

  app.get(
    '/api/items',
    {
      schema: {
        querystring: Type.Object({ ...pageFields(10), kind: Type.Optional(Type.Union([Type.Literal('I'), Type.Literal('A'), Type.Literal('E')], { title: '아이템 종류' })) }),
        response: { 200: Envelope(PageSchema(InventoryItemSchema)) },
      },
    },
    async (req) => {
      const m = requireMember(req);
      const pr = pageRequest(req.query, 10);
      const where = and(activeInventory(m.id), req.query.kind ? eq(inventoryItems.kind, req.query.kind) : undefined);
      // One row per product code: three purchases of an avatar are one avatar ×3, not three rows.
      const [total] = await db.select({ n: countDistinct(inventoryItems.productCode) }).from(inventoryItems).where(where);
      const groups = db
        .select({
          // the copy 사용 takes first: the oldest, as GET /api/items/{code} picks it
          firstId: sql<number>`(array_agg(${inventoryItems.id} order by ${inventoryItems.acquiredAt}, ${inventoryItems.id}))[1]`.as('first_id'),
          lastId: sql<number>`max(${inventoryItems.id})`.as('last_id'),
          quantity: sql<number>`sum(${inventoryItems.quantity})::int`.as('total_quantity'),
          lastAcquiredAt: sql<Date>`max(${inventoryItems.acquiredAt})`.mapWith(inventoryItems.acquiredAt).as('last_acquired_at'),
          // a period item lasts until its latest copy expires; one copy without expiry keeps it for good
          expiresAt: sql<Date | null>`case when bool_and(${inventoryItems.expiresAt} is not null) then max(${inventoryItems.expiresAt}) end`
            .mapWith(inventoryItems.expiresAt)
            .as('latest_expires_at'),
        })
        .from(inventoryItems)
        .where(where)
        .groupBy(inventoryItems.productCode)
        .as('groups');
      const rows = await db
        // membership items (the gold item PI0001) are Plus products, not shop products
        .select({
          item: inventoryItems,
          quantity: groups.quantity,
          acquiredAt: groups.lastAcquiredAt,
          expiresAt: groups.expiresAt,
          imageUrl: sql<string | null>`coalesce(${shopProducts.imageUrl}, ${plusProducts.imageUrl})`,
          avatarId: shopProducts.avatarId,
        })
        .from(groups)
        .innerJoin(inventoryItems, eq(inventoryItems.id, groups.firstId))
        .leftJoin(shopProducts, eq(shopProducts.code, inventoryItems.productCode))
        .leftJoin(plusProducts, eq(plusProducts.code, inventoryItems.productCode))
        // most recently acquired first
        .orderBy(desc(groups.lastAcquiredAt), desc(groups.lastId))
        .limit(pr.size)
        .offset(pr.offset);
      return ok(
        toPage(
          rows.map(({ item: i, quantity, acquiredAt, expiresAt, imageUrl, avatarId }) => ({
            id: i.id,
            code: i.productCode,
            kind: i.kind,
            name: i.name,
            imageUrl: imageUrl ?? '',
            quantity,
            isMembershipItem: i.isMembershipItem,
            acquiredAt: acquiredAt.toISOString(),
            expiresAt: dateOrNull(expiresAt),
            useUrl: useUrlOf(i),
            useType: useTypeOf(i),
            avatarId: i.kind === 'A' ? avatarId : null,
          })),
          pr,
          Number(total?.n ?? 0),
        ),
      );
    },
  );

  // the ones in effect now first (QA: one applied was on page 2 behind three that must wait for it), then
  // the ones still to use (a used one kept its `usable` flag: QA saw them before the usable ones), soonest to expire first
  const couponBoxOrder = (now: Date) => [sql`coalesce(${inEffectSql(now)}, false) desc`, desc(coupons.usable), sql`${coupons.usedAt} is null desc`, asc(coupons.expiresAt), asc(coupons.id)];

  app.get(
    '/api/coupons',
    {
      schema: {
        querystring: Type.Object({ ...pageFields(3), category: Type.Optional(Type.Union(COUPON_BOX_CATEGORIES.map((c) => Type.Literal(c)), { default: 'pokerTotal', title: '쿠폰 분류' })) }),
        response: { 200: Envelope(PageSchema(CouponSchema)) },
      },
    },
    async (req) => {
      const m = requireMember(req);
      const pr = pageRequest(req.query, 3);
      const where = and(eq(coupons.memberId, m.id), eq(coupons.category, req.query.category ?? 'pokerTotal'));
      const [total] = await db.select({ n: count() }).from(coupons).where(where);
      const now = new Date();
      const rows = await db.select().from(coupons).where(where).orderBy(...couponBoxOrder(now)).limit(pr.size).offset(pr.offset);
      const views = await Promise.all(rows.map((c) => couponBoxView(db, c, gradeUpCouponRules(m), now)));
      return ok(toPage(views, pr, Number(total?.n ?? 0)));
    },
  );

  app.get(
    '/api/coupons/membership',
    {
      schema: {
        querystring: Type.Object({
          category: Type.Optional(Type.Union(MEMBERSHIP_COUPON_CATEGORIES.map((c) => Type.Literal(c)), { default: 'plusfree', title: '쿠폰 분류' })),
          usable: Type.Optional(Type.Boolean({ default: true, title: '사용 가능 여부' })),
        }),
        response: { 200: Envelope(Type.Array(CouponSchema)) },
      },
    },
    async (req) => {
      const m = requireMember(req);
      const now = new Date();
      const usable = couponUsableSql(now);
      const rows = await db
        .select()
        .from(coupons)
        .where(and(eq(coupons.memberId, m.id), eq(coupons.category, req.query.category ?? 'plusfree'), (req.query.usable ?? true) ? usable : not(usable)))
        .orderBy(asc(coupons.expiresAt));
      return ok(rows.map((c) => couponView(c, now)));
    },
  );

  // 사용하기 in the coupon box: a game coupon is turned on (the game applies it from now), a VIP
  // 등급 상향권 raises this month's VIP benefits. The others are taken by their flow (coupons.ts).
  app.post(
    '/api/coupons/:id/use',
    { schema: { params: Type.Object({ id: Id({ title: '쿠폰 번호' }) }), response: { 200: Envelope(CouponUseResultSchema) } } },
    async (req) => {
      const m = requireMember(req);
      const result = await idempotent(req, m.id, 'coupon.use', (tx) => useCoupon(tx, m.id, req.params.id, gradeUpCouponRules(m)));
      return ok(result, result.message);
    },
  );

  const memoView = (x: typeof memos.$inferSelect) => ({
    id: x.id,
    sender: x.sender,
    title: x.title,
    content: x.content,
    isRead: x.readAt !== null,
    createdAt: x.createdAt.toISOString(),
  });

  app.get(
    '/api/memos',
    {
      schema: {
        querystring: Type.Object({ ...pageFields(10), unreadOnly: Type.Optional(Type.Boolean({ title: '읽음 여부' })) }),
        response: { 200: Envelope(PageSchema(MemoSchema)) },
      },
    },
    async (req) => {
      const m = requireMember(req);
      const pr = pageRequest(req.query, 10);
      const where = and(eq(memos.memberId, m.id), req.query.unreadOnly ? isNull(memos.readAt) : undefined);
      const [total] = await db.select({ n: count() }).from(memos).where(where);
      // unread first (the personal zone opens this list from its unread count), newest first within each
      const rows = await db
        .select()
        .from(memos)
        .where(where)
        .orderBy(sql`${memos.readAt} is not null`, desc(memos.createdAt), desc(memos.id))
        .limit(pr.size)
        .offset(pr.offset);
      return ok(toPage(rows.map(memoView), pr, Number(total?.n ?? 0)));
    },
  );

  app.put(
    '/api/memos/:id/read',
    { schema: { params: Type.Object({ id: Id({ title: '쪽지 번호' }) }), response: { 200: Envelope(MemoSchema) } } },
    async (req) => {
      const m = requireMember(req);
      // Someone else's memo is indistinguishable from a missing one.
      const [row] = await db
        .update(memos)
        .set({ readAt: sql`coalesce(${memos.readAt}, now())` })
        .where(and(eq(memos.id, req.params.id), eq(memos.memberId, m.id)))
        .returning();
      if (!row) throw notFound('쪽지를 찾을 수 없습니다.');
      return ok(memoView(row));
    },
  );
}
