-- Every server keeps its tenants' rows in memory (a call reads its tenant: theme, settings), until
-- the table changes (platform/db/read-cache.ts `value`, decision 0030): as for the list pages'
-- tables (migration 0032), each statement that writes tenants announces it on table_changes.
CREATE TRIGGER "tenants_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tenants"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
