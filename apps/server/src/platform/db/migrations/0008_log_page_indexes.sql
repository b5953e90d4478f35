DROP INDEX "dac_logs_mac_ts";--> statement-breakpoint
DROP INDEX "device_activity_logs_device_ts";--> statement-breakpoint
DROP INDEX "device_connection_logs_device_ts";--> statement-breakpoint
DROP INDEX "device_diagnostic_logs_device_ts";--> statement-breakpoint
DROP INDEX "device_firmware_history_device";--> statement-breakpoint
DROP INDEX "device_onboard_history_device_ts";--> statement-breakpoint
DROP INDEX "device_status_logs_device_ts";--> statement-breakpoint
CREATE INDEX "dac_logs_mac_page" ON "dac_logs" USING btree ("mac_address","tenant_id","ts","id");--> statement-breakpoint
CREATE INDEX "device_activity_logs_device_page" ON "device_activity_logs" USING btree ("device_id","tenant_id","ts","id");--> statement-breakpoint
CREATE INDEX "device_connection_logs_device_page" ON "device_connection_logs" USING btree ("device_id","tenant_id","ts","id");--> statement-breakpoint
CREATE INDEX "device_diagnostic_logs_device_page" ON "device_diagnostic_logs" USING btree ("device_id","tenant_id","ts","id");--> statement-breakpoint
CREATE INDEX "device_firmware_history_device_page" ON "device_firmware_history" USING btree ("device_id","tenant_id","download_date","id");--> statement-breakpoint
CREATE INDEX "device_onboard_history_device_page" ON "device_onboard_history" USING btree ("device_id","tenant_id","ts","id");--> statement-breakpoint
CREATE INDEX "device_status_logs_device_page" ON "device_status_logs" USING btree ("device_id","tenant_id","ts","id");