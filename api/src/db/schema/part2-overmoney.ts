// Over-money store (초과 머니 보관함): money above the holding limit is kept per member and moved
// back into game money when there is room. The account row is the balance; every change has a
// ledger row of its own (the game-money side goes through the main ledger).
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { insertedAt } from './core.js';

const amount = (name: string) => bigint(name, { mode: 'bigint' }).notNull().default(sql`0`);

export const overMoneyAccounts = pgTable('over_money_accounts', {
  memberId: integer('member_id').primaryKey(),
  balance: amount('balance'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type OverMoneyAccountRow = typeof overMoneyAccounts.$inferSelect;

export const overMoneyLedger = pgTable(
  'over_money_ledger',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull(),
    kind: text('kind').$type<'STORE' | 'WITHDRAW'>().notNull(),
    /** positive: stored; negative: withdrawn */
    amount: amount('amount'),
    balanceAfter: amount('balance_after'),
    /** machine reason: LUCKY_FLIP, GAME_RESULT, OVER_MONEY_WITHDRAW … */
    reason: text('reason').notNull(),
    description: text('description').notNull(),
    refType: text('ref_type'),
    refId: text('ref_id'),
    idempotencyKey: text('idempotency_key'),
    createdAt: insertedAt(),
  },
  (t) => [index('over_money_ledger_member').on(t.memberId, t.createdAt)],
);
