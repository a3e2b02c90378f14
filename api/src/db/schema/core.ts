// Core tables every domain builds on: members, wallets, ledger, sessions, idempotency, orders/payments.
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgSequence, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const money = (name: string) => bigint(name, { mode: 'bigint' }).notNull().default(sql`0`);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/**
 * created_at of a history row written under a lock (a running balance, the limits before): the
 * moment of the insert, not the transaction's start (now()) — a transaction that waited on the lock
 * started earlier yet writes later, and newest-first lists showed balances out of order (QA, PostgreSQL).
 */
export const insertedAt = () => timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`);

export interface LoginActionSpecJson {
  resultType: 'POPUP_REDIRECT' | 'BOTTOM_REDIRECT';
  displayMessage: string;
  buttonMessage: string;
  redirectUri: string;
}

/** Member numbers of new sign-ups (seeded demo members sit below 20,000,000). */
export const memberNoSeq = pgSequence('member_no_seq', { startWith: 20_000_001, increment: 1, minValue: 1, maxValue: 2_147_483_647, cache: 1 });

export const members = pgTable(
  'members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberNo: integer('member_no').notNull().unique(),
    publisher: text('publisher').notNull().default('hanpan'),
    loginId: text('login_id').notNull(),
    passwordHash: text('password_hash').notNull(),
    nickname: text('nickname').notNull(),
    gender: text('gender').notNull().default('F'),
    birthMonth: integer('birth_month').notNull().default(-1),
    avatarId: integer('avatar_id').notNull().default(0),
    multiIdpCode: text('multi_idp_code'),
    loginStatusCode: text('login_status_code').notNull().default('LOGIN'),
    loginStatusMessage: text('login_status_message'),
    loginActionSpec: jsonb('login_action_spec').$type<LoginActionSpecJson | null>(),
    isBeginner: boolean('is_beginner').notNull().default(false),
    level: integer('level').notNull().default(1),
    rating: integer('rating').notNull().default(1500),
    winCount: integer('win_count').notNull().default(0),
    defeatCount: integer('defeat_count').notNull().default(0),
    winCountToday: integer('win_count_today').notNull().default(0),
    defeatCountToday: integer('defeat_count_today').notNull().default(0),
    /** the Korean day (YYYY-MM-DD) the two counts above are of: on any other day they read as 0 (the
     *  game servers write all three; no job resets them) */
    todayCountsDay: text('today_counts_day'),
    lentMoney: money('lent_money'),
    restrictionMoney: money('restriction_money'),
    leagueGrade: text('league_grade'),
    inflow: text('inflow'),
    /** when the member proved being 19 or older (adult-only games, SPEC §8 over19); null = not verified */
    adultVerifiedAt: timestamp('adult_verified_at', { withTimezone: true }),
    /** since when the member is staff (versions page, remote overrides in production); set only by
     *  `npm run staff` on an existing member, never by a login id named before anyone signed up */
    staffSince: timestamp('staff_since', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('members_publisher_login_id').on(t.publisher, t.loginId)],
);
export type MemberRow = typeof members.$inferSelect;

export const CURRENCIES = ['money', 'hancoin', 'endorphin', 'mileage'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const wallets = pgTable('wallets', {
  memberId: integer('member_id').primaryKey(),
  money: money('money'),
  hancoin: money('hancoin'),
  endorphin: money('endorphin'),
  mileage: money('mileage'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type WalletRow = typeof wallets.$inferSelect;

export const ledger = pgTable(
  'ledger',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull(),
    currency: text('currency').notNull().$type<Currency>(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    reason: text('reason').notNull(),
    refType: text('ref_type'),
    refId: text('ref_id'),
    idempotencyKey: text('idempotency_key'),
    createdAt: insertedAt(),
  },
  (t) => [index('ledger_member_created').on(t.memberId, t.createdAt), index('ledger_member_reason').on(t.memberId, t.reason)],
);
export type LedgerRow = typeof ledger.$inferSelect;

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the cookie value: a leaked table does not leak live sessions. */
    id: text('id').primaryKey(),
    memberId: integer('member_id').notNull(),
    publisher: text('publisher').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_member').on(t.memberId)],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull(),
    key: text('key').notNull(),
    scope: text('scope').notNull(),
    statusCode: integer('status_code').notNull().default(200),
    /** sha256 of the request (method, route, params, query, body): a replay must match it. */
    requestHash: text('request_hash'),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('idempotency_member_key').on(t.memberId, t.key)],
);

/**
 * FAILED: a regular payment the job could not take (limits refused it). Terminal, never paid: no
 * payments row; kept only so the member sees 결제 실패 and the reason (resultLines) in the history.
 */
export type OrderStatus = 'PENDING' | 'COMPLETED' | 'CANCELLED' | 'EXPIRED' | 'FAILED';
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderNo: text('order_no').notNull().unique(),
    memberId: integer('member_id').notNull(),
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull(),
    title: text('title').notNull(),
    lines: jsonb('lines').$type<string[]>().notNull(),
    /** Price in 원 (cash); 0 for uses of already bought goods. */
    amount: money('amount'),
    status: text('status').$type<OrderStatus>().notNull().default('PENDING'),
    returnUrl: text('return_url').notNull().default('/'),
    resultLines: jsonb('result_lines').$type<string[]>(),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  // the stale-orders job finds the unpaid orders past their lifetime (not every order ever made)
  (t) => [index('orders_member').on(t.memberId, t.createdAt), index('orders_pending_created').on(t.createdAt).where(sql`${t.status} = 'PENDING'`)],
);
export type OrderRow = typeof orders.$inferSelect;

export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id').notNull().unique(),
    memberId: integer('member_id').notNull(),
    kind: text('kind').notNull(),
    amount: money('amount'),
    method: text('method').notNull().default('SANDBOX'),
    createdAt: createdAt(),
  },
  // by time across members: the VIP jobs' counting periods (savedCoinCandidates, firstAchievementCandidates)
  (t) => [index('payments_member_created').on(t.memberId, t.createdAt), index('payments_created').on(t.createdAt)],
);
