CREATE TABLE "customer_products" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"device_id" text,
	"product_name" text NOT NULL,
	"sub_product_name" text,
	"model_name" text,
	"serial_no" text,
	"image" text,
	"icon" text,
	"category" text NOT NULL,
	"brand" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_warranties" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"product_id" text NOT NULL,
	"start_date" date NOT NULL,
	"expiry_date" date NOT NULL,
	"type_of_warranty" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"product_id" text NOT NULL,
	"asc_job_id" text NOT NULL,
	"job_number" text NOT NULL,
	"job_classification" text NOT NULL,
	"job_status_name" text NOT NULL,
	"job_creation_date" timestamp with time zone NOT NULL,
	"job_remarks" text,
	"registered_by" text NOT NULL,
	"job_closing_date" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "customer_products" ADD CONSTRAINT "customer_products_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_products" ADD CONSTRAINT "customer_products_user_id_end_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."end_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_warranties" ADD CONSTRAINT "product_warranties_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_warranties" ADD CONSTRAINT "product_warranties_product_id_customer_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."customer_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_product_id_customer_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."customer_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_products_user" ON "customer_products" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "product_warranties_product" ON "product_warranties" USING btree ("product_id","start_date");--> statement-breakpoint
CREATE INDEX "service_requests_product" ON "service_requests" USING btree ("product_id","job_creation_date");