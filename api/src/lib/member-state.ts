// Member-state parts computed by the part-2 domains (membership, weekly gold, lucky flip, VIP).
// Part 2 calls provideMemberState({...}) from domains/part2.ts; until a provider exists the
// contents routes answer null/false for that part.
import type { DbOrTx as Db } from '../db/client.js';
import type { MemberRow } from '../db/schema/index.js';

export type JsonObject = Record<string, unknown>;

export interface MemberStateProviders {
  /** SPEC §3 Membership (per member) or null when the member has none */
  membershipUser(db: Db, member: MemberRow): Promise<JsonObject | null>;
  /** SPEC §3 weeklyGoldMembership */
  weeklyGoldMembership(db: Db, member: MemberRow): Promise<JsonObject | null>;
  weeklyGoldRoundInfo(db: Db, member: MemberRow): Promise<JsonObject | null>;
  luckyFlipAvailable(db: Db, member: MemberRow): Promise<boolean>;
  /** SPEC §3 vipUser or null */
  vipUser(db: Db, member: MemberRow): Promise<JsonObject | null>;
  isOpenedVip(db: Db, member: MemberRow): Promise<boolean>;
  /** main membership product code (e.g. PM0007) or null */
  mainMembershipId(db: Db, member: MemberRow): Promise<string | null>;
  /** extra holding-money limit from memberships (added to the base 1e12) */
  holdingLimitBonus(db: Db, member: MemberRow): Promise<bigint>;
  /** the mileage shown of the wallet's, and of it what expires within 30 days (mileage domain: shownMileage) */
  mileage(db: Db, member: MemberRow, walletMileage: bigint): Promise<{ current: bigint; soonToExpire: bigint }>;
}

const defaults: MemberStateProviders = {
  membershipUser: async () => null,
  weeklyGoldMembership: async () => null,
  weeklyGoldRoundInfo: async () => null,
  luckyFlipAvailable: async () => false,
  vipUser: async () => null,
  isOpenedVip: async () => false,
  mainMembershipId: async () => null,
  holdingLimitBonus: async () => 0n,
  mileage: async (_db, _m, walletMileage) => ({ current: walletMileage, soonToExpire: 0n }),
};

export const memberStateProviders: MemberStateProviders = { ...defaults };

export function provideMemberState(p: Partial<MemberStateProviders>): void {
  Object.assign(memberStateProviders, p);
}

/** SPEC §9 holding-money base constant. */
export const HOLDING_MONEY_BASE = 1_000_000_000_000n;

export async function holdingLimit(db: Db, member: MemberRow): Promise<bigint> {
  return HOLDING_MONEY_BASE + (await memberStateProviders.holdingLimitBonus(db, member));
}
