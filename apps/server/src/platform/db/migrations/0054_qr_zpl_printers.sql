CREATE TABLE "qr_printers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"host" text NOT NULL,
	"port" integer NOT NULL,
	"dpi" integer NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "qr_labels" ADD COLUMN "channel" text DEFAULT 'image' NOT NULL;--> statement-breakpoint
ALTER TABLE "qr_labels" ADD COLUMN "station" text;--> statement-breakpoint
ALTER TABLE "qr_labels" ADD COLUMN "printer_name" text;--> statement-breakpoint
ALTER TABLE "qr_labels" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "qr_printers" ADD CONSTRAINT "qr_printers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "qr_printers_tenant_name" ON "qr_printers" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "qr_labels_zpl_serial" ON "qr_labels" USING btree ("tenant_id","product_serial_number") WHERE "qr_labels"."channel" <> 'image';