DROP INDEX "devices_model";--> statement-breakpoint
CREATE INDEX "devices_fleet" ON "devices" USING btree ("tenant_id","model_number","firmware_version","country","category","brand","onboarded_at");--> statement-breakpoint
CREATE INDEX "device_diagnostic_logs_ts_brin" ON "device_diagnostic_logs" USING brin ("ts");--> statement-breakpoint
CREATE INDEX "device_status_logs_ts_brin" ON "device_status_logs" USING brin ("ts");