-- The limits in force when a change was asked (what a refusal kept), so the history can tell which
-- values a request changed.
ALTER TABLE "restriction_histories" ADD COLUMN "before_day_limit" bigint;--> statement-breakpoint
ALTER TABLE "restriction_histories" ADD COLUMN "before_month_limit" bigint;--> statement-breakpoint
-- Rows from before: limits change only by a successful change, so they were what the member's latest
-- earlier success set. A row with no success before it stays unknown (null).
UPDATE "restriction_histories" AS h SET ("before_month_limit", "before_day_limit") = (
  SELECT p."month_limit", p."day_limit" FROM "restriction_histories" AS p
  WHERE p."member_id" = h."member_id" AND p."result_type" = 'success' AND (p."created_at", p."id") < (h."created_at", h."id")
  ORDER BY p."created_at" DESC, p."id" DESC LIMIT 1
)
WHERE h."before_month_limit" IS NULL;
