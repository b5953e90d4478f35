CREATE TABLE "activity_monthly" (
	"tenant_id" text NOT NULL,
	"month" date NOT NULL,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"brand" text NOT NULL,
	"country" text NOT NULL,
	"model_number" text NOT NULL,
	"city" text NOT NULL,
	"events" bigint NOT NULL,
	CONSTRAINT "activity_monthly_key" UNIQUE("tenant_id","kind","month","category","brand","country","model_number","city")
);
--> statement-breakpoint
-- activity_daily by month (decision 0027), kept by its own statement trigger on activity_events.
CREATE FUNCTION activity_events_monthly() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO activity_monthly AS r
  SELECT tenant_id, date_trunc('month', activity_day(ts))::date, kind, category, brand, country, model_number, city,
         count(*)
    FROM new_rows WHERE kind IN ('onboard', 'offboard', 'register', 'homeMember')
   GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY 1, 3, 2, 4, 5, 6, 7, 8
  ON CONFLICT ON CONSTRAINT activity_monthly_key DO UPDATE SET events = r.events + excluded.events;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION activity_events_monthly_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM activity_monthly;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER activity_events_monthly AFTER INSERT ON activity_events
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_events_monthly();
--> statement-breakpoint
CREATE TRIGGER activity_events_monthly_truncate AFTER TRUNCATE ON activity_events
  FOR EACH STATEMENT EXECUTE FUNCTION activity_events_monthly_truncate();
--> statement-breakpoint
-- The months of the days already counted.
INSERT INTO activity_monthly
SELECT tenant_id, date_trunc('month', day)::date, kind, category, brand, country, model_number, city, sum(events)
  FROM activity_daily GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
