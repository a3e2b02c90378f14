// Coupons, memos and self-set spending limits with their history.
import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { insertedAt } from './core.js';

export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull(),
    /** pokerTotal, plusfree, … */
    category: text('category').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    benefit: text('benefit').notNull(),
    usable: boolean('usable').notNull().default(true),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coupons_member_category').on(t.memberId, t.category)],
);

export const memos = pgTable(
  'memos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull(),
    sender: text('sender').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('memos_member').on(t.memberId)],
);

/** Limits the member set for themselves (absent row → legal maximum, no day limit). */
export const spendingLimits = pgTable('spending_limits', {
  memberId: integer('member_id').primaryKey(),
  dayLimit: bigint('day_limit', { mode: 'bigint' }),
  monthLimit: bigint('month_limit', { mode: 'bigint' }),
  /** last time the member raised a limit (once per calendar month) */
  lastRaisedAt: timestamp('last_raised_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const restrictionHistories = pgTable(
  'restriction_histories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull(),
    action: text('action').$type<'upgrade' | 'downgrade'>().notNull(),
    resultType: text('result_type').notNull(),
    /** the limits asked for (applied on success) */
    dayLimit: bigint('day_limit', { mode: 'bigint' }),
    monthLimit: bigint('month_limit', { mode: 'bigint' }),
    /**
     * the limits in force when it was asked (what a refusal kept), to tell which values the request
     * changed; before_month_limit is null only on rows from before they were kept (0012)
     */
    beforeDayLimit: bigint('before_day_limit', { mode: 'bigint' }),
    beforeMonthLimit: bigint('before_month_limit', { mode: 'bigint' }),
    message: text('message').notNull(),
    createdAt: insertedAt(),
  },
  (t) => [index('restriction_histories_member').on(t.memberId, t.createdAt)],
);
