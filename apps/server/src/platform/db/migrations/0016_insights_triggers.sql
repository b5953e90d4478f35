-- Fleet activity and its rollups (docs/decisions/0019-insights-rollups.md).
-- The metrics day and hour of an epoch-seconds time: UTC+05:30 (METRICS_UTC_OFFSET_SECONDS in contracts).
CREATE FUNCTION activity_day(ts bigint) RETURNS date
LANGUAGE sql IMMUTABLE AS $$ SELECT date '1970-01-01' + ((ts + 19800) / 86400)::int $$;
--> statement-breakpoint
CREATE FUNCTION activity_hour(ts bigint) RETURNS smallint
LANGUAGE sql IMMUTABLE AS $$ SELECT (((ts + 19800) % 86400) / 3600)::smallint $$;
--> statement-breakpoint
-- Status field cnt as the spec's controller codes (an, ios, ava, gva, rem); older firmware's names mapped.
CREATE FUNCTION activity_controller(cnt text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN cnt IN ('an', 'ios', 'ava', 'gva', 'rem') THEN cnt
    WHEN cnt = 'alexa' THEN 'ava'
    WHEN cnt IN ('googleHome', 'google') THEN 'gva'
    WHEN cnt = 'remote' THEN 'rem'
    ELSE '' END $$;
--> statement-breakpoint
-- Rollups of every inserted statement of events: one aggregated upsert per table, in key order
-- (concurrent statements lock shared groups in the same order).
CREATE FUNCTION activity_events_on_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO activity_hourly AS r
  SELECT tenant_id, activity_day(ts), kind, category, brand, country, activity_hour(ts), controller, mqtt_key,
         count(*), sum(duration)
    FROM new_rows GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 ORDER BY 1, 2, 3, 7, 4, 5, 6, 8, 9
  ON CONFLICT ON CONSTRAINT activity_hourly_key
  DO UPDATE SET events = r.events + excluded.events, duration = r.duration + excluded.duration;

  INSERT INTO activity_daily AS r
  SELECT tenant_id, activity_day(ts), kind, category, brand, country, model_number, city, count(*)
    FROM new_rows WHERE kind IN ('onboard', 'offboard', 'register', 'homeMember')
   GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
  ON CONFLICT ON CONSTRAINT activity_daily_key DO UPDATE SET events = r.events + excluded.events;

  -- Active devices (controls, session starts) and users (app and voice controls, logins): a row
  -- per day and per hour by category, per day by controller; users also across categories ('*').
  WITH subjects AS (
    SELECT tenant_id, activity_day(ts) AS day, activity_hour(ts) AS hour, 'device' AS subject,
           device_id AS subject_id, controller, category, brand, country
      FROM new_rows WHERE kind IN ('control', 'sessionStart') AND device_id <> ''
    UNION ALL
    SELECT tenant_id, activity_day(ts), activity_hour(ts), 'user', user_id, controller, category, brand, country
      FROM new_rows WHERE kind IN ('control', 'login') AND user_id <> ''
  ), expanded AS (
    SELECT tenant_id, day, -1::smallint AS hour, subject, subject_id, '*' AS controller, category, brand, country
      FROM subjects
    UNION ALL
    SELECT tenant_id, day, hour, subject, subject_id, '*', category, brand, country FROM subjects
    UNION ALL
    SELECT tenant_id, day, -1::smallint, subject, subject_id, controller, category, brand, country
      FROM subjects WHERE controller <> ''
    UNION ALL
    SELECT tenant_id, day, -1::smallint, subject, subject_id, '*', '*', brand, country
      FROM subjects WHERE subject = 'user'
    UNION ALL
    SELECT tenant_id, day, hour, subject, subject_id, '*', '*', brand, country FROM subjects WHERE subject = 'user'
    UNION ALL
    SELECT tenant_id, day, -1::smallint, subject, subject_id, controller, '*', brand, country
      FROM subjects WHERE subject = 'user' AND controller <> ''
  ), inserted AS (
    INSERT INTO activity_actives
    SELECT tenant_id, day, hour, subject, subject_id, controller, category, brand, country FROM expanded
     ORDER BY tenant_id, day, hour, subject, controller, category, subject_id
    ON CONFLICT ON CONSTRAINT activity_actives_key DO NOTHING
    RETURNING *
  )
  INSERT INTO activity_active_counts AS c
  SELECT tenant_id, day, hour, subject, controller, category, brand, country, count(*)
    FROM inserted GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY 1, 2, 4, 3, 5, 6, 7, 8
  ON CONFLICT ON CONSTRAINT activity_active_counts_key DO UPDATE SET actives = c.actives + excluded.actives;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION activity_events_on_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM activity_hourly;
  DELETE FROM activity_daily;
  DELETE FROM activity_actives;
  DELETE FROM activity_active_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER activity_events_insert AFTER INSERT ON activity_events
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_events_on_insert();
--> statement-breakpoint
CREATE TRIGGER activity_events_truncate AFTER TRUNCATE ON activity_events
  FOR EACH STATEMENT EXECUTE FUNCTION activity_events_on_truncate();
--> statement-breakpoint
-- Controls: a status report whose control time (cts) is newer than the device's stored one. The
-- user is the device's owner for app and voice controllers. Seconds or milliseconds accepted.
CREATE FUNCTION activity_from_status() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO activity_events (tenant_id, ts, kind, device_id, user_id, category, brand, country, model_number,
                               controller, mqtt_key, city)
  SELECT DISTINCT ON (n.device_id, c.cts)
         n.tenant_id, c.cts, 'control', n.device_id,
         CASE WHEN activity_controller(n.payload->>'cnt') IN ('an', 'ios', 'ava', 'gva')
              THEN COALESCE(d.onboarded_by_id, '') ELSE '' END,
         d.category, d.brand, d.country, d.model_number, activity_controller(n.payload->>'cnt'),
         COALESCE(n.payload->>'lcmd', ''), COALESCE(h.city, '')
    FROM new_rows n
    JOIN devices d ON d.device_id = n.device_id
    LEFT JOIN homes h ON h.id = d.home_id
    CROSS JOIN LATERAL (
      SELECT CASE WHEN v > 100000000000 THEN v / 1000 ELSE v END AS cts
        FROM (SELECT (n.payload->>'cts')::bigint AS v) AS raw) AS c
   WHERE jsonb_typeof(n.payload->'cts') = 'number'
     AND c.cts > COALESCE(CASE WHEN jsonb_typeof(d.last_status->'cts') = 'number'
                               THEN (d.last_status->>'cts')::bigint END, 0)
   ORDER BY n.device_id, c.cts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER activity_status_insert AFTER INSERT ON device_status_logs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_from_status();
--> statement-breakpoint
-- MQTT sessions: a start per connect, an end with its length (since the device's last connect) per disconnect.
CREATE FUNCTION activity_from_connection() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO activity_events (tenant_id, ts, kind, device_id, category, brand, country, model_number, duration)
  SELECT n.tenant_id, n.ts, CASE WHEN n.online THEN 'sessionStart' ELSE 'sessionEnd' END, n.device_id,
         d.category, d.brand, d.country, d.model_number,
         CASE WHEN n.online THEN 0 ELSE LEAST(GREATEST(n.ts - COALESCE((
           SELECT max(c.ts) FROM device_connection_logs c
            WHERE c.device_id = n.device_id AND c.tenant_id = n.tenant_id AND c.online AND c.ts <= n.ts), n.ts), 0),
           2147483647)::int END
    FROM new_rows n JOIN devices d ON d.device_id = n.device_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER activity_connection_insert AFTER INSERT ON device_connection_logs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_from_connection();
--> statement-breakpoint
-- Onboarding and offboarding (device history). An offboarding whose home is gone keeps the city
-- of the device's last onboarding, so the net devices of a city stay right.
CREATE FUNCTION activity_from_onboard_history() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO activity_events (tenant_id, ts, kind, device_id, user_id, category, brand, country, model_number, city)
  SELECT n.tenant_id, n.ts, n.activity, n.device_id, COALESCE(n.user_id, ''), d.category, d.brand, d.country,
         d.model_number,
         COALESCE(NULLIF(h.city, ''), (
           SELECT e.city FROM activity_events e
            WHERE e.device_id = n.device_id AND e.kind = 'onboard' AND e.ts <= n.ts
            ORDER BY e.ts DESC LIMIT 1), '')
    FROM new_rows n
    JOIN devices d ON d.device_id = n.device_id
    LEFT JOIN homes h ON h.id = d.home_id AND n.activity = 'onboard'
   ORDER BY n.ts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER activity_onboard_history_insert AFTER INSERT ON device_onboard_history
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_from_onboard_history();
--> statement-breakpoint
-- User registrations.
CREATE FUNCTION activity_from_end_users() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO activity_events (tenant_id, ts, kind, user_id, country)
  SELECT tenant_id, extract(epoch FROM created_at)::bigint, 'register', id, country FROM new_rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER activity_end_users_insert AFTER INSERT ON end_users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_from_end_users();
--> statement-breakpoint
-- Users' homes by city (the map's users).
CREATE FUNCTION activity_from_home_members() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO activity_events (tenant_id, ts, kind, user_id, country, city)
  SELECT n.tenant_id, extract(epoch FROM h.created_at)::bigint, 'homeMember', n.user_id, h.country, COALESCE(h.city, '')
    FROM new_rows n JOIN homes h ON h.id = n.home_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER activity_home_members_insert AFTER INSERT ON home_members
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_from_home_members();
