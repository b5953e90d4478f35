-- The same lookup as 0052 (an offboarding's city is that of the device's onboarding before it,
-- stored or in the same statement), without reading the whole statement again for every row: the
-- statement's latest onboarding of each row's device, before or at the row and not the row itself,
-- is taken once by a window over the statement's rows (its city is the device's home's, as in
-- 0052). In one statement of 900,000 rows the rescan ran for over half an hour.
CREATE OR REPLACE FUNCTION activity_from_onboard_history() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO activity_events (tenant_id, ts, kind, device_id, user_id, category, brand, country, model_number, city)
  SELECT n.tenant_id, n.ts, n.activity, n.device_id, COALESCE(n.user_id, ''), d.category, d.brand, d.country,
         d.model_number,
         COALESCE(NULLIF(h.city, ''), (
           SELECT c.city FROM (
             SELECT e.ts, e.city FROM activity_events e
              WHERE e.device_id = n.device_id AND e.kind = 'onboard' AND e.ts <= n.ts
             UNION ALL
             SELECT n.own_onboard_ts, COALESCE(home.city, '') WHERE n.own_onboard_ts IS NOT NULL
           ) AS c
           ORDER BY c.ts DESC LIMIT 1), '')
    FROM (
      SELECT r.*, max(r.ts) FILTER (WHERE r.activity = 'onboard') OVER (
               PARTITION BY r.device_id ORDER BY r.ts
               RANGE BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW EXCLUDE CURRENT ROW) AS own_onboard_ts
        FROM new_rows r
    ) AS n
    JOIN devices d ON d.device_id = n.device_id
    LEFT JOIN homes h ON h.id = d.home_id AND n.activity = 'onboard'
    LEFT JOIN homes home ON home.id = d.home_id
   ORDER BY n.ts;
  RETURN NULL;
END $$;
