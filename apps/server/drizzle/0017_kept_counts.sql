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
CREATE FUNCTION "kept_counts_add"("what" text, "added" text[], "removed" text[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "kept_counts" AS k ("counted", "value", "shard", "n")
  SELECT "what", d."value", "kept_count_shard"(), d."n"
  FROM (
    SELECT c."value", sum(c."n") AS "n"
    FROM (
      SELECT unnest("added") AS "value", 1 AS "n"
      UNION ALL
      SELECT unnest("removed"), -1
    ) c
    GROUP BY c."value"
    HAVING sum(c."n") <> 0
    ORDER BY c."value"
  ) d
  ON CONFLICT ("counted", "value", "shard") DO UPDATE SET "n" = k."n" + excluded."n";
END $$;--> statement-breakpoint
-- Devices by state, all four triggers on this function. Rows inserted or deleted are counted once
-- per statement (a print job's thousands of devices in one go, from the statement's transition
-- table). A change of state is counted per row, and only when the state changed: the device
-- operations move one device at a time, and every other update (a device's last report, a remark)
-- does not call the function at all. Per statement, every update of a device paid for the
-- transition tables: pgbench's one-row update of a remark ran 30% slower.
CREATE FUNCTION "count_devices_by_state"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM "kept_counts_add"('devices.state', ARRAY[NEW."state"], ARRAY[OLD."state"]);
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM "kept_counts_add"('devices.state', ARRAY(SELECT "state" FROM "new_rows"), '{}');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "kept_counts_add"('devices.state', '{}', ARRAY(SELECT "state" FROM "old_rows"));
  ELSE
    DELETE FROM "kept_counts" WHERE "counted" = 'devices.state';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "devices_counted_inserted" AFTER INSERT ON "devices" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_devices_by_state"();--> statement-breakpoint
CREATE TRIGGER "devices_counted_updated" AFTER UPDATE OF "state" ON "devices"
  FOR EACH ROW WHEN (OLD."state" IS DISTINCT FROM NEW."state") EXECUTE FUNCTION "count_devices_by_state"();--> statement-breakpoint
CREATE TRIGGER "devices_counted_deleted" AFTER DELETE ON "devices" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_devices_by_state"();--> statement-breakpoint
CREATE TRIGGER "devices_counted_truncated" AFTER TRUNCATE ON "devices"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_devices_by_state"();--> statement-breakpoint
-- Users by role, the same way.
CREATE FUNCTION "count_users_by_role"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM "kept_counts_add"('users.role_id', ARRAY[NEW."role_id"::text], ARRAY[OLD."role_id"::text]);
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM "kept_counts_add"('users.role_id', ARRAY(SELECT "role_id"::text FROM "new_rows"), '{}');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "kept_counts_add"('users.role_id', '{}', ARRAY(SELECT "role_id"::text FROM "old_rows"));
  ELSE
    DELETE FROM "kept_counts" WHERE "counted" = 'users.role_id';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_counted_inserted" AFTER INSERT ON "users" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_users_by_role"();--> statement-breakpoint
CREATE TRIGGER "users_counted_updated" AFTER UPDATE OF "role_id" ON "users"
  FOR EACH ROW WHEN (OLD."role_id" IS DISTINCT FROM NEW."role_id") EXECUTE FUNCTION "count_users_by_role"();--> statement-breakpoint
CREATE TRIGGER "users_counted_deleted" AFTER DELETE ON "users" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_users_by_role"();--> statement-breakpoint
CREATE TRIGGER "users_counted_truncated" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_users_by_role"();--> statement-breakpoint
-- The rows already there, counted once. Creating the triggers locked both tables against writes
-- until the migrations' transaction commits, so no write falls between this count and them.
INSERT INTO "kept_counts" ("counted", "value", "shard", "n")
  SELECT 'devices.state', "state", 0, count(*) FROM "devices" GROUP BY "state";--> statement-breakpoint
INSERT INTO "kept_counts" ("counted", "value", "shard", "n")
  SELECT 'users.role_id', "role_id"::text, 0, count(*) FROM "users" GROUP BY "role_id";
