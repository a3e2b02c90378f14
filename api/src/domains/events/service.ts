// Portal events: goldbox (target + layer; opening it gives a prize: ./goldbox.ts), MILEAGE / MONEY_TRANSFER status, named processors,
// weekly-gold results of last month, a targeted Plus product, and ongoing events by id.
import { and, asc, desc, eq, gt, lte } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { eventParticipations, memberEventFlags, portalEvents, weeklyGoldRounds, type MemberRow } from '../../db/schema/index.js';
import type { EventProcessorResult, OngoingEventStatus } from '@hanpan/contracts';
import { badRequest, notFound, ruleError } from '../../lib/errors.js';
import { MISSING_KEY } from '../../lib/idempotency.js';
import { openGoldbox, prizeOfResult, type Roll } from './goldbox.js';
import { findMainProduct, findOptionProduct, MAIN_PRODUCTS } from '../membership/catalogue.js';
import { activeMain, activeOptions } from '../membership/service.js';
import { newIconActive } from '../transfer/service.js';
import { monthRange, previousMonth, vipMonthOf } from '../vip/grades.js';

type EventRow = typeof portalEvents.$inferSelect;
const isTarget = (e: EventRow, m: MemberRow) => e.targetMemberNos.length === 0 || e.targetMemberNos.includes(m.memberNo);
const isOngoing = (e: EventRow, now: Date) => e.startDateTime <= now && e.endDateTime > now;

async function flag(db: DbOrTx, memberId: number, key: string): Promise<string | null> {
  const [row] = await db.select().from(memberEventFlags).where(and(eq(memberEventFlags.memberId, memberId), eq(memberEventFlags.key, key))).limit(1);
  return row?.value ?? null;
}
async function setFlag(tx: Tx, memberId: number, key: string, value: string, now = new Date()) {
  await tx
    .insert(memberEventFlags)
    .values({ memberId, key, value, updatedAt: now })
    .onConflictDoUpdate({ target: [memberEventFlags.memberId, memberEventFlags.key], set: { value, updatedAt: now } });
}

/**
 * The event of `type` running now for this member: among those running, the first to end that targets
 * them (an everyone-event beside one for VIPs only: each member gets the one that is theirs — taking
 * the first to end and then asking whether it targets them left everyone else with none).
 */
async function ongoingFor(db: DbOrTx, type: string, m: MemberRow, now: Date): Promise<EventRow | null> {
  const rows = await db
    .select()
    .from(portalEvents)
    .where(and(eq(portalEvents.type, type), lte(portalEvents.startDateTime, now), gt(portalEvents.endDateTime, now)))
    .orderBy(asc(portalEvents.endDateTime), asc(portalEvents.id));
  return rows.find((e) => isTarget(e, m)) ?? null;
}

async function participated(db: DbOrTx, eventId: number, memberId: number): Promise<boolean> {
  const [p] = await db.select({ id: eventParticipations.id }).from(eventParticipations).where(and(eq(eventParticipations.eventId, eventId), eq(eventParticipations.memberId, memberId))).limit(1);
  return Boolean(p);
}

export async function goldboxStatus(db: DbOrTx, m: MemberRow, now = new Date()) {
  const e = await ongoingFor(db, 'GOLDBOX', m, now);
  if (!e) return { isTarget: false, isOpenedLayer: false };
  // a member who already opened the goldbox (its popup) is not invited again by the layer
  const opened = (await flag(db, m.id, `goldbox-layer:${e.id}`)) === 'OPENED' || (await participated(db, e.id, m.id));
  return { isTarget: true, isOpenedLayer: opened };
}

export async function openGoldboxLayer(tx: Tx, m: MemberRow, now = new Date()) {
  const e = await ongoingFor(tx, 'GOLDBOX', m, now);
  if (!e) throw ruleError('ERROR_NOT_TARGET', '골드박스 이벤트 대상이 아닙니다.');
  await setFlag(tx, m.id, `goldbox-layer:${e.id}`, 'OPENED', now);
  return { isOpenedLayer: true };
}

/** The MILEAGE event running for this member now (it doubles what payments earn: ../mileage/paymentMileage.ts), or null. */
export async function mileageEventFor(db: DbOrTx, m: MemberRow, now: Date): Promise<EventRow | null> {
  return ongoingFor(db, 'MILEAGE', m, now);
}

