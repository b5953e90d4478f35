-- Category and brand are stored upper-case in every table the data scope rule reads (every write
-- path already makes them so), and a CHECK keeps it that way: the rule (platform/auth/scope.ts)
-- then compares the columns as stored, so their plain indexes and statistics serve, and the
-- expression statistics of 0022 and 0023 on upper(category) and upper(brand) are no longer needed.
-- Rows written otherwise before are upper-cased first (none in the demo or scale sets).
UPDATE "devices" SET "category" = upper("category"), "brand" = upper("brand")
  WHERE "category" <> upper("category") OR "brand" <> upper("brand");--> statement-breakpoint
UPDATE "device_models" SET "category" = upper("category"), "brand" = upper("brand")
  WHERE "category" <> upper("category") OR "brand" <> upper("brand");--> statement-breakpoint
UPDATE "feedback_tickets" SET "device_category" = upper("device_category"), "device_brand" = upper("device_brand")
  WHERE "device_category" <> upper("device_category") OR "device_brand" <> upper("device_brand");--> statement-breakpoint
UPDATE "manufactured_devices" SET "category" = upper("category"), "brand" = upper("brand")
  WHERE "category" <> upper("category") OR "brand" <> upper("brand");--> statement-breakpoint
UPDATE "qr_labels" SET "category" = upper("category"), "brand" = upper("brand")
  WHERE "category" <> upper("category") OR "brand" <> upper("brand");--> statement-breakpoint
ALTER TABLE "device_models" ADD CONSTRAINT "device_models_scope_upper_case" CHECK ("device_models"."category" = upper("device_models"."category") and "device_models"."brand" = upper("device_models"."brand"));--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_scope_upper_case" CHECK ("devices"."category" = upper("devices"."category") and "devices"."brand" = upper("devices"."brand"));--> statement-breakpoint
ALTER TABLE "feedback_tickets" ADD CONSTRAINT "feedback_tickets_scope_upper_case" CHECK ("feedback_tickets"."device_category" = upper("feedback_tickets"."device_category") and "feedback_tickets"."device_brand" = upper("feedback_tickets"."device_brand"));--> statement-breakpoint
ALTER TABLE "manufactured_devices" ADD CONSTRAINT "manufactured_devices_scope_upper_case" CHECK ("manufactured_devices"."category" = upper("manufactured_devices"."category") and "manufactured_devices"."brand" = upper("manufactured_devices"."brand"));--> statement-breakpoint
ALTER TABLE "qr_labels" ADD CONSTRAINT "qr_labels_scope_upper_case" CHECK ("qr_labels"."category" = upper("qr_labels"."category") and "qr_labels"."brand" = upper("qr_labels"."brand"));--> statement-breakpoint
DROP STATISTICS IF EXISTS feedback_tickets_scope_exprs;--> statement-breakpoint
DROP STATISTICS IF EXISTS devices_scope_exprs;--> statement-breakpoint
DROP STATISTICS IF EXISTS device_models_scope_exprs;--> statement-breakpoint
DROP STATISTICS IF EXISTS qr_labels_scope_exprs;
