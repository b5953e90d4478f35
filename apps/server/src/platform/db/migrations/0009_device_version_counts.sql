CREATE TABLE "device_version_counts" (
	"tenant_id" text NOT NULL,
	"category" text NOT NULL,
	"brand" text NOT NULL,
	"chip_type" text,
	"firmware_version" text NOT NULL,
	"onboarded" boolean NOT NULL,
	"devices" integer NOT NULL,
	CONSTRAINT "device_version_counts_key" UNIQUE NULLS NOT DISTINCT("tenant_id","category","brand","chip_type","firmware_version","onboarded")
);
