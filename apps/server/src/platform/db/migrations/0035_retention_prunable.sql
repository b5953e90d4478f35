-- The raw activity retention reads only what it deletes (docs/decisions/0020-insights-rollups.md,
-- Retention). It keeps each device's last onboarding, and used to find those by reading every old
-- onboarding with a look for a later one: on a 1M-device fleet a run with nothing to delete read
-- 0.9M kept rows a day. An onboarding is now marked `superseded` once a later onboarding of its
-- device exists, and the index the retention walks holds every event but the unmarked onboardings.
ALTER TABLE "activity_events" ADD COLUMN "superseded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE activity_events e SET superseded = true
 WHERE e.kind = 'onboard' AND EXISTS (
   SELECT 1 FROM activity_events l WHERE l.device_id = e.device_id AND l.kind = 'onboard' AND l.ts > e.ts);--> statement-breakpoint
DROP INDEX "activity_events_tenant_ts";--> statement-breakpoint
CREATE INDEX "activity_events_prunable" ON "activity_events" USING btree ("tenant_id","ts","id") WHERE "activity_events"."kind" <> 'onboard' OR "activity_events"."superseded";--> statement-breakpoint
-- Any writer's onboardings (the device history trigger's, a test's): the device's earlier ones
-- are marked, and a late one older than the device's last is marked as it arrives. Onboardings
-- are rare, so the statement's look at its own new rows is all the telemetry's inserts pay.
CREATE FUNCTION activity_supersede_onboardings() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM new_rows WHERE kind = 'onboard') THEN
    UPDATE activity_events e SET superseded = true
      FROM (SELECT DISTINCT device_id FROM new_rows WHERE kind = 'onboard') n
     WHERE e.device_id = n.device_id AND e.kind = 'onboard' AND NOT e.superseded
       AND EXISTS (
         SELECT 1 FROM activity_events l WHERE l.device_id = e.device_id AND l.kind = 'onboard' AND l.ts > e.ts);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER activity_events_supersede_onboardings AFTER INSERT ON activity_events
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_supersede_onboardings();
