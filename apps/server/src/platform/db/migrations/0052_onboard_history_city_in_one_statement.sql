-- An offboarding is counted under the city of the device's onboarding before it (the map's devices
-- per city net of offboardings, docs/decisions/0020-insights-rollups.md). That onboarding was looked
-- up among the stored events only: when both arrive in one statement (the demo seed writes a
-- device's whole history at once, as an import would), the offboarding took no city and the map
-- counted the device twice in its city. The lookup now also reads the statement's own onboardings,
-- which take the city of the device's home as their events do.
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
             SELECT o.ts, COALESCE(home.city, '') FROM new_rows o
               LEFT JOIN homes home ON home.id = d.home_id
              WHERE o.device_id = n.device_id AND o.activity = 'onboard' AND o.ts <= n.ts AND o.id <> n.id
           ) AS c
           ORDER BY c.ts DESC LIMIT 1), '')
    FROM new_rows n
    JOIN devices d ON d.device_id = n.device_id
    LEFT JOIN homes h ON h.id = d.home_id AND n.activity = 'onboard'
   ORDER BY n.ts;
  RETURN NULL;
END $$;
