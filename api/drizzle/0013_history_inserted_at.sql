-- History rows written under a lock (a running balance, the limits before a change) carry the moment of
-- their insert, not their transaction's start: one that waited on the lock wrote later yet sorted earlier.
ALTER TABLE "ledger" ALTER COLUMN "created_at" SET DEFAULT clock_timestamp();--> statement-breakpoint
ALTER TABLE "restriction_histories" ALTER COLUMN "created_at" SET DEFAULT clock_timestamp();--> statement-breakpoint
ALTER TABLE "over_money_ledger" ALTER COLUMN "created_at" SET DEFAULT clock_timestamp();