CREATE TABLE "app_installs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"platform" text NOT NULL,
	"push_token" text,
	"app_version" text NOT NULL,
	"last_login" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"unique_id" text DEFAULT gen_random_uuid()::text NOT NULL,
	"tenant_id" text NOT NULL,
	"task_id" text NOT NULL,
	"run" integer NOT NULL,
	"user_id" text NOT NULL,
	"channel" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"error" text,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notification_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"delivery_id" bigint NOT NULL,
	"channel" text NOT NULL,
	"platform" text,
	"recipient" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"created_by_id" text NOT NULL,
	"created_by_name" text NOT NULL,
	"channel" text NOT NULL,
	"platforms" text[] DEFAULT '{}'::text[] NOT NULL,
	"severity" text NOT NULL,
	"request" jsonb NOT NULL,
	"audience" jsonb NOT NULL,
	"expiry" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"run" integer DEFAULT 1 NOT NULL,
	"next_run_at" timestamp with time zone,
	"cursor" text,
	"expanded" boolean DEFAULT false NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"user_count" integer DEFAULT 0 NOT NULL,
	"user_failed_count" integer DEFAULT 0 NOT NULL,
	"user_sent_count" integer DEFAULT 0 NOT NULL,
	"failed_user_sent_count" integer DEFAULT 0 NOT NULL,
	"token_not_found_user_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_installs" ADD CONSTRAINT "app_installs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_installs" ADD CONSTRAINT "app_installs_user_id_end_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."end_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_task_id_notification_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."notification_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_tasks" ADD CONSTRAINT "notification_tasks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_installs_user" ON "app_installs" USING btree ("user_id","platform");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_deliveries_once" ON "notification_deliveries" USING btree ("task_id","run","user_id","channel");--> statement-breakpoint
CREATE INDEX "notification_deliveries_task_status" ON "notification_deliveries" USING btree ("task_id","status");--> statement-breakpoint
CREATE INDEX "notification_deliveries_user_log" ON "notification_deliveries" USING btree ("tenant_id","user_id","sent_at") WHERE "notification_deliveries"."status" = 'sent';--> statement-breakpoint
CREATE INDEX "notification_outbox_delivery" ON "notification_outbox" USING btree ("delivery_id");--> statement-breakpoint
CREATE INDEX "notification_tasks_tenant_created" ON "notification_tasks" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "notification_tasks_open" ON "notification_tasks" USING btree ("status") WHERE "notification_tasks"."status" in ('scheduled', 'queued', 'processing');