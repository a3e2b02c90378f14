CREATE TABLE "remote_deployments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "remote_deployments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"remote" text NOT NULL,
	"action" text NOT NULL,
	"version" text NOT NULL,
	"previous_version" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remote_manifest" (
	"remote" text PRIMARY KEY NOT NULL,
	"package" text NOT NULL,
	"version" text NOT NULL,
	"entry" text NOT NULL,
	"previous_version" text,
	"deployed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remote_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "remote_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"remote" text NOT NULL,
	"package" text NOT NULL,
	"version" text NOT NULL,
	"entry" text NOT NULL,
	"build_id" text,
	"built_at" timestamp with time zone,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "remote_deployments_remote" ON "remote_deployments" USING btree ("remote","id");--> statement-breakpoint
CREATE UNIQUE INDEX "remote_versions_remote_version" ON "remote_versions" USING btree ("remote","version");