// Free recharge, SMS (outbox only), FAQ, PC-bang subscription and championship apply.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { and, asc, count, eq, gte, ilike, or, sql } from 'drizzle-orm';
import {
  ChampionshipApplyBodySchema,
  ChampionshipCountSchema,
  ClassicDownloadSmsBodySchema,
  Envelope,
  FaqCategorySchema,
  FaqDetailSchema,
  FaqSummarySchema,
  FreeChargeResultSchema,
  MobileShopSmsBodySchema,
  PageSchema,
  PcBangSubscriptionSchema,
  SmsResultSchema,
  type PcBangSubscription,
} from '@hanpan/contracts';
import type { Db, Tx } from '../../db/client.js';
import { championshipApplications, faqArticles, faqCategories, ledger, pcBangIps, smsOutbox } from '../../db/schema/index.js';
import { ok } from '../../lib/envelope.js';
import { conflict, notFound, ruleError, tooMany } from '../../lib/errors.js';
import { idempotent } from '../../lib/idempotency.js';
import { changeBalance, lockWallets } from '../../lib/ledger.js';
import { formatKoreanUnits } from '../../lib/money.js';
import { kstStartOfDay, addDays } from '../../lib/time.js';
import { requireMember } from '../../plugins/context.js';

/** Free recharge rule: when money is below 1억, once per Korean calendar day, top up by 3억. */
export const FREE_CHARGE_THRESHOLD = 100_000_000n;
export const FREE_CHARGE_AMOUNT = 300_000_000n;

/** SMS limits: one message per number per minute, 3 per number and 10 per member per day. */
const SMS_NUMBER_COOLDOWN_MS = 60_000;
const SMS_PER_NUMBER_PER_DAY = 3;
const SMS_PER_MEMBER_PER_DAY = 10;

const normalizePhone = (p: string) => p.replace(/-/g, '');
const maskPhone = (p: string) => `${p.slice(0, 3)}-****-${p.slice(-4)}`;

/** Current championship round: year*100 + month in Korea time (one round a month). */
export function currentChampionshipRound(now = new Date()): number {
  const k = new Date(now.getTime() + 9 * 3600_000);
  return k.getUTCFullYear() * 100 + k.getUTCMonth() + 1;
}

async function sendSms(tx: Tx, memberId: number, kind: 'classic-download' | 'mobile-shop-url', phone: string, body: string, storeType: string | null) {
  const now = Date.now();
  const dayStart = kstStartOfDay(new Date(now));
  const [perMember] = await tx.select({ n: count() }).from(smsOutbox).where(and(eq(smsOutbox.memberId, memberId), gte(smsOutbox.createdAt, dayStart)));
  if (Number(perMember?.n ?? 0) >= SMS_PER_MEMBER_PER_DAY) throw tooMany('오늘 보낼 수 있는 문자 수를 모두 사용했습니다. 내일 다시 시도해 주세요.');
  const [recent] = await tx
    .select({ n: count() })
    .from(smsOutbox)
    .where(and(eq(smsOutbox.phoneNumber, phone), gte(smsOutbox.createdAt, new Date(now - SMS_NUMBER_COOLDOWN_MS))));
  if (Number(recent?.n ?? 0) > 0) throw tooMany('같은 번호로는 1분에 한 번만 보낼 수 있습니다. 잠시 후 다시 시도해 주세요.');
  const [perNumber] = await tx.select({ n: count() }).from(smsOutbox).where(and(eq(smsOutbox.phoneNumber, phone), gte(smsOutbox.createdAt, dayStart)));
  if (Number(perNumber?.n ?? 0) >= SMS_PER_NUMBER_PER_DAY) throw tooMany('이 번호로는 오늘 더 이상 문자를 보낼 수 없습니다.');
  await tx.insert(smsOutbox).values({ memberId, kind, phoneNumber: phone, storeType, body });
  return { sent: true, maskedPhoneNumber: maskPhone(phone) };
}

function clientIp(req: FastifyRequest): string {
  return req.ip.replace(/^::ffff:/, '');
}

async function pcBangOf(db: Db, ip: string): Promise<PcBangSubscription> {
  const [row] = await db.select().from(pcBangIps).where(eq(pcBangIps.ip, ip)).limit(1);
  if (!row) return { subscribe: false, type: 'NONE', ip, name: null, receivableCapsuleFreeTicket: 0 };
  return { subscribe: true, type: row.type, ip, name: row.name, receivableCapsuleFreeTicket: row.receivableCapsuleFreeTicket };
}

