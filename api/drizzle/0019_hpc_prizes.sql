-- HPC prizes are paid: each ranking row names its player (member_id; nicknames change) and when the
-- hpc-prizes job credited its prize (prize_paid_at); the partial index is the job's scan of prizes still to pay.
ALTER TABLE "hpc_rankings" ADD COLUMN "member_id" integer;--> statement-breakpoint
ALTER TABLE "hpc_rankings" ADD COLUMN "prize_paid_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "hpc_rankings_unpaid" ON "hpc_rankings" USING btree ("championship_id") WHERE "hpc_rankings"."prize_paid_at" is null and "hpc_rankings"."prize" > 0 and "hpc_rankings"."member_id" is not null;