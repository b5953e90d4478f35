CREATE INDEX "webhook_attempts_at" ON "webhook_attempts" USING btree ("at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_event" ON "webhook_deliveries" USING btree ("event_id");