CREATE TABLE "segment_snapshot_devices" (
	"snapshot_id" text NOT NULL,
	"device_id" text NOT NULL,
	CONSTRAINT "segment_snapshot_devices_snapshot_id_device_id_pk" PRIMARY KEY("snapshot_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "segment_snapshots" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"segment_id" text,
	"purpose" text NOT NULL,
	"filter" jsonb NOT NULL,
	"count" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "segments" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"visibility" text NOT NULL,
	"filter" jsonb NOT NULL,
	"owner_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "segment_snapshot_devices" ADD CONSTRAINT "segment_snapshot_devices_snapshot_id_segment_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."segment_snapshots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment_snapshots" ADD CONSTRAINT "segment_snapshots_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment_snapshots" ADD CONSTRAINT "segment_snapshots_segment_id_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment_snapshots" ADD CONSTRAINT "segment_snapshots_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segments" ADD CONSTRAINT "segments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segments" ADD CONSTRAINT "segments_owner_id_staff_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "segment_snapshots_segment" ON "segment_snapshots" USING btree ("segment_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "segments_owner_name" ON "segments" USING btree ("tenant_id","owner_id",lower("name"));--> statement-breakpoint
CREATE INDEX "segments_tenant_updated" ON "segments" USING btree ("tenant_id","updated_at");