ALTER TABLE "rollout_devices" ADD COLUMN "from_version" text;--> statement-breakpoint
ALTER TABLE "rollouts" ADD COLUMN "rollback" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rollouts" ADD COLUMN "rollback_devices" integer DEFAULT 0 NOT NULL;