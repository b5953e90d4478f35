DROP INDEX "devices_distribution";--> statement-breakpoint
CREATE INDEX "devices_distribution" ON "devices" USING btree ("tenant_id","category","brand","firmware_version","chip_type","onboarded_at");