CREATE TABLE "app_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_tickets" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" text,
	"type" text NOT NULL,
	"device_id" text,
	"device_brand" text NOT NULL,
	"device_category" text NOT NULL,
	"country" text NOT NULL,
	"mobile" text,
	"description" text NOT NULL,
	"status" text DEFAULT 'NEW' NOT NULL,
	"comments" text,
	"error_code" text,
	"app_version" text,
	"mobile_os_version" text,
	"mobile_name" text,
	"mobile_model" text,
	"mobile_os_build_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "dealers_tenant_country";--> statement-breakpoint
ALTER TABLE "app_sessions" ADD CONSTRAINT "app_sessions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_sessions" ADD CONSTRAINT "app_sessions_user_id_end_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."end_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_tickets" ADD CONSTRAINT "feedback_tickets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_tickets" ADD CONSTRAINT "feedback_tickets_user_id_end_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."end_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_sessions_user" ON "app_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "feedback_tickets_tenant_created" ON "feedback_tickets" USING btree ("tenant_id","created_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "dealers_tenant_country_id" ON "dealers" USING btree ("tenant_id","country","id");