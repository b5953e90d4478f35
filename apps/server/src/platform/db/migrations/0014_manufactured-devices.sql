CREATE TABLE "manufactured_devices" (
	"tenant_id" text NOT NULL,
	"device_id" text NOT NULL,
	"model_id" text NOT NULL,
	"model_number" text NOT NULL,
	"model_name" text,
	"category" text NOT NULL,
	"brand" text NOT NULL,
	"country" text NOT NULL,
	"mac_address" text NOT NULL,
	"efuse_mac_address" text,
	"serial_number" text NOT NULL,
	"product_serial_number" text,
	"firmware_version" text NOT NULL,
	"manufactured_date" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"provisioned_at" bigint,
	"onboarded_at" bigint,
	"discriminator" integer NOT NULL,
	"passcode_enc" text NOT NULL,
	CONSTRAINT "manufactured_devices_pkey" PRIMARY KEY("tenant_id","device_id")
);
--> statement-breakpoint
ALTER TABLE "device_models" ADD COLUMN "product_id" integer;--> statement-breakpoint
ALTER TABLE "manufactured_devices" ADD CONSTRAINT "manufactured_devices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "manufactured_devices_psn" ON "manufactured_devices" USING btree ("tenant_id","product_serial_number");--> statement-breakpoint
CREATE INDEX "manufactured_devices_serial" ON "manufactured_devices" USING btree ("tenant_id","serial_number");--> statement-breakpoint
CREATE INDEX "manufactured_devices_mac" ON "manufactured_devices" USING btree ("tenant_id","mac_address");--> statement-breakpoint
CREATE INDEX "manufactured_devices_list" ON "manufactured_devices" USING btree ("tenant_id","category","manufactured_date","device_id");