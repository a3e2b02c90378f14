// PC-bang (PC-room) subscription by client address and the monthly PC-bang championship rounds
// (a round is the Korean month YYYYMM: applications open for the whole month, once per member).
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { and, count, eq } from 'drizzle-orm';
import type { PcBangSubscription } from '@hanpan/contracts';
import type { DbOrTx, Tx } from '../../db/client.js';
import { championshipApplications, pcBangDemoAddresses, pcBangIps } from '../../db/schema/index.js';
import { ruleError } from '../../lib/errors.js';
import { koreaParts, koreaTime } from '../../lib/time.js';

/** Current round: year*100 + month of the Korean month (one round a month). */
export function currentChampionshipRound(now = new Date()): number {
  const k = koreaParts(now);
  return k.year * 100 + k.month;
}

/** [start, end) of a round: its Korean month. */
export function roundWindow(round: number): { start: Date; end: Date } {
  const year = Math.floor(round / 100);
  const month = round % 100;
  return { start: koreaTime(year, month, 1), end: koreaTime(year, month + 1, 1) };
}

export const isValidRound = (round: number) => round % 100 >= 1 && round % 100 <= 12;

/**
 * The client's address (x-forwarded-for only with TRUST_PROXY), or the member's demo address
 * (config.demoClientAddress: outside production).
 */
export async function clientAddress(db: DbOrTx, req: FastifyRequest): Promise<string> {
  if (req.member && req.server.config.demoClientAddress) {
    const [demo] = await db.select({ ip: pcBangDemoAddresses.ip }).from(pcBangDemoAddresses).where(eq(pcBangDemoAddresses.memberId, req.member.id)).limit(1);
    if (demo) return demo.ip;
  }
  return req.ip.replace(/^::ffff:/, '');
}

export async function pcBangOf(db: DbOrTx, ip: string): Promise<PcBangSubscription> {
  const [row] = await db.select().from(pcBangIps).where(eq(pcBangIps.ip, ip)).limit(1);
  if (!row) return { subscribe: false, type: 'NONE', ip, name: null, receivableCapsuleFreeTicket: 0 };
  return { subscribe: true, type: row.type, ip, name: row.name, receivableCapsuleFreeTicket: row.receivableCapsuleFreeTicket };
}

export async function roundCount(db: DbOrTx, memberId: number, round: number) {
  const [all] = await db.select({ n: count() }).from(championshipApplications).where(eq(championshipApplications.round, round));
  const [mine] = await db.select({ n: count() }).from(championshipApplications).where(and(eq(championshipApplications.round, round), eq(championshipApplications.memberId, memberId)));
  const w = roundWindow(round);
  return { round, count: Number(all?.n ?? 0), applied: Number(mine?.n ?? 0) > 0, startTime: w.start.toISOString(), endTime: w.end.toISOString() };
}

const NOT_PC_BANG = 'ERROR_NOT_PC_BANG';

/** Apply for the current round from a PC-bang (rules re-checked inside the transaction). */
export async function applyRound(tx: Tx, log: FastifyBaseLogger, memberId: number, round: number, ip: string, now = new Date()) {
  const current = currentChampionshipRound(now);
  // a past round and one not open yet are told apart by their codes too (as HPC's recruiting window)
  if (round < current) throw ruleError('ERROR_ROUND_CLOSED', '신청 기간이 지난 회차입니다. 이번 회차에 신청해 주세요.', { currentRound: current });
  if (round > current) throw ruleError('ERROR_RECRUIT_NOT_STARTED', '아직 신청 기간이 아닌 회차입니다. 이번 회차에 신청해 주세요.', { currentRound: current });
  const pc = await pcBangOf(tx, ip);
  if (!pc.subscribe) {
    // no address in the answer (it would echo the client's address into screens, reports and caches):
    // support finds it in the log by the request id
    log.info({ memberId, ip }, 'pc-bang championship apply refused: not a member PC-bang address');
    throw ruleError(NOT_PC_BANG, '한판 가맹 PC방에서만 PC방 챔피언십을 신청할 수 있습니다.');
  }
  const inserted = await tx.insert(championshipApplications).values({ memberId, round, ip }).onConflictDoNothing().returning({ id: championshipApplications.id });
  if (inserted.length === 0) throw ruleError('ERROR_ALREADY_APPLIED', '이미 이번 회차 PC방 챔피언십에 신청했습니다.', { round });
  return roundCount(tx, memberId, round);
}
