// Part-2 tables: Plus memberships, bankbook, pet shop, lucky flip, dealer discount, weekly gold,
// mileage, money transfer, VIP, championship (hpc) and events. Amounts are BIGINT (mode bigint).
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const amount = (name: string) => bigint(name, { mode: 'bigint' }).notNull().default(sql`0`);
const ts = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => ts('created_at').notNull().defaultNow();

export type PlusMembershipKind = 'MAIN' | 'OPTION' | 'WEEKLY_GOLD';
export type PlusSubscriptionType = 'SUBSCRIPTION' | 'ONE_TIME' | 'VOUCHER';
export type PlusMembershipStatus = 'ACTIVE' | 'CHANGED' | 'CANCELLED';

/** One row per joined membership (main, option or weekly gold); its id is the membershipId. */
export const plusMemberships = pgTable(
  'plus_memberships',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull(),
    kind: text('kind').$type<PlusMembershipKind>().notNull(),
    productCode: text('product_code').notNull(),
    subscriptionType: text('subscription_type').$type<PlusSubscriptionType>().notNull(),
    status: text('status').$type<PlusMembershipStatus>().notNull().default('ACTIVE'),
    /** e.g. '이용 중', '정기결제 처리중' (SPEC §4 in-progress text) */
    statusDescription: text('status_description').notNull().default('이용 중'),
    startDate: ts('start_date').notNull(),
    endDate: ts('end_date').notNull(),
    firstRegisterDate: ts('first_register_date').notNull(),
    continuousUsageCount: integer('continuous_usage_count').notNull().default(1),
    continuousGroupUsageCount: integer('continuous_group_usage_count').notNull().default(1),
    paymentNo: text('payment_no'),
    productAmount: amount('product_amount'),
    /** weekly gold: masked e-mail of the payer */
    maskedEmail: text('masked_email'),
    createdAt: createdAt(),
  },
  (t) => [
    index('plus_memberships_member').on(t.memberId, t.kind, t.endDate),
    // the jobs' scans (every few minutes, over every member): the subscriptions coming due (renewals) and
    // the running options (daily draws), without reading every month ever held
    index('plus_memberships_due_subscription').on(t.endDate).where(sql`${t.kind} = 'MAIN' and ${t.status} = 'ACTIVE' and ${t.subscriptionType} = 'SUBSCRIPTION'`),
    index('plus_memberships_active_option').on(t.productCode, t.endDate).where(sql`${t.kind} = 'OPTION' and ${t.status} = 'ACTIVE'`),
  ],
);
export type PlusMembershipRow = typeof plusMemberships.$inferSelect;

/** Bankbook uses: money paid into game money, counted per membership benefit period. */
export const bankbookUses = pgTable(
  'bankbook_uses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull(),
    membershipId: integer('membership_id').notNull(),
    periodIndex: integer('period_index').notNull(),
    useCount: integer('use_count').notNull(),
    amount: amount('amount'),
    auto: boolean('auto').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('bankbook_uses_member').on(t.memberId, t.createdAt), index('bankbook_uses_period').on(t.membershipId, t.periodIndex)],
);

export const autoBankbooks = pgTable('auto_bankbooks', {
  memberId: integer('member_id').primaryKey(),
  membershipId: integer('membership_id').notNull(),
  status: text('status').$type<'RESERVED' | 'CANCELLED'>().notNull(),
  dateType: text('date_type').$type<'BENEFIT_DAY' | 'MONTH_FIRST_DAY'>().notNull(),
  joinDateTime: ts('join_date_time').notNull(),
  lastDateTime: ts('last_date_time'),
});

export const petShops = pgTable('pet_shops', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  memberId: integer('member_id').notNull().unique(),
  petName: text('pet_name').notNull(),
  /** dressed pet items (codes of PET_ITEMS) */
  dressedItems: jsonb('dressed_items').$type<string[]>().notNull(),
  createdAt: createdAt(),
});

export const petShopRewards = pgTable(
  'pet_shop_rewards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull(),
    optionMembershipId: integer('option_membership_id').notNull(),
    periodIndex: integer('period_index').notNull(),
    useCount: integer('use_count').notNull(),
    amount: amount('amount'),
    createdAt: createdAt(),
  },
  (t) => [index('pet_shop_rewards_member').on(t.memberId, t.createdAt), index('pet_shop_rewards_option').on(t.optionMembershipId, t.periodIndex)],
);

/** Lucky flip draws (one per option membership benefit period), with the roll for audit. */
export const luckyFlipDraws = pgTable(
  'lucky_flip_draws',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull(),
    membershipId: integer('membership_id').notNull(),
    periodIndex: integer('period_index').notNull(),
    roll: integer('roll').notNull(),
    money: amount('money'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('lucky_flip_period').on(t.membershipId, t.periodIndex), index('lucky_flip_member').on(t.memberId, t.createdAt)],
);

