CREATE TABLE "pc_bang_demo_addresses" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"ip" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hpc_championships" ADD COLUMN "demo_anchor" timestamp with time zone;