CREATE TABLE "banners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"publisher" text NOT NULL,
	"area" text NOT NULL,
	"title" text NOT NULL,
	"image_url" text NOT NULL,
	"link_type" text NOT NULL,
	"link_url" text NOT NULL,
	"extra_data" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "championship_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "championship_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"round" integer NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_articles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "faq_articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pc_bang_ips" (
	"ip" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"receivable_capsule_free_ticket" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"phone_number" text NOT NULL,
	"store_type" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "idempotency_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"key" text NOT NULL,
	"scope" text NOT NULL,
	"status_code" integer DEFAULT 200 NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"reason" text NOT NULL,
	"ref_type" text,
	"ref_id" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_no" integer NOT NULL,
	"publisher" text DEFAULT 'hanpan' NOT NULL,
	"login_id" text NOT NULL,
	"password_hash" text NOT NULL,
	"nickname" text NOT NULL,
	"gender" text DEFAULT 'F' NOT NULL,
	"birth_month" integer DEFAULT -1 NOT NULL,
	"avatar_id" integer DEFAULT 0 NOT NULL,
	"multi_idp_code" text,
	"login_status_code" text DEFAULT 'LOGIN' NOT NULL,
	"login_status_message" text,
	"login_action_spec" jsonb,
	"is_beginner" boolean DEFAULT false NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"rating" integer DEFAULT 1500 NOT NULL,
	"win_count" integer DEFAULT 0 NOT NULL,
	"defeat_count" integer DEFAULT 0 NOT NULL,
	"win_count_today" integer DEFAULT 0 NOT NULL,
	"defeat_count_today" integer DEFAULT 0 NOT NULL,
	"lent_money" bigint DEFAULT 0 NOT NULL,
	"restriction_money" bigint DEFAULT 0 NOT NULL,
	"league_grade" text,
	"inflow" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_member_no_unique" UNIQUE("member_no")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb NOT NULL,
	"title" text NOT NULL,
	"lines" jsonb NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"return_url" text DEFAULT '/' NOT NULL,
	"result_lines" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"method" text DEFAULT 'SANDBOX' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"publisher" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"money" bigint DEFAULT 0 NOT NULL,
	"hancoin" bigint DEFAULT 0 NOT NULL,
	"endorphin" bigint DEFAULT 0 NOT NULL,
	"mileage" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "channels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"game_id" text NOT NULL,
	"code" text NOT NULL,
	"grade" text NOT NULL,
	"name" text NOT NULL,
	"blue" boolean DEFAULT false NOT NULL,
	"green" boolean DEFAULT false NOT NULL,
	"minimum_game_money" bigint,
	"maximum_game_money" bigint,
	"minimum_rating" integer,
	"maximum_rating" integer,
	"seed_money" jsonb NOT NULL,
	"admission_level" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_restrictions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_restrictions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"game_id" text NOT NULL,
	"reason" text NOT NULL,
	"expired_date" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" text PRIMARY KEY NOT NULL,
	"class_name" text NOT NULL,
	"name" text NOT NULL,
	"is_remastered" boolean DEFAULT false NOT NULL,
	"has_one_champion_channel" boolean DEFAULT false NOT NULL,
	"is_casino" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maintenances" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "maintenances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"game_ids" jsonb NOT NULL,
	"message" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_books" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"avatar_codes" jsonb NOT NULL,
	"reward_money" bigint DEFAULT 0 NOT NULL,
	"image_url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inventory_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"product_code" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"is_membership_item" boolean DEFAULT false NOT NULL,
	"acquired_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "plus_products" (
	"code" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"tier" text,
	"group_type" text,
	"option_key" text,
	"service_code" text,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price" bigint NOT NULL,
	"monthly_bankbook_money" bigint DEFAULT 0 NOT NULL,
	"mobile" boolean DEFAULT false NOT NULL,
	"image_url" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_products" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price" bigint NOT NULL,
	"grant_money" bigint DEFAULT 0 NOT NULL,
	"grant_endorphin" bigint DEFAULT 0 NOT NULL,
	"image_url" text NOT NULL,
	"best" boolean DEFAULT false NOT NULL,
	"sub_store" text,
	"avatar_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"benefit" text NOT NULL,
	"usable" boolean DEFAULT true NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "memos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"sender" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restriction_histories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "restriction_histories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"action" text NOT NULL,
	"result_type" text NOT NULL,
	"day_limit" bigint,
	"month_limit" bigint,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spending_limits" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"day_limit" bigint,
	"month_limit" bigint,
	"last_raised_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "banners_publisher_area" ON "banners" USING btree ("publisher","area");--> statement-breakpoint
CREATE UNIQUE INDEX "championship_member_round" ON "championship_applications" USING btree ("member_id","round");--> statement-breakpoint
CREATE INDEX "faq_articles_category" ON "faq_articles" USING btree ("category_id","sort_order");--> statement-breakpoint
CREATE INDEX "sms_outbox_member" ON "sms_outbox" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_phone" ON "sms_outbox" USING btree ("phone_number","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_member_key" ON "idempotency_keys" USING btree ("member_id","key");--> statement-breakpoint
CREATE INDEX "ledger_member_created" ON "ledger" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_member_reason" ON "ledger" USING btree ("member_id","reason");--> statement-breakpoint
CREATE UNIQUE INDEX "members_publisher_login_id" ON "members" USING btree ("publisher","login_id");--> statement-breakpoint
CREATE INDEX "orders_member" ON "orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_member_created" ON "payments" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "sessions_member" ON "sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "channels_game" ON "channels" USING btree ("game_id","sort_order");--> statement-breakpoint
CREATE INDEX "game_restrictions_member" ON "game_restrictions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "inventory_member" ON "inventory_items" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "shop_products_category" ON "shop_products" USING btree ("category","sort_order");--> statement-breakpoint
CREATE INDEX "coupons_member_category" ON "coupons" USING btree ("member_id","category");--> statement-breakpoint
CREATE INDEX "memos_member" ON "memos" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "restriction_histories_member" ON "restriction_histories" USING btree ("member_id","created_at");