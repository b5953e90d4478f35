ALTER TABLE "notification_deliveries" ADD COLUMN "cap_counted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_tasks" ADD COLUMN "user_held_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_tasks" ADD COLUMN "user_capped_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_tasks" ADD COLUMN "policy" jsonb;--> statement-breakpoint
ALTER TABLE "notification_tasks" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE INDEX "notification_deliveries_cap" ON "notification_deliveries" USING btree ("tenant_id","user_id","channel") WHERE "notification_deliveries"."cap_counted";--> statement-breakpoint
CREATE INDEX "notification_tasks_idempotency" ON "notification_tasks" USING btree ("tenant_id","created_by_id","idempotency_key") WHERE "notification_tasks"."idempotency_key" is not null;