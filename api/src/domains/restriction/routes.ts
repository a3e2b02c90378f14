// Game restriction status and self-set purchase limits (SPEC §4: upgrade/downgrade by PUT).
// Rules: lowering takes effect at once; a month (Korea time) in which the limit was lowered allows
// no raise until the next month; otherwise raising is allowed once per month, never above the legal
// monthly maximum (1,000,000원), and not while the member is under a game restriction.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { and, asc, count, desc, eq, gt, gte } from 'drizzle-orm';
import {
  Envelope,
  PageSchema,
  RestrictionUsageSchema,
  RestrictionChangeBodySchema,
  RestrictionChangeResultSchema,
  RestrictionHistorySchema,
  RestrictionSchema,
  type LimitInfo,
  type RestrictionChangeBody,
  type RestrictResultType,
  pageFields,
} from '@hanpan/contracts';
import type { AppConfig } from '../../config.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { gameRestrictions, payments, restrictionHistories, spendingLimits } from '../../db/schema/index.js';
import { ok } from '../../lib/envelope.js';
import { badRequest, ruleError } from '../../lib/errors.js';
import { idempotent } from '../../lib/idempotency.js';
import { lockWallets } from '../../lib/ledger.js';
import { getLimitState } from '../../lib/limits.js';
import { formatWon } from '../../lib/money.js';
import { pageRequest, toPage } from '../../lib/paging.js';
import { addDays, kstDotDate, kstDotDateTime, kstStartOfMonth, kstStartOfNextMonth } from '../../lib/time.js';
import { requireMember } from '../../plugins/context.js';
import { GAMES } from '../games/catalog.js';

/** YYYY-MM-DD of the Korean day of an instant. */
const kstIsoDate = (d: Date) => kstDotDate(d).replaceAll('.', '-');
// the limits a message names: both, 'no day limit' said as such (a lowering left it out)
const limitsText = (month: bigint, day: bigint | null) => `월 ${formatWon(month)}원, ${day !== null ? `일 ${formatWon(day)}원` : '일 한도 설정 안 함'}`;

/** The member lowered a limit this Korean month (a successful downgrade in the history). */
export async function loweredThisMonth(db: DbOrTx, memberId: number, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(restrictionHistories)
    .where(
      and(
        eq(restrictionHistories.memberId, memberId),
        eq(restrictionHistories.action, 'downgrade'),
        eq(restrictionHistories.resultType, 'success'),
        gte(restrictionHistories.createdAt, kstStartOfMonth(now)),
      ),
    );
  return Number(row?.n ?? 0) > 0;
}

export async function limitInfo(db: DbOrTx, config: AppConfig, memberId: number, now = new Date()): Promise<LimitInfo> {
  const s = await getLimitState(db, config, memberId, now);
  const raisedThisMonth = (s.lastRaisedAt !== null && s.lastRaisedAt >= kstStartOfMonth(now)) || (await loweredThisMonth(db, memberId, now));
  return {
    legalMonthLimit: s.legalMonthLimit.toString(),
    monthLimit: s.monthLimit.toString(),
    dayLimit: s.dayLimit === null ? null : s.dayLimit.toString(),
    usedThisMonth: s.usedThisMonth.toString(),
    usedToday: s.usedToday.toString(),
    remainingMonth: s.remainingMonth.toString(),
    remainingDay: s.remainingDay === null ? null : s.remainingDay.toString(),
    limitAmount: s.remaining.toString(),
    gameStakeLimit: s.gameStakeLimit.toString(),
    canRaise: !raisedThisMonth,
    nextRaiseAvailableDate: raisedThisMonth ? kstStartOfNextMonth(now).toISOString() : null,
  };
}

interface Decision {
  resultType: RestrictResultType;
  message: string;
  /** the limits asked for: applied on success, and shown in the history for refusals too */
  dayLimit: bigint | null;
  monthLimit: bigint;
  /** the limits in force when it was asked (a refusal keeps them) */
  before: { monthLimit: bigint; dayLimit: bigint | null };
}

function parseBody(body: RestrictionChangeBody): { month?: bigint; day?: bigint | null } {
  if (body.monthLimit === undefined && body.dayLimit === undefined) throw badRequest('변경할 월 구매 한도나 일 구매 한도를 입력해 주세요.');
  const month = body.monthLimit === undefined ? undefined : BigInt(body.monthLimit);
  const day = body.dayLimit === undefined ? undefined : body.dayLimit === null ? null : BigInt(body.dayLimit);
  if ((month !== undefined && month < 0n) || (day !== undefined && day !== null && day < 0n)) throw badRequest('한도는 0원 이상이어야 합니다.');
  return { month, day };
}