/** Dealer fee discount: the day's drawn rate and the discount accumulated that day. */
export const dealerDiscountDays = pgTable(
  'dealer_discount_days',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull(),
    /** YYYY-MM-DD in KST */
    day: text('day').notNull(),
    discountRate: integer('discount_rate').notNull(),
    roll: integer('roll').notNull(),
    totalDiscountAmount: amount('total_discount_amount'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('dealer_discount_member_day').on(t.memberId, t.day)],
);

export const weeklyGoldRounds = pgTable(
  'weekly_gold_rounds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull(),
    membershipId: integer('membership_id').notNull(),
    round: integer('round').notNull(),
    startDateTime: ts('start_date_time').notNull(),
    endDateTime: ts('end_date_time').notNull(),
    accumulatedGold: amount('accumulated_gold'),
  },
  (t) => [uniqueIndex('weekly_gold_round').on(t.membershipId, t.round), index('weekly_gold_member').on(t.memberId)],
);

/**
 * The daily weekly-gold credit (WEEKLY_GOLD_PER_DAY into a round, by the weekly-gold-accrual job): one row per
 * member and Korean day, written in the transaction that adds the gold to the round, so a second run, a second
 * process or a catch-up after downtime never credits a day twice.
 */
export const weeklyGoldAccruals = pgTable(
  'weekly_gold_accruals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull(),
    membershipId: integer('membership_id').notNull(),
    /** the weekly_gold_rounds row the gold went to */
    roundId: integer('round_id').notNull(),
    /** YYYY-MM-DD in KST */
    day: text('day').notNull(),
    gold: amount('gold'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('weekly_gold_accrual_member_day').on(t.memberId, t.day), index('weekly_gold_accrual_membership').on(t.membershipId)],
);

export const membershipVouchers = pgTable(
  'membership_vouchers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull(),
    productCode: text('product_code').notNull(),
    months: integer('months').notNull().default(1),
    usedAt: ts('used_at'),
    expireAt: ts('expire_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('membership_vouchers_member').on(t.memberId)],
);

/** Mileage grants: each expires on its own; `remaining` shrinks on exchange and expiry. */
export const mileageGrants = pgTable(
  'mileage_grants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull(),
    amount: amount('amount'),
    remaining: amount('remaining'),
    reason: text('reason').notNull(),
    earnedAt: ts('earned_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    expiredAt: ts('expired_at'),
  },
  // the expiry job finds the grants with mileage left that expired (not every grant ever earned)
  (t) => [index('mileage_grants_member').on(t.memberId, t.expiresAt), index('mileage_grants_expiring').on(t.expiresAt).where(sql`${t.remaining} > 0`)],
);

export const mileageHistories = pgTable(
  'mileage_histories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull(),
    type: text('type').$type<'EARN' | 'EXCHANGE' | 'EXPIRE' | 'GIFT_SEND' | 'GIFT_RECEIVE'>().notNull(),
    mileage: amount('mileage'),
    description: text('description').notNull(),
    /** a gift's other member (GIFT_SEND: to whom, GIFT_RECEIVE: from whom); null for the rest and rows from before 0014 */
    counterpartId: integer('counterpart_id'),
    createdAt: createdAt(),
  },
  (t) => [index('mileage_histories_member').on(t.memberId, t.createdAt)],
);

export const moneyTransfers = pgTable(
  'money_transfers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    senderId: integer('sender_id').notNull(),
    receiverId: integer('receiver_id').notNull(),
    /** member who asked: the sender for SEND, the receiver for RECEIVE */
    initiatorId: integer('initiator_id').notNull(),
    type: text('type').$type<'SEND' | 'RECEIVE'>().notNull(),
    amount: amount('amount'),
    createdAt: createdAt(),
  },
  (t) => [index('money_transfers_sender').on(t.senderId, t.createdAt), index('money_transfers_receiver').on(t.receiverId, t.createdAt)],
);

