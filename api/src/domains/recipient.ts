// Who may receive a money transfer or a mileage gift: one definition, used by both sends (inside
// their transaction) and by the lookup the popups confirm the nickname with before a send.
// The lookup tells a member number's (partly hidden) nickname, so it is counted per member in the
// shared counter store (Redis with several processes): a member cannot walk the number space.
import { and, desc, eq, gte, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { INT4_MAX, type Recipient } from '@hanpan/contracts';
import { maskNickname } from '@hanpan/contracts/korean';
import type { DbOrTx } from '../db/client.js';
import { members, type MemberRow } from '../db/schema/index.js';
import { badRequest, ruleError, tooMany } from '../lib/errors.js';
import type { CounterStore } from '../plugins/rate-limit.js';

export type RecipientRefusal = 'SELF' | 'NO_MEMBER';

export type RecipientCheck = { ok: true; member: MemberRow } | { ok: false; refusal: 'SELF'; member: MemberRow } | { ok: false; refusal: 'NO_MEMBER'; member: null };

/** Each send's rule code and Korean message for the refusals above. */
export type RecipientRefusalTexts = Record<RecipientRefusal, { code: string; message: string }>;

/**
 * The member `memberNo` as `me` may reach them: another member of the same publisher (the partner
 * channel's members and the portal's own do not reach each other). The members table has no
 * withdrawn or blocked state today; such a rule belongs here, so sends and lookups keep agreeing.
 */
export async function checkRecipient(db: DbOrTx, me: MemberRow, memberNo: number): Promise<RecipientCheck> {
  const [m] = await db.select().from(members).where(and(eq(members.memberNo, memberNo), eq(members.publisher, me.publisher))).limit(1);
  if (!m) return { ok: false, refusal: 'NO_MEMBER', member: null };
  if (m.id === me.id) return { ok: false, refusal: 'SELF', member: m };
  return { ok: true, member: m };
}

/**
 * The same amount to (or, asked, from) the same member within this window is sent again only when
 * the player confirms it (중복 이체 확인, as Korean banks ask): a second tab's form, or a form filled
 * again from memory, would otherwise give twice (QA: two tabs' 받기 each went through).
 */
export const REPEAT_CONFIRM_WINDOW_MS = 10 * 60_000;

/** '방금' or 'N분 전에': when the earlier one of a repeat was done. */
function repeatedAgo(at: Date, now: Date): string {
  const minutes = Math.floor((now.getTime() - at.getTime()) / 60_000);
  return minutes < 1 ? '방금' : `${minutes}분 전에`;
}

/**
 * When the newest row of `table` matching `same` was written within the repeat window, or null:
 * the earlier one of a repeat (a money move, a gift). Read under the wallets' locks, so another
 * tab's same request has committed or waits behind this one.
 */
export async function repeatedAt(tx: DbOrTx, table: PgTable, createdAt: AnyPgColumn<{ data: Date; notNull: true }>, same: SQL[], now: Date): Promise<Date | null> {
  const [row] = await tx
    .select({ at: createdAt })
    .from(table)
    .where(and(...same, gte(createdAt, new Date(now.getTime() - REPEAT_CONFIRM_WINDOW_MS))))
    .orderBy(desc(createdAt))
    .limit(1);
  return row?.at ?? null;
}

/** The refusal that asks whether a repeat is meant: '방금 한*님에게 2억을 보냈습니다. 같은 금액을 한 번 더 보내시겠습니까?' */
export function repeatQuestion(code: string, at: Date, now: Date, done: string, again: string, title: string) {
  return ruleError(code, `${repeatedAgo(at, now)} ${done} ${again}`, { at: at.toISOString() }, title);
}

/** Lookups per member per window (a friend's number mistyped a few times fits easily). */
export const RECIPIENT_LOOKUPS_PER_WINDOW = 20;
export const RECIPIENT_LOOKUP_WINDOW_MS = 10 * 60_000;

export const RECIPIENT_MESSAGES = {
  notFound: '회원번호를 다시 확인해 주세요.',
  badNumber: '회원번호가 올바르지 않습니다. 회원번호를 다시 확인해 주세요.',
  tooMany: '회원번호 조회가 너무 많습니다. 잠시 후 다시 시도해 주세요.',
} as const;

export interface RecipientLookup {
  db: DbOrTx;
  counters: CounterStore;
  log: FastifyBaseLogger;
}

/**
 * Counts `lookups` (one) lookups of member numbers by `me` (found or not: not finding is what a scan of the
 * number space mostly does); past RECIPIENT_LOOKUPS_PER_WINDOW in the window, the 429 refusal.
 * Every way of turning a member number into a nickname goes through it (this lookup, the
 * RECEIVE_ALLOW list of domains/transfer).
 */
export async function countRecipientLookup(ctx: Pick<RecipientLookup, 'counters' | 'log'>, me: MemberRow, lookups = 1): Promise<void> {
  let count = 0;
  try {
    count = await ctx.counters.hit(`recipient:${me.id}`, RECIPIENT_LOOKUP_WINDOW_MS, lookups);
  } catch (err) {
    // a store outage lets the lookup through, as the route limits do (skipOnError)
    ctx.log.warn({ err }, 'recipient lookup counter unavailable');
  }
  if (count > RECIPIENT_LOOKUPS_PER_WINDOW) throw tooMany(RECIPIENT_MESSAGES.tooMany);
}

/**
 * The recipient behind `memberNoText` (digits, checked by the route schema) for `me`: the masked
 * nickname and whether the send's rules let them receive. Unknown: 422 ERROR_NO_MEMBER, not 404
 * (the platform client turns a 404 into the full not-found page, SPEC §8; the popup shows the
 * message by the field). Reads only; the counter lives in the counter store, not the database.
 */
export async function lookupRecipient(ctx: RecipientLookup, me: MemberRow, memberNoText: string, texts: RecipientRefusalTexts): Promise<Recipient> {
  const memberNo = Number(memberNoText);
  if (!Number.isSafeInteger(memberNo) || memberNo < 1 || memberNo > INT4_MAX) throw badRequest(RECIPIENT_MESSAGES.badNumber);
  await countRecipientLookup(ctx, me);
  const found = await checkRecipient(ctx.db, me, memberNo);
  if (!found.ok && found.refusal === 'NO_MEMBER') throw ruleError(texts.NO_MEMBER.code, RECIPIENT_MESSAGES.notFound, undefined, '받는 분 확인');
  return {
    memberNo: found.member.memberNo,
    nickname: maskNickname(found.member.nickname),
    canReceive: found.ok,
    refusal: found.ok ? null : texts[found.refusal],
  };
}
