-- A FAQ answer's words on the partner channel's host where they differ (no Plus, VIP or mobile site there, SPEC §6).
-- The catalogue seed fills them; a database seeded before keeps showing the portal's answer there until its FAQ is reloaded.
ALTER TABLE "faq_articles" ADD COLUMN "partner_content" text;