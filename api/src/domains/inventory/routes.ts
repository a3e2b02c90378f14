// Avatar collection book, frequent avatar purchases, items (catalogue detail + member inventory), coupons, memos.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { and, asc, count, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  CollectionBookMasterSchema,
  CouponSchema,
  Envelope,
  FrequentAvatarSchema,
  InventoryItemSchema,
  ItemDetailSchema,
  MemoSchema,
  PageSchema,
  type CollectionBookMaster,
} from '@hanpan/contracts';
import type { Db } from '../../db/client.js';
import { collectionBooks, coupons, inventoryItems, memos, orders, shopProducts, type MemberRow } from '../../db/schema/index.js';
import { ok } from '../../lib/envelope.js';
import { notFound } from '../../lib/errors.js';
import { pageQuery, pageRequest, toPage } from '../../lib/paging.js';
import { requireMember } from '../../plugins/context.js';
import { shopProductView } from '../contents/views.js';

const MINI_GAME_CODES = new Set(['C1472', 'C1212', 'C1165', 'C1431', 'C1432', 'C1433', 'C703']);

async function ownedCodes(db: Db, member: MemberRow | null): Promise<Set<string>> {
  if (!member) return new Set();
  const rows = await db
    .selectDistinct({ code: inventoryItems.productCode })
    .from(inventoryItems)
    .where(and(eq(inventoryItems.memberId, member.id), isNull(inventoryItems.usedAt)));
  return new Set(rows.map((r) => r.code));
}

async function bookViews(db: Db, member: MemberRow | null, id?: number): Promise<CollectionBookMaster[]> {
  const books = await db
    .select()
    .from(collectionBooks)
    .where(id === undefined ? undefined : eq(collectionBooks.id, id))
    .orderBy(asc(collectionBooks.id));
  const codes = [...new Set(books.flatMap((b) => b.avatarCodes))];
  const products = codes.length ? await db.select().from(shopProducts).where(inArray(shopProducts.code, codes)) : [];
  const owned = await ownedCodes(db, member);
  return books.map((b) => {
    const avatars = b.avatarCodes.map((code) => {
      const p = products.find((x) => x.code === code);
      return { code, name: p?.name ?? code, imageUrl: p?.imageUrl ?? '', owned: owned.has(code) };
    });
    const ownedCount = avatars.filter((a) => a.owned).length;
    return {
      id: b.id,
      name: b.name,
      description: b.description,
      imageUrl: b.imageUrl,
      rewardMoney: b.rewardMoney.toString(),
      avatars,
      ownedCount,
      totalCount: avatars.length,
      completed: ownedCount === avatars.length,
    };
  });
}

const dateOrNull = (d: Date | null) => (d ? d.toISOString() : null);

