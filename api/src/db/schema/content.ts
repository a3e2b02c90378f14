// Banners, FAQ, SMS outbox, PC-bang IPs and championship applications.
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const banners = pgTable(
  'banners',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publisher: text('publisher').notNull(),
    /** lnb, double-day, shop, plus, vip, floating, main */
    area: text('area').notNull(),
    title: text('title').notNull(),
    imageUrl: text('image_url').notNull(),
    linkType: text('link_type').$type<'SELF' | 'BLANK' | 'POPUP'>().notNull(),
    linkUrl: text('link_url').notNull(),
    extraDataToMap: jsonb('extra_data').$type<Record<string, unknown>>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('banners_publisher_area').on(t.publisher, t.area)],
);

/** The portal area a FAQ category is about, where a channel may be blocked from it (SPEC §6: Plus). */
export type FaqArea = 'plus';

export const faqCategories = pgTable('faq_categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  // the portal area its answers are about ('plus'): a channel blocked from that area does not list it
  area: text('area').$type<FaqArea>(),
});

export const faqArticles = pgTable(
  'faq_articles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer('category_id').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** the answer on the partner channel's host when it differs (no Plus, VIP or mobile site there, SPEC §6) */
    partnerContent: text('partner_content'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('faq_articles_category').on(t.categoryId, t.sortOrder)],
);

export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull(),
    kind: text('kind').$type<'classic-download' | 'mobile-shop-url'>().notNull(),
    phoneNumber: text('phone_number').notNull(),
    storeType: text('store_type'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_outbox_member').on(t.memberId, t.createdAt), index('sms_outbox_phone').on(t.phoneNumber, t.createdAt)],
);

export const pcBangIps = pgTable('pc_bang_ips', {
  ip: text('ip').primaryKey(),
  type: text('type').$type<'METER' | 'FLAT'>().notNull(),
  name: text('name').notNull(),
  receivableCapsuleFreeTicket: integer('receivable_capsule_free_ticket').notNull().default(0),
});

export const championshipApplications = pgTable(
  'championship_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull(),
    round: integer('round').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('championship_member_round').on(t.memberId, t.round)],
);
