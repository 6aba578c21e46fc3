-- Skin tests by store and by UTC day, kept as 0017 keeps devices by state: the platform's test
-- record list filtered by one store, or by a range of whole days (the console's date range), takes
-- its total from them (`kept` of defineList) rather than counting up to 10,001 rows on every page.
-- The busiest store's tests and the last 30 days each hold more than the cap, and counting them was
-- most of those two lists' cost: 900 lists/s against 5,000 for the unfiltered one.
--
-- A count may now be of a timestamp's UTC day rather than of the column's value: keep_count's
-- fourth argument 'utc_day', passed on to count_rows_by as its third. The day is written
-- YYYY-MM-DD, so a range of days is a range of values. Triggers of earlier counts have two
-- arguments and count the value, as before. A count's name has no colon: the lists' statements
-- carry it, and pgbench, which runs them as the bench's baselines, reads `:name` as its variable.

-- The value a count files a row's column under: the column's text, or the UTC day of a timestamp.
-- The text comes from to_jsonb, which writes a timestamp with its offset: read back, it is the same
-- instant whatever the session's time zone.
CREATE FUNCTION "kept_count_value"("v" text, "form" text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN "form" = 'utc_day' THEN to_char("v"::timestamptz AT TIME ZONE 'UTC', 'YYYY-MM-DD') ELSE "v" END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "count_rows_by"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "what" text := TG_ARGV[0];
  "col" text := TG_ARGV[1];
  "form" text := CASE WHEN TG_NARGS > 2 THEN TG_ARGV[2] ELSE 'value' END;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM "kept_counts_add"("what", ARRAY["kept_count_value"(to_jsonb(NEW) ->> "col", "form")],
      ARRAY["kept_count_value"(to_jsonb(OLD) ->> "col", "form")]);
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM "kept_counts_add"("what", ARRAY(SELECT "kept_count_value"(to_jsonb(r) ->> "col", "form") FROM "new_rows" r), '{}');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "kept_counts_add"("what", '{}', ARRAY(SELECT "kept_count_value"(to_jsonb(r) ->> "col", "form") FROM "old_rows" r));
  ELSE
    DELETE FROM "kept_counts" WHERE "counted" = "what";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- One body keeps every count; the three-argument form of 0017 and 0020 counts the value. A count of
-- days names its triggers apart, so a column may be counted both ways.
CREATE FUNCTION "keep_count"("tbl" text, "what" text, "col" text, "form" text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "named" text := "tbl" || '_' || "col" || CASE WHEN "form" = 'value' THEN '' ELSE '_' || "form" END || '_counted_';
BEGIN
  IF "form" NOT IN ('value', 'utc_day') THEN
    RAISE EXCEPTION 'keep_count: no form %', "form";
  END IF;
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS "new_rows"
    FOR EACH STATEMENT EXECUTE FUNCTION "count_rows_by"(%L, %L, %L)', "named" || 'inserted', "tbl", "what", "col", "form");
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE OF %I ON %I FOR EACH ROW
    WHEN (OLD.%I IS DISTINCT FROM NEW.%I) EXECUTE FUNCTION "count_rows_by"(%L, %L, %L)',
    "named" || 'updated', "col", "tbl", "col", "col", "what", "col", "form");
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS "old_rows"
    FOR EACH STATEMENT EXECUTE FUNCTION "count_rows_by"(%L, %L, %L)', "named" || 'deleted', "tbl", "what", "col", "form");
  EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I
    FOR EACH STATEMENT EXECUTE FUNCTION "count_rows_by"(%L, %L, %L)', "named" || 'truncated', "tbl", "what", "col", "form");
  -- The rows already there, counted once. Creating the triggers locked the table against writes
  -- until the migrations' transaction commits, so no write falls between this count and them.
  EXECUTE format('INSERT INTO "kept_counts" ("counted", "value", "shard", "n")
    SELECT %L, coalesce(%s, ''''), 0, count(*) FROM %I GROUP BY 2', "what",
    CASE WHEN "form" = 'utc_day' THEN format('to_char(%I AT TIME ZONE ''UTC'', ''YYYY-MM-DD'')', "col") ELSE format('%I::text', "col") END,
    "tbl");
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "keep_count"("tbl" text, "what" text, "col" text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "keep_count"("tbl", "what", "col", 'value');
END $$;--> statement-breakpoint
SELECT "keep_count"('test_records', 'test_records.store_id', 'store_id');--> statement-breakpoint
SELECT "keep_count"('test_records', 'test_records.tested_day', 'tested_at', 'utc_day');
