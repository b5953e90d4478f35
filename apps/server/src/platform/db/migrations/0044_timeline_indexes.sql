DROP INDEX "device_commands_device";--> statement-breakpoint
DROP INDEX "app_sessions_user";--> statement-breakpoint
DROP INDEX "notification_deliveries_user_log";--> statement-breakpoint
CREATE INDEX "feedback_tickets_device" ON "feedback_tickets" USING btree ("device_id","tenant_id","created_at","id") WHERE "feedback_tickets"."device_id" is not null;--> statement-breakpoint
CREATE INDEX "audit_log_entity_at" ON "audit_log" USING btree ("tenant_id","entity","entity_id","at","id");--> statement-breakpoint
CREATE INDEX "customer_products_device" ON "customer_products" USING btree ("device_id") WHERE "customer_products"."device_id" is not null;--> statement-breakpoint
CREATE INDEX "device_commands_device" ON "device_commands" USING btree ("device_id","created_at","command_id");--> statement-breakpoint
CREATE INDEX "app_sessions_user" ON "app_sessions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notification_deliveries_user_log" ON "notification_deliveries" USING btree ("tenant_id","user_id","sent_at","id") WHERE "notification_deliveries"."status" = 'sent';