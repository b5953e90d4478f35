ALTER TABLE "sessions" ADD COLUMN "token_id" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "token_name" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "token_rules" text[];--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "token_read_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "token_scope" jsonb;--> statement-breakpoint
CREATE INDEX "sessions_tenant_tokens" ON "sessions" USING btree ("tenant_id","created_at") WHERE "sessions"."token_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_token_id_unique" UNIQUE("token_id");