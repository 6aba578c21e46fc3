CREATE TABLE "kept_subtree_counts" (
	"kept" varchar(64) NOT NULL,
	"user_id" integer NOT NULL,
	"shard" smallint NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "kept_subtree_counts_kept_user_id_shard_pk" PRIMARY KEY("kept","user_id","shard")
);
--> statement-breakpoint
-- Counts change in place over and over: room on their page keeps each update HOT.
ALTER TABLE "kept_subtree_counts" SET (fillfactor = 50);--> statement-breakpoint
-- Adds `delta[i]` to the count of `what` of every user on `path_a[i]` or `path_b[i]` (a row's two
-- owners' paths: the users themselves and everyone above them), each such user once per entry, in
-- the writing transaction's shard (kept_count_shard, 0017). A row is seen by the union of its
-- owners' subtrees' ancestors: a store's merchant and its manager need not share them.
CREATE FUNCTION "kept_subtree_add"("what" text, "path_a" text[], "path_b" text[], "delta" bigint[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "kept_subtree_counts" AS k ("kept", "user_id", "shard", "n")
  SELECT "what", v."id", "kept_count_shard"(), sum(v."delta")
  FROM (
    SELECT DISTINCT p."i", a."id"::int AS "id", p."delta"
    FROM unnest("path_a", "path_b", "delta") WITH ORDINALITY AS p("a", "b", "delta", "i")
    CROSS JOIN LATERAL unnest(string_to_array(trim(both '/' from coalesce(p."a", '')), '/')
      || string_to_array(trim(both '/' from coalesce(p."b", '')), '/')) AS a("id")
    WHERE p."delta" <> 0
  ) v
  GROUP BY v."id"
  HAVING sum(v."delta") <> 0
  ORDER BY v."id"
  ON CONFLICT ("kept", "user_id", "shard") DO UPDATE SET "n" = k."n" + excluded."n";
END $$;--> statement-breakpoint
-- Rows at their places, counted (parallel arrays: the store, the holder, how many rows, negative
-- for rows gone): a row in a store is seen by the subtrees of the store's merchant and of its
-- manager, a row outside a store by its holder's (docs/architecture.md, "Tenancy").
--
-- The stores and then the owners are read FOR SHARE, which a change of a store's owners or a move
-- in the tree (an UPDATE of those rows) waits for and which waits for them: either this reads what
-- the other wrote, or the other's own trigger (kept_subtree_store, kept_subtree_moved) runs after
-- this commits and sees these rows. Read without the locks, a row written under a user while that
-- user moved would be counted for the old ancestors and never taken back from them.
CREATE FUNCTION "kept_subtree_placed"("what" text, "in_stores" int[], "held_by" int[], "n" bigint[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  "owners" int[];
  "a" text[];
  "b" text[];
  "d" bigint[];
BEGIN
  -- Each step is its own statement, so each reads what the locks before it waited for.
  PERFORM 1 FROM (SELECT "id" FROM "stores" WHERE "id" = any("in_stores") ORDER BY "id" FOR SHARE) s;
  SELECT array_agg(o."id") INTO "owners" FROM (
    SELECT "merchant_id" AS "id" FROM "stores" WHERE "id" = any("in_stores")
    UNION SELECT "manager_id" FROM "stores" WHERE "id" = any("in_stores")
    UNION SELECT unnest("held_by")
  ) o WHERE o."id" IS NOT NULL;
  PERFORM 1 FROM (SELECT "id" FROM "users" WHERE "id" = any("owners") ORDER BY "id" FOR SHARE) u;
  SELECT array_agg(ua."path"), array_agg(ub."path"), array_agg(p."n") INTO "a", "b", "d"
  FROM unnest("in_stores", "held_by", "n") AS p("store", "holder", "n")
  LEFT JOIN "stores" s ON s."id" = p."store"
  LEFT JOIN "users" ua ON ua."id" = CASE WHEN p."store" IS NULL THEN p."holder" ELSE s."merchant_id" END
  LEFT JOIN "users" ub ON p."store" IS NOT NULL AND ub."id" = s."manager_id";
  IF "d" IS NOT NULL THEN
    PERFORM "kept_subtree_add"("what", "a", "b", "d");
  END IF;
END $$;--> statement-breakpoint
-- The rows a statement wrote or deleted (INSERT, DELETE: once per statement, from its transition
-- table, grouped by place first, so a print job's thousands of devices are a few places), or the
-- one row it moved (UPDATE of the store or the holder: per row, and only when one of them changed,
-- so that every other update calls no function). TRUNCATE forgets the counts. Columns are read
-- from the row by name (the trigger's arguments), as count_rows_by reads them (0017).
CREATE FUNCTION "kept_subtree_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "what" text := TG_ARGV[0];
  "store_col" text := TG_ARGV[1];
  "holder_col" text := TG_ARGV[2];
  "s" int[];
  "h" int[];
  "n" bigint[];
  "was" jsonb;
  "now" jsonb;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "kept_subtree_counts" WHERE "kept" = "what";
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(g."store"), array_agg(g."holder"), array_agg(g."n") INTO "s", "h", "n"
    FROM (
      SELECT x."store", CASE WHEN x."store" IS NULL THEN x."holder" END AS "holder", count(*) AS "n"
      FROM (SELECT (j ->> "store_col")::int AS "store", (j ->> "holder_col")::int AS "holder"
        FROM (SELECT to_jsonb(r) AS j FROM "new_rows" r) y) x
      GROUP BY 1, 2
    ) g;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(g."store"), array_agg(g."holder"), array_agg(-g."n") INTO "s", "h", "n"
    FROM (
      SELECT x."store", CASE WHEN x."store" IS NULL THEN x."holder" END AS "holder", count(*) AS "n"
      FROM (SELECT (j ->> "store_col")::int AS "store", (j ->> "holder_col")::int AS "holder"
        FROM (SELECT to_jsonb(r) AS j FROM "old_rows" r) y) x
      GROUP BY 1, 2
    ) g;
  ELSE
    "was" := to_jsonb(OLD);
    "now" := to_jsonb(NEW);
    "s" := ARRAY[("was" ->> "store_col")::int, ("now" ->> "store_col")::int];
    -- A row in a store is the store's, whoever holds it.
    "h" := ARRAY[CASE WHEN "s"[1] IS NULL THEN ("was" ->> "holder_col")::int END,
      CASE WHEN "s"[2] IS NULL THEN ("now" ->> "holder_col")::int END];
    "n" := ARRAY[-1, 1]::bigint[];
  END IF;
  IF "n" IS NOT NULL THEN
    PERFORM "kept_subtree_placed"("what", "s", "h", "n");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A store given another merchant or manager: its rows are now seen by the new owners' subtrees
-- instead of the old ones'. The owners are read FOR SHARE, as kept_subtree_placed reads them.
CREATE FUNCTION "kept_subtree_store"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "n" bigint;
BEGIN
  EXECUTE format('SELECT count(*) FROM %I WHERE %I = $1', TG_ARGV[1], TG_ARGV[2]) INTO "n" USING NEW."id";
  IF "n" = 0 THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM (SELECT "id" FROM "users"
    WHERE "id" IN (OLD."merchant_id", OLD."manager_id", NEW."merchant_id", NEW."manager_id") ORDER BY "id" FOR SHARE) u;
  PERFORM "kept_subtree_add"(TG_ARGV[0],
    ARRAY[(SELECT "path" FROM "users" WHERE "id" = OLD."merchant_id"), (SELECT "path" FROM "users" WHERE "id" = NEW."merchant_id")],
    ARRAY[(SELECT "path" FROM "users" WHERE "id" = OLD."manager_id"), (SELECT "path" FROM "users" WHERE "id" = NEW."manager_id")],
    ARRAY[-"n", "n"]);
  RETURN NULL;
END $$;--> statement-breakpoint
-- Users moved in the tree: one statement rewrites the paths of a whole subtree, often a store's
-- merchant and its manager together, so the counts are moved per statement, from the paths before
-- it (the transition tables) to the paths after it. Counted row by row, each moved owner would be
-- paired with the other's new path, and the store counted for ancestors that never saw it. A
-- trigger with transition tables cannot name columns, so this one runs on every update of users
-- and leaves at once when no path changed.
CREATE FUNCTION "kept_subtree_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "what" text := TG_ARGV[0];
  "tbl" text := TG_ARGV[1];
  "store_col" text := TG_ARGV[2];
  "holder_col" text := TG_ARGV[3];
  "moved" int[];
  "old_paths" text[];
  "a" text[];
  "b" text[];
  "d" bigint[];
BEGIN
  SELECT array_agg(o."id"), array_agg(o."path") INTO "moved", "old_paths"
  FROM "old_users" o JOIN "new_users" w ON w."id" = o."id" WHERE o."path" IS DISTINCT FROM w."path";
  IF "moved" IS NULL THEN
    RETURN NULL;
  END IF;
  -- The places' other owners are read FOR SHARE: a move of one of them at the same moment waits
  -- for this one (or this for it), so each counts the store with the other's path as it is.
  PERFORM 1 FROM (SELECT "id" FROM "users" WHERE "id" IN (
      SELECT "merchant_id" FROM "stores" WHERE "merchant_id" = any("moved") OR "manager_id" = any("moved")
      UNION SELECT "manager_id" FROM "stores" WHERE "merchant_id" = any("moved") OR "manager_id" = any("moved"))
    ORDER BY "id" FOR SHARE) u;
  -- Each place that a moved user owns, with its rows counted; its owners' paths before (a moved
  -- owner's old path, another's path as it is) and after: the rows leave the first and join the second.
  EXECUTE format($q$
    WITH "was" AS (SELECT * FROM unnest($1::int[], $2::text[]) AS m("id", "path")),
    "places" AS (
      SELECT s."merchant_id" AS "a", s."manager_id" AS "b", count(*) AS "n"
      FROM "stores" s JOIN %1$I r ON r.%2$I = s."id"
      WHERE s."merchant_id" = any($1) OR s."manager_id" = any($1)
      GROUP BY s."id"
      %3$s
    ),
    "sides" AS (
      SELECT coalesce(wa."path", ua."path") AS "a", coalesce(wb."path", ub."path") AS "b", -p."n" AS "n"
      FROM "places" p
      LEFT JOIN "was" wa ON wa."id" = p."a" LEFT JOIN "users" ua ON ua."id" = p."a"
      LEFT JOIN "was" wb ON wb."id" = p."b" LEFT JOIN "users" ub ON ub."id" = p."b"
      UNION ALL
      SELECT ua."path", ub."path", p."n"
      FROM "places" p LEFT JOIN "users" ua ON ua."id" = p."a" LEFT JOIN "users" ub ON ub."id" = p."b"
    )
    SELECT array_agg("a"), array_agg("b"), array_agg("n") FROM "sides"$q$,
    "tbl", "store_col",
    CASE WHEN "holder_col" = '' THEN '' ELSE format(
      'UNION ALL SELECT r.%1$I, NULL, count(*) FROM %2$I r WHERE r.%3$I IS NULL AND r.%1$I = any($1) GROUP BY r.%1$I',
      "holder_col", "tbl", "store_col") END)
  INTO "a", "b", "d" USING "moved", "old_paths";
  IF "d" IS NOT NULL THEN
    PERFORM "kept_subtree_add"("what", "a", "b", "d");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Keeps `what`, the rows of `tbl` each subtree sees, for a table whose rows belong to a store
-- (`store_col`) or, outside one, to a holder (`holder_col`; NULL for a table without holders):
-- its triggers, the stores' and the users' triggers, and the rows already there. One line of a
-- migration per table.
CREATE FUNCTION "keep_subtree_count"("tbl" text, "what" text, "store_col" text, "holder_col" text) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  "moved" text := format('OLD.%I IS DISTINCT FROM NEW.%I', "store_col", "store_col");
  "cols" text := format('%I', "store_col");
  "holder" text := coalesce("holder_col", '');
BEGIN
  IF "holder_col" IS NOT NULL THEN
    "moved" := "moved" || format(' OR OLD.%I IS DISTINCT FROM NEW.%I', "holder_col", "holder_col");
    "cols" := "cols" || format(', %I', "holder_col");
  END IF;
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS "new_rows"
    FOR EACH STATEMENT EXECUTE FUNCTION "kept_subtree_rows"(%L, %L, %L)',
    "tbl" || '_subtree_inserted', "tbl", "what", "store_col", "holder");
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS "old_rows"
    FOR EACH STATEMENT EXECUTE FUNCTION "kept_subtree_rows"(%L, %L, %L)',
    "tbl" || '_subtree_deleted', "tbl", "what", "store_col", "holder");
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE OF %s ON %I FOR EACH ROW WHEN (%s)
    EXECUTE FUNCTION "kept_subtree_rows"(%L, %L, %L)',
    "tbl" || '_subtree_moved', "cols", "tbl", "moved", "what", "store_col", "holder");
  EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "kept_subtree_rows"(%L, %L, %L)',
    "tbl" || '_subtree_truncated', "tbl", "what", "store_col", "holder");
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE OF "merchant_id", "manager_id" ON "stores" FOR EACH ROW
    WHEN (OLD."merchant_id" IS DISTINCT FROM NEW."merchant_id" OR OLD."manager_id" IS DISTINCT FROM NEW."manager_id")
    EXECUTE FUNCTION "kept_subtree_store"(%L, %L, %L)', 'stores_' || "tbl" || '_subtree_owners', "what", "tbl", "store_col");
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON "users" REFERENCING OLD TABLE AS "old_users" NEW TABLE AS "new_users"
    FOR EACH STATEMENT EXECUTE FUNCTION "kept_subtree_moved"(%L, %L, %L, %L)',
    'users_' || "tbl" || '_subtree_moved', "what", "tbl", "store_col", "holder");
  -- The rows already there, once. Creating the triggers locked the table against writes until the
  -- migrations' transaction commits, so no write falls between this and them.
  EXECUTE format('SELECT "kept_subtree_placed"(%L, array_agg(g.s), array_agg(g.h), array_agg(g.n))
    FROM (SELECT %I AS s, CASE WHEN %I IS NULL THEN %s END AS h, count(*) AS n FROM %I GROUP BY 1, 2) g',
    "what", "store_col", "store_col", coalesce(quote_ident("holder_col"), 'NULL::int'), "tbl");
END $$;--> statement-breakpoint
SELECT "keep_subtree_count"('devices', 'devices', 'store_id', 'agent_id');--> statement-breakpoint
SELECT "keep_subtree_count"('test_records', 'test_records', 'store_id', NULL);
