CREATE TABLE "dealer_products" (
	"tenant_id" text NOT NULL,
	"product_serial_number" text NOT NULL,
	"dealer_id" text NOT NULL,
	CONSTRAINT "dealer_products_tenant_id_product_serial_number_pk" PRIMARY KEY("tenant_id","product_serial_number")
);
--> statement-breakpoint
CREATE TABLE "dealers" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"website" text,
	"email" text,
	"phone" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"country" text NOT NULL,
	"address" jsonb NOT NULL,
	"socials" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dealer_products" ADD CONSTRAINT "dealer_products_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_products" ADD CONSTRAINT "dealer_products_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealers" ADD CONSTRAINT "dealers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dealer_products_dealer" ON "dealer_products" USING btree ("dealer_id");--> statement-breakpoint
CREATE INDEX "dealers_tenant_country" ON "dealers" USING btree ("tenant_id","country");