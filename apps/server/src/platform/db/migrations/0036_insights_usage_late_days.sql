-- Usage frequency (graph 7) plotted -1 users (issue 29): the usage counts (migration 0024) were
-- exact only while each user's days arrived in order, and only for a caller who sees every country
-- and brand. Both now hold whatever the order and the scope (decision 0027, usage frequency).
--
-- A user-day's rows: for k 1-4 and each `since` in (q_k, q_(k-1)] (q_0 = the day, q_1 > q_2 > ...
-- the user's previous active days, at most 400 days back), the day is the user's k-th active day
-- counted from `since`, and the user's first active day from `since` is q_(k-1). The row is counted
-- under that first day's country and brand, so for any scope "users active on at least k days"
-- shrinks as k grows (one user, one slice, every k), and the groups sum to the users whose first
-- active day of the period is in the scope.
CREATE FUNCTION activity_usage_rows(q int[], brands text[], countries text[])
RETURNS TABLE (since int, k int, brand text, country text)
LANGUAGE sql IMMUTABLE AS $$
  SELECT s.since, k.k, brands[k.k], countries[k.k]
    FROM generate_series(1, 4) AS k (k)
    CROSS JOIN LATERAL generate_series(GREATEST(COALESCE(q[k.k + 1] + 1, 0), q[1] - 400), q[k.k]) AS s (since)
$$;
--> statement-breakpoint
-- As migration 0024, the usage counts now from `ranked`: each user-day newly active (+1), and the
-- first four days already kept after it, whose previous days it changes (their old rows -1, their
-- new rows +1). Days arrive late: a device's buffered reports, a user's second device, a seed
-- written device by device.
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
  ), later AS (
    -- activity_actives as this statement reads it holds the days kept before it, not the new ones.
    SELECT DISTINCT o.tenant_id, o.subject_id, o.day, o.brand, o.country
      FROM user_days n
      CROSS JOIN LATERAL (
        SELECT o.tenant_id, o.subject_id, o.day, o.brand, o.country FROM activity_actives o
         WHERE o.tenant_id = n.tenant_id AND o.subject_id = n.subject_id AND o.subject = 'user' AND o.hour = -1
           AND o.controller = '*' AND o.category = '*' AND o.day > n.day AND o.day <= n.day + 400
         ORDER BY o.day LIMIT 4) AS o
  ), ranked AS (
    SELECT tenant_id, subject_id, day, brand, country, 1 AS sign, true AS with_new FROM user_days
    UNION ALL
    SELECT tenant_id, subject_id, day, brand, country, -1, false FROM later
    UNION ALL
    SELECT tenant_id, subject_id, day, brand, country, 1, true FROM later
  ), chains AS (
    SELECT r.tenant_id, r.day, r.sign, ARRAY[r.day - date '1970-01-01'] || p.days AS q,
           ARRAY[r.brand] || p.brands AS brands, ARRAY[r.country] || p.countries AS countries
      FROM ranked r
      CROSS JOIN LATERAL (
        SELECT COALESCE(array_agg(d ORDER BY d DESC), '{}') AS days,
               COALESCE(array_agg(brand ORDER BY d DESC), '{}') AS brands,
               COALESCE(array_agg(country ORDER BY d DESC), '{}') AS countries
          FROM (
            SELECT d, brand, country FROM (
              SELECT o.day - date '1970-01-01' AS d, o.brand, o.country FROM activity_actives o
               WHERE o.tenant_id = r.tenant_id AND o.subject_id = r.subject_id AND o.subject = 'user' AND o.hour = -1
                 AND o.controller = '*' AND o.category = '*' AND o.day < r.day AND o.day >= r.day - 400
              UNION ALL
              SELECT u.day - date '1970-01-01', u.brand, u.country FROM user_days u
               WHERE r.with_new AND u.tenant_id = r.tenant_id AND u.subject_id = r.subject_id AND u.day < r.day
                 AND u.day >= r.day - 400) AS earlier
            ORDER BY d DESC LIMIT 4) AS last_four) AS p
  )
  INSERT INTO activity_usage_counts AS u
  SELECT c.tenant_id, date '1970-01-01' + s.since, s.k, c.day, s.country, s.brand, sum(c.sign)
    FROM chains c CROSS JOIN LATERAL activity_usage_rows(c.q, c.brands, c.countries) AS s
   GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(c.sign) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT activity_usage_counts_key DO UPDATE SET users = u.users + excluded.users;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The counts again from the days kept, each user's days in order.
DELETE FROM activity_usage_counts;
--> statement-breakpoint
INSERT INTO activity_usage_counts
SELECT c.tenant_id, date '1970-01-01' + s.since, s.k, date '1970-01-01' + c.q[1], s.country, s.brand, count(*)
  FROM (
    SELECT tenant_id,
           ARRAY[d, lag(d, 1) OVER w, lag(d, 2) OVER w, lag(d, 3) OVER w, lag(d, 4) OVER w] AS q,
           ARRAY[brand, lag(brand, 1) OVER w, lag(brand, 2) OVER w, lag(brand, 3) OVER w] AS brands,
           ARRAY[country, lag(country, 1) OVER w, lag(country, 2) OVER w, lag(country, 3) OVER w] AS countries
      FROM (SELECT tenant_id, subject_id, day - date '1970-01-01' AS d, brand, country FROM activity_actives
             WHERE subject = 'user' AND hour = -1 AND controller = '*' AND category = '*') AS days
    WINDOW w AS (PARTITION BY tenant_id, subject_id ORDER BY d)) AS c
  CROSS JOIN LATERAL activity_usage_rows(c.q, c.brands, c.countries) AS s
 GROUP BY 1, 2, 3, 4, 5, 6;
