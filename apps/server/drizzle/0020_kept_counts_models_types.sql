-- Devices by model and goods by type, kept as 0017 keeps devices by state: the platform's device
-- list filtered by model and goods list filtered by type take their totals from them (`kept` of
-- defineList) rather than counting up to 10,001 rows on every page. An update that leaves the
-- column alone calls no function.
--
-- A table may now keep more than one count: keep_count names its triggers after the column too
-- (the triggers of 0017 and 0019 keep their names).
CREATE OR REPLACE FUNCTION "keep_count"("tbl" text, "what" text, "col" text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "named" text := "tbl" || '_' || "col" || '_counted_';
BEGIN
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS "new_rows"
    FOR EACH STATEMENT EXECUTE FUNCTION "count_rows_by"(%L, %L)', "named" || 'inserted', "tbl", "what", "col");
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE OF %I ON %I FOR EACH ROW
    WHEN (OLD.%I IS DISTINCT FROM NEW.%I) EXECUTE FUNCTION "count_rows_by"(%L, %L)',
    "named" || 'updated', "col", "tbl", "col", "col", "what", "col");
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS "old_rows"
    FOR EACH STATEMENT EXECUTE FUNCTION "count_rows_by"(%L, %L)', "named" || 'deleted', "tbl", "what", "col");
  EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I
    FOR EACH STATEMENT EXECUTE FUNCTION "count_rows_by"(%L, %L)', "named" || 'truncated', "tbl", "what", "col");
  -- The rows already there, counted once. Creating the triggers locked the table against writes
  -- until the migrations' transaction commits, so no write falls between this count and them.
  EXECUTE format('INSERT INTO "kept_counts" ("counted", "value", "shard", "n")
    SELECT %L, coalesce(%I::text, ''''), 0, count(*) FROM %I GROUP BY 2', "what", "col", "tbl");
END $$;--> statement-breakpoint
SELECT "keep_count"('devices', 'devices.device_type_id', 'device_type_id');--> statement-breakpoint
SELECT "keep_count"('goods', 'goods.type', 'type');
