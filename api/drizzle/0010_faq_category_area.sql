-- The portal area a FAQ category is about: the partner channel, blocked from Plus (SPEC §6), does
-- not list the Plus answers. A database seeded before: its Plus category (a fresh one is seeded so).
ALTER TABLE "faq_categories" ADD COLUMN "area" text;
--> statement-breakpoint
UPDATE "faq_categories" SET "area" = 'plus' WHERE "name" = '플러스 멤버십';
