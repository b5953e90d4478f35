CREATE TABLE "device_command_bodies" (
	"body_id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"publisher" text NOT NULL,
	"ts" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	"body" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "device_commands" ADD COLUMN "body_id" text;--> statement-breakpoint
CREATE INDEX "device_command_bodies_expiry" ON "device_command_bodies" USING btree ("expires_at");