ALTER TABLE "rollouts" ADD COLUMN "aborted_by" text;--> statement-breakpoint
ALTER TABLE "rollouts" ADD COLUMN "aborted_by_email" text;--> statement-breakpoint
ALTER TABLE "rollouts" ADD COLUMN "aborted_at" timestamp with time zone;