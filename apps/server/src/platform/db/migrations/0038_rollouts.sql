CREATE TABLE "rollout_devices" (
	"rollout_id" text NOT NULL,
	"device_id" text NOT NULL,
	"phase_index" integer NOT NULL,
	"command_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rollout_devices_rollout_id_device_id_pk" PRIMARY KEY("rollout_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "rollout_phases" (
	"rollout_id" text NOT NULL,
	"phase_index" integer NOT NULL,
	"share" integer NOT NULL,
	"start_rule" text NOT NULL,
	"soak_minutes" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"batch_id" text,
	"device_count" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"installed_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"verdict" jsonb,
	CONSTRAINT "rollout_phases_rollout_id_phase_index_pk" PRIMARY KEY("rollout_id","phase_index")
);
--> statement-breakpoint
CREATE TABLE "rollouts" (
	"rollout_id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"brand" text NOT NULL,
	"model_number" text NOT NULL,
	"firmware_version" text NOT NULL,
	"from_version" text,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"serials" text[] DEFAULT '{}'::text[] NOT NULL,
	"priority" text NOT NULL,
	"state" text NOT NULL,
	"stop_reason" text,
	"target_count" integer NOT NULL,
	"current_phase" integer DEFAULT 0 NOT NULL,
	"max_failures" integer,
	"max_failure_percent" double precision,
	"min_answered" integer NOT NULL,
	"gate" jsonb NOT NULL,
	"scope" jsonb NOT NULL,
	"created_by_id" text NOT NULL,
	"created_by" text NOT NULL,
	"approved_by" text,
	"approved_at" timestamp with time zone,
	"revision" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "device_commands" ADD COLUMN "stage" text;--> statement-breakpoint
ALTER TABLE "device_commands" ADD COLUMN "percent" integer;--> statement-breakpoint
ALTER TABLE "fota_batches" ADD COLUMN "rollout_id" text;--> statement-breakpoint
ALTER TABLE "rollout_devices" ADD CONSTRAINT "rollout_devices_rollout_id_rollouts_rollout_id_fk" FOREIGN KEY ("rollout_id") REFERENCES "public"."rollouts"("rollout_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollout_phases" ADD CONSTRAINT "rollout_phases_rollout_id_rollouts_rollout_id_fk" FOREIGN KEY ("rollout_id") REFERENCES "public"."rollouts"("rollout_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollouts" ADD CONSTRAINT "rollouts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rollout_devices_phase" ON "rollout_devices" USING btree ("rollout_id","phase_index","device_id");--> statement-breakpoint
CREATE INDEX "rollout_devices_waiting" ON "rollout_devices" USING btree ("rollout_id","phase_index") WHERE "rollout_devices"."command_id" IS NULL;--> statement-breakpoint
CREATE INDEX "rollouts_tenant_created" ON "rollouts" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "rollouts_active" ON "rollouts" USING btree ("state") WHERE "rollouts"."state" IN ('running', 'awaitingApproval', 'paused');