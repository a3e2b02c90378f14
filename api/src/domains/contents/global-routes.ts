// Global contents fetched on every navigation (SPEC §7): banners, shop, membership, mobile membership, main.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { asc, eq } from 'drizzle-orm';
import {
  Envelope,
  GlobalBannersSchema,
  GlobalMembershipSchema,
  GlobalShopSchema,
  MainContentsSchema,
  type GlobalMembership,
  type Publisher,
  type ShopProduct,
} from '@hanpan/contracts';
import { banners, faqArticles, faqCategories, games, plusProducts, shopProducts, type PlusProductRow } from '../../db/schema/index.js';
import { TtlCache } from '../../lib/cache.js';
import { ok } from '../../lib/envelope.js';
import { activeMaintenances, isInMaintenance } from '../games/service.js';
import { bannerView, plusProductView, shopProductView } from './views.js';
import { readableCategories } from '../services/readableCategories.js';
import { soldOnPublisher } from '../inventory/member-only-avatars.js';

/** Game money worth one endorphin (shown on the endorphin shop). */
export const ENDORPHIN_UNIT_MONEY = 10_000_000n;
/** Plus products offered on the mobile site (main tiers and the pet / lucky-flip options). */
const MOBILE_OPTION_GROUPS = new Set(['PET', 'LUCKY_FLIP']);

function membershipCatalogue(rows: PlusProductRow[], mobile: boolean): GlobalMembership {
  const out: GlobalMembership = { main: {}, option: {}, item: [] };
  for (const r of rows) {
    if (r.type === 'MAIN') out.main[r.code] = plusProductView(r);
    else if (r.type === 'ITEM') out.item.push(plusProductView(r));
    else if (!mobile || MOBILE_OPTION_GROUPS.has(r.groupType ?? '')) (out.option[r.groupType ?? 'ETC'] ??= []).push(plusProductView(r));
  }
  return out;
}

export async function globalContentRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.db;
  const cache = new TtlCache(5_000);

  app.get('/api/contents/global/banner', { schema: { response: { 200: Envelope(GlobalBannersSchema) } } }, async (req) => {
    const publisher = req.site.publisher;
    const body = await cache.get(`banner:${publisher}`, async () => {
      const rows = await db.select().from(banners).where(eq(banners.publisher, publisher)).orderBy(asc(banners.sortOrder));
      const by = (area: string) => rows.filter((r) => r.area === area).map(bannerView);
      return {
        lnb: by('lnb'),
        doubleDay: by('double-day'),
        subTitle: { shop: by('shop'), plus: by('plus'), vip: by('vip') },
        floating: by('floating'),
        main: by('main'),
      };
    });
    return ok(body);
  });

  // by publisher: the partner channel has no Plus, so no 회원 전용 아바타 either (SPEC §6)
  app.get('/api/contents/global/shop', { schema: { response: { 200: Envelope(GlobalShopSchema) } } }, async (req) => {
    const publisher = req.site.publisher;
    return ok(await cache.get(`shop:${publisher}`, () => loadShop(publisher)));
  });
  async function loadShop(publisher: Publisher) {
    const all = (await db.select().from(shopProducts).orderBy(asc(shopProducts.sortOrder))).map(shopProductView);
    const rows = all.filter((p) => soldOnPublisher(publisher, p));
    const shops: Record<string, ShopProduct[]> = { BEST: rows.filter((p) => p.best) };
    for (const p of rows) (shops[p.category.toUpperCase()] ??= []).push(p);
    const subStore: Record<string, ShopProduct[]> = {};
    for (const p of rows) if (p.subStore) (subStore[p.subStore] ??= []).push(p);
    return { shops, subStore, endorphinUnitMoney: ENDORPHIN_UNIT_MONEY.toString() };
  }

  const plusRows = () => cache.get('plus', () => db.select().from(plusProducts).orderBy(asc(plusProducts.sortOrder)));
  app.get('/api/contents/global/membership', { schema: { response: { 200: Envelope(GlobalMembershipSchema) } } }, async () =>
    ok(membershipCatalogue(await plusRows(), false)),
  );
  app.get('/api/contents/global/mobile-membership', { schema: { response: { 200: Envelope(GlobalMembershipSchema) } } }, async () =>
    ok(membershipCatalogue(await plusRows(), true)),
  );

  app.get('/api/contents/main', { schema: { response: { 200: Envelope(MainContentsSchema) } } }, async (req) => {
    const bannerRows = await db.select().from(banners).where(eq(banners.publisher, req.site.publisher)).orderBy(asc(banners.sortOrder));
    const gameRows = await db.select().from(games).orderBy(asc(games.sortOrder));
    const maint = await activeMaintenances(db);
    const best = await db.select().from(shopProducts).where(eq(shopProducts.best, true)).orderBy(asc(shopProducts.sortOrder));
    const notices = await db
      .select({ id: faqArticles.id, title: faqArticles.title, categoryName: faqCategories.name })
      .from(faqArticles)
      .innerJoin(faqCategories, eq(faqCategories.id, faqArticles.categoryId))
      .where(readableCategories(req.site.publisher))
      .orderBy(asc(faqCategories.sortOrder), asc(faqArticles.sortOrder))
      .limit(5);
    return ok({
      banners: bannerRows.filter((b) => b.area === 'main' || b.area === 'lnb').map(bannerView),
      games: gameRows.map((g) => ({ id: g.id, name: g.name, className: g.className, isRemastered: g.isRemastered, inMaintenance: isInMaintenance(maint, g.id) })),
      bestProducts: best.map(shopProductView),
      notices,
    });
  });
}