async function typeStatus(db: DbOrTx, m: MemberRow, type: 'MILEAGE' | 'MONEY_TRANSFER', now: Date): Promise<OngoingEventStatus['mileage']> {
  const e = await ongoingFor(db, type, m, now);
  if (!e) return { status: 'NONE' };
  // named with its end, so the page the event's banner opens can say what runs until when
  const event = { title: e.title, endDateTime: e.endDateTime.toISOString() };
  if (await participated(db, e.id, m.id)) return { status: 'PARTICIPATED', event };
  return { status: (await flag(db, m.id, `event-status:${type}`)) === 'SEEN' ? 'SEEN' : 'ONGOING', event };
}

export async function ongoingEventStatus(db: DbOrTx, m: MemberRow, now = new Date()): Promise<OngoingEventStatus> {
  return {
    mileage: await typeStatus(db, m, 'MILEAGE', now),
    money_transfer: { ...(await typeStatus(db, m, 'MONEY_TRANSFER', now)), isActiveNewIcon: await newIconActive(db, m.id, now) },
  };
}

export async function setEventStatus(tx: Tx, m: MemberRow, type: 'MILEAGE' | 'MONEY_TRANSFER', status: 'SEEN' | 'NONE', now = new Date()) {
  await setFlag(tx, m.id, `event-status:${type}`, status, now);
  return ongoingEventStatus(tx, m, now);
}

/** The name the goldbox popup asks by (/popup/goldbox): the GOLDBOX event of its member, as the layer's invitation finds it. */
export const GOLDBOX_EVENT_NAME = 'goldbox';

/**
 * The event a processor call names. 'goldbox' is the goldbox running for this member (ongoingFor),
 * whatever its own name: a new goldbox event needs a new name (names are unique), and the layer
 * inviting to it must not open an older one; without one running, the event of that name.
 */
async function eventByName(db: DbOrTx, m: MemberRow, name: string, now: Date) {
  const ongoing = name === GOLDBOX_EVENT_NAME ? await ongoingFor(db, 'GOLDBOX', m, now) : null;
  if (ongoing) return ongoing;
  const [e] = await db.select().from(portalEvents).where(eq(portalEvents.name, name)).limit(1);
  if (!e) throw notFound('이벤트를 찾을 수 없습니다.');
  return e;
}

/** Read-only processors of an event. */
export async function runProcessor(db: DbOrTx, m: MemberRow, name: string, processorName: string, now = new Date()): Promise<EventProcessorResult> {
  const e = await eventByName(db, m, name, now);
  const [p] = await db
    .select()
    .from(eventParticipations)
    .where(and(eq(eventParticipations.eventId, e.id), eq(eventParticipations.memberId, m.id), eq(eventParticipations.processorName, 'participate')))
    .limit(1);
  let result: Record<string, string | number | boolean>;
  switch (processorName) {
    case 'status':
      result = { ongoing: isOngoing(e, now), isTarget: isTarget(e, m), participated: Boolean(p), startDateTime: e.startDateTime.toISOString(), endDateTime: e.endDateTime.toISOString() };
      break;
    case 'participation':
      result = { participated: Boolean(p), participatedAt: p ? p.createdAt.toISOString() : '' };
      break;
    default:
      throw notFound(`알 수 없는 이벤트 처리기입니다. (${processorName})`);
  }
  // a member who opened the goldbox sees what it gave
  const prize = e.type === 'GOLDBOX' ? prizeOfResult(p?.result) : undefined;
  return { eventName: e.name, processorName, result, ...(prize ? { prize } : {}) };
}

/**
 * POST processors change state: 'participate' (once per member and event). The goldbox's
 * participation opens it: a prize drawn and credited in this transaction (./goldbox.ts).
 */
