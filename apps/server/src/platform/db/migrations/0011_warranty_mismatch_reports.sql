CREATE TABLE "warranty_mismatch_reports" (
	"tenant_id" text NOT NULL,
	"device_id" text NOT NULL,
	"model_number" text NOT NULL,
	"category" text NOT NULL,
	"product_serial_number" text,
	"onboarded_by" text,
	"reported_by" uuid NOT NULL,
	"first_reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"report_count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "warranty_mismatch_reports_tenant_id_device_id_pk" PRIMARY KEY("tenant_id","device_id")
);
--> statement-breakpoint
ALTER TABLE "warranty_mismatch_reports" ADD CONSTRAINT "warranty_mismatch_reports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_mismatch_reports" ADD CONSTRAINT "warranty_mismatch_reports_device_id_devices_device_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("device_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_mismatch_reports" ADD CONSTRAINT "warranty_mismatch_reports_reported_by_staff_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "warranty_mismatch_reports_recent" ON "warranty_mismatch_reports" USING btree ("tenant_id","last_reported_at");