-- A phase now gives each device its first command's id when it takes it; devices taken before
-- and not sent yet get one here (any unique id: nothing is stored under it until it is sent).
UPDATE "rollout_devices" SET "command_id" = gen_random_uuid()::text, "attempts" = 1 WHERE "command_id" IS NULL;--> statement-breakpoint
DROP INDEX "rollout_devices_waiting";--> statement-breakpoint
ALTER TABLE "rollout_devices" ALTER COLUMN "command_id" SET NOT NULL;
