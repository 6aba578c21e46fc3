-- Devices per subtree and state. The dashboard counted a subtree's devices of each state as the
-- device list totals them, at most 10,001 each: the largest agent's five counts read 390,000 index
-- entries of other subtrees to find it had none of four states (68 ms), and showed "10,000+" for
-- the fifth. The counts of 0023 can now be split by a column of the row (`key_col`): a row is
-- counted under `<what>:<its value>` (a NULL value under `<what>:`), so the devices of a subtree in
-- each state are a few kept rows, exact.
--
-- Adds `delta[i]` to the count `labels[i]` of every user on `path_a[i]` or `path_b[i]`, each such
-- user once per entry: kept_subtree_add (0023) with a count of its own per entry. Rows are written
-- in (label, user) order, so two transactions lock them in the same order.
CREATE FUNCTION "kept_subtree_add_each"("labels" text[], "path_a" text[], "path_b" text[], "delta" bigint[]) RETURNS void
LANGUAGE plpgsql AS $$
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
END $$;--> statement-breakpoint
-- The count of an entry: `what` itself for a count not split by a column, `what:<key>` for one that is.
CREATE FUNCTION "kept_subtree_label"("what" text, "keyed" boolean, "key" text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$ SELECT CASE WHEN "keyed" THEN "what" || ':' || coalesce("key", '') ELSE "what" END $$;--> statement-breakpoint
-- 0023's, with each entry's key (`keys`, NULL for a count not split by a column: `keyed` false).
CREATE FUNCTION "kept_subtree_placed"("what" text, "in_stores" int[], "held_by" int[], "n" bigint[], "keyed" boolean, "keys" text[]) RETURNS void
LANGUAGE plpgsql AS $$
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
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "kept_subtree_placed"("what" text, "in_stores" int[], "held_by" int[], "n" bigint[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "kept_subtree_placed"("what", "in_stores", "held_by", "n", false, NULL::text[]);
END $$;--> statement-breakpoint
-- 0023's, for a count split by a column too: its name is the trigger's fourth argument ('' or
-- absent: not split). Rows inserted or deleted are grouped by place and key; an update (of the
-- store, the holder or the key) takes the row off its old place and key and counts it at the new.
CREATE OR REPLACE FUNCTION "kept_subtree_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
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
END $$;--> statement-breakpoint
-- 0023's, per key for a count split by a column (the trigger's fourth argument): a store given
-- another merchant or manager takes its rows of each key to the new owners' subtrees.
CREATE OR REPLACE FUNCTION "kept_subtree_store"() RETURNS trigger LANGUAGE plpgsql AS $$
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
END $$;--> statement-breakpoint
-- 0024's, per key for a count split by a column (the trigger's fifth argument).
CREATE OR REPLACE FUNCTION "kept_subtree_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
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
END $$;--> statement-breakpoint
-- Keeps `what`, the rows of `tbl` each subtree sees, as 0024's keep_subtree_count does, and split
-- by `key_col` when it is given (NULL: counted whole): its triggers, named after `what` so that a
-- table can be counted both ways, and the rows already there. With a key, the rows' update trigger
-- also runs when the column changes. 0024's four-argument form now calls this one.
CREATE FUNCTION "keep_subtree_count"("tbl" text, "what" text, "store_col" text, "holder_col" text, "key_col" text) RETURNS void
LANGUAGE plpgsql AS $$
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
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "keep_subtree_count"("tbl" text, "what" text, "store_col" text, "holder_col" text) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "keep_subtree_count"("tbl", "what", "store_col", "holder_col", NULL);
END $$;--> statement-breakpoint
SELECT "keep_subtree_count"('devices', 'device_states', 'store_id', 'agent_id', 'state');
--> statement-breakpoint
-- Every caller of 0023's one-count adder now adds per entry (kept_subtree_add_each).
DROP FUNCTION "kept_subtree_add"(text, text[], text[], bigint[]);
