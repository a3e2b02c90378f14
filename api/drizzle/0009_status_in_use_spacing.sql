-- '이용 중' with its space, as every page writes it (the status text is shown as it is stored).
ALTER TABLE "plus_memberships" ALTER COLUMN "status_description" SET DEFAULT '이용 중';
--> statement-breakpoint
UPDATE "plus_memberships" SET "status_description" = '이용 중' WHERE "status_description" = '이용중';
