// Game rules: maintenance windows, restrictions, channel admission, signed launch tokens.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { groupDigits } from '@hanpan/contracts/amounts';
import type { Channel, GameLaunch, Maintenance } from '@hanpan/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { channels, gameRestrictions, maintenances, type ChannelRow } from '../../db/schema/index.js';
import { ruleError } from '../../lib/errors.js';
import { formatKoreanUnits } from '../../lib/money.js';
import { kstDotDateTime } from '../../lib/time.js';
import { ratingRangeText } from './catalog.js';

export type MaintenanceRow = typeof maintenances.$inferSelect;

export async function activeMaintenances(db: Db, now = new Date()): Promise<MaintenanceRow[]> {
  return db
    .select()
    .from(maintenances)
    .where(and(lte(maintenances.startDate, now), gt(maintenances.endDate, now)))
    .orderBy(asc(maintenances.startDate));
}

/** SPEC §4: a game is in maintenance when any entry lists its id (case-insensitive). */
export function isInMaintenance(rows: MaintenanceRow[], gameId: string): boolean {
  return rows.some((m) => m.gameIds.some((g) => g.toLowerCase() === gameId.toLowerCase()));
}

export const maintenanceView = (m: MaintenanceRow): Maintenance => ({
  gameIds: m.gameIds,
  startDate: m.startDate.toISOString(),
  endDate: m.endDate.toISOString(),
  message: m.message,
});

export const channelView = (c: ChannelRow): Channel => ({
  id: c.code,
  code: c.code,
  grade: c.grade,
  name: c.name,
  blue: c.blue,
  green: c.green,
  minimumGameMoney: c.minimumGameMoney === null ? null : c.minimumGameMoney.toString(),
  maximumGameMoney: c.maximumGameMoney === null ? null : c.maximumGameMoney.toString(),
  minimumRating: c.minimumRating,
  maximumRating: c.maximumRating,
  seedMoney: c.seedMoney,
  admissionLevel: c.admissionLevel,
});

/** The member's restriction on a game in force at `now` and still at `until` (a championship's start), or null. */
export async function activeRestriction(db: DbOrTx, memberId: number, gameId: string, now = new Date(), until = now) {
  const [row] = await db
    .select()
    .from(gameRestrictions)
    .where(
      and(
        eq(gameRestrictions.memberId, memberId),
        sql`lower(${gameRestrictions.gameId}) = ${gameId.toLowerCase()}`,
        lte(gameRestrictions.createdAt, now),
        gt(gameRestrictions.expiredDate, until),
      ),
    )
    .orderBy(asc(gameRestrictions.expiredDate))
    .limit(1);
  return row ?? null;
}

export async function findChannel(db: Db, gameId: string, code: string): Promise<ChannelRow | null> {
  const [row] = await db.select().from(channels).where(and(eq(channels.gameId, gameId), eq(channels.code, code))).limit(1);
  return row ?? null;
}

/**
 * Refuses entry outside the channel's money and rating ranges (SPEC §9 tier tables). The message
 * names the member's own money or rating too: the portal shows neither beside the refusal.
 */
export function assertAdmission(c: ChannelRow, money: bigint, rating: number): void {
  const mine = `내 보유 머니 ${formatKoreanUnits(money)}`;
  if (c.minimumGameMoney !== null && money < c.minimumGameMoney) {
    throw ruleError('ERROR_CHANNEL_MONEY_LOW', `보유 머니가 부족하여 ${c.name} 채널에 입장할 수 없습니다. (최소 ${formatKoreanUnits(c.minimumGameMoney)}, ${mine})`, {
      minimumGameMoney: c.minimumGameMoney.toString(),
      money: money.toString(),
    });
  }
  if (c.maximumGameMoney !== null && money > c.maximumGameMoney) {
    throw ruleError('ERROR_CHANNEL_MONEY_HIGH', `보유 머니가 많아 ${c.name} 채널에 입장할 수 없습니다. (최대 ${formatKoreanUnits(c.maximumGameMoney)}, ${mine})`, {
      maximumGameMoney: c.maximumGameMoney.toString(),
      money: money.toString(),
    });
  }
  if ((c.minimumRating !== null && rating < c.minimumRating) || (c.maximumRating !== null && rating > c.maximumRating)) {
    throw ruleError('ERROR_CHANNEL_RATING', `레이팅 조건(${ratingRangeText(c.minimumRating, c.maximumRating)})에 맞지 않아 ${c.name} 채널에 입장할 수 없습니다. (내 레이팅 ${groupDigits(rating)})`, {
      minimumRating: c.minimumRating,
      maximumRating: c.maximumRating,
      rating,
    });
  }
}

