-- Customer products and FOTA batches join the tables the data scope rule reads as stored (decision
-- 0026): both are written upper-case already (products by the seeds from their devices, batches from
-- their model), so the rule compares the columns as stored and the batch list walks
-- fota_batches_tenant_model. Rows written otherwise before are upper-cased first.
UPDATE "customer_products" SET "category" = upper("category"), "brand" = upper("brand")
  WHERE "category" <> upper("category") OR "brand" <> upper("brand");--> statement-breakpoint
UPDATE "fota_batches" SET "category" = upper("category"), "brand" = upper("brand")
  WHERE "category" <> upper("category") OR "brand" <> upper("brand");--> statement-breakpoint
ALTER TABLE "fota_batches" ADD CONSTRAINT "fota_batches_scope_upper_case" CHECK ("fota_batches"."category" = upper("fota_batches"."category") and "fota_batches"."brand" = upper("fota_batches"."brand"));--> statement-breakpoint
ALTER TABLE "customer_products" ADD CONSTRAINT "customer_products_scope_upper_case" CHECK ("customer_products"."category" = upper("customer_products"."category") and "customer_products"."brand" = upper("customer_products"."brand"));