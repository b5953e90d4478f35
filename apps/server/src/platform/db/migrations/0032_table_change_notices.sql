-- Every server keeps list pages of these tables in memory until the table changes
-- (platform/db/read-cache.ts, decision 0030). Each statement that writes one, from any process or
-- tool, announces the table's name on the channel table_changes; NOTIFY is sent on commit, never
-- for a change rolled back, and one transaction's repeats of a name are sent once.
CREATE FUNCTION "notify_table_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('table_changes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "manufactured_devices_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "manufactured_devices"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();--> statement-breakpoint
CREATE TRIGGER "dealers_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "dealers"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();--> statement-breakpoint
CREATE TRIGGER "feedback_tickets_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "feedback_tickets"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
