-- Every function of schema public (the triggers' and the few others the migrations define) and
-- every trigger in force once all migrations have run, as PostgreSQL writes them back, sorted by
-- name, each under the tables it serves. Written by `npm run db:derived -w apps/server`;
-- test/derived-in-force.test.ts checks it against the migrations. To change one, edit it here and
-- run `npm run db:derived -w apps/server -- --migration <name>` (docs/derived-data.md).

-- Functions

-- function button_grants_changed (trigger): on buttons; writes roles
CREATE OR REPLACE FUNCTION public.button_grants_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE "roles" SET "grants_version" = "grants_version" + 1
  WHERE "id" IN (SELECT "role_id" FROM "role_buttons" WHERE "button_id" = NEW."id");
  RETURN NULL;
END $function$;

-- function count_rows_by (trigger): on devices, goods, test_records, users; writes kept_counts
CREATE OR REPLACE FUNCTION public.count_rows_by()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
END $function$;

-- function device_unbound_held (trigger): on devices; writes unbound_holders
CREATE OR REPLACE FUNCTION public.device_unbound_held()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "unbound_holders" WHERE "held" = 'devices' AND "user_id" = NEW."agent_id") THEN
    -- Share-locked while its path is read, as in devices_unbound_held (0033).
    INSERT INTO "unbound_holders" ("held", "user_id", "path")
    SELECT 'devices', u."id", u."path" FROM "users" u WHERE u."id" = NEW."agent_id" FOR SHARE OF u
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $function$;

-- function devices_unbound_held (trigger): on devices; writes unbound_holders
CREATE OR REPLACE FUNCTION public.devices_unbound_held()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO "unbound_holders" ("held", "user_id", "path")
  SELECT 'devices', u."id", u."path"
  FROM "users" u
  WHERE u."id" IN (SELECT d."agent_id" FROM "held_rows" d WHERE d."store_id" IS NULL)
    AND NOT EXISTS (SELECT 1 FROM "unbound_holders" h WHERE h."held" = 'devices' AND h."user_id" = u."id")
  FOR SHARE OF u
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $function$;

-- function figures_written (trigger): on diseases, platform_daily_stats, platform_score_buckets, store_daily_stats, store_score_spread, stores, users; writes figures_writes
CREATE OR REPLACE FUNCTION public.figures_written()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF current_setting('figures_writes.raised', true) = 'yes' THEN
    RETURN NULL;
  END IF;
  INSERT INTO "figures_writes" AS w ("shard", "n") VALUES ("kept_count_shard"(), 1)
  ON CONFLICT ("shard") DO UPDATE SET "n" = w."n" + 1;
  PERFORM set_config('figures_writes.raised', 'yes', true);
  RETURN NULL;
END $function$;

-- function goods_owner_path (trigger): on goods; sets goods.owner_path
CREATE OR REPLACE FUNCTION public.goods_owner_path()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF NEW."owner_id" IS NULL THEN
    NEW."owner_path" := NULL;
  ELSE
    SELECT u."path" INTO NEW."owner_path" FROM "users" u WHERE u."id" = NEW."owner_id" FOR SHARE;
  END IF;
  RETURN NEW;
END $function$;

-- function goods_owners_moved (trigger): on users; writes goods
CREATE OR REPLACE FUNCTION public.goods_owners_moved()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE "goods" g SET "owner_path" = n."path"
  FROM "moved_users" n JOIN "users_before" o ON o."id" = n."id"
  WHERE o."path" IS DISTINCT FROM n."path" AND g."owner_id" = n."id";
  RETURN NULL;
END $function$;

-- function keep_count: run by no trigger; writes kept_counts
CREATE OR REPLACE FUNCTION public.keep_count(tbl text, what text, col text)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM "keep_count"("tbl", "what", "col", 'value');
END $function$;

-- function keep_count: run by no trigger; writes kept_counts
CREATE OR REPLACE FUNCTION public.keep_count(tbl text, what text, col text, form text)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
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
END $function$;

-- function keep_newest: run by no trigger; writes kept_newest
CREATE OR REPLACE FUNCTION public.keep_newest(tbl text, what text, store_col text, holder_col text)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  "moved" text := format('OLD.%I IS DISTINCT FROM NEW.%I', "store_col", "store_col");
  "cols" text := format('%I', "store_col");
BEGIN
  IF "holder_col" IS NOT NULL THEN
    "moved" := "moved" || format(' OR OLD.%I IS DISTINCT FROM NEW.%I', "holder_col", "holder_col");
    "cols" := "cols" || format(', %I', "holder_col");
  END IF;
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS "new_rows"
    FOR EACH STATEMENT EXECUTE FUNCTION "kept_newest_rows"(%L, %L, %L)',
    "tbl" || '_newest_inserted', "tbl", "what", "store_col", coalesce("holder_col", ''));
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE OF %s ON %I FOR EACH ROW WHEN (%s)
    EXECUTE FUNCTION "kept_newest_rows"(%L, %L, %L)',
    "tbl" || '_newest_moved', "cols", "tbl", "moved", "what", "store_col", coalesce("holder_col", ''));
  EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "kept_newest_rows"(%L, %L, %L)',
    "tbl" || '_newest_truncated', "tbl", "what", "store_col", coalesce("holder_col", ''));
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE OF "merchant_id", "manager_id" ON "stores" FOR EACH ROW
    WHEN (OLD."merchant_id" IS DISTINCT FROM NEW."merchant_id" OR OLD."manager_id" IS DISTINCT FROM NEW."manager_id")
    EXECUTE FUNCTION "kept_newest_store"(%L, %L, %L)', 'stores_' || "tbl" || '_newest_owners', "what", "tbl", "store_col");
  -- The rows already there, once. Creating the triggers locked the table against writes until the
  -- migrations' transaction commits, so no write falls between this and them.
  EXECUTE format('SELECT "kept_newest_placed"(%L, array_agg(g.s), array_agg(g.h), array_agg(g.i))
    FROM (SELECT %I AS s, CASE WHEN %I IS NULL THEN %s END AS h, max("id") AS i FROM %I GROUP BY 1, 2) g',
    "what", "store_col", "store_col", coalesce(quote_ident("holder_col"), 'NULL::int'), "tbl");
END $function$;

-- function keep_subtree_count: run by no trigger; writes kept_subtree_counts
CREATE OR REPLACE FUNCTION public.keep_subtree_count(tbl text, what text, store_col text, holder_col text)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM "keep_subtree_count"("tbl", "what", "store_col", "holder_col", NULL);
END $function$;

-- function keep_subtree_count: run by no trigger; writes kept_subtree_counts
CREATE OR REPLACE FUNCTION public.keep_subtree_count(tbl text, what text, store_col text, holder_col text, key_col text)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  "changed" text[] := '{}';
  "cols" text[] := '{}';
  "store" text := coalesce("store_col", '');
  "holder" text := coalesce("holder_col", '');
  "key" text := coalesce("key_col", '');
  "col" text;
