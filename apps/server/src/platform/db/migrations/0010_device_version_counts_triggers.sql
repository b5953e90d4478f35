-- Keeps device_version_counts exact. Statement-level triggers with transition tables: a statement
-- that touches thousands of devices (a rollout's results, an import) costs one aggregated upsert.
-- Adds signed per-group changes; groups that reach zero are removed. Rows are upserted in key
-- order, so concurrent statements lock shared groups in the same order (no deadlock between them).
CREATE FUNCTION device_version_counts_add(delta device_version_counts[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(delta) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO device_version_counts AS c
  SELECT * FROM unnest(delta) AS d
  ORDER BY d.tenant_id, d.category, d.brand, d.chip_type, d.firmware_version, d.onboarded
  ON CONFLICT ON CONSTRAINT device_version_counts_key DO UPDATE SET devices = c.devices + excluded.devices;
  DELETE FROM device_version_counts WHERE devices = 0;
END $$;
--> statement-breakpoint
CREATE FUNCTION device_version_counts_on_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM device_version_counts_add(ARRAY(
    SELECT ROW(tenant_id, category, brand, chip_type, firmware_version, onboarded_at IS NOT NULL,
               count(*))::device_version_counts
      FROM new_rows GROUP BY tenant_id, category, brand, chip_type, firmware_version, onboarded_at IS NOT NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION device_version_counts_on_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM device_version_counts_add(ARRAY(
    SELECT ROW(tenant_id, category, brand, chip_type, firmware_version, onboarded_at IS NOT NULL,
               -count(*))::device_version_counts
      FROM old_rows GROUP BY tenant_id, category, brand, chip_type, firmware_version, onboarded_at IS NOT NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Most updates of devices (status, online) change no counted column: their delta is empty and
-- the count table is not touched.
CREATE FUNCTION device_version_counts_on_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM device_version_counts_add(ARRAY(
    SELECT ROW(tenant_id, category, brand, chip_type, firmware_version, onboarded, sum(n))::device_version_counts
      FROM (SELECT tenant_id, category, brand, chip_type, firmware_version, onboarded_at IS NOT NULL AS onboarded,
                   1 AS n FROM new_rows
            UNION ALL
            SELECT tenant_id, category, brand, chip_type, firmware_version, onboarded_at IS NOT NULL, -1
              FROM old_rows) AS changed
     GROUP BY tenant_id, category, brand, chip_type, firmware_version, onboarded
    HAVING sum(n) <> 0));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION device_version_counts_on_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM device_version_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER device_version_counts_insert AFTER INSERT ON devices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION device_version_counts_on_insert();
--> statement-breakpoint
CREATE TRIGGER device_version_counts_delete AFTER DELETE ON devices
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION device_version_counts_on_delete();
--> statement-breakpoint
CREATE TRIGGER device_version_counts_update AFTER UPDATE ON devices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION device_version_counts_on_update();
--> statement-breakpoint
CREATE TRIGGER device_version_counts_truncate AFTER TRUNCATE ON devices
  FOR EACH STATEMENT EXECUTE FUNCTION device_version_counts_on_truncate();
--> statement-breakpoint
-- The devices already stored.
INSERT INTO device_version_counts
SELECT tenant_id, category, brand, chip_type, firmware_version, onboarded_at IS NOT NULL, count(*)
  FROM devices GROUP BY 1, 2, 3, 4, 5, 6;
