CREATE TABLE "tenants" (
	"id" text PRIMARY KEY NOT NULL,
	"external" boolean DEFAULT false NOT NULL,
	"display_name" text NOT NULL,
	"logo_url" text NOT NULL,
	"favicon_url" text NOT NULL,
	"theme" text NOT NULL,
	"primary_color" text NOT NULL,
	"secondary_color" text NOT NULL,
	"support_url" text NOT NULL,
	"web_client_id" text NOT NULL,
	"settings" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"staff_user_id" uuid NOT NULL,
	"client_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_permissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"staff_user_id" uuid NOT NULL,
	"country" text NOT NULL,
	"categories" text[] NOT NULL,
	"brand" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"user_name" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"totp_secret_enc" text,
	"mfa_enabled" boolean DEFAULT false NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "end_users" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"user_name" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"mobile" text,
	"country" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_members" (
	"home_id" text NOT NULL,
	"user_id" text NOT NULL,
	"tenant_id" text NOT NULL,
	"membership" text NOT NULL,
	CONSTRAINT "home_members_home_id_user_id_pk" PRIMARY KEY("home_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "homes" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"home_name" text,
	"address_line1" text,
	"address_line2" text,
	"city" text,
	"pincode" text,
	"country" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spaces" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"home_id" text NOT NULL,
	"space_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"device_id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"model_number" text NOT NULL,
	"model_name" text,
	"mac_address" text NOT NULL,
	"serial_number" text NOT NULL,
	"product_serial_number" text,
	"efuse_mac_address" text,
	"brand" text NOT NULL,
	"category" text NOT NULL,
	"chip_type" text,
	"country" text NOT NULL,
	"firmware_version" text NOT NULL,
	"manufactured_date" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"provisioned_at" bigint,
	"onboarded_at" bigint,
	"onboarded_by" text,
	"onboarded_by_id" text,
	"alexa_connect_date" bigint,
	"google_home_connect_date" bigint,
	"home_id" text,
	"space_id" text,
	"device_name" text,
	"parent_device_id" text,
	"cz_adapter_id" text,
	"link_number" integer,
	"idu_number" integer,
	"online" boolean DEFAULT false NOT NULL,
	"connected_time" bigint,
	"last_status" jsonb,
	"status_ts" bigint
);
--> statement-breakpoint
CREATE TABLE "device_models" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"model_id" text NOT NULL,
	"model_number" text NOT NULL,
	"model_name" text NOT NULL,
	"category" text NOT NULL,
	"sub_category" text,
	"launch_date" bigint,
	"is_active" boolean DEFAULT true NOT NULL,
	"manufacturer" text NOT NULL,
	"manufacturer_address" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"help_doc_url" text,
	"product_manager_id" text NOT NULL,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"brand" text NOT NULL,
	"tonnage" double precision,
	"capacity" text,
	"devices" jsonb,
	"is_matter_enabled" boolean DEFAULT false NOT NULL,
	"chip_type" text,
	"matter_pid" text,
	"vendor_id" integer,
	"control_capabilities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status_capabilities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "firmware" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"brand" text NOT NULL,
	"model_number" text,
	"chip_type" text NOT NULL,
	"firmware_version" text NOT NULL,
	"is_mandatory" boolean DEFAULT false NOT NULL,
	"image_key" text,
	"image_name" text,
	"image_sha256" text,
	"image_size" integer,
	"signature_key" text,
	"signature_name" text,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text,
	"actor_id" text,
	"actor_name" text,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"detail" jsonb,
	"ip" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dac_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"mac_address" text NOT NULL,
	"ts" bigint NOT NULL,
	"event" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_activity_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"device_id" text NOT NULL,
	"ts" bigint NOT NULL,
	"activity" text NOT NULL,
	"status" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_connection_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"device_id" text NOT NULL,
	"ts" bigint NOT NULL,
	"online" boolean NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_diagnostic_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"device_id" text NOT NULL,
	"ts" bigint NOT NULL,
	"payload" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_firmware_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"device_id" text NOT NULL,
	"model_number" text NOT NULL,
	"firmware_version" text NOT NULL,
	"download_date" bigint NOT NULL,
	"device_status" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_onboard_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"device_id" text NOT NULL,
	"user_id" text,
	"ts" bigint NOT NULL,
	"activity" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_status_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"device_id" text NOT NULL,
	"ts" bigint NOT NULL,
	"payload" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_permissions" ADD CONSTRAINT "staff_permissions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_permissions" ADD CONSTRAINT "staff_permissions_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "end_users" ADD CONSTRAINT "end_users_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_members" ADD CONSTRAINT "home_members_home_id_homes_id_fk" FOREIGN KEY ("home_id") REFERENCES "public"."homes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_members" ADD CONSTRAINT "home_members_user_id_end_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."end_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_members" ADD CONSTRAINT "home_members_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homes" ADD CONSTRAINT "homes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spaces" ADD CONSTRAINT "spaces_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spaces" ADD CONSTRAINT "spaces_home_id_homes_id_fk" FOREIGN KEY ("home_id") REFERENCES "public"."homes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_models" ADD CONSTRAINT "device_models_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firmware" ADD CONSTRAINT "firmware_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user" ON "sessions" USING btree ("staff_user_id");--> statement-breakpoint
CREATE INDEX "staff_permissions_user" ON "staff_permissions" USING btree ("staff_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_users_tenant_user_name" ON "staff_users" USING btree ("tenant_id",lower("user_name"));--> statement-breakpoint
CREATE INDEX "staff_users_tenant_email" ON "staff_users" USING btree ("tenant_id",lower("email"));--> statement-breakpoint
CREATE INDEX "end_users_tenant_mobile" ON "end_users" USING btree ("tenant_id","mobile");--> statement-breakpoint
CREATE INDEX "end_users_tenant_email" ON "end_users" USING btree ("tenant_id",lower("email"));--> statement-breakpoint
CREATE INDEX "home_members_user" ON "home_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "homes_tenant" ON "homes" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "spaces_home" ON "spaces" USING btree ("home_id");--> statement-breakpoint
CREATE INDEX "devices_mac" ON "devices" USING btree ("mac_address");--> statement-breakpoint
CREATE INDEX "devices_product_serial" ON "devices" USING btree ("product_serial_number");--> statement-breakpoint
CREATE INDEX "devices_space" ON "devices" USING btree ("space_id");--> statement-breakpoint
CREATE INDEX "devices_home" ON "devices" USING btree ("home_id");--> statement-breakpoint
CREATE INDEX "devices_parent" ON "devices" USING btree ("parent_device_id");--> statement-breakpoint
CREATE INDEX "devices_distribution" ON "devices" USING btree ("tenant_id","category","brand","firmware_version");--> statement-breakpoint
CREATE INDEX "devices_model" ON "devices" USING btree ("tenant_id","model_number");--> statement-breakpoint
CREATE INDEX "devices_upper_mac" ON "devices" USING btree (upper("mac_address"));--> statement-breakpoint
CREATE UNIQUE INDEX "device_models_tenant_model_id" ON "device_models" USING btree ("tenant_id","model_id");--> statement-breakpoint
CREATE UNIQUE INDEX "device_models_tenant_model_number" ON "device_models" USING btree ("tenant_id","model_number");--> statement-breakpoint
CREATE INDEX "device_models_category_brand" ON "device_models" USING btree ("tenant_id","category","brand");--> statement-breakpoint
CREATE INDEX "firmware_lookup" ON "firmware" USING btree ("tenant_id","kind","category","brand");--> statement-breakpoint
CREATE INDEX "firmware_model" ON "firmware" USING btree ("tenant_id","model_number");--> statement-breakpoint
CREATE INDEX "audit_log_tenant_at" ON "audit_log" USING btree ("tenant_id","at");--> statement-breakpoint
CREATE INDEX "dac_logs_mac_ts" ON "dac_logs" USING btree ("mac_address","ts");--> statement-breakpoint
CREATE INDEX "dac_logs_tenant_ts" ON "dac_logs" USING btree ("tenant_id","ts");--> statement-breakpoint
CREATE INDEX "device_activity_logs_device_ts" ON "device_activity_logs" USING btree ("device_id","ts");--> statement-breakpoint
CREATE INDEX "device_connection_logs_device_ts" ON "device_connection_logs" USING btree ("device_id","ts");--> statement-breakpoint
CREATE INDEX "device_diagnostic_logs_device_ts" ON "device_diagnostic_logs" USING btree ("device_id","ts");--> statement-breakpoint
CREATE INDEX "device_firmware_history_device" ON "device_firmware_history" USING btree ("device_id","download_date");--> statement-breakpoint
CREATE INDEX "device_onboard_history_device_ts" ON "device_onboard_history" USING btree ("device_id","ts");--> statement-breakpoint
CREATE INDEX "device_status_logs_device_ts" ON "device_status_logs" USING btree ("device_id","ts");