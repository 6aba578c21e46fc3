-- Goods per subtree, kept as 0023 keeps devices and test records: the rows of goods each user's
-- subtree owns. A catalogue row belongs to its owner alone (no store), so keep_subtree_count now
-- takes a table without a store column (NULL): its rows are counted by their holder, the owner.
-- A user sees the goods its subtree owns, those of the users above it and the platform's (no
-- owner): the last two are counted per owner as 0017 counts a column (`goods.owner_id`, the
-- platform's under ''), so a large subtree's goods list takes its total from three kept counts
-- (data/scope.ts `keptRule`) rather than counting 10,001 of its rows.
--
-- Users moved in the tree: a table without a store column has no stores to follow, only the rows
-- its moved users hold.
CREATE OR REPLACE FUNCTION "kept_subtree_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "what" text := TG_ARGV[0];
  "tbl" text := TG_ARGV[1];
  "store_col" text := TG_ARGV[2];
  "holder_col" text := TG_ARGV[3];
  "moved" int[];
  "old_paths" text[];
  "places" text[] := '{}';
  "a" text[];
  "b" text[];
  "d" bigint[];
BEGIN
  SELECT array_agg(o."id"), array_agg(o."path") INTO "moved", "old_paths"
  FROM "old_users" o JOIN "new_users" w ON w."id" = o."id" WHERE o."path" IS DISTINCT FROM w."path";
  IF "moved" IS NULL THEN
    RETURN NULL;
  END IF;
  IF "store_col" <> '' THEN
    -- The places' other owners are read FOR SHARE: a move of one of them at the same moment waits
    -- for this one (or this for it), so each counts the store with the other's path as it is.
    PERFORM 1 FROM (SELECT "id" FROM "users" WHERE "id" IN (
        SELECT "merchant_id" FROM "stores" WHERE "merchant_id" = any("moved") OR "manager_id" = any("moved")
        UNION SELECT "manager_id" FROM "stores" WHERE "merchant_id" = any("moved") OR "manager_id" = any("moved"))
      ORDER BY "id" FOR SHARE) u;
    "places" := "places" || format(
      'SELECT s."merchant_id" AS "a", s."manager_id" AS "b", count(*) AS "n"
       FROM "stores" s JOIN %1$I r ON r.%2$I = s."id"
       WHERE s."merchant_id" = any($1) OR s."manager_id" = any($1)
       GROUP BY s."id"', "tbl", "store_col");
  END IF;
  IF "holder_col" <> '' THEN
    "places" := "places" || format(
      'SELECT r.%1$I AS "a", NULL::int AS "b", count(*) AS "n" FROM %2$I r WHERE %3$s r.%1$I = any($1) GROUP BY r.%1$I',
      "holder_col", "tbl", CASE WHEN "store_col" = '' THEN '' ELSE format('r.%I IS NULL AND', "store_col") END);
  END IF;
  -- Each place that a moved user owns, with its rows counted; its owners' paths before (a moved
  -- owner's old path, another's path as it is) and after: the rows leave the first and join the second.
  EXECUTE format($q$
    WITH "was" AS (SELECT * FROM unnest($1::int[], $2::text[]) AS m("id", "path")),
    "places" AS (%s),
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
    array_to_string("places", ' UNION ALL '))
  INTO "a", "b", "d" USING "moved", "old_paths";
  IF "d" IS NOT NULL THEN
    PERFORM "kept_subtree_add"("what", "a", "b", "d");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- As 0023's, with `store_col` NULL for a table whose rows belong to a holder alone: no stores'
-- trigger, and the rows' triggers read no store ('').
CREATE OR REPLACE FUNCTION "keep_subtree_count"("tbl" text, "what" text, "store_col" text, "holder_col" text) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  "changed" text[] := '{}';
  "cols" text[] := '{}';
  "store" text := coalesce("store_col", '');
  "holder" text := coalesce("holder_col", '');
BEGIN
  IF "store_col" IS NOT NULL THEN
    "changed" := "changed" || format('OLD.%I IS DISTINCT FROM NEW.%I', "store_col", "store_col");
    "cols" := "cols" || format('%I', "store_col");
  END IF;
  IF "holder_col" IS NOT NULL THEN
    "changed" := "changed" || format('OLD.%I IS DISTINCT FROM NEW.%I', "holder_col", "holder_col");
    "cols" := "cols" || format('%I', "holder_col");
  END IF;
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS "new_rows"
    FOR EACH STATEMENT EXECUTE FUNCTION "kept_subtree_rows"(%L, %L, %L)',
    "tbl" || '_subtree_inserted', "tbl", "what", "store", "holder");
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS "old_rows"
    FOR EACH STATEMENT EXECUTE FUNCTION "kept_subtree_rows"(%L, %L, %L)',
    "tbl" || '_subtree_deleted', "tbl", "what", "store", "holder");
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE OF %s ON %I FOR EACH ROW WHEN (%s)
    EXECUTE FUNCTION "kept_subtree_rows"(%L, %L, %L)',
    "tbl" || '_subtree_moved', array_to_string("cols", ', '), "tbl", array_to_string("changed", ' OR '),
    "what", "store", "holder");
  EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "kept_subtree_rows"(%L, %L, %L)',
    "tbl" || '_subtree_truncated', "tbl", "what", "store", "holder");
  IF "store_col" IS NOT NULL THEN
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE OF "merchant_id", "manager_id" ON "stores" FOR EACH ROW
      WHEN (OLD."merchant_id" IS DISTINCT FROM NEW."merchant_id" OR OLD."manager_id" IS DISTINCT FROM NEW."manager_id")
      EXECUTE FUNCTION "kept_subtree_store"(%L, %L, %L)', 'stores_' || "tbl" || '_subtree_owners', "what", "tbl", "store_col");
  END IF;
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON "users" REFERENCING OLD TABLE AS "old_users" NEW TABLE AS "new_users"
    FOR EACH STATEMENT EXECUTE FUNCTION "kept_subtree_moved"(%L, %L, %L, %L)',
    'users_' || "tbl" || '_subtree_moved', "what", "tbl", "store", "holder");
  -- The rows already there, once. Creating the triggers locked the table against writes until the
  -- migrations' transaction commits, so no write falls between this and them.
  EXECUTE format('SELECT "kept_subtree_placed"(%1$L, array_agg(g.s), array_agg(g.h), array_agg(g.n))
    FROM (SELECT %2$s AS s, CASE WHEN %2$s IS NULL THEN %3$s END AS h, count(*) AS n FROM %4$I GROUP BY 1, 2) g',
    "what", coalesce(quote_ident("store_col"), 'NULL::int'), coalesce(quote_ident("holder_col"), 'NULL::int'), "tbl");
END $$;--> statement-breakpoint
SELECT "keep_subtree_count"('goods', 'goods', NULL, 'owner_id');--> statement-breakpoint
SELECT "keep_count"('goods', 'goods.owner_id', 'owner_id');
