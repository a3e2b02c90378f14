-- Weekly gold earns WEEKLY_GOLD_PER_DAY a Korean day (the weekly-gold-accrual job): one row per member and day,
-- written with the round's gold in one transaction, so no day is credited twice (unique member_id, day).
CREATE TABLE "weekly_gold_accruals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "weekly_gold_accruals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"membership_id" integer NOT NULL,
	"round_id" integer NOT NULL,
	"day" text NOT NULL,
	"gold" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "weekly_gold_accrual_member_day" ON "weekly_gold_accruals" USING btree ("member_id","day");--> statement-breakpoint
CREATE INDEX "weekly_gold_accrual_membership" ON "weekly_gold_accruals" USING btree ("membership_id");