CREATE TABLE "kept_counts" (
	"counted" varchar(64) NOT NULL,
	"value" varchar(64) NOT NULL,
	"shard" smallint NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "kept_counts_counted_value_shard_pk" PRIMARY KEY("counted","value","shard")
);
--> statement-breakpoint
-- Counter rows are updated in place over and over: room on their page keeps each update HOT.
ALTER TABLE "kept_counts" SET (fillfactor = 50);--> statement-breakpoint
-- The shard a writing transaction adds its counts to: the first of 32, starting from its backend's,
-- that no other running transaction holds (a transaction-scoped advisory lock, remembered for the
-- rest of the transaction in a transaction-local setting). Two transactions writing at once thus
-- update different counter rows: neither waits for the other's commit, and no order of their
-- writes can make them deadlock on a counter. With more than 32 writers at once, the last ones
-- share their backend's shard and wait on its rows as any two writers of one row do.
CREATE FUNCTION "kept_count_shard"() RETURNS smallint LANGUAGE plpgsql AS $$
DECLARE
  mine text := current_setting('kept_counts.shard', true);
  start int := pg_backend_pid() % 32;
  s int;
BEGIN
  IF mine <> '' THEN
    RETURN mine::smallint;
  END IF;
  FOR i IN 0..31 LOOP
    s := (start + i) % 32;
    IF pg_try_advisory_xact_lock(hashtext('kept_counts'), s) THEN
      PERFORM set_config('kept_counts.shard', s::text, true);
      RETURN s;
    END IF;
  END LOOP;
  PERFORM set_config('kept_counts.shard', start::text, true);
  RETURN start;
END $$;--> statement-breakpoint
-- Adds one to the count of each value in `added` and takes one off for each in `removed` (values
-- in both cancel out: an update that leaves the column alone writes nothing and locks nothing).
-- A NULL value is counted under '' (no list filters on '').
CREATE FUNCTION "kept_counts_add"("what" text, "added" text[], "removed" text[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "kept_counts" AS k ("counted", "value", "shard", "n")
  SELECT "what", d."value", "kept_count_shard"(), d."n"
  FROM (
    SELECT coalesce(c."value", '') AS "value", sum(c."n") AS "n"
    FROM (
      SELECT unnest("added") AS "value", 1 AS "n"
      UNION ALL
      SELECT unnest("removed"), -1
    ) c
    GROUP BY 1
    HAVING sum(c."n") <> 0
    ORDER BY 1
  ) d
  ON CONFLICT ("counted", "value", "shard") DO UPDATE SET "n" = k."n" + excluded."n";
END $$;--> statement-breakpoint
-- One function keeps every count: each trigger names the count and the column (its arguments),
-- and the column's value is read from the row by name, so counting another table's column is one call
-- of keep_count (below; 0019). Rows inserted or deleted are counted once per statement (a
-- print job's thousands of devices in one go, from the statement's transition table). A change of
-- the value is counted per row, and only when the value changed: the device operations move one
-- device at a time, and every other update (a device's last report, a remark) calls no function
-- at all. Per statement, every update of a device paid for the transition tables: pgbench's one-row
-- update of a remark ran 30% slower.
CREATE FUNCTION "count_rows_by"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "what" text := TG_ARGV[0];
  "col" text := TG_ARGV[1];
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM "kept_counts_add"("what", ARRAY[to_jsonb(NEW) ->> "col"], ARRAY[to_jsonb(OLD) ->> "col"]);
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM "kept_counts_add"("what", ARRAY(SELECT to_jsonb(r) ->> "col" FROM "new_rows" r), '{}');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "kept_counts_add"("what", '{}', ARRAY(SELECT to_jsonb(r) ->> "col" FROM "old_rows" r));
  ELSE
    DELETE FROM "kept_counts" WHERE "counted" = "what";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Keeps the count `what` of `tbl`'s rows by the value of its column `col`: the four triggers on
-- count_rows_by and the rows already there, so that a migration counts another column in one line
-- (0019).
CREATE FUNCTION "keep_count"("tbl" text, "what" text, "col" text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS "new_rows"
    FOR EACH STATEMENT EXECUTE FUNCTION "count_rows_by"(%L, %L)', "tbl" || '_counted_inserted', "tbl", "what", "col");
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE OF %I ON %I FOR EACH ROW
    WHEN (OLD.%I IS DISTINCT FROM NEW.%I) EXECUTE FUNCTION "count_rows_by"(%L, %L)',
    "tbl" || '_counted_updated', "col", "tbl", "col", "col", "what", "col");
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS "old_rows"
    FOR EACH STATEMENT EXECUTE FUNCTION "count_rows_by"(%L, %L)', "tbl" || '_counted_deleted', "tbl", "what", "col");
  EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I
    FOR EACH STATEMENT EXECUTE FUNCTION "count_rows_by"(%L, %L)', "tbl" || '_counted_truncated', "tbl", "what", "col");
  -- The rows already there, counted once. Creating the triggers locked the table against writes
  -- until the migrations' transaction commits, so no write falls between this count and them.
  EXECUTE format('INSERT INTO "kept_counts" ("counted", "value", "shard", "n")
    SELECT %L, coalesce(%I::text, ''''), 0, count(*) FROM %I GROUP BY 2', "what", "col", "tbl");
END $$;--> statement-breakpoint
SELECT "keep_count"('devices', 'devices.state', 'state');--> statement-breakpoint
SELECT "keep_count"('users', 'users.role_id', 'role_id');