export async function inventoryRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.db;

  // Public catalogue; "owned" flags only for a logged-in member.
  app.get('/api/avatar/collection-book-masters', { schema: { response: { 200: Envelope(Type.Array(CollectionBookMasterSchema)) } } }, async (req) =>
    ok(await bookViews(db, req.member)),
  );

  app.get(
    '/api/avatar/collection-book-masters/:id',
    { schema: { params: Type.Object({ id: Type.Integer({ minimum: 1 }) }), response: { 200: Envelope(CollectionBookMasterSchema) } } },
    async (req) => {
      const [book] = await bookViews(db, req.member, req.params.id);
      if (!book) throw notFound('컬렉션 북을 찾을 수 없습니다.');
      return ok(book);
    },
  );

  app.get(
    '/api/avatar/payment/frequent',
    {
      schema: {
        querystring: Type.Object({ platform: Type.Optional(Type.Union([Type.Literal('PC'), Type.Literal('MOBILE')], { default: 'PC' })) }),
        response: { 200: Envelope(Type.Array(FrequentAvatarSchema)) },
      },
    },
    async (req) => {
      const m = requireMember(req);
      const counts = new Map<string, number>();
      const rows = await db.select({ params: orders.params }).from(orders).where(and(eq(orders.memberId, m.id), eq(orders.kind, 'shop'), eq(orders.status, 'COMPLETED')));
      for (const r of rows) for (const code of (r.params.codes ?? '').split(',').filter(Boolean)) counts.set(code, (counts.get(code) ?? 0) + 1);
      const avatars = await db.select().from(shopProducts).where(eq(shopProducts.kind, 'A')).orderBy(asc(shopProducts.sortOrder));
      // Most bought first; avatars never bought fill the list in catalogue order (best ones first).
      const list = avatars
        .map((p) => ({ product: shopProductView(p), purchaseCount: counts.get(p.code) ?? 0 }))
        .sort((a, b) => b.purchaseCount - a.purchaseCount || Number(b.product.best) - Number(a.product.best))
        .slice(0, 6);
      return ok(list);
    },
  );

  app.get(
    '/api/items/:code',
    { schema: { params: Type.Object({ code: Type.String({ pattern: '^[A-Za-z0-9]{2,20}$' }) }), response: { 200: Envelope(ItemDetailSchema) } } },
    async (req) => {
      const [p] = await db.select().from(shopProducts).where(eq(shopProducts.code, req.params.code.toUpperCase())).limit(1);
      if (!p) throw notFound('상품을 찾을 수 없습니다.');
      let ownedQuantity = 0;
      if (req.member) {
        const [row] = await db
          .select({ q: sql<number>`coalesce(sum(${inventoryItems.quantity}), 0)::int` })
          .from(inventoryItems)
          .where(and(eq(inventoryItems.memberId, req.member.id), eq(inventoryItems.productCode, p.code), isNull(inventoryItems.usedAt)));
        ownedQuantity = Number(row?.q ?? 0);
      }
      return ok({ product: shopProductView(p), ownedQuantity });
    },
  );

  app.get(
    '/api/items',
    {
      schema: {
        querystring: Type.Object({ ...pageQuery(10), kind: Type.Optional(Type.Union([Type.Literal('I'), Type.Literal('A'), Type.Literal('E')])) }),
        response: { 200: Envelope(PageSchema(InventoryItemSchema)) },
      },
    },
    async (req) => {
      const m = requireMember(req);
      const pr = pageRequest(req.query, 10);
      const now = new Date();
      const where = and(
        eq(inventoryItems.memberId, m.id),
        isNull(inventoryItems.usedAt),
        or(isNull(inventoryItems.expiresAt), gt(inventoryItems.expiresAt, now)),
        req.query.kind ? eq(inventoryItems.kind, req.query.kind) : undefined,
      );
      const [total] = await db.select({ n: count() }).from(inventoryItems).where(where);
      const rows = await db
        .select({ item: inventoryItems, imageUrl: shopProducts.imageUrl })
        .from(inventoryItems)
        .leftJoin(shopProducts, eq(shopProducts.code, inventoryItems.productCode))
        .where(where)
        .orderBy(desc(inventoryItems.acquiredAt), desc(inventoryItems.id))
        .limit(pr.size)
        .offset(pr.offset);
      return ok(
        toPage(
          rows.map(({ item: i, imageUrl }) => ({
            id: i.id,
            code: i.productCode,
            kind: i.kind,
            name: i.name,
            imageUrl: imageUrl ?? '',
            quantity: i.quantity,
            isMembershipItem: i.isMembershipItem,
            acquiredAt: i.acquiredAt.toISOString(),
            expiresAt: dateOrNull(i.expiresAt),
            useUrl: MINI_GAME_CODES.has(i.productCode) ? `/use/${i.id}?clientType=W&code=${i.productCode}` : null,
          })),
          pr,
          Number(total?.n ?? 0),
        ),
      );
    },
  );

  const couponView = (c: typeof coupons.$inferSelect) => ({
    id: c.id,
    category: c.category,
    name: c.name,
    description: c.description,
    benefit: c.benefit,
    usable: c.usable && !c.usedAt && c.expiresAt > new Date(),
    expiresAt: c.expiresAt.toISOString(),
    usedAt: dateOrNull(c.usedAt),
  });

  app.get(
    '/api/coupons',
    {
      schema: {
        querystring: Type.Object({ ...pageQuery(3), category: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$', default: 'pokerTotal' })) }),
        response: { 200: Envelope(PageSchema(CouponSchema)) },
      },
    },
    async (req) => {
      const m = requireMember(req);
      const pr = pageRequest(req.query, 3);
      const where = and(eq(coupons.memberId, m.id), eq(coupons.category, req.query.category ?? 'pokerTotal'));
      const [total] = await db.select({ n: count() }).from(coupons).where(where);
      const rows = await db.select().from(coupons).where(where).orderBy(desc(coupons.usable), asc(coupons.expiresAt), asc(coupons.id)).limit(pr.size).offset(pr.offset);
      return ok(toPage(rows.map(couponView), pr, Number(total?.n ?? 0)));
    },
  );

  app.get(
    '/api/coupons/membership',
    {
      schema: {
        querystring: Type.Object({
          category: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$', default: 'plusfree' })),
          usable: Type.Optional(Type.Boolean({ default: true })),
        }),
        response: { 200: Envelope(Type.Array(CouponSchema)) },
      },
    },
    async (req) => {
      const m = requireMember(req);
      const rows = await db
        .select()
        .from(coupons)
        .where(and(eq(coupons.memberId, m.id), eq(coupons.category, req.query.category ?? 'plusfree')))
        .orderBy(asc(coupons.expiresAt));
      const usable = req.query.usable ?? true;
      return ok(rows.map(couponView).filter((c) => c.usable === usable));
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
        querystring: Type.Object({ ...pageQuery(10), unreadOnly: Type.Optional(Type.Boolean()) }),
        response: { 200: Envelope(PageSchema(MemoSchema)) },
      },
    },
    async (req) => {
      const m = requireMember(req);
      const pr = pageRequest(req.query, 10);
      const where = and(eq(memos.memberId, m.id), req.query.unreadOnly ? isNull(memos.readAt) : undefined);
      const [total] = await db.select({ n: count() }).from(memos).where(where);
      const rows = await db.select().from(memos).where(where).orderBy(desc(memos.createdAt), desc(memos.id)).limit(pr.size).offset(pr.offset);
      return ok(toPage(rows.map(memoView), pr, Number(total?.n ?? 0)));
    },
  );

  app.put(
    '/api/memos/:id/read',
    { schema: { params: Type.Object({ id: Type.Integer({ minimum: 1 }) }), response: { 200: Envelope(MemoSchema) } } },
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
