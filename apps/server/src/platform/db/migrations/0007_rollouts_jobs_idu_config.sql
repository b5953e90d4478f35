CREATE TABLE "device_commands" (
	"command_id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"device_id" text NOT NULL,
	"type" text NOT NULL,
	"batch_id" text,
	"target_version" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fota_batches" (
	"batch_id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"category" text NOT NULL,
	"brand" text NOT NULL,
	"model_number" text NOT NULL,
	"firmware_version" text NOT NULL,
	"percentage" integer NOT NULL,
	"priority" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fota_job_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"job_id" uuid NOT NULL,
	"fired_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text NOT NULL,
	"detail" jsonb
);
--> statement-breakpoint
CREATE TABLE "fota_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"day_of_week" text NOT NULL,
	"hour" integer NOT NULL,
	"minute" integer NOT NULL,
	"model_number" text,
	"percentage" integer,
	"priority" text,
	"firmware_version" text,
	"owner_id" uuid NOT NULL,
	"owner_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idu_configs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"config_id" text NOT NULL,
	"category" text NOT NULL,
	"brand" text NOT NULL,
	"model_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"config_version" text NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"sha256" text NOT NULL,
	"size" integer NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fota_job_runs" ADD CONSTRAINT "fota_job_runs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fota_job_runs" ADD CONSTRAINT "fota_job_runs_job_id_fota_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."fota_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fota_jobs" ADD CONSTRAINT "fota_jobs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idu_configs" ADD CONSTRAINT "idu_configs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_commands_batch_status" ON "device_commands" USING btree ("batch_id","status");--> statement-breakpoint
CREATE INDEX "device_commands_batch_command" ON "device_commands" USING btree ("batch_id","command_id");--> statement-breakpoint
CREATE INDEX "device_commands_device" ON "device_commands" USING btree ("device_id","created_at");--> statement-breakpoint
CREATE INDEX "fota_batches_tenant_model" ON "fota_batches" USING btree ("tenant_id","category","brand","model_number","created_at");--> statement-breakpoint
CREATE INDEX "fota_job_runs_job" ON "fota_job_runs" USING btree ("job_id","fired_at");--> statement-breakpoint
CREATE INDEX "fota_jobs_tenant_created" ON "fota_jobs" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "idu_configs_tenant_config_id" ON "idu_configs" USING btree ("tenant_id","config_id");--> statement-breakpoint
CREATE INDEX "idu_configs_model_ids" ON "idu_configs" USING gin ("model_ids");