ALTER TABLE "homes" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "rollouts" ADD COLUMN "max_attempts" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "rollouts" ADD COLUMN "install_window" jsonb;--> statement-breakpoint
ALTER TABLE "rollouts" ADD COLUMN "pacing" jsonb DEFAULT '{"devicesPerMinute":null,"megabytesPerSecond":null,"rampFromPerMinute":null}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "rollouts" ADD COLUMN "pace_tokens" double precision;--> statement-breakpoint
ALTER TABLE "rollouts" ADD COLUMN "pace_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rollouts" ADD COLUMN "open" boolean DEFAULT false NOT NULL;