/** Owner allows `allowedMemberId` to RECEIVE (pull) money from the owner. */
export const transferPermissions = pgTable(
  'transfer_permissions',
  {
    ownerId: integer('owner_id').notNull(),
    allowedMemberId: integer('allowed_member_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('transfer_permissions_pair').on(t.ownerId, t.allowedMemberId)],
);

/** Per-member flags: seen new-icons, goldbox layer opened, event statuses. */
export const memberEventFlags = pgTable(
  'member_event_flags',
  {
    memberId: integer('member_id').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('member_event_flags_key').on(t.memberId, t.key)],
);

/** VIP data that is not derived from payments (special code, first VIP month, marks); game counts: vipGameCounts. */
export const vipMembers = pgTable('vip_members', {
  memberId: integer('member_id').primaryKey(),
  specialCode: text('special_code'),
  /** Not read: vipUser.retentionMonth is derived from payments like the grades (service.ts retentionMonths). */
  retentionMonth: integer('retention_month').notNull().default(0),
  bonusMonth: integer('bonus_month').notNull().default(0),
  firstVipMonth: text('first_vip_month'),
  firstGrade: text('first_grade'),
  avatarMarkCode: text('avatar_mark_code'),
  avatarMarkWorn: boolean('avatar_mark_worn').notNull().default(false),
});

/**
 * Games a member played in a Korean month ('YYYY-MM', as vipMonthOf): last month's row makes this
 * month's power chief (vipUser.lastMonthGameCount; no row is 0 games). The counts are meant to come
 * from the game servers' results per Korean month; this portal has no game-result feed yet, so only
 * the demo seed writes rows.
 */
export const vipGameCounts = pgTable(
  'vip_game_counts',
  {
    memberId: integer('member_id').notNull(),
    month: text('month').notNull(),
    games: integer('games').notNull().default(0),
  },
  (t) => [uniqueIndex('vip_game_counts_month').on(t.memberId, t.month)],
);

export const vipBenefitClaims = pgTable(
  'vip_benefit_claims',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull(),
    vipMonth: text('vip_month').notNull(),
    type: text('type').$type<'coupon' | 'grade-up' | 'hancoin'>().notNull(),
    platform: text('platform').notNull(),
    amount: amount('amount'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('vip_benefit_claim_once').on(t.memberId, t.vipMonth, t.type)],
);

export const vipSavedCoins = pgTable(
  'vip_saved_coins',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull(),
    vipMonth: text('vip_month').notNull(),
    kind: text('kind').notNull(),
    coin: amount('coin'),
    createdAt: createdAt(),
  },
  // one row per kind and VIP month: the settlement (PAYMENT, PAYMENT_BONUS) and the hancoin benefit
  (t) => [uniqueIndex('vip_saved_coins_once').on(t.memberId, t.vipMonth, t.kind)],
);

export const hpcChampionships = pgTable('hpc_championships', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  type: text('type').notNull(),
  gameId: text('game_id').notNull(),
  recruitStartTime: ts('recruit_start_time').notNull(),
  recruitEndTime: ts('recruit_end_time').notNull(),
  entryStartTime: ts('entry_start_time').notNull(),
  gameStartTime: ts('game_start_time').notNull(),
  entryEndTime: ts('entry_end_time').notNull(),
  rebuyEndTime: ts('rebuy_end_time').notNull(),
  gameEndTime: ts('game_end_time').notNull(),
  championshipEndTime: ts('championship_end_time').notNull(),
  comingSoonText: text('coming_soon_text'),
  /** Demo rows only: when their times were last anchored; the server moves them along so the demo never expires. */
  demoAnchor: ts('demo_anchor'),
});
export type HpcChampionshipRow = typeof hpcChampionships.$inferSelect;

export const hpcApplications = pgTable(
  'hpc_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    championshipId: integer('championship_id').notNull(),
    memberId: integer('member_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('hpc_applications_once').on(t.championshipId, t.memberId)],
);

export const hpcRankings = pgTable(
  'hpc_rankings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    championshipId: integer('championship_id').notNull(),
    /** TOP, MIRACLE_SHIELD, BONUS */
    category: text('category').notNull(),
    rank: integer('rank').notNull(),
    nickname: text('nickname').notNull(),
    score: amount('score'),
    prize: bigint('prize', { mode: 'bigint' }),
    gameId: text('game_id').notNull(),
    /** the player the game server ranked (nicknames change); null: a row kept for display only, nothing paid */
    memberId: integer('member_id'),
    /** when the hpc-prizes job credited the prize (null: not yet, or none) */
    prizePaidAt: ts('prize_paid_at'),
  },
  (t) => [
    index('hpc_rankings_champ').on(t.championshipId, t.category, t.rank),
    // the hpc-prizes job's scan: prizes still to pay
    index('hpc_rankings_unpaid').on(t.championshipId).where(sql`${t.prizePaidAt} is null and ${t.prize} > 0 and ${t.memberId} is not null`),
  ],
);

export const hpcMedia = pgTable('hpc_media', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  title: text('title').notNull(),
  url: text('url').notNull(),
  thumbnailUrl: text('thumbnail_url').notNull(),
  displayAreaType: text('display_area_type').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/**
 * Demo switch for the PC-bang championship (development only, never in production): a demo member
 * listed here is treated as connecting from this (seeded) PC-bang address.
 */
export const pcBangDemoAddresses = pgTable('pc_bang_demo_addresses', {
  memberId: integer('member_id').primaryKey(),
  ip: text('ip').notNull(),
});

export const portalEvents = pgTable('portal_events', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  title: text('title').notNull(),
  type: text('type').notNull(),
  startDateTime: ts('start_date_time').notNull(),
  endDateTime: ts('end_date_time').notNull(),
  /** targeted members (member numbers); empty = everyone */
  targetMemberNos: jsonb('target_member_nos').$type<number[]>().notNull(),
});

export const eventParticipations = pgTable(
  'event_participations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer('event_id').notNull(),
    memberId: integer('member_id').notNull(),
    processorName: text('processor_name').notNull(),
    result: jsonb('result').$type<Record<string, string | number | boolean>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('event_participation_once').on(t.eventId, t.memberId, t.processorName)],
);

export * from './part2-vip.js';
export * from './part2-overmoney.js';
