CREATE TABLE "auto_bankbooks" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"membership_id" integer NOT NULL,
	"status" text NOT NULL,
	"date_type" text NOT NULL,
	"join_date_time" timestamp with time zone NOT NULL,
	"last_date_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bankbook_uses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bankbook_uses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"membership_id" integer NOT NULL,
	"period_index" integer NOT NULL,
	"use_count" integer NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"auto" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealer_discount_days" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dealer_discount_days_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"day" text NOT NULL,
	"discount_rate" integer NOT NULL,
	"roll" integer NOT NULL,
	"total_discount_amount" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_participations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_participations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"processor_name" text NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hpc_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hpc_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"championship_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hpc_championships" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"game_id" text NOT NULL,
	"recruit_start_time" timestamp with time zone NOT NULL,
	"recruit_end_time" timestamp with time zone NOT NULL,
	"entry_start_time" timestamp with time zone NOT NULL,
	"game_start_time" timestamp with time zone NOT NULL,
	"entry_end_time" timestamp with time zone NOT NULL,
	"rebuy_end_time" timestamp with time zone NOT NULL,
	"game_end_time" timestamp with time zone NOT NULL,
	"championship_end_time" timestamp with time zone NOT NULL,
	"coming_soon_text" text
);
--> statement-breakpoint
CREATE TABLE "hpc_media" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hpc_media_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"url" text NOT NULL,
	"thumbnail_url" text NOT NULL,
	"display_area_type" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hpc_rankings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hpc_rankings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"championship_id" integer NOT NULL,
	"category" text NOT NULL,
	"rank" integer NOT NULL,
	"nickname" text NOT NULL,
	"score" bigint DEFAULT 0 NOT NULL,
	"prize" bigint,
	"game_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lucky_flip_draws" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lucky_flip_draws_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"membership_id" integer NOT NULL,
	"period_index" integer NOT NULL,
	"roll" integer NOT NULL,
	"money" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_event_flags" (
	"member_id" integer NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_vouchers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "membership_vouchers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"product_code" text NOT NULL,
	"months" integer DEFAULT 1 NOT NULL,
	"used_at" timestamp with time zone,
	"expire_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mileage_grants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mileage_grants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"remaining" bigint DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"earned_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"expired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mileage_histories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mileage_histories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"type" text NOT NULL,
	"mileage" bigint DEFAULT 0 NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "money_transfers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "money_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sender_id" integer NOT NULL,
	"receiver_id" integer NOT NULL,
	"initiator_id" integer NOT NULL,
	"type" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pet_shop_rewards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pet_shop_rewards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"option_membership_id" integer NOT NULL,
	"period_index" integer NOT NULL,
	"use_count" integer NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pet_shops" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pet_shops_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"pet_name" text NOT NULL,
	"dressed_items" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pet_shops_member_id_unique" UNIQUE("member_id")
);
--> statement-breakpoint
CREATE TABLE "plus_memberships" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plus_memberships_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"product_code" text NOT NULL,
	"subscription_type" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"status_description" text DEFAULT '이용중' NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"first_register_date" timestamp with time zone NOT NULL,
	"continuous_usage_count" integer DEFAULT 1 NOT NULL,
	"continuous_group_usage_count" integer DEFAULT 1 NOT NULL,
	"payment_no" text,
	"product_amount" bigint DEFAULT 0 NOT NULL,
	"masked_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_events" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"start_date_time" timestamp with time zone NOT NULL,
	"end_date_time" timestamp with time zone NOT NULL,
	"target_member_nos" jsonb NOT NULL,
	CONSTRAINT "portal_events_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "transfer_permissions" (
	"owner_id" integer NOT NULL,
	"allowed_member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_benefit_claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vip_benefit_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"vip_month" text NOT NULL,
	"type" text NOT NULL,
	"platform" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_members" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"special_code" text,
	"retention_month" integer DEFAULT 0 NOT NULL,
	"bonus_month" integer DEFAULT 0 NOT NULL,
	"last_month_game_count" integer DEFAULT 0 NOT NULL,
	"first_vip_month" text,
	"first_grade" text,
	"avatar_mark_code" text,
	"avatar_mark_worn" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_saved_coins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vip_saved_coins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"vip_month" text NOT NULL,
	"kind" text NOT NULL,
	"coin" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weekly_gold_rounds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "weekly_gold_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"membership_id" integer NOT NULL,
	"round" integer NOT NULL,
	"start_date_time" timestamp with time zone NOT NULL,
	"end_date_time" timestamp with time zone NOT NULL,
	"accumulated_gold" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bankbook_uses_member" ON "bankbook_uses" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "bankbook_uses_period" ON "bankbook_uses" USING btree ("membership_id","period_index");--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_discount_member_day" ON "dealer_discount_days" USING btree ("member_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "event_participation_once" ON "event_participations" USING btree ("event_id","member_id","processor_name");--> statement-breakpoint
CREATE UNIQUE INDEX "hpc_applications_once" ON "hpc_applications" USING btree ("championship_id","member_id");--> statement-breakpoint
CREATE INDEX "hpc_rankings_champ" ON "hpc_rankings" USING btree ("championship_id","category","rank");--> statement-breakpoint
CREATE UNIQUE INDEX "lucky_flip_period" ON "lucky_flip_draws" USING btree ("membership_id","period_index");--> statement-breakpoint
CREATE INDEX "lucky_flip_member" ON "lucky_flip_draws" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_event_flags_key" ON "member_event_flags" USING btree ("member_id","key");--> statement-breakpoint
CREATE INDEX "membership_vouchers_member" ON "membership_vouchers" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "mileage_grants_member" ON "mileage_grants" USING btree ("member_id","expires_at");--> statement-breakpoint
CREATE INDEX "mileage_histories_member" ON "mileage_histories" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "money_transfers_sender" ON "money_transfers" USING btree ("sender_id","created_at");--> statement-breakpoint
CREATE INDEX "money_transfers_receiver" ON "money_transfers" USING btree ("receiver_id","created_at");--> statement-breakpoint
CREATE INDEX "pet_shop_rewards_member" ON "pet_shop_rewards" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "pet_shop_rewards_option" ON "pet_shop_rewards" USING btree ("option_membership_id","period_index");--> statement-breakpoint
CREATE INDEX "plus_memberships_member" ON "plus_memberships" USING btree ("member_id","kind","end_date");--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_permissions_pair" ON "transfer_permissions" USING btree ("owner_id","allowed_member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_benefit_claim_once" ON "vip_benefit_claims" USING btree ("member_id","vip_month","type");--> statement-breakpoint
CREATE INDEX "vip_saved_coins_member" ON "vip_saved_coins" USING btree ("member_id","vip_month");--> statement-breakpoint
CREATE UNIQUE INDEX "weekly_gold_round" ON "weekly_gold_rounds" USING btree ("membership_id","round");--> statement-breakpoint
CREATE INDEX "weekly_gold_member" ON "weekly_gold_rounds" USING btree ("member_id");