export async function runPostProcessor(
  tx: Tx,
  m: MemberRow,
  name: string,
  processorName: string,
  opts: { idempotencyKey?: string; now?: Date; roll?: Roll } = {},
): Promise<EventProcessorResult> {
  const now = opts.now ?? new Date();
  const e = await eventByName(tx, m, name, now);
  if (processorName !== 'participate') throw notFound(`알 수 없는 이벤트 처리기입니다. (${processorName})`);
  const goldbox = e.type === 'GOLDBOX';
  if (!isOngoing(e, now)) throw ruleError('ERROR_EVENT_NOT_ONGOING', '진행 중인 이벤트가 아닙니다.');
  if (!isTarget(e, m)) throw ruleError('ERROR_NOT_TARGET', goldbox ? '골드박스 이벤트 대상이 아닙니다.' : '이벤트 대상이 아닙니다.');
  if (goldbox) {
    // the prize may be game money: one key per attempt, so a retry replays and never draws again
    if (!opts.idempotencyKey) throw badRequest(MISSING_KEY);
    const { participatedAt, prize } = await openGoldbox(tx, m, e.id, { ...opts, now });
    return { eventName: e.name, processorName, result: { participated: true, participatedAt }, prize };
  }
  const inserted = await tx
    .insert(eventParticipations)
    .values({ eventId: e.id, memberId: m.id, processorName, result: { participated: true }, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: eventParticipations.id });
  if (inserted.length === 0) throw ruleError('ERROR_ALREADY_PARTICIPATED', '이미 참여한 이벤트입니다.');
  return { eventName: e.name, processorName, result: { participated: true, participatedAt: now.toISOString() } };
}

/**
 * Last month's results: the rounds that ended in that month (a round still running is no result,
 * even when it began last month; it counts in the month it ends).
 */
export async function weeklyGoldPrevMonth(db: DbOrTx, memberId: number, now = new Date()) {
  const month = previousMonth(vipMonthOf(now));
  const r = monthRange(month);
  const rows = await db
    .select()
    .from(weeklyGoldRounds)
    .where(and(eq(weeklyGoldRounds.memberId, memberId), gt(weeklyGoldRounds.endDateTime, r.start), lte(weeklyGoldRounds.endDateTime, r.end)))
    .orderBy(asc(weeklyGoldRounds.endDateTime));
  const total = rows.reduce((s, x) => s + x.accumulatedGold, 0n);
  return {
    month,
    rounds: rows.map((x) => ({ round: x.round, accumulatedGold: x.accumulatedGold.toString(), startDateTime: x.startDateTime.toISOString(), endDateTime: x.endDateTime.toISOString() })),
    totalGold: total.toString(),
  };
}

/** The Plus product suggested to this member: join, upgrade, or the pet shop for Z-Plus. */
export async function targetingProduct(db: DbOrTx, memberId: number, now = new Date()) {
  const main = await activeMain(db, memberId, now);
  if (!main) return { productCode: 'PM0004', productName: findMainProduct('PM0004')!.name, reason: '플러스 가입 추천' };
  const cur = findMainProduct(main.productCode);
  const next = cur ? MAIN_PRODUCTS.find((p) => p.order === cur.order + 1 && !p.mobileClassic) : undefined;
  if (next) return { productCode: next.code, productName: next.name, reason: '상위 멤버십 변경 추천' };
  const options = await activeOptions(db, memberId, now);
  if (!options.some((o) => findOptionProduct(o.productCode)?.key === 'pet')) {
    return { productCode: 'PO0021', productName: findOptionProduct('PO0021')!.name, reason: '플러스 펫샵 가입 추천' };
  }
  return { productCode: null, productName: null, reason: '추천 상품이 없습니다.' };
}

export async function ongoingEvent(db: DbOrTx, m: MemberRow, id: number, now = new Date()) {
  const [e] = await db.select().from(portalEvents).where(eq(portalEvents.id, id)).limit(1);
  if (!e) throw notFound('이벤트를 찾을 수 없습니다.');
  const [p] = await db.select({ id: eventParticipations.id }).from(eventParticipations).where(and(eq(eventParticipations.eventId, e.id), eq(eventParticipations.memberId, m.id))).limit(1);
  return { id: e.id, name: e.name, type: e.type, startDateTime: e.startDateTime.toISOString(), endDateTime: e.endDateTime.toISOString(), ongoing: isOngoing(e, now) && isTarget(e, m), participated: Boolean(p) };
}

export async function listEvents(db: DbOrTx) {
  return db.select().from(portalEvents).orderBy(desc(portalEvents.startDateTime));
}
