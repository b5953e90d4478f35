CREATE TABLE "dac_issued_counts" (
	"tenant_id" text NOT NULL,
	"day" date NOT NULL,
	"category" text NOT NULL,
	"brand" text NOT NULL,
	"country" text NOT NULL,
	"issued" bigint NOT NULL,
	CONSTRAINT "dac_issued_counts_key" UNIQUE("tenant_id","day","category","brand","country")
);
--> statement-breakpoint
-- DAC certificates issued per day and the scope of their device at issue (decision 0027): the DAC
-- count reads these few rows a day instead of every certificate of the range and its device.
CREATE FUNCTION dac_logs_on_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO dac_issued_counts AS c
  SELECT n.tenant_id, activity_day(n.ts), COALESCE(d.category, ''), COALESCE(d.brand, ''), COALESCE(d.country, ''),
         count(*)
    FROM new_rows n
    LEFT JOIN LATERAL (
      SELECT category, brand, country FROM devices
       WHERE upper(devices.mac_address) = n.mac_address AND devices.tenant_id = n.tenant_id LIMIT 1) AS d ON true
   WHERE n.event = 'DAC_ISSUED'
   GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT ON CONSTRAINT dac_issued_counts_key DO UPDATE SET issued = c.issued + excluded.issued;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION dac_logs_on_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM dac_issued_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER dac_logs_insert AFTER INSERT ON dac_logs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dac_logs_on_insert();
--> statement-breakpoint
CREATE TRIGGER dac_logs_truncate AFTER TRUNCATE ON dac_logs
  FOR EACH STATEMENT EXECUTE FUNCTION dac_logs_on_truncate();
--> statement-breakpoint
-- Certificates already logged.
INSERT INTO dac_issued_counts
SELECT l.tenant_id, activity_day(l.ts), COALESCE(d.category, ''), COALESCE(d.brand, ''), COALESCE(d.country, ''),
       count(*)
  FROM dac_logs l
  LEFT JOIN LATERAL (
    SELECT category, brand, country FROM devices
     WHERE upper(devices.mac_address) = l.mac_address AND devices.tenant_id = l.tenant_id LIMIT 1) AS d ON true
 WHERE l.event = 'DAC_ISSUED'
 GROUP BY 1, 2, 3, 4, 5;
