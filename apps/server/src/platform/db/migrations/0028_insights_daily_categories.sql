CREATE TABLE "activity_daily_categories" (
	"tenant_id" text NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"category" text NOT NULL,
	"brand" text NOT NULL,
	"country" text NOT NULL,
	"events" bigint NOT NULL,
	CONSTRAINT "activity_daily_categories_key" UNIQUE("tenant_id","kind","day","category","brand","country")
);
--> statement-breakpoint
-- Onboardings and offboardings per day by category (decision 0027), its own statement trigger.
CREATE FUNCTION activity_events_daily_categories() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO activity_daily_categories AS r
  SELECT tenant_id, kind, activity_day(ts), category, brand, country, count(*)
    FROM new_rows WHERE kind IN ('onboard', 'offboard')
   GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT activity_daily_categories_key DO UPDATE SET events = r.events + excluded.events;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION activity_events_daily_categories_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM activity_daily_categories;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER activity_events_daily_categories AFTER INSERT ON activity_events
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_events_daily_categories();
--> statement-breakpoint
CREATE TRIGGER activity_events_daily_categories_truncate AFTER TRUNCATE ON activity_events
  FOR EACH STATEMENT EXECUTE FUNCTION activity_events_daily_categories_truncate();
--> statement-breakpoint
-- The days already counted.
INSERT INTO activity_daily_categories
SELECT tenant_id, kind, day, category, brand, country, sum(events) FROM activity_daily
 WHERE kind IN ('onboard', 'offboard') GROUP BY 1, 2, 3, 4, 5, 6;