async function decide(tx: Tx, config: AppConfig, memberId: number, action: 'upgrade' | 'downgrade', body: RestrictionChangeBody): Promise<Decision> {
  const { month, day } = parseBody(body);
  // raising is decided on the new monthly limit: without it the request is refused, nothing changes
  if (action === 'upgrade' && month === undefined) throw badRequest('한도를 올리려면 새 월 구매 한도를 입력해 주세요.');
  const now = new Date();
  const s = await getLimitState(tx, config, memberId, now);
  const newMonth = month ?? s.monthLimit;
  const newDay = day === undefined ? s.dayLimit : day;
  // A change to the same limits would still count as this month's raise (or lowering): refuse it, write nothing.
  if (newMonth === s.monthLimit && newDay === s.dayLimit) {
    const atLegalMax = action === 'upgrade' && newMonth === s.legalMonthLimit && newDay === null;
    throw ruleError(
      'ERROR_LIMIT_UNCHANGED',
      atLegalMax
        ? `이미 법정 최대 한도(월 ${formatWon(newMonth)}원)로 설정되어 있어 더 올릴 수 없습니다.`
        : `이미 같은 한도(${limitsText(newMonth, newDay)})로 설정되어 있습니다. 현재와 다른 금액을 선택해 주세요.`,
    );
  }
  const asked = { monthLimit: newMonth, dayLimit: newDay, before: { monthLimit: s.monthLimit, dayLimit: s.dayLimit } };
  if (newDay !== null && newDay > newMonth) {
    return { ...asked, resultType: 'day-limit', message: `일 한도(${formatWon(newDay)}원)는 월 한도(${formatWon(newMonth)}원)보다 클 수 없습니다.` };
  }
  if (action === 'downgrade') {
    if (newMonth > s.monthLimit || (newDay !== null && s.dayLimit !== null && newDay > s.dayLimit) || (newDay === null && s.dayLimit !== null)) {
      return { ...asked, resultType: 'error', message: '한도 낮추기는 현재보다 낮은 금액으로만 설정할 수 있습니다. 높이려면 한도 올리기를 이용해 주세요.' };
    }
    return { ...asked, resultType: 'success', message: `구매 한도가 변경되어 즉시 적용되었습니다. (${limitsText(newMonth, newDay)})` };
  }
  // upgrade
  const [punished] = await tx
    .select()
    .from(gameRestrictions)
    .where(and(eq(gameRestrictions.memberId, memberId), gt(gameRestrictions.expiredDate, now)))
    .orderBy(desc(gameRestrictions.expiredDate))
    .limit(1);
  // the once-a-month rule, said with the restriction when it blocks longer (QA: the restriction's end
  // was given as the day a raise is possible, and the raise was refused again that day)
  const nextMonth = kstStartOfNextMonth(now);
  const monthRule = (await loweredThisMonth(tx, memberId, now))
    ? `이번 달에 구매 한도를 낮춰서 이번 달에는 다시 올릴 수 없습니다. ${kstDotDate(nextMonth)}부터 올릴 수 있습니다.`
    : s.lastRaisedAt !== null && s.lastRaisedAt >= kstStartOfMonth(now)
      ? `구매 한도 상향은 한 달에 한 번만 가능합니다. ${kstDotDate(nextMonth)}부터 다시 올릴 수 있습니다.`
      : null;
  if (punished) {
    const punishText = `이용 제한 기간(${kstDotDateTime(punished.expiredDate)}까지)에는 구매 한도를 올릴 수 없습니다.`;
    return { ...asked, resultType: 'punish-limit', message: monthRule && nextMonth > punished.expiredDate ? `${punishText} ${monthRule}` : punishText };
  }
  if (newMonth > s.legalMonthLimit) {
    return { ...asked, resultType: 'error', message: `월 한도는 법정 한도(${formatWon(s.legalMonthLimit)}원)를 넘을 수 없습니다.` };
  }
  if (newMonth < s.monthLimit || (newDay !== null && s.dayLimit !== null && newDay < s.dayLimit)) {
    return { ...asked, resultType: 'error', message: '한도 올리기는 현재보다 높은 금액으로만 설정할 수 있습니다. 낮추려면 한도 낮추기를 이용해 주세요.' };
  }
  // a daily limit where there was none tightens: as a raise it was called '상향' and took the month's raise
  if (newDay !== null && s.dayLimit === null) {
    return { ...asked, resultType: 'error', message: '지금은 일 구매 한도가 없어서, 일 한도를 정하면 한도가 낮아집니다. 일 한도는 한도 낮추기로 정해 주세요.' };
  }
  if (monthRule) return { ...asked, resultType: 'month-limit', message: monthRule };
  return { ...asked, resultType: 'success', message: `구매 한도가 상향되었습니다. (${limitsText(newMonth, newDay)})` };
}

