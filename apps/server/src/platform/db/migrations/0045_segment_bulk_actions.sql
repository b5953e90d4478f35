CREATE TABLE "segment_action_results" (
	"action_id" text NOT NULL,
	"device_id" text NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "segment_action_results_action_id_device_id_pk" PRIMARY KEY("action_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "segment_actions" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"snapshot_id" text NOT NULL,
	"segment_id" text,
	"total" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"needs_approval" boolean NOT NULL,
	"created_by" uuid NOT NULL,
	"created_by_name" text NOT NULL,
	"scope" jsonb NOT NULL,
	"ip" text,
	"approved_by" text,
	"cancelled_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"lease_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "segment_action_results" ADD CONSTRAINT "segment_action_results_action_id_segment_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."segment_actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment_actions" ADD CONSTRAINT "segment_actions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment_actions" ADD CONSTRAINT "segment_actions_snapshot_id_segment_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."segment_snapshots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment_actions" ADD CONSTRAINT "segment_actions_segment_id_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "segment_actions_tenant_created" ON "segment_actions" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "segment_actions_running" ON "segment_actions" USING btree ("created_at") WHERE "segment_actions"."state" = 'running';