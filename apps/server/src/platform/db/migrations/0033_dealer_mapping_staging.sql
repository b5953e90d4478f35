-- A scratch table: UNLOGGED (no WAL; emptied after a database crash, which only loses uploads in flight).
CREATE UNLOGGED TABLE "dealer_mapping_staging" (
	"upload_id" text NOT NULL,
	"line" integer NOT NULL,
	"product_serial_number" text NOT NULL,
	"dealer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealer_mapping_staging_upload_id_line_pk" PRIMARY KEY("upload_id","line")
);
