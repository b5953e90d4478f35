CREATE TABLE "product_metrics_sets" (
	"tenant_id" text NOT NULL,
	"scope_key" text NOT NULL,
	"scope" jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rendered_at" timestamp with time zone,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_metrics_sets_tenant_id_scope_key_pk" PRIMARY KEY("tenant_id","scope_key")
);
