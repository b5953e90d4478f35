-- The data scope compares upper(device_category) and upper(device_brand) (platform/auth/scope.ts).
-- Without statistics on those expressions PostgreSQL guesses a handful of matching tickets and
-- sorts the whole table instead of walking feedback_tickets_tenant_created newest first: at
-- 200,000 tickets a search page took 55 ms of database time instead of 1 ms (decision 0024).
CREATE STATISTICS IF NOT EXISTS feedback_tickets_scope_exprs
  ON upper(device_category), upper(device_brand) FROM feedback_tickets;
--> statement-breakpoint
-- Statistics are filled by ANALYZE; autovacuum would get there later.
ANALYZE feedback_tickets;
