CREATE TABLE "vip_power_chief_claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vip_power_chief_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"vip_month" text NOT NULL,
	"grade" text NOT NULL,
	"game_count" integer NOT NULL,
	"money" bigint DEFAULT 0 NOT NULL,
	"platform" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_voices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vip_voices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"status" text DEFAULT 'RECEIVED' NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "vip_saved_coins_member";--> statement-breakpoint
CREATE UNIQUE INDEX "vip_power_chief_once" ON "vip_power_chief_claims" USING btree ("member_id","vip_month");--> statement-breakpoint
CREATE INDEX "vip_voices_member" ON "vip_voices" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_saved_coins_once" ON "vip_saved_coins" USING btree ("member_id","vip_month","kind");