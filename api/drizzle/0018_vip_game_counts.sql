-- Games per member and Korean month (the power chief's 300 games last month: the game servers' results are meant to
-- fill it; no feed yet, the demo seed only); vip_members.last_month_game_count had no month and is dropped, not carried over.
CREATE TABLE "vip_game_counts" (
	"member_id" integer NOT NULL,
	"month" text NOT NULL,
	"games" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "vip_game_counts_month" ON "vip_game_counts" USING btree ("member_id","month");--> statement-breakpoint
ALTER TABLE "vip_members" DROP COLUMN "last_month_game_count";