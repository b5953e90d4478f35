CREATE TABLE "activity_first_control_counts" (
	"tenant_id" text NOT NULL,
	"controller" text NOT NULL,
	"day" date NOT NULL,
	"category" text NOT NULL,
	"brand" text NOT NULL,
	"country" text NOT NULL,
	"devices" bigint NOT NULL,
	CONSTRAINT "activity_first_control_counts_key" UNIQUE("tenant_id","controller","day","category","brand","country")
);
--> statement-breakpoint
CREATE TABLE "activity_first_controls" (
	"tenant_id" text NOT NULL,
	"subject_id" text NOT NULL,
	"controller" text NOT NULL,
	"day" date NOT NULL,
	"category" text NOT NULL,
	"brand" text NOT NULL,
	"country" text NOT NULL,
	CONSTRAINT "activity_first_controls_key" UNIQUE("tenant_id","subject_id","controller")
);
--> statement-breakpoint
-- First voice controls per device and their counts per day (decision 0027), kept from the device
-- day rows of each statement of actives: a new device and assistant adds its first day; a day
-- earlier than the one kept (activity arriving late) moves it, and its count with it.
CREATE FUNCTION activity_actives_first_controls() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  WITH firsts AS (
    SELECT DISTINCT ON (tenant_id, subject_id, controller)
           tenant_id, subject_id, controller, day, category, brand, country
      FROM new_rows WHERE subject = 'device' AND hour = -1 AND controller IN ('ava', 'gva')
     ORDER BY tenant_id, subject_id, controller, day
  ), moved AS (
    SELECT f.tenant_id, f.controller, f.day, f.category, f.brand, f.country
      FROM activity_first_controls f
      JOIN firsts n ON n.tenant_id = f.tenant_id AND n.subject_id = f.subject_id AND n.controller = f.controller
     WHERE n.day < f.day
  ), kept AS (
    INSERT INTO activity_first_controls AS f SELECT * FROM firsts
    ON CONFLICT ON CONSTRAINT activity_first_controls_key
    DO UPDATE SET day = excluded.day, category = excluded.category, brand = excluded.brand, country = excluded.country
       WHERE excluded.day < f.day
    RETURNING f.tenant_id, f.controller, f.day, f.category, f.brand, f.country
  ), deltas AS (
    SELECT tenant_id, controller, day, category, brand, country, 1 AS n FROM kept
    UNION ALL
    SELECT tenant_id, controller, day, category, brand, country, -1 FROM moved
  )
  INSERT INTO activity_first_control_counts AS c
  SELECT tenant_id, controller, day, category, brand, country, sum(n) FROM deltas
   GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT activity_first_control_counts_key DO UPDATE SET devices = c.devices + excluded.devices;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION activity_first_controls_clear() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM activity_first_controls;
  DELETE FROM activity_first_control_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER activity_actives_first_controls AFTER INSERT ON activity_actives
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_actives_first_controls();
--> statement-breakpoint
CREATE TRIGGER activity_actives_first_controls_truncate AFTER TRUNCATE ON activity_actives
  FOR EACH STATEMENT EXECUTE FUNCTION activity_first_controls_clear();
--> statement-breakpoint
-- TRUNCATE activity_events empties the actives with a DELETE (migration 0016).
CREATE TRIGGER activity_events_first_controls_truncate AFTER TRUNCATE ON activity_events
  FOR EACH STATEMENT EXECUTE FUNCTION activity_first_controls_clear();
--> statement-breakpoint
-- The firsts of the actives already kept.
INSERT INTO activity_first_controls
SELECT DISTINCT ON (tenant_id, subject_id, controller) tenant_id, subject_id, controller, day, category, brand, country
  FROM activity_actives WHERE subject = 'device' AND hour = -1 AND controller IN ('ava', 'gva')
 ORDER BY tenant_id, subject_id, controller, day;
--> statement-breakpoint
INSERT INTO activity_first_control_counts
SELECT tenant_id, controller, day, category, brand, country, count(*) FROM activity_first_controls
 GROUP BY 1, 2, 3, 4, 5, 6;
