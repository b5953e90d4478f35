CREATE TABLE "qr_labels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"source" text NOT NULL,
	"category" text NOT NULL,
	"brand" text NOT NULL,
	"country" text,
	"model_id" text NOT NULL,
	"product_serial_number" text,
	"copies" integer NOT NULL,
	"dpi" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "qr_labels" ADD CONSTRAINT "qr_labels_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "qr_labels_tenant_created" ON "qr_labels" USING btree ("tenant_id","created_at");