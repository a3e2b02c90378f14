// Shop catalogue, Plus product catalogue, collection book, member inventory.
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export type ShopCategory = 'avatar' | 'item' | 'money' | 'endorphin' | 'minigame';
export const shopProducts = pgTable(
  'shop_products',
  {
    code: text('code').primaryKey(),
    /** SPEC §3 item kinds: I item, A avatar, E etc */
    kind: text('kind').$type<'I' | 'A' | 'E'>().notNull(),
    category: text('category').$type<ShopCategory>().notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** price in 원 */
    price: bigint('price', { mode: 'bigint' }).notNull(),
    /** game money granted with the purchase (avatars and money products carry bonus money) */
    grantMoney: bigint('grant_money', { mode: 'bigint' }).notNull().default(sql`0`),
    grantEndorphin: bigint('grant_endorphin', { mode: 'bigint' }).notNull().default(sql`0`),
    imageUrl: text('image_url').notNull(),
    best: boolean('best').notNull().default(false),
    subStore: text('sub_store'),
    avatarId: integer('avatar_id'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('shop_products_category').on(t.category, t.sortOrder)],
);
export type ShopProductRow = typeof shopProducts.$inferSelect;

/** Plus (membership) products by code, SPEC §3. Pricing and joining are in the part-2 domains. */
export const plusProducts = pgTable('plus_products', {
  code: text('code').primaryKey(),
  type: text('type').$type<'MAIN' | 'OPTION' | 'ITEM'>().notNull(),
  /** V, W, X, Z for main tiers; gold / weekly-gold items; option group for options */
  tier: text('tier'),
  groupType: text('group_type'),
  optionKey: text('option_key'),
  serviceCode: text('service_code'),
  name: text('name').notNull(),
  description: text('description').notNull(),
  price: bigint('price', { mode: 'bigint' }).notNull(),
  monthlyBankbookMoney: bigint('monthly_bankbook_money', { mode: 'bigint' }).notNull().default(sql`0`),
  mobile: boolean('mobile').notNull().default(false),
  imageUrl: text('image_url').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});
export type PlusProductRow = typeof plusProducts.$inferSelect;

export const collectionBooks = pgTable('collection_books', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  avatarCodes: jsonb('avatar_codes').$type<string[]>().notNull(),
  rewardMoney: bigint('reward_money', { mode: 'bigint' }).notNull().default(sql`0`),
  imageUrl: text('image_url').notNull(),
});

export const inventoryItems = pgTable(
  'inventory_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull(),
    productCode: text('product_code').notNull(),
    kind: text('kind').$type<'I' | 'A' | 'E'>().notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull().default(1),
    isMembershipItem: boolean('is_membership_item').notNull().default(false),
    acquiredAt: timestamp('acquired_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('inventory_member').on(t.memberId)],
);
export type InventoryItemRow = typeof inventoryItems.$inferSelect;

/**
 * A collection book's reward paid to a member: one row per member and book (the unique index makes
 * a second payment impossible, whichever path — purchase or claim — gets there first).
 */
export const collectionBookRewards = pgTable(
  'collection_book_rewards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull(),
    bookId: integer('book_id').notNull(),
    rewardMoney: bigint('reward_money', { mode: 'bigint' }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('collection_book_rewards_member_book').on(t.memberId, t.bookId)],
);
export type CollectionBookRewardRow = typeof collectionBookRewards.$inferSelect;
