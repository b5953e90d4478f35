ALTER TABLE "notification_deliveries" ADD COLUMN "queued_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD COLUMN "an_tokens" smallint;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD COLUMN "an_refused" smallint;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD COLUMN "ios_tokens" smallint;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD COLUMN "ios_refused" smallint;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_deliveries_unique_id" ON "notification_deliveries" USING btree ("unique_id");--> statement-breakpoint
CREATE INDEX "notification_deliveries_funnel" ON "notification_deliveries" USING btree ("task_id","provider");--> statement-breakpoint
CREATE INDEX "notification_deliveries_token_health" ON "notification_deliveries" USING btree ("tenant_id","answered_at") WHERE "notification_deliveries"."answered_at" is not null;