export interface LaunchClaims {
  /** member id */
  m: number;
  g: string;
  c: string;
  mg?: string;
  ev?: string;
  b?: string;
  /** expiry, epoch seconds */
  exp: number;
}

const sign = (payload: string, secret: string) => createHmac('sha256', secret).update(payload).digest('base64url');

export function signLaunchToken(claims: LaunchClaims, secret: string): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${sign(payload, secret)}`;
}

/** Refuses a game under maintenance now (ERROR_MAINTENANCE, with its end). */
export async function assertNoMaintenance(db: Db, game: { id: string; name: string }): Promise<void> {
  const maint = (await activeMaintenances(db)).find((x) => x.gameIds.some((g) => g.toLowerCase() === game.id));
  if (maint) throw ruleError('ERROR_MAINTENANCE', `${game.name} 점검 중입니다. (${kstDotDateTime(maint.endDate)} 종료 예정)`, { endDate: maint.endDate.toISOString() });
}

/** Refuses a member restricted from the game now (ERROR_RESTRICTED: the operator's reason and until when). */
export async function assertNotRestricted(db: DbOrTx, memberId: number, game: { id: string; name: string }): Promise<void> {
  const restriction = await activeRestriction(db, memberId, game.id);
  if (!restriction) return;
  // the operator's reason says what happened; the portal adds until when (once, not the reason again)
  const until = `${kstDotDateTime(restriction.expiredDate)}까지`;
  const message = restriction.reason.trim() ? `${restriction.reason.trim()} (제한 기간: ${until})` : `${game.name} 이용이 ${until} 제한되었습니다.`;
  throw ruleError('ERROR_RESTRICTED', message, { expiredDate: restriction.expiredDate.toISOString(), gameId: game.id });
}

/** A championship's room in a launch: no channel row, the room is named by the launch's event (championshipEvent). */
export const CHAMPIONSHIP_CHANNEL_CODE = 'HPC0';
export const championshipEvent = (championshipId: number): string => `hpc:${championshipId}`;
/** The championship a launch's event names (null: not a championship's). */
export function championshipOfEvent(ev: string | undefined): number | null {
  const m = /^hpc:(\d{1,9})$/.exec(ev ?? '');
  return m ? Number(m[1]) : null;
}

/** A signed launch for the game-client page (GET /api/games/:id/launch, a championship's entry), valid for config.launchTtlSeconds. */
export function issueLaunch(config: { launchTtlSeconds: number; launchSecret: string }, claims: Omit<LaunchClaims, 'exp'>): GameLaunch {
  const exp = Math.floor(Date.now() / 1000) + config.launchTtlSeconds;
  const token = signLaunchToken({ ...claims, exp }, config.launchSecret);
  return { gameId: claims.g, channelId: claims.c, url: `/game-client?token=${encodeURIComponent(token)}`, expiresAt: new Date(exp * 1000).toISOString() };
}

export type VerifyResult = { ok: true; claims: LaunchClaims } | { ok: false; reason: 'forged' | 'expired' };

export function verifyLaunchToken(token: string, secret: string, now = Date.now()): VerifyResult {
  const [payload, sig] = token.split('.');
  if (!payload || !sig) return { ok: false, reason: 'forged' };
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'forged' };
  let claims: LaunchClaims;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as LaunchClaims;
  } catch {
    return { ok: false, reason: 'forged' };
  }
  if (typeof claims.exp !== 'number' || claims.exp * 1000 < now) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