BEGIN
  FOREACH "col" IN ARRAY ARRAY["key_col", "store_col", "holder_col"] LOOP
    IF "col" IS NOT NULL THEN
      "changed" := "changed" || format('OLD.%I IS DISTINCT FROM NEW.%I', "col", "col");
      "cols" := "cols" || format('%I', "col");
    END IF;
  END LOOP;
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS "new_rows"
    FOR EACH STATEMENT EXECUTE FUNCTION "kept_subtree_rows"(%L, %L, %L, %L)',
    "what" || '_subtree_inserted', "tbl", "what", "store", "holder", "key");
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS "old_rows"
    FOR EACH STATEMENT EXECUTE FUNCTION "kept_subtree_rows"(%L, %L, %L, %L)',
    "what" || '_subtree_deleted', "tbl", "what", "store", "holder", "key");
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE OF %s ON %I FOR EACH ROW WHEN (%s)
    EXECUTE FUNCTION "kept_subtree_rows"(%L, %L, %L, %L)',
    "what" || '_subtree_moved', array_to_string("cols", ', '), "tbl", array_to_string("changed", ' OR '),
    "what", "store", "holder", "key");
  EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "kept_subtree_rows"(%L, %L, %L, %L)',
    "what" || '_subtree_truncated', "tbl", "what", "store", "holder", "key");
  IF "store_col" IS NOT NULL THEN
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE OF "merchant_id", "manager_id" ON "stores" FOR EACH ROW
      WHEN (OLD."merchant_id" IS DISTINCT FROM NEW."merchant_id" OR OLD."manager_id" IS DISTINCT FROM NEW."manager_id")
      EXECUTE FUNCTION "kept_subtree_store"(%L, %L, %L, %L)', 'stores_' || "what" || '_subtree_owners',
      "what", "tbl", "store_col", "key");
  END IF;
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON "users" REFERENCING OLD TABLE AS "old_users" NEW TABLE AS "new_users"
    FOR EACH STATEMENT EXECUTE FUNCTION "kept_subtree_moved"(%L, %L, %L, %L, %L)',
    'users_' || "what" || '_subtree_moved', "what", "tbl", "store", "holder", "key");
  -- The rows already there, once (the triggers' creation holds the table's writes off until the
  -- migrations' transaction commits).
  EXECUTE format('SELECT "kept_subtree_placed"(%1$L, array_agg(g.s), array_agg(g.h), array_agg(g.n), %2$L, array_agg(g.k))
    FROM (SELECT %3$s AS s, CASE WHEN %3$s IS NULL THEN %4$s END AS h, %5$s AS k, count(*) AS n
      FROM %6$I GROUP BY 1, 2, 3) g',
    "what", "key_col" IS NOT NULL, coalesce(quote_ident("store_col"), 'NULL::int'),
    coalesce(quote_ident("holder_col"), 'NULL::int'), coalesce(quote_ident("key_col") || '::text', 'NULL::text'), "tbl");
END $function$;

-- function kept_count_shard: on devices, diseases, goods, platform_daily_stats, platform_score_buckets, store_daily_stats, store_score_spread, stores, test_records, users
CREATE OR REPLACE FUNCTION public.kept_count_shard()
 RETURNS smallint
 LANGUAGE plpgsql
AS $function$
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
END $function$;

-- function kept_count_value: on devices, goods, test_records, users
CREATE OR REPLACE FUNCTION public.kept_count_value(v text, form text)
 RETURNS text
 LANGUAGE sql
 STABLE
AS $function$
  SELECT CASE WHEN "form" = 'utc_day' THEN to_char("v"::timestamptz AT TIME ZONE 'UTC', 'YYYY-MM-DD') ELSE "v" END
$function$;

-- function kept_counts_add: on devices, goods, test_records, users; writes kept_counts
CREATE OR REPLACE FUNCTION public.kept_counts_add(what text, added text[], removed text[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
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
END $function$;

-- function kept_newest_moved (trigger): on users; writes kept_newest
CREATE OR REPLACE FUNCTION public.kept_newest_moved()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM "kept_newest_up"(b."kept", ARRAY[NEW."path"::text], ARRAY[b."newest"])
  FROM (SELECT "kept", max("newest") AS "newest" FROM "kept_newest" WHERE "user_id" = NEW."id" GROUP BY 1 ORDER BY 1) b;
  RETURN NULL;
END $function$;

-- function kept_newest_placed: on devices; writes kept_newest
CREATE OR REPLACE FUNCTION public.kept_newest_placed(what text, in_stores integer[], held_by integer[], row_ids integer[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  "owners" int[];
  "newest" int[];
BEGIN
  SELECT array_agg(o."owner"), array_agg(o."id") INTO "owners", "newest"
  FROM (
    SELECT w."owner", p."id"
    FROM unnest("in_stores", "row_ids") AS p("store", "id")
    JOIN (SELECT "id", "merchant_id", "manager_id" FROM "stores" WHERE "id" = any("in_stores") ORDER BY "id" FOR SHARE) s
      ON s."id" = p."store"
    CROSS JOIN LATERAL (VALUES (s."merchant_id"), (s."manager_id")) AS w("owner")
    WHERE w."owner" IS NOT NULL
    UNION ALL
    SELECT p."holder", p."id" FROM unnest("in_stores", "held_by", "row_ids") AS p("store", "holder", "id")
    WHERE p."store" IS NULL AND p."holder" IS NOT NULL
  ) o;
  IF "owners" IS NOT NULL THEN
    PERFORM "kept_newest_raise"("what", "owners", "newest");
  END IF;
END $function$;

-- function kept_newest_raise: on devices, stores; writes kept_newest
CREATE OR REPLACE FUNCTION public.kept_newest_raise(what text, owner_ids integer[], row_ids integer[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  "owners" int[];
  "newest" int[];
BEGIN
  SELECT array_agg(p."owner"), array_agg(p."id") INTO "owners", "newest"
  FROM unnest("owner_ids", "row_ids") AS p("owner", "id")
  WHERE p."owner" IS NOT NULL AND p."id" IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM "kept_newest" h
      WHERE h."kept" = "what" AND h."user_id" = p."owner" AND h."newest" >= p."id");
  IF "owners" IS NULL THEN
    RETURN;
  END IF;
  PERFORM "kept_newest_up"("what", array_agg(o."path"), array_agg(o."newest"))
  FROM (
    SELECT u."path", max(p."id") AS "newest"
    FROM unnest("owners", "newest") AS p("owner", "id")
    JOIN (SELECT "id", "path" FROM "users" WHERE "id" = any("owners") ORDER BY "id" FOR SHARE) u ON u."id" = p."owner"
    GROUP BY u."path"
  ) o;
END $function$;

-- function kept_newest_rows (trigger): on devices; writes kept_newest
CREATE OR REPLACE FUNCTION public.kept_newest_rows()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  "what" text := TG_ARGV[0];
  "store_col" text := TG_ARGV[1];
  "holder_col" text := TG_ARGV[2];
  "s" int[];
  "h" int[];
  "i" int[];
  "row" jsonb;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "kept_newest" WHERE "kept" = "what";
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(g."store"), array_agg(g."holder"), array_agg(g."id") INTO "s", "h", "i"
    FROM (
      SELECT x."store", CASE WHEN x."store" IS NULL THEN x."holder" END AS "holder", max(x."id") AS "id"
      FROM (SELECT (j ->> "store_col")::int AS "store", (j ->> "holder_col")::int AS "holder", (j ->> 'id')::int AS "id"
        FROM (SELECT to_jsonb(r) AS j FROM "new_rows" r) y) x
      GROUP BY 1, 2
    ) g;
    IF "i" IS NOT NULL THEN
      PERFORM "kept_newest_placed"("what", "s", "h", "i");
    END IF;
  ELSE
    "row" := to_jsonb(NEW);
    PERFORM "kept_newest_placed"("what", ARRAY[("row" ->> "store_col")::int], ARRAY[("row" ->> "holder_col")::int],
      ARRAY[("row" ->> 'id')::int]);
  END IF;
  RETURN NULL;
END $function$;

-- function kept_newest_store (trigger): on stores; writes kept_newest
CREATE OR REPLACE FUNCTION public.kept_newest_store()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  "newest" int;
BEGIN
  EXECUTE format('SELECT max("id") FROM %I WHERE %I = $1', TG_ARGV[1], TG_ARGV[2]) INTO "newest" USING NEW."id";
  IF "newest" IS NOT NULL THEN
    PERFORM "kept_newest_raise"(TG_ARGV[0], ARRAY[NEW."merchant_id", NEW."manager_id"], ARRAY["newest", "newest"]);
  END IF;
  RETURN NULL;
END $function$;

-- function kept_newest_up: on devices, stores, users; writes kept_newest
CREATE OR REPLACE FUNCTION public.kept_newest_up(what text, paths text[], newest integer[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO "kept_newest" AS k ("kept", "user_id", "shard", "newest")
  SELECT "what", a."id", "kept_count_shard"(), max(p."newest")
  FROM unnest("paths", "newest") AS p("path", "newest")
  CROSS JOIN LATERAL unnest(string_to_array(trim(both '/' from p."path"), '/')::int[]) AS a("id")
  WHERE p."newest" IS NOT NULL
  GROUP BY a."id"
  HAVING NOT EXISTS (SELECT 1 FROM "kept_newest" h
    WHERE h."kept" = "what" AND h."user_id" = a."id" AND h."newest" >= max(p."newest"))
  ORDER BY a."id"
  ON CONFLICT ("kept", "user_id", "shard") DO UPDATE SET "newest" = excluded."newest"
    WHERE k."newest" < excluded."newest";
END $function$;

-- function kept_subtree_add_each: on devices, goods, stores, test_records, users; writes kept_subtree_counts
CREATE OR REPLACE FUNCTION public.kept_subtree_add_each(labels text[], path_a text[], path_b text[], delta bigint[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO "kept_subtree_counts" AS k ("kept", "user_id", "shard", "n")
  SELECT v."label", v."id", "kept_count_shard"(), sum(v."delta")
  FROM (
    SELECT DISTINCT p."i", p."label", a."id"::int AS "id", p."delta"
    FROM unnest("labels", "path_a", "path_b", "delta") WITH ORDINALITY AS p("label", "a", "b", "delta", "i")
    CROSS JOIN LATERAL unnest(string_to_array(trim(both '/' from coalesce(p."a", '')), '/')
      || string_to_array(trim(both '/' from coalesce(p."b", '')), '/')) AS a("id")
    WHERE p."delta" <> 0
  ) v
  GROUP BY v."label", v."id"
  HAVING sum(v."delta") <> 0
  ORDER BY v."label", v."id"
  ON CONFLICT ("kept", "user_id", "shard") DO UPDATE SET "n" = k."n" + excluded."n";
END $function$;

-- function kept_subtree_label: on devices, goods, stores, test_records, users
CREATE OR REPLACE FUNCTION public.kept_subtree_label(what text, keyed boolean, key text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
AS $function$ SELECT CASE WHEN "keyed" THEN "what" || ':' || coalesce("key", '') ELSE "what" END $function$;

-- function kept_subtree_moved (trigger): on users; writes kept_subtree_counts
CREATE OR REPLACE FUNCTION public.kept_subtree_moved()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  "what" text := TG_ARGV[0];
  "tbl" text := TG_ARGV[1];
  "store_col" text := TG_ARGV[2];
  "holder_col" text := TG_ARGV[3];
  "key_col" text := CASE WHEN TG_NARGS > 4 THEN TG_ARGV[4] ELSE '' END;
  "key" text;
  "moved" int[];
  "old_paths" text[];
  "places" text[] := '{}';
  "l" text[];
  "a" text[];
  "b" text[];
  "d" bigint[];
BEGIN
  SELECT array_agg(o."id"), array_agg(o."path") INTO "moved", "old_paths"
  FROM "old_users" o JOIN "new_users" w ON w."id" = o."id" WHERE o."path" IS DISTINCT FROM w."path";
  IF "moved" IS NULL THEN
    RETURN NULL;
  END IF;
  "key" := CASE WHEN "key_col" = '' THEN 'NULL::text' ELSE format('r.%I::text', "key_col") END;
  IF "store_col" <> '' THEN
    -- The places' other owners are read FOR SHARE: a move of one of them at the same moment waits
    -- for this one (or this for it), so each counts the store with the other's path as it is.
    PERFORM 1 FROM (SELECT "id" FROM "users" WHERE "id" IN (
        SELECT "merchant_id" FROM "stores" WHERE "merchant_id" = any("moved") OR "manager_id" = any("moved")
        UNION SELECT "manager_id" FROM "stores" WHERE "merchant_id" = any("moved") OR "manager_id" = any("moved"))
      ORDER BY "id" FOR SHARE) u;
    "places" := "places" || format(
      'SELECT s."merchant_id" AS "a", s."manager_id" AS "b", %3$s AS "key", count(*) AS "n"
       FROM "stores" s JOIN %1$I r ON r.%2$I = s."id"
       WHERE s."merchant_id" = any($1) OR s."manager_id" = any($1)
       GROUP BY s."id", 3', "tbl", "store_col", "key");
  END IF;
  IF "holder_col" <> '' THEN
    "places" := "places" || format(
      'SELECT r.%1$I AS "a", NULL::int AS "b", %4$s AS "key", count(*) AS "n" FROM %2$I r WHERE %3$s r.%1$I = any($1)
       GROUP BY r.%1$I, 3',
      "holder_col", "tbl", CASE WHEN "store_col" = '' THEN '' ELSE format('r.%I IS NULL AND', "store_col") END, "key");
  END IF;
  -- Each place that a moved user owns, with its rows counted per key; its owners' paths before (a
  -- moved owner's old path, another's path as it is) and after: the rows leave the first and join
  -- the second.
  EXECUTE format($q$
    WITH "was" AS (SELECT * FROM unnest($1::int[], $2::text[]) AS m("id", "path")),
    "places" AS (%s),
    "sides" AS (
      SELECT p."key", coalesce(wa."path", ua."path") AS "a", coalesce(wb."path", ub."path") AS "b", -p."n" AS "n"
      FROM "places" p
      LEFT JOIN "was" wa ON wa."id" = p."a" LEFT JOIN "users" ua ON ua."id" = p."a"
      LEFT JOIN "was" wb ON wb."id" = p."b" LEFT JOIN "users" ub ON ub."id" = p."b"
      UNION ALL
      SELECT p."key", ua."path", ub."path", p."n"
      FROM "places" p LEFT JOIN "users" ua ON ua."id" = p."a" LEFT JOIN "users" ub ON ub."id" = p."b"
    )
    SELECT array_agg("kept_subtree_label"($3, $4, "key")), array_agg("a"), array_agg("b"), array_agg("n") FROM "sides"$q$,
    array_to_string("places", ' UNION ALL '))
  INTO "l", "a", "b", "d" USING "moved", "old_paths", "what", "key_col" <> '';
  IF "d" IS NOT NULL THEN
    PERFORM "kept_subtree_add_each"("l", "a", "b", "d");
  END IF;
  RETURN NULL;
END $function$;

-- function kept_subtree_placed: on devices, goods, test_records; writes kept_subtree_counts
CREATE OR REPLACE FUNCTION public.kept_subtree_placed(what text, in_stores integer[], held_by integer[], n bigint[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM "kept_subtree_placed"("what", "in_stores", "held_by", "n", false, NULL::text[]);
END $function$;

-- function kept_subtree_placed: on devices, goods, test_records; writes kept_subtree_counts
CREATE OR REPLACE FUNCTION public.kept_subtree_placed(what text, in_stores integer[], held_by integer[], n bigint[], keyed boolean, keys text[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  "owners" int[];
  "l" text[];
  "a" text[];
  "b" text[];
  "d" bigint[];
BEGIN
  -- Each step is its own statement, so each reads what the locks before it waited for (0023).
  PERFORM 1 FROM (SELECT "id" FROM "stores" WHERE "id" = any("in_stores") ORDER BY "id" FOR SHARE) s;
  SELECT array_agg(o."id") INTO "owners" FROM (
    SELECT "merchant_id" AS "id" FROM "stores" WHERE "id" = any("in_stores")
    UNION SELECT "manager_id" FROM "stores" WHERE "id" = any("in_stores")
    UNION SELECT unnest("held_by")
  ) o WHERE o."id" IS NOT NULL;
  PERFORM 1 FROM (SELECT "id" FROM "users" WHERE "id" = any("owners") ORDER BY "id" FOR SHARE) u;
  -- unnest pads `keys` with NULLs when it is shorter (NULL for a count not split).
  SELECT array_agg("kept_subtree_label"("what", "keyed", p."key")), array_agg(ua."path"), array_agg(ub."path"),
    array_agg(p."n") INTO "l", "a", "b", "d"
  FROM unnest("in_stores", "held_by", "n", "keys") AS p("store", "holder", "n", "key")
  LEFT JOIN "stores" s ON s."id" = p."store"
  LEFT JOIN "users" ua ON ua."id" = CASE WHEN p."store" IS NULL THEN p."holder" ELSE s."merchant_id" END
  LEFT JOIN "users" ub ON p."store" IS NOT NULL AND ub."id" = s."manager_id";
  IF "d" IS NOT NULL THEN
    PERFORM "kept_subtree_add_each"("l", "a", "b", "d");
  END IF;
END $function$;

-- function kept_subtree_rows (trigger): on devices, goods, test_records; writes kept_subtree_counts
CREATE OR REPLACE FUNCTION public.kept_subtree_rows()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  "what" text := TG_ARGV[0];
  "store_col" text := TG_ARGV[1];
  "holder_col" text := TG_ARGV[2];
  "key_col" text := CASE WHEN TG_NARGS > 3 THEN TG_ARGV[3] ELSE '' END;
  "keyed" boolean := TG_NARGS > 3 AND TG_ARGV[3] <> '';
  "sign" int := CASE WHEN TG_OP = 'DELETE' THEN -1 ELSE 1 END;
  "rows" jsonb[];
  "s" int[];
  "h" int[];
  "n" bigint[];
  "k" text[];
  "was" jsonb;
  "now" jsonb;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "kept_subtree_counts"
    WHERE CASE WHEN "keyed" THEN left("kept", length("what") + 1) = "what" || ':' ELSE "kept" = "what" END;
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' OR TG_OP = 'DELETE' THEN
    -- Each transition table named in its own branch: static statements, planned once per session.
    IF TG_OP = 'INSERT' THEN
      "rows" := ARRAY(SELECT to_jsonb(r) FROM "new_rows" r);
    ELSE
      "rows" := ARRAY(SELECT to_jsonb(r) FROM "old_rows" r);
    END IF;
    SELECT array_agg(g."store"), array_agg(g."holder"), array_agg("sign" * g."n"), array_agg(g."key")
    INTO "s", "h", "n", "k"
    FROM (
      SELECT x."store", CASE WHEN x."store" IS NULL THEN x."holder" END AS "holder", x."key", count(*) AS "n"
      FROM (SELECT (y.j ->> "store_col")::int AS "store", (y.j ->> "holder_col")::int AS "holder",
          CASE WHEN "keyed" THEN y.j ->> "key_col" END AS "key"
        FROM unnest("rows") AS y(j)) x
      GROUP BY 1, 2, 3
    ) g;
  ELSE
    "was" := to_jsonb(OLD);
    "now" := to_jsonb(NEW);
    "s" := ARRAY[("was" ->> "store_col")::int, ("now" ->> "store_col")::int];
    -- A row in a store is the store's, whoever holds it.
    "h" := ARRAY[CASE WHEN "s"[1] IS NULL THEN ("was" ->> "holder_col")::int END,
      CASE WHEN "s"[2] IS NULL THEN ("now" ->> "holder_col")::int END];
    "n" := ARRAY[-1, 1]::bigint[];
    IF "keyed" THEN
      "k" := ARRAY["was" ->> "key_col", "now" ->> "key_col"];
    END IF;
  END IF;
  IF "n" IS NOT NULL THEN
    PERFORM "kept_subtree_placed"("what", "s", "h", "n", "keyed", "k");
  END IF;
  RETURN NULL;
END $function$;

-- function kept_subtree_store (trigger): on stores; writes kept_subtree_counts
CREATE OR REPLACE FUNCTION public.kept_subtree_store()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  "what" text := TG_ARGV[0];
  "key_col" text := CASE WHEN TG_NARGS > 3 THEN TG_ARGV[3] ELSE '' END;
  "keys" text[];
  "counts" bigint[];
  "l" text[];
  "a" text[];
  "b" text[];
  "d" bigint[];
BEGIN
  EXECUTE format('SELECT array_agg(x.k), array_agg(x.n) FROM (SELECT %s AS k, count(*) AS n FROM %I WHERE %I = $1 GROUP BY 1) x',
    CASE WHEN "key_col" = '' THEN 'NULL::text' ELSE format('%I::text', "key_col") END, TG_ARGV[1], TG_ARGV[2])
  INTO "keys", "counts" USING NEW."id";
  IF "counts" IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM (SELECT "id" FROM "users"
    WHERE "id" IN (OLD."merchant_id", OLD."manager_id", NEW."merchant_id", NEW."manager_id") ORDER BY "id" FOR SHARE) u;
  SELECT array_agg("kept_subtree_label"("what", "key_col" <> '', x."k")), array_agg(o."a"), array_agg(o."b"),
    array_agg(o."sign" * x."n") INTO "l", "a", "b", "d"
  FROM unnest("keys", "counts") AS x("k", "n")
  CROSS JOIN (VALUES
    ((SELECT "path" FROM "users" WHERE "id" = OLD."merchant_id"), (SELECT "path" FROM "users" WHERE "id" = OLD."manager_id"), -1),
    ((SELECT "path" FROM "users" WHERE "id" = NEW."merchant_id"), (SELECT "path" FROM "users" WHERE "id" = NEW."manager_id"), 1)
  ) AS o("a", "b", "sign");
  PERFORM "kept_subtree_add_each"("l", "a", "b", "d");
  RETURN NULL;
END $function$;

-- function order_written (trigger): on devices, test_records; writes order_writes
CREATE OR REPLACE FUNCTION public.order_written()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF current_setting('order_writes.' || TG_TABLE_NAME, true) = 'yes' THEN
    RETURN NULL;
  END IF;
  INSERT INTO "order_writes" AS w ("counted", "shard", "n") VALUES (TG_TABLE_NAME, "kept_count_shard"(), 1)
  ON CONFLICT ("counted", "shard") DO UPDATE SET "n" = w."n" + 1;
  PERFORM set_config('order_writes.' || TG_TABLE_NAME, 'yes', true);
  RETURN NULL;
END $function$;

-- function role_grants_changed (trigger): on role_buttons, role_resources; writes roles
CREATE OR REPLACE FUNCTION public.role_grants_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "roles" SET "grants_version" = "grants_version" + 1 WHERE "id" = OLD."role_id";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE "roles" SET "grants_version" = "grants_version" + 1 WHERE "id" = NEW."role_id";
  END IF;
  RETURN NULL;
END $function$;

-- function setting_versions_append_only (trigger): on setting_versions
CREATE OR REPLACE FUNCTION public.setting_versions_append_only()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  RAISE EXCEPTION 'setting versions are only added, never changed';
END;
$function$;

-- function signin_reserve: run by no trigger; writes login_failures
CREATE OR REPLACE FUNCTION public.signin_reserve(p_user text, p_addr text, p_pair text, p_per_account integer, p_per_address integer, p_since timestamp with time zone)
 RETURNS bigint[]
 LANGUAGE plpgsql
AS $function$
DECLARE
  account_scope text := 'account';
  account_key text := p_user;
  ticket bigint[];
BEGIN
  PERFORM set_config('synchronous_commit', 'off', true);
  PERFORM pg_advisory_xact_lock(hashtext('signin:' || p_user));
  PERFORM pg_advisory_xact_lock(hashtext('signin-from:' || p_addr));
  IF (SELECT count(*) FROM "login_failures"
      WHERE "scope" = 'address' AND "key" = p_addr AND "at" > p_since) >= p_per_address THEN
    RETURN ARRAY[-1]::bigint[];
  END IF;
  IF EXISTS (SELECT 1 FROM "login_failures" WHERE "scope" = 'known' AND "key" = p_pair) THEN
    account_scope := 'pair';
    account_key := p_pair;
  END IF;
  IF (SELECT count(*) FROM "login_failures"
      WHERE "scope" = account_scope AND "key" = account_key AND "at" > p_since) >= p_per_account THEN
    RETURN ARRAY[-2]::bigint[];
  END IF;
  WITH added AS (
    INSERT INTO "login_failures" ("scope", "key") VALUES (account_scope, account_key), ('address', p_addr)
    RETURNING "id"
  ) SELECT array_agg("id" ORDER BY "id") INTO ticket FROM added;
  RETURN ticket;
END $function$;

-- function signin_settle: run by no trigger; writes login_failures
CREATE OR REPLACE FUNCTION public.signin_settle(p_ticket bigint[], p_user text, p_pair text, p_since timestamp with time zone, p_known_since timestamp with time zone, p_batch integer)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('signin:' || p_user));
  DELETE FROM "login_failures" WHERE "id" = ANY(p_ticket);
  DELETE FROM "login_failures"
  WHERE ("scope" = 'account' AND "key" = p_user) OR ("scope" IN ('pair', 'known') AND "key" = p_pair);
  INSERT INTO "login_failures" ("scope", "key") VALUES ('known', p_pair);
  DELETE FROM "login_failures" WHERE "id" IN (
    SELECT "id" FROM "login_failures"
    WHERE ("scope" <> 'known' AND "at" < p_since) OR "at" < p_known_since
    LIMIT p_batch FOR UPDATE SKIP LOCKED
  );
END $function$;

-- function test_store_owners_changed (trigger): on stores; writes test_records
CREATE OR REPLACE FUNCTION public.test_store_owners_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE "test_records" SET "merchant_path" = NULL WHERE "store_id" = NEW."id";
  RETURN NULL;
END $function$;

-- function test_store_paths (trigger): on test_records; sets test_records.manager_path, test_records.merchant_path
CREATE OR REPLACE FUNCTION public.test_store_paths()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  merchant integer;
  manager integer;
BEGIN
  SELECT s."merchant_id", s."manager_id" INTO merchant, manager FROM "stores" s WHERE s."id" = NEW."store_id" FOR SHARE;
  SELECT u."path" INTO NEW."merchant_path" FROM "users" u WHERE u."id" = merchant FOR SHARE;
  IF manager IS NULL THEN
    NEW."manager_path" := NULL;
  ELSE
    SELECT u."path" INTO NEW."manager_path" FROM "users" u WHERE u."id" = manager FOR SHARE;
  END IF;
  RETURN NEW;
END $function$;

-- function test_store_users_moved (trigger): on users; writes test_records
CREATE OR REPLACE FUNCTION public.test_store_users_moved()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  WITH "moved" AS (
    SELECT n."id" FROM "moved_users" n JOIN "users_before" o ON o."id" = n."id"
    WHERE o."path" IS DISTINCT FROM n."path"
  )
  UPDATE "test_records" t SET "merchant_path" = NULL
  FROM "stores" s
  WHERE t."store_id" = s."id"
    AND (s."merchant_id" IN (SELECT "id" FROM "moved") OR s."manager_id" IN (SELECT "id" FROM "moved"));
  RETURN NULL;
END $function$;

-- function tree_written (trigger): on stores, users; writes tree_writes
CREATE OR REPLACE FUNCTION public.tree_written()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF current_setting('tree_writes.raised', true) = 'yes' THEN
    RETURN NULL;
  END IF;
  INSERT INTO "tree_writes" AS w ("shard", "n") VALUES ("kept_count_shard"(), 1)
  ON CONFLICT ("shard") DO UPDATE SET "n" = w."n" + 1;
  PERFORM set_config('tree_writes.raised', 'yes', true);
  RETURN NULL;
END $function$;

-- function unbound_holders_moved (trigger): on users; writes unbound_holders
CREATE OR REPLACE FUNCTION public.unbound_holders_moved()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE "unbound_holders" h SET "path" = u."path"
  FROM "moved_users" u
  WHERE h."user_id" = u."id" AND h."path" IS DISTINCT FROM u."path";
  RETURN NULL;
END $function$;

-- function url_resource_grants_changed (trigger): on url_resources; writes roles
CREATE OR REPLACE FUNCTION public.url_resource_grants_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE "roles" SET "grants_version" = "grants_version" + 1
  WHERE "id" IN (SELECT "role_id" FROM "role_resources" WHERE "resource_id" = NEW."id");
  RETURN NULL;
END $function$;

-- function users_unmanage_stores (trigger): on users; writes stores
CREATE OR REPLACE FUNCTION public.users_unmanage_stores()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  -- While the user's row can still be read: the stores' triggers take the manager's path off
  -- what they keep (the foreign key's own SET NULL would run after the row is gone).
  UPDATE "stores" SET "manager_id" = NULL WHERE "manager_id" = OLD."id";
  RETURN OLD;
END $function$;

-- Triggers

-- trigger buttons_grants_version: on buttons; writes roles, by button_grants_changed
CREATE TRIGGER buttons_grants_version AFTER UPDATE ON public.buttons FOR EACH ROW WHEN (((old.perm)::text IS DISTINCT FROM (new.perm)::text)) EXECUTE FUNCTION button_grants_changed();

-- trigger device_changed_unbound_held: on devices; writes unbound_holders, by device_unbound_held
CREATE TRIGGER device_changed_unbound_held AFTER UPDATE OF store_id, agent_id ON public.devices FOR EACH ROW WHEN (((new.store_id IS NULL) AND (new.agent_id IS NOT NULL) AND ((old.store_id IS NOT NULL) OR (old.agent_id IS DISTINCT FROM new.agent_id)))) EXECUTE FUNCTION device_unbound_held();

-- trigger device_states_subtree_deleted: on devices; writes kept_subtree_counts, by kept_subtree_rows
CREATE TRIGGER device_states_subtree_deleted AFTER DELETE ON public.devices REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_subtree_rows('device_states', 'store_id', 'agent_id', 'state');

-- trigger device_states_subtree_inserted: on devices; writes kept_subtree_counts, by kept_subtree_rows
CREATE TRIGGER device_states_subtree_inserted AFTER INSERT ON public.devices REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_subtree_rows('device_states', 'store_id', 'agent_id', 'state');

-- trigger device_states_subtree_moved: on devices; writes kept_subtree_counts, by kept_subtree_rows
CREATE TRIGGER device_states_subtree_moved AFTER UPDATE OF state, store_id, agent_id ON public.devices FOR EACH ROW WHEN ((((old.state)::text IS DISTINCT FROM (new.state)::text) OR (old.store_id IS DISTINCT FROM new.store_id) OR (old.agent_id IS DISTINCT FROM new.agent_id))) EXECUTE FUNCTION kept_subtree_rows('device_states', 'store_id', 'agent_id', 'state');

-- trigger device_states_subtree_truncated: on devices; writes kept_subtree_counts, by kept_subtree_rows
CREATE TRIGGER device_states_subtree_truncated AFTER TRUNCATE ON public.devices FOR EACH STATEMENT EXECUTE FUNCTION kept_subtree_rows('device_states', 'store_id', 'agent_id', 'state');

-- trigger devices_added_unbound_held: on devices; writes unbound_holders, by devices_unbound_held
CREATE TRIGGER devices_added_unbound_held AFTER INSERT ON public.devices REFERENCING NEW TABLE AS held_rows FOR EACH STATEMENT EXECUTE FUNCTION devices_unbound_held();

-- trigger devices_counted_deleted: on devices; writes kept_counts, by count_rows_by
CREATE TRIGGER devices_counted_deleted AFTER DELETE ON public.devices REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_rows_by('devices.state', 'state');

-- trigger devices_counted_inserted: on devices; writes kept_counts, by count_rows_by
CREATE TRIGGER devices_counted_inserted AFTER INSERT ON public.devices REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_rows_by('devices.state', 'state');

-- trigger devices_counted_truncated: on devices; writes kept_counts, by count_rows_by
CREATE TRIGGER devices_counted_truncated AFTER TRUNCATE ON public.devices FOR EACH STATEMENT EXECUTE FUNCTION count_rows_by('devices.state', 'state');

-- trigger devices_counted_updated: on devices; writes kept_counts, by count_rows_by
CREATE TRIGGER devices_counted_updated AFTER UPDATE OF state ON public.devices FOR EACH ROW WHEN (((old.state)::text IS DISTINCT FROM (new.state)::text)) EXECUTE FUNCTION count_rows_by('devices.state', 'state');

-- trigger devices_device_type_id_counted_deleted: on devices; writes kept_counts, by count_rows_by
CREATE TRIGGER devices_device_type_id_counted_deleted AFTER DELETE ON public.devices REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_rows_by('devices.device_type_id', 'device_type_id');

-- trigger devices_device_type_id_counted_inserted: on devices; writes kept_counts, by count_rows_by
CREATE TRIGGER devices_device_type_id_counted_inserted AFTER INSERT ON public.devices REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_rows_by('devices.device_type_id', 'device_type_id');

-- trigger devices_device_type_id_counted_truncated: on devices; writes kept_counts, by count_rows_by
CREATE TRIGGER devices_device_type_id_counted_truncated AFTER TRUNCATE ON public.devices FOR EACH STATEMENT EXECUTE FUNCTION count_rows_by('devices.device_type_id', 'device_type_id');

-- trigger devices_device_type_id_counted_updated: on devices; writes kept_counts, by count_rows_by
CREATE TRIGGER devices_device_type_id_counted_updated AFTER UPDATE OF device_type_id ON public.devices FOR EACH ROW WHEN ((old.device_type_id IS DISTINCT FROM new.device_type_id)) EXECUTE FUNCTION count_rows_by('devices.device_type_id', 'device_type_id');

-- trigger devices_newest_inserted: on devices; writes kept_newest, by kept_newest_rows
CREATE TRIGGER devices_newest_inserted AFTER INSERT ON public.devices REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_newest_rows('devices', 'store_id', 'agent_id');

-- trigger devices_newest_moved: on devices; writes kept_newest, by kept_newest_rows
CREATE TRIGGER devices_newest_moved AFTER UPDATE OF store_id, agent_id ON public.devices FOR EACH ROW WHEN (((old.store_id IS DISTINCT FROM new.store_id) OR (old.agent_id IS DISTINCT FROM new.agent_id))) EXECUTE FUNCTION kept_newest_rows('devices', 'store_id', 'agent_id');

-- trigger devices_newest_truncated: on devices; writes kept_newest, by kept_newest_rows
CREATE TRIGGER devices_newest_truncated AFTER TRUNCATE ON public.devices FOR EACH STATEMENT EXECUTE FUNCTION kept_newest_rows('devices', 'store_id', 'agent_id');

-- trigger devices_order_written: on devices; writes order_writes, by order_written
CREATE TRIGGER devices_order_written AFTER INSERT OR DELETE OR UPDATE OF id OR TRUNCATE ON public.devices FOR EACH STATEMENT EXECUTE FUNCTION order_written();

-- trigger devices_subtree_deleted: on devices; writes kept_subtree_counts, by kept_subtree_rows
CREATE TRIGGER devices_subtree_deleted AFTER DELETE ON public.devices REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_subtree_rows('devices', 'store_id', 'agent_id');

-- trigger devices_subtree_inserted: on devices; writes kept_subtree_counts, by kept_subtree_rows
CREATE TRIGGER devices_subtree_inserted AFTER INSERT ON public.devices REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_subtree_rows('devices', 'store_id', 'agent_id');

-- trigger devices_subtree_moved: on devices; writes kept_subtree_counts, by kept_subtree_rows
CREATE TRIGGER devices_subtree_moved AFTER UPDATE OF store_id, agent_id ON public.devices FOR EACH ROW WHEN (((old.store_id IS DISTINCT FROM new.store_id) OR (old.agent_id IS DISTINCT FROM new.agent_id))) EXECUTE FUNCTION kept_subtree_rows('devices', 'store_id', 'agent_id');

-- trigger devices_subtree_truncated: on devices; writes kept_subtree_counts, by kept_subtree_rows
CREATE TRIGGER devices_subtree_truncated AFTER TRUNCATE ON public.devices FOR EACH STATEMENT EXECUTE FUNCTION kept_subtree_rows('devices', 'store_id', 'agent_id');

-- trigger diseases_figures_written: on diseases; writes figures_writes, by figures_written
CREATE TRIGGER diseases_figures_written AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.diseases FOR EACH STATEMENT EXECUTE FUNCTION figures_written();

-- trigger goods_counted_deleted: on goods; writes kept_counts, by count_rows_by
CREATE TRIGGER goods_counted_deleted AFTER DELETE ON public.goods REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_rows_by('goods.category', 'category');

-- trigger goods_counted_inserted: on goods; writes kept_counts, by count_rows_by
CREATE TRIGGER goods_counted_inserted AFTER INSERT ON public.goods REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_rows_by('goods.category', 'category');

-- trigger goods_counted_truncated: on goods; writes kept_counts, by count_rows_by
CREATE TRIGGER goods_counted_truncated AFTER TRUNCATE ON public.goods FOR EACH STATEMENT EXECUTE FUNCTION count_rows_by('goods.category', 'category');

-- trigger goods_counted_updated: on goods; writes kept_counts, by count_rows_by
CREATE TRIGGER goods_counted_updated AFTER UPDATE OF category ON public.goods FOR EACH ROW WHEN (((old.category)::text IS DISTINCT FROM (new.category)::text)) EXECUTE FUNCTION count_rows_by('goods.category', 'category');

-- trigger goods_owner_id_counted_deleted: on goods; writes kept_counts, by count_rows_by
CREATE TRIGGER goods_owner_id_counted_deleted AFTER DELETE ON public.goods REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_rows_by('goods.owner_id', 'owner_id');

-- trigger goods_owner_id_counted_inserted: on goods; writes kept_counts, by count_rows_by
CREATE TRIGGER goods_owner_id_counted_inserted AFTER INSERT ON public.goods REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_rows_by('goods.owner_id', 'owner_id');

-- trigger goods_owner_id_counted_truncated: on goods; writes kept_counts, by count_rows_by
CREATE TRIGGER goods_owner_id_counted_truncated AFTER TRUNCATE ON public.goods FOR EACH STATEMENT EXECUTE FUNCTION count_rows_by('goods.owner_id', 'owner_id');

-- trigger goods_owner_id_counted_updated: on goods; writes kept_counts, by count_rows_by
CREATE TRIGGER goods_owner_id_counted_updated AFTER UPDATE OF owner_id ON public.goods FOR EACH ROW WHEN ((old.owner_id IS DISTINCT FROM new.owner_id)) EXECUTE FUNCTION count_rows_by('goods.owner_id', 'owner_id');

-- trigger goods_owner_path_kept: on goods; sets goods.owner_path, by goods_owner_path
CREATE TRIGGER goods_owner_path_kept BEFORE INSERT OR UPDATE OF owner_id, owner_path ON public.goods FOR EACH ROW EXECUTE FUNCTION goods_owner_path();

-- trigger goods_subtree_deleted: on goods; writes kept_subtree_counts, by kept_subtree_rows
CREATE TRIGGER goods_subtree_deleted AFTER DELETE ON public.goods REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_subtree_rows('goods', '', 'owner_id');

-- trigger goods_subtree_inserted: on goods; writes kept_subtree_counts, by kept_subtree_rows
CREATE TRIGGER goods_subtree_inserted AFTER INSERT ON public.goods REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_subtree_rows('goods', '', 'owner_id');

-- trigger goods_subtree_moved: on goods; writes kept_subtree_counts, by kept_subtree_rows
CREATE TRIGGER goods_subtree_moved AFTER UPDATE OF owner_id ON public.goods FOR EACH ROW WHEN ((old.owner_id IS DISTINCT FROM new.owner_id)) EXECUTE FUNCTION kept_subtree_rows('goods', '', 'owner_id');

-- trigger goods_subtree_truncated: on goods; writes kept_subtree_counts, by kept_subtree_rows
CREATE TRIGGER goods_subtree_truncated AFTER TRUNCATE ON public.goods FOR EACH STATEMENT EXECUTE FUNCTION kept_subtree_rows('goods', '', 'owner_id');

-- trigger goods_type_counted_deleted: on goods; writes kept_counts, by count_rows_by
CREATE TRIGGER goods_type_counted_deleted AFTER DELETE ON public.goods REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_rows_by('goods.type', 'type');

-- trigger goods_type_counted_inserted: on goods; writes kept_counts, by count_rows_by
CREATE TRIGGER goods_type_counted_inserted AFTER INSERT ON public.goods REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_rows_by('goods.type', 'type');

-- trigger goods_type_counted_truncated: on goods; writes kept_counts, by count_rows_by
CREATE TRIGGER goods_type_counted_truncated AFTER TRUNCATE ON public.goods FOR EACH STATEMENT EXECUTE FUNCTION count_rows_by('goods.type', 'type');

-- trigger goods_type_counted_updated: on goods; writes kept_counts, by count_rows_by
CREATE TRIGGER goods_type_counted_updated AFTER UPDATE OF type ON public.goods FOR EACH ROW WHEN (((old.type)::text IS DISTINCT FROM (new.type)::text)) EXECUTE FUNCTION count_rows_by('goods.type', 'type');

-- trigger platform_daily_stats_figures_written: on platform_daily_stats; writes figures_writes, by figures_written
CREATE TRIGGER platform_daily_stats_figures_written AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.platform_daily_stats FOR EACH STATEMENT EXECUTE FUNCTION figures_written();

-- trigger platform_score_buckets_figures_written: on platform_score_buckets; writes figures_writes, by figures_written
CREATE TRIGGER platform_score_buckets_figures_written AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.platform_score_buckets FOR EACH STATEMENT EXECUTE FUNCTION figures_written();

-- trigger role_buttons_grants_version: on role_buttons; writes roles, by role_grants_changed
CREATE TRIGGER role_buttons_grants_version AFTER INSERT OR DELETE OR UPDATE ON public.role_buttons FOR EACH ROW EXECUTE FUNCTION role_grants_changed();

-- trigger role_resources_grants_version: on role_resources; writes roles, by role_grants_changed
CREATE TRIGGER role_resources_grants_version AFTER INSERT OR DELETE OR UPDATE ON public.role_resources FOR EACH ROW EXECUTE FUNCTION role_grants_changed();

-- trigger setting_versions_append_only: on setting_versions, by setting_versions_append_only
CREATE TRIGGER setting_versions_append_only BEFORE UPDATE ON public.setting_versions FOR EACH ROW EXECUTE FUNCTION setting_versions_append_only();

-- trigger store_daily_stats_figures_written: on store_daily_stats; writes figures_writes, by figures_written
CREATE TRIGGER store_daily_stats_figures_written AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.store_daily_stats FOR EACH STATEMENT EXECUTE FUNCTION figures_written();

-- trigger store_score_spread_figures_written: on store_score_spread; writes figures_writes, by figures_written
CREATE TRIGGER store_score_spread_figures_written AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.store_score_spread FOR EACH STATEMENT EXECUTE FUNCTION figures_written();

-- trigger stores_device_states_subtree_owners: on stores; writes kept_subtree_counts, by kept_subtree_store
CREATE TRIGGER stores_device_states_subtree_owners AFTER UPDATE OF merchant_id, manager_id ON public.stores FOR EACH ROW WHEN (((old.merchant_id IS DISTINCT FROM new.merchant_id) OR (old.manager_id IS DISTINCT FROM new.manager_id))) EXECUTE FUNCTION kept_subtree_store('device_states', 'devices', 'store_id', 'state');

-- trigger stores_devices_newest_owners: on stores; writes kept_newest, by kept_newest_store
CREATE TRIGGER stores_devices_newest_owners AFTER UPDATE OF merchant_id, manager_id ON public.stores FOR EACH ROW WHEN (((old.merchant_id IS DISTINCT FROM new.merchant_id) OR (old.manager_id IS DISTINCT FROM new.manager_id))) EXECUTE FUNCTION kept_newest_store('devices', 'devices', 'store_id');

-- trigger stores_devices_subtree_owners: on stores; writes kept_subtree_counts, by kept_subtree_store
CREATE TRIGGER stores_devices_subtree_owners AFTER UPDATE OF merchant_id, manager_id ON public.stores FOR EACH ROW WHEN (((old.merchant_id IS DISTINCT FROM new.merchant_id) OR (old.manager_id IS DISTINCT FROM new.manager_id))) EXECUTE FUNCTION kept_subtree_store('devices', 'devices', 'store_id');

-- trigger stores_figures_written: on stores; writes figures_writes, by figures_written
CREATE TRIGGER stores_figures_written AFTER INSERT OR DELETE OR UPDATE OF merchant_id, manager_id, name OR TRUNCATE ON public.stores FOR EACH STATEMENT EXECUTE FUNCTION figures_written();

-- trigger stores_owners_tests: on stores; writes test_records, by test_store_owners_changed
CREATE TRIGGER stores_owners_tests AFTER UPDATE OF merchant_id, manager_id ON public.stores FOR EACH ROW WHEN (((old.merchant_id IS DISTINCT FROM new.merchant_id) OR (old.manager_id IS DISTINCT FROM new.manager_id))) EXECUTE FUNCTION test_store_owners_changed();

-- trigger stores_test_records_subtree_owners: on stores; writes kept_subtree_counts, by kept_subtree_store
CREATE TRIGGER stores_test_records_subtree_owners AFTER UPDATE OF merchant_id, manager_id ON public.stores FOR EACH ROW WHEN (((old.merchant_id IS DISTINCT FROM new.merchant_id) OR (old.manager_id IS DISTINCT FROM new.manager_id))) EXECUTE FUNCTION kept_subtree_store('test_records', 'test_records', 'store_id');

-- trigger stores_tree_written: on stores; writes tree_writes, by tree_written
CREATE TRIGGER stores_tree_written AFTER INSERT OR DELETE OR UPDATE OF merchant_id, manager_id OR TRUNCATE ON public.stores FOR EACH STATEMENT EXECUTE FUNCTION tree_written();

-- trigger test_records_counted_deleted: on test_records; writes kept_counts, by count_rows_by
CREATE TRIGGER test_records_counted_deleted AFTER DELETE ON public.test_records REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_rows_by('test_records.face_position', 'face_position');

-- trigger test_records_counted_inserted: on test_records; writes kept_counts, by count_rows_by
CREATE TRIGGER test_records_counted_inserted AFTER INSERT ON public.test_records REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_rows_by('test_records.face_position', 'face_position');

-- trigger test_records_counted_truncated: on test_records; writes kept_counts, by count_rows_by
CREATE TRIGGER test_records_counted_truncated AFTER TRUNCATE ON public.test_records FOR EACH STATEMENT EXECUTE FUNCTION count_rows_by('test_records.face_position', 'face_position');

-- trigger test_records_counted_updated: on test_records; writes kept_counts, by count_rows_by
CREATE TRIGGER test_records_counted_updated AFTER UPDATE OF face_position ON public.test_records FOR EACH ROW WHEN (((old.face_position)::text IS DISTINCT FROM (new.face_position)::text)) EXECUTE FUNCTION count_rows_by('test_records.face_position', 'face_position');

-- trigger test_records_order_written: on test_records; writes order_writes, by order_written
CREATE TRIGGER test_records_order_written AFTER INSERT OR DELETE OR UPDATE OF tested_at, id OR TRUNCATE ON public.test_records FOR EACH STATEMENT EXECUTE FUNCTION order_written();

-- trigger test_records_store_id_counted_deleted: on test_records; writes kept_counts, by count_rows_by
CREATE TRIGGER test_records_store_id_counted_deleted AFTER DELETE ON public.test_records REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_rows_by('test_records.store_id', 'store_id', 'value');

-- trigger test_records_store_id_counted_inserted: on test_records; writes kept_counts, by count_rows_by
CREATE TRIGGER test_records_store_id_counted_inserted AFTER INSERT ON public.test_records REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_rows_by('test_records.store_id', 'store_id', 'value');

-- trigger test_records_store_id_counted_truncated: on test_records; writes kept_counts, by count_rows_by
CREATE TRIGGER test_records_store_id_counted_truncated AFTER TRUNCATE ON public.test_records FOR EACH STATEMENT EXECUTE FUNCTION count_rows_by('test_records.store_id', 'store_id', 'value');

-- trigger test_records_store_id_counted_updated: on test_records; writes kept_counts, by count_rows_by
CREATE TRIGGER test_records_store_id_counted_updated AFTER UPDATE OF store_id ON public.test_records FOR EACH ROW WHEN ((old.store_id IS DISTINCT FROM new.store_id)) EXECUTE FUNCTION count_rows_by('test_records.store_id', 'store_id', 'value');

-- trigger test_records_store_paths_kept: on test_records; sets test_records.manager_path, test_records.merchant_path, by test_store_paths
CREATE TRIGGER test_records_store_paths_kept BEFORE INSERT OR UPDATE OF store_id, merchant_path, manager_path ON public.test_records FOR EACH ROW EXECUTE FUNCTION test_store_paths();

-- trigger test_records_subtree_deleted: on test_records; writes kept_subtree_counts, by kept_subtree_rows
CREATE TRIGGER test_records_subtree_deleted AFTER DELETE ON public.test_records REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_subtree_rows('test_records', 'store_id', '');

-- trigger test_records_subtree_inserted: on test_records; writes kept_subtree_counts, by kept_subtree_rows
CREATE TRIGGER test_records_subtree_inserted AFTER INSERT ON public.test_records REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_subtree_rows('test_records', 'store_id', '');

-- trigger test_records_subtree_moved: on test_records; writes kept_subtree_counts, by kept_subtree_rows
CREATE TRIGGER test_records_subtree_moved AFTER UPDATE OF store_id ON public.test_records FOR EACH ROW WHEN ((old.store_id IS DISTINCT FROM new.store_id)) EXECUTE FUNCTION kept_subtree_rows('test_records', 'store_id', '');

-- trigger test_records_subtree_truncated: on test_records; writes kept_subtree_counts, by kept_subtree_rows
CREATE TRIGGER test_records_subtree_truncated AFTER TRUNCATE ON public.test_records FOR EACH STATEMENT EXECUTE FUNCTION kept_subtree_rows('test_records', 'store_id', '');

-- trigger test_records_tested_at_utc_day_counted_deleted: on test_records; writes kept_counts, by count_rows_by
CREATE TRIGGER test_records_tested_at_utc_day_counted_deleted AFTER DELETE ON public.test_records REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_rows_by('test_records.tested_day', 'tested_at', 'utc_day');

-- trigger test_records_tested_at_utc_day_counted_inserted: on test_records; writes kept_counts, by count_rows_by
CREATE TRIGGER test_records_tested_at_utc_day_counted_inserted AFTER INSERT ON public.test_records REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_rows_by('test_records.tested_day', 'tested_at', 'utc_day');

-- trigger test_records_tested_at_utc_day_counted_truncated: on test_records; writes kept_counts, by count_rows_by
CREATE TRIGGER test_records_tested_at_utc_day_counted_truncated AFTER TRUNCATE ON public.test_records FOR EACH STATEMENT EXECUTE FUNCTION count_rows_by('test_records.tested_day', 'tested_at', 'utc_day');

-- trigger test_records_tested_at_utc_day_counted_updated: on test_records; writes kept_counts, by count_rows_by
CREATE TRIGGER test_records_tested_at_utc_day_counted_updated AFTER UPDATE OF tested_at ON public.test_records FOR EACH ROW WHEN ((old.tested_at IS DISTINCT FROM new.tested_at)) EXECUTE FUNCTION count_rows_by('test_records.tested_day', 'tested_at', 'utc_day');

-- trigger url_resources_grants_version: on url_resources; writes roles, by url_resource_grants_changed
CREATE TRIGGER url_resources_grants_version AFTER UPDATE ON public.url_resources FOR EACH ROW WHEN ((((old.unique_mark)::text IS DISTINCT FROM (new.unique_mark)::text) OR ((old.method)::text IS DISTINCT FROM (new.method)::text))) EXECUTE FUNCTION url_resource_grants_changed();

-- trigger users_added_tree_written: on users; writes tree_writes, by tree_written
CREATE TRIGGER users_added_tree_written AFTER INSERT OR DELETE OR TRUNCATE ON public.users FOR EACH STATEMENT EXECUTE FUNCTION tree_written();

-- trigger users_counted_deleted: on users; writes kept_counts, by count_rows_by
CREATE TRIGGER users_counted_deleted AFTER DELETE ON public.users REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_rows_by('users.role_id', 'role_id');

-- trigger users_counted_inserted: on users; writes kept_counts, by count_rows_by
CREATE TRIGGER users_counted_inserted AFTER INSERT ON public.users REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_rows_by('users.role_id', 'role_id');

-- trigger users_counted_truncated: on users; writes kept_counts, by count_rows_by
CREATE TRIGGER users_counted_truncated AFTER TRUNCATE ON public.users FOR EACH STATEMENT EXECUTE FUNCTION count_rows_by('users.role_id', 'role_id');

-- trigger users_counted_updated: on users; writes kept_counts, by count_rows_by
CREATE TRIGGER users_counted_updated AFTER UPDATE OF role_id ON public.users FOR EACH ROW WHEN ((old.role_id IS DISTINCT FROM new.role_id)) EXECUTE FUNCTION count_rows_by('users.role_id', 'role_id');

-- trigger users_device_states_subtree_moved: on users; writes kept_subtree_counts, by kept_subtree_moved
CREATE TRIGGER users_device_states_subtree_moved AFTER UPDATE ON public.users REFERENCING OLD TABLE AS old_users NEW TABLE AS new_users FOR EACH STATEMENT EXECUTE FUNCTION kept_subtree_moved('device_states', 'devices', 'store_id', 'agent_id', 'state');

-- trigger users_devices_subtree_moved: on users; writes kept_subtree_counts, by kept_subtree_moved
CREATE TRIGGER users_devices_subtree_moved AFTER UPDATE ON public.users REFERENCING OLD TABLE AS old_users NEW TABLE AS new_users FOR EACH STATEMENT EXECUTE FUNCTION kept_subtree_moved('devices', 'devices', 'store_id', 'agent_id');

-- trigger users_figures_written: on users; writes figures_writes, by figures_written
CREATE TRIGGER users_figures_written AFTER UPDATE OF path ON public.users FOR EACH ROW WHEN (((old.path)::text IS DISTINCT FROM (new.path)::text)) EXECUTE FUNCTION figures_written();

-- trigger users_gone_figures_written: on users; writes figures_writes, by figures_written
CREATE TRIGGER users_gone_figures_written AFTER DELETE OR TRUNCATE ON public.users FOR EACH STATEMENT EXECUTE FUNCTION figures_written();

-- trigger users_goods_subtree_moved: on users; writes kept_subtree_counts, by kept_subtree_moved
CREATE TRIGGER users_goods_subtree_moved AFTER UPDATE ON public.users REFERENCING OLD TABLE AS old_users NEW TABLE AS new_users FOR EACH STATEMENT EXECUTE FUNCTION kept_subtree_moved('goods', 'goods', '', 'owner_id');

-- trigger users_moved_goods: on users; writes goods, by goods_owners_moved
CREATE TRIGGER users_moved_goods AFTER UPDATE ON public.users REFERENCING OLD TABLE AS users_before NEW TABLE AS moved_users FOR EACH STATEMENT EXECUTE FUNCTION goods_owners_moved();

-- trigger users_moved_tests: on users; writes test_records, by test_store_users_moved
CREATE TRIGGER users_moved_tests AFTER UPDATE ON public.users REFERENCING OLD TABLE AS users_before NEW TABLE AS moved_users FOR EACH STATEMENT EXECUTE FUNCTION test_store_users_moved();

-- trigger users_moved_tree_written: on users; writes tree_writes, by tree_written
CREATE TRIGGER users_moved_tree_written AFTER UPDATE OF path ON public.users FOR EACH ROW WHEN (((old.path)::text IS DISTINCT FROM (new.path)::text)) EXECUTE FUNCTION tree_written();

-- trigger users_moved_unbound_holders: on users; writes unbound_holders, by unbound_holders_moved
CREATE TRIGGER users_moved_unbound_holders AFTER UPDATE ON public.users REFERENCING NEW TABLE AS moved_users FOR EACH STATEMENT EXECUTE FUNCTION unbound_holders_moved();

-- trigger users_newest_moved: on users; writes kept_newest, by kept_newest_moved
CREATE TRIGGER users_newest_moved AFTER UPDATE OF path ON public.users FOR EACH ROW WHEN (((old.path)::text IS DISTINCT FROM (new.path)::text)) EXECUTE FUNCTION kept_newest_moved();

-- trigger users_test_records_subtree_moved: on users; writes kept_subtree_counts, by kept_subtree_moved
CREATE TRIGGER users_test_records_subtree_moved AFTER UPDATE ON public.users REFERENCING OLD TABLE AS old_users NEW TABLE AS new_users FOR EACH STATEMENT EXECUTE FUNCTION kept_subtree_moved('test_records', 'test_records', 'store_id', '');

-- trigger users_unmanage_stores_before_delete: on users; writes stores, by users_unmanage_stores
CREATE TRIGGER users_unmanage_stores_before_delete BEFORE DELETE ON public.users FOR EACH ROW EXECUTE FUNCTION users_unmanage_stores();