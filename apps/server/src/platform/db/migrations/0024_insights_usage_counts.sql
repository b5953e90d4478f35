CREATE TABLE "activity_usage_counts" (
	"tenant_id" text NOT NULL,
	"since" date NOT NULL,
	"k" smallint NOT NULL,
	"day" date NOT NULL,
	"country" text NOT NULL,
	"brand" text NOT NULL,
	"users" bigint NOT NULL,
	CONSTRAINT "activity_usage_counts_key" UNIQUE("tenant_id","since","k","day","country","brand")
);
--> statement-breakpoint
CREATE INDEX "activity_actives_user_days" ON "activity_actives" USING btree ("tenant_id","subject_id","day") WHERE subject = 'user' AND hour = -1 AND controller = '*' AND category = '*';--> statement-breakpoint
-- Usage frequency (graph 7) from counts, not from every user's days (decision 0027). For each
-- user-day newly active (its '*' day row inserted), with q1 > q2 > q3 > q4 the user's previous
-- active days (from earlier statements, or earlier days of this one): that day is the user's k-th
-- active day counted from any `since` in (q_k, q_(k-1)] (q_0 = the day), at most 400 days back.
-- Exact while a user's days arrive in order, as live activity does.
CREATE OR REPLACE FUNCTION activity_events_on_insert() RETURNS trigger
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
  ), counted AS (
    INSERT INTO activity_active_counts AS c
    SELECT tenant_id, day, hour, subject, controller, category, brand, country, count(*)
      FROM inserted GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY 1, 2, 4, 3, 5, 6, 7, 8
    ON CONFLICT ON CONSTRAINT activity_active_counts_key DO UPDATE SET actives = c.actives + excluded.actives
    RETURNING 1
  ), user_days AS (
    SELECT tenant_id, subject_id, day, brand, country FROM inserted
     WHERE subject = 'user' AND hour = -1 AND controller = '*' AND category = '*'
  ), chains AS (
    SELECT n.tenant_id, n.day, n.brand, n.country, ARRAY[n.day - date '1970-01-01'] || p.days AS q
      FROM user_days n
      CROSS JOIN LATERAL (
        SELECT COALESCE(array_agg(d ORDER BY d DESC), '{}') AS days FROM (
          SELECT d FROM (
            SELECT o.day - date '1970-01-01' AS d FROM activity_actives o
             WHERE o.tenant_id = n.tenant_id AND o.subject_id = n.subject_id AND o.subject = 'user' AND o.hour = -1
               AND o.controller = '*' AND o.category = '*' AND o.day < n.day AND o.day >= n.day - 400
            UNION
            SELECT u.day - date '1970-01-01' FROM user_days u
             WHERE u.tenant_id = n.tenant_id AND u.subject_id = n.subject_id AND u.day < n.day
               AND u.day >= n.day - 400) AS earlier
          ORDER BY d DESC LIMIT 4) AS last_four) AS p
  )
  INSERT INTO activity_usage_counts AS u
  SELECT c.tenant_id, date '1970-01-01' + s.since, k.k, c.day, c.country, c.brand, count(*)
    FROM chains c
    CROSS JOIN generate_series(1, 4) AS k (k)
    CROSS JOIN LATERAL generate_series(
      GREATEST(COALESCE(c.q[k.k + 1] + 1, 0), c.q[1] - 400), c.q[k.k]) AS s (since)
   GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT activity_usage_counts_key DO UPDATE SET users = u.users + excluded.users;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION activity_events_on_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM activity_hourly;
  DELETE FROM activity_daily;
  DELETE FROM activity_actives;
  DELETE FROM activity_active_counts;
  DELETE FROM activity_usage_counts;
  RETURN NULL;
END $$;
