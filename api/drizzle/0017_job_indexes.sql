-- Indexes for the scheduled jobs' scans over every member: the subscriptions coming due, the running options,
-- the mileage grants with something left, the unpaid orders, the payments by time (VIP counting periods).
CREATE INDEX "orders_pending_created" ON "orders" USING btree ("created_at") WHERE "orders"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "payments_created" ON "payments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mileage_grants_expiring" ON "mileage_grants" USING btree ("expires_at") WHERE "mileage_grants"."remaining" > 0;--> statement-breakpoint
CREATE INDEX "plus_memberships_due_subscription" ON "plus_memberships" USING btree ("end_date") WHERE "plus_memberships"."kind" = 'MAIN' and "plus_memberships"."status" = 'ACTIVE' and "plus_memberships"."subscription_type" = 'SUBSCRIPTION';--> statement-breakpoint
CREATE INDEX "plus_memberships_active_option" ON "plus_memberships" USING btree ("product_code","end_date") WHERE "plus_memberships"."kind" = 'OPTION' and "plus_memberships"."status" = 'ACTIVE';