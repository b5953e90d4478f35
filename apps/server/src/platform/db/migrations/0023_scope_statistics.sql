-- The data scope rule (platform/auth/scope.ts) compares upper(category) and upper(brand). Every
-- table it reads that way carries statistics on those expressions, as feedback_tickets does since
-- 0022: without them PostgreSQL guesses a handful of matching rows and may sort a whole table
-- instead of walking an index (decision 0024).
CREATE STATISTICS IF NOT EXISTS devices_scope_exprs ON upper(category), upper(brand) FROM devices;
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS device_models_scope_exprs ON upper(category), upper(brand) FROM device_models;
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS qr_labels_scope_exprs ON upper(category), upper(brand) FROM qr_labels;
--> statement-breakpoint
ANALYZE devices;
--> statement-breakpoint
ANALYZE device_models;
--> statement-breakpoint
ANALYZE qr_labels;
