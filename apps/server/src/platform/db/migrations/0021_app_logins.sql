-- App logins as activity (decision 0020: events are written by triggers where activity lands).
-- An app session is issued when an end user signs in to the app: each is a 'login' event of that
-- user, with the user's country, no category or brand (the actives count the user across
-- categories, as the metrics expect of a login).
CREATE FUNCTION activity_from_app_sessions() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO activity_events (tenant_id, ts, kind, user_id, country)
  SELECT s.tenant_id, extract(epoch FROM s.created_at)::bigint, 'login', s.user_id, u.country
    FROM new_rows s JOIN end_users u ON u.id = s.user_id AND u.tenant_id = s.tenant_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER activity_app_sessions_insert AFTER INSERT ON app_sessions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_from_app_sessions();