export async function restrictionRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.db;

  app.get(
    '/api/restriction',
    {
      schema: {
        querystring: Type.Object({ gameId: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9]{2,20}$', title: '게임' })) }),
        response: { 200: Envelope(RestrictionSchema) },
      },
    },
    async (req) => {
      const m = requireMember(req);
      const gameId = (req.query.gameId ?? 'poker7').toLowerCase();
      // a made-up game is no game without restrictions
      if (!GAMES.some((g) => g.id === gameId)) throw badRequest('존재하지 않는 게임입니다.');
      const rows = await db
        .select()
        .from(gameRestrictions)
        .where(and(eq(gameRestrictions.memberId, m.id), gt(gameRestrictions.expiredDate, new Date())))
        .orderBy(asc(gameRestrictions.expiredDate));
      const mine = rows.find((r) => r.gameId.toLowerCase() === gameId);
      return ok({
        isRestricted: !!mine,
        expiredDate: mine ? mine.expiredDate.toISOString() : null,
        gameId,
        reason: mine?.reason ?? null,
        restrictions: rows.map((r) => ({ gameId: r.gameId, expiredDate: r.expiredDate.toISOString(), reason: r.reason })),
        limit: await limitInfo(db, app.config, m.id),
      });
    },
  );

  // This month's purchases by Korean day (the restrict popup's chart): every day up to today.
  app.get('/api/restriction/usage', { schema: { response: { 200: Envelope(RestrictionUsageSchema) } } }, async (req) => {
    const m = requireMember(req);
    const now = new Date();
    const start = kstStartOfMonth(now);
    const s = await getLimitState(db, app.config, m.id, now);
    const rows = await db
      .select({ amount: payments.amount, createdAt: payments.createdAt })
      .from(payments)
      .where(and(eq(payments.memberId, m.id), gte(payments.createdAt, start)));
    const byDay = new Map<string, bigint>();
    for (const r of rows) {
      const day = kstIsoDate(r.createdAt);
      byDay.set(day, (byDay.get(day) ?? 0n) + r.amount);
    }
    const days = [];
    let cumulative = 0n;
    for (let d = start; d <= now; d = addDays(d, 1)) {
      const date = kstIsoDate(d);
      const amount = byDay.get(date) ?? 0n;
      cumulative += amount;
      days.push({ date, amount: amount.toString(), cumulative: cumulative.toString() });
    }
    return ok({
      month: kstIsoDate(start).slice(0, 7),
      legalMonthLimit: s.legalMonthLimit.toString(),
      monthLimit: s.monthLimit.toString(),
      usedThisMonth: s.usedThisMonth.toString(),
      days,
    });
  });

  app.get(
    '/api/restriction/histories',
    { schema: { querystring: Type.Object(pageFields(10)), response: { 200: Envelope(PageSchema(RestrictionHistorySchema)) } } },
    async (req) => {
      const m = requireMember(req);
      const pr = pageRequest(req.query, 10);
      const [total] = await db.select({ n: count() }).from(restrictionHistories).where(eq(restrictionHistories.memberId, m.id));
      const rows = await db
        .select()
        .from(restrictionHistories)
        .where(eq(restrictionHistories.memberId, m.id))
        .orderBy(desc(restrictionHistories.createdAt), desc(restrictionHistories.id))
        .limit(pr.size)
        .offset(pr.offset);
      return ok(
        toPage(
          rows.map((r) => ({
            id: r.id,
            action: r.action,
            resultType: r.resultType,
            dayLimit: r.dayLimit === null ? null : r.dayLimit.toString(),
            monthLimit: r.monthLimit === null ? null : r.monthLimit.toString(),
            // (unknown on rows from before it was kept: left out)
            ...(r.beforeMonthLimit === null ? {} : { before: { monthLimit: r.beforeMonthLimit.toString(), dayLimit: r.beforeDayLimit === null ? null : r.beforeDayLimit.toString() } }),
            message: r.message,
            createdAt: r.createdAt.toISOString(),
          })),
          pr,
          Number(total?.n ?? 0),
        ),
      );
    },
  );

  for (const action of ['upgrade', 'downgrade'] as const) {
    app.put(
      `/api/restriction/${action}`,
      { schema: { body: RestrictionChangeBodySchema, response: { 200: Envelope(RestrictionChangeResultSchema) } } },
      async (req) => {
        const m = requireMember(req);
        const result = await idempotent(req, m.id, `restriction.${action}`, async (tx) => {
          // The wallet first (the one lock order): a payment checks the limit under the wallet's lock, so
          // one that has not committed yet is finished before a change reads the spending, and every
          // later one sees the new limit. Then serialise limit changes: lock (or create) the row.
          await lockWallets(tx, [m.id]);
          await tx.insert(spendingLimits).values({ memberId: m.id }).onConflictDoNothing();
          const [cur] = await tx.select().from(spendingLimits).where(eq(spendingLimits.memberId, m.id)).for('update');
          const d = await decide(tx, app.config, m.id, action, req.body);
          if (d.resultType === 'success') {
            await tx
              .update(spendingLimits)
              .set({
                monthLimit: d.monthLimit,
                dayLimit: d.dayLimit,
                lastRaisedAt: action === 'upgrade' ? new Date() : (cur?.lastRaisedAt ?? null),
                updatedAt: new Date(),
              })
              .where(eq(spendingLimits.memberId, m.id));
          }
          await tx.insert(restrictionHistories).values({
            memberId: m.id,
            action,
            resultType: d.resultType,
            monthLimit: d.monthLimit,
            dayLimit: d.dayLimit,
            beforeMonthLimit: d.before.monthLimit,
            beforeDayLimit: d.before.dayLimit,
            message: d.message,
          });
          return { resultType: d.resultType, message: d.message, limit: await limitInfo(tx, app.config, m.id) };
        });
        return ok(result, result.message);
      },
    );
  }
}