export async function serviceRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.db;

  app.post('/api/money/members/charge', { schema: { response: { 200: Envelope(FreeChargeResultSchema) } } }, async (req) => {
    const m = requireMember(req);
    const result = await idempotent(req, m.id, 'money.free-charge', async (tx, key) => {
      const wallet = (await lockWallets(tx, [m.id])).get(m.id)!;
      const today = kstStartOfDay();
      const next = addDays(today, 1).toISOString();
      if (wallet.money >= FREE_CHARGE_THRESHOLD) {
        throw ruleError('ERROR_CHARGE_MONEY_ENOUGH', `무료 충전은 보유 머니가 ${formatKoreanUnits(FREE_CHARGE_THRESHOLD)} 미만일 때만 받을 수 있습니다.`, { threshold: FREE_CHARGE_THRESHOLD.toString() });
      }
      const [done] = await tx
        .select({ n: count() })
        .from(ledger)
        .where(and(eq(ledger.memberId, m.id), eq(ledger.reason, 'FREE_CHARGE'), gte(ledger.createdAt, today)));
      if (Number(done?.n ?? 0) > 0) throw ruleError('ERROR_CHARGE_ALREADY_TODAY', '무료 충전은 하루에 한 번만 받을 수 있습니다. 내일 다시 이용해 주세요.', { nextChargeAvailableAt: next });
      const r = await changeBalance(tx, { memberId: m.id, currency: 'money', amount: FREE_CHARGE_AMOUNT, reason: 'FREE_CHARGE', idempotencyKey: key });
      return { chargedMoney: FREE_CHARGE_AMOUNT.toString(), money: r.balanceAfter.toString(), nextChargeAvailableAt: next };
    });
    return ok(result, `게임머니 ${formatKoreanUnits(FREE_CHARGE_AMOUNT)}이 무료 충전되었습니다.`);
  });

  app.post(
    '/api/sms/send/classic-download',
    { schema: { body: ClassicDownloadSmsBodySchema, response: { 200: Envelope(SmsResultSchema) } } },
    async (req) => {
      const m = requireMember(req);
      const phone = normalizePhone(req.body.userPhoneNumber);
      const storeName = { GOOGLE: 'Google Play', APPLE: 'App Store', ONESTORE: 'ONE store' }[req.body.storeType];
      const r = await idempotent(req, m.id, 'sms.classic-download', (tx) =>
        sendSms(tx, m.id, 'classic-download', phone, `[한판] 한판 클래식 모바일 다운로드(${storeName}): https://hanpan.example/download/${req.body.storeType.toLowerCase()}`, req.body.storeType),
      );
      return ok(r, '문자를 보냈습니다.');
    },
  );

  app.post('/api/sms/send/mobile-shop-url', { schema: { body: MobileShopSmsBodySchema, response: { 200: Envelope(SmsResultSchema) } } }, async (req) => {
    const m = requireMember(req);
    const phone = normalizePhone(req.body.phoneNumber);
    const r = await idempotent(req, m.id, 'sms.mobile-shop-url', (tx) => sendSms(tx, m.id, 'mobile-shop-url', phone, '[한판] 모바일 상점 바로가기: https://m.hanpan.example/mobile/shop', null));
    return ok(r, '문자를 보냈습니다.');
  });

  app.get('/api/faq/category', { schema: { response: { 200: Envelope(Type.Array(FaqCategorySchema)) } } }, async () => {
    const rows = await db
      .select({ id: faqCategories.id, name: faqCategories.name, articleCount: sql<number>`count(${faqArticles.id})::int` })
      .from(faqCategories)
      .leftJoin(faqArticles, eq(faqArticles.categoryId, faqCategories.id))
      .groupBy(faqCategories.id, faqCategories.name, faqCategories.sortOrder)
      .orderBy(asc(faqCategories.sortOrder));
    return ok(rows.map((r) => ({ ...r, articleCount: Number(r.articleCount) })));
  });

  app.get(
    '/api/faq/list',
    {
      schema: {
        querystring: Type.Object({
          categoryId: Type.Optional(Type.Integer({ minimum: 1 })),
          keyWord: Type.Optional(Type.String({ maxLength: 50 })),
          page: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
          pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
        }),
        response: { 200: Envelope(PageSchema(FaqSummarySchema)) },
      },
    },
    async (req) => {
      const page = req.query.page ?? 0;
      const size = req.query.pageSize ?? 10;
      const kw = req.query.keyWord?.trim();
      const like = kw ? `%${kw.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
      const where = and(
        req.query.categoryId ? eq(faqArticles.categoryId, req.query.categoryId) : undefined,
        like ? or(ilike(faqArticles.title, like), ilike(faqArticles.content, like)) : undefined,
      );
      const [total] = await db.select({ n: count() }).from(faqArticles).where(where);
      const rows = await db
        .select({ id: faqArticles.id, categoryId: faqArticles.categoryId, categoryName: faqCategories.name, title: faqArticles.title })
        .from(faqArticles)
        .innerJoin(faqCategories, eq(faqCategories.id, faqArticles.categoryId))
        .where(where)
        .orderBy(asc(faqCategories.sortOrder), asc(faqArticles.sortOrder), asc(faqArticles.id))
        .limit(size)
        .offset(page * size);
      const n = Number(total?.n ?? 0);
      return ok({ content: rows, page, size, totalElements: n, totalPages: Math.ceil(n / size) });
    },
  );

  app.get(
    '/api/faq/detail/:id',
    { schema: { params: Type.Object({ id: Type.Integer({ minimum: 1 }) }), response: { 200: Envelope(FaqDetailSchema) } } },
    async (req) => {
      const [row] = await db
        .select({ a: faqArticles, categoryName: faqCategories.name })
        .from(faqArticles)
        .innerJoin(faqCategories, eq(faqCategories.id, faqArticles.categoryId))
        .where(eq(faqArticles.id, req.params.id))
        .limit(1);
      if (!row) throw notFound('FAQ를 찾을 수 없습니다.');
      return ok({ id: row.a.id, categoryId: row.a.categoryId, categoryName: row.categoryName, title: row.a.title, content: row.a.content, createdAt: row.a.createdAt.toISOString() });
    },
  );

  app.get('/api/pc-bang/subscription', { schema: { response: { 200: Envelope(PcBangSubscriptionSchema) } } }, async (req) => {
    requireMember(req);
    return ok(await pcBangOf(db, clientIp(req)));
  });

  app.get(
    '/api/pc-bang/championship/count',
    { schema: { querystring: Type.Object({ round: Type.Optional(Type.Integer({ minimum: 1 })) }), response: { 200: Envelope(ChampionshipCountSchema) } } },
    async (req) => {
      const m = requireMember(req);
      const round = req.query.round ?? currentChampionshipRound();
      const [all] = await db.select({ n: count() }).from(championshipApplications).where(eq(championshipApplications.round, round));
      const [mine] = await db
        .select({ n: count() })
        .from(championshipApplications)
        .where(and(eq(championshipApplications.round, round), eq(championshipApplications.memberId, m.id)));
      return ok({ round, count: Number(all?.n ?? 0), applied: Number(mine?.n ?? 0) > 0 });
    },
  );

  app.post(
    '/api/pc-bang/championship/apply',
    { schema: { body: ChampionshipApplyBodySchema, response: { 200: Envelope(ChampionshipCountSchema) } } },
    async (req) => {
      const m = requireMember(req);
      const round = req.body.round;
      if (round !== currentChampionshipRound()) throw ruleError('ERROR_ROUND_CLOSED', '신청 기간이 아닌 회차입니다.', { currentRound: currentChampionshipRound() });
      const ip = clientIp(req);
      const pc = await pcBangOf(db, ip);
      if (!pc.subscribe) throw ruleError('ERROR_NOT_PC_BANG', '한판 가맹 PC방에서만 챔피언십을 신청할 수 있습니다.', { ip });
      const r = await idempotent(req, m.id, 'championship.apply', async (tx) => {
        const inserted = await tx.insert(championshipApplications).values({ memberId: m.id, round, ip }).onConflictDoNothing().returning({ id: championshipApplications.id });
        if (inserted.length === 0) throw conflict('이미 이번 회차 챔피언십에 신청했습니다.');
        const [all] = await tx.select({ n: count() }).from(championshipApplications).where(eq(championshipApplications.round, round));
        return { round, count: Number(all?.n ?? 0), applied: true };
      });
      return ok(r, '챔피언십 신청이 완료되었습니다.');
    },
  );
}
