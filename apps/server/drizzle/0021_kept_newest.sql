CREATE TABLE "kept_newest" (
	"kept" varchar(64) NOT NULL,
	"user_id" integer NOT NULL,
	"shard" smallint NOT NULL,
	"newest" integer NOT NULL,
	CONSTRAINT "kept_newest_kept_user_id_shard_pk" PRIMARY KEY("kept","user_id","shard")
);
--> statement-breakpoint
-- Bound rows are raised in place over and over: room on their page keeps each update HOT.
ALTER TABLE "kept_newest" SET (fillfactor = 50);--> statement-breakpoint
-- Raises the bound of `what` to at least `newest[i]` for every user on `paths[i]` (the user itself
-- and everyone above it), in the writing transaction's shard (kept_count_shard, 0017). A user whose
-- bound is already as high, in any shard, is not written.
CREATE FUNCTION "kept_newest_up"("what" text, "paths" text[], "newest" int[]) RETURNS void
LANGUAGE plpgsql AS $$
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
END $$;--> statement-breakpoint
-- Raises the bound of `what` to at least `row_ids[i]` for every user on the path of `owner_ids[i]`
-- (the owner itself and everyone above it: each of them sees the row), by kept_newest_up.
--
-- An owner whose own bound is already as high is left alone, and so are those above it: every
-- raise reaches all of an owner's ancestors, and a move carries a user's bound to its new ones, so
-- no user's bound is below that of a user under it. A move of an old row thus locks and writes
-- nothing.
--
-- The other owners' rows are read FOR SHARE, which a move in the tree (an UPDATE of their path)
-- waits for and which waits for a move: either this reads the path the move wrote, or the move's
-- own trigger (kept_newest_moved) runs after this commits and carries the bound to the new
-- ancestors. Read without a lock, a row written under a user while that user moved would leave the
-- new ancestors' bounds below it.
CREATE FUNCTION "kept_newest_raise"("what" text, "owner_ids" int[], "row_ids" int[]) RETURNS void
LANGUAGE plpgsql AS $$
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
END $$;--> statement-breakpoint
-- Rows at their places (parallel arrays: the store, the holder, the id): a row in a store is seen by
-- the subtrees of the store's merchant and of its manager, a row outside a store by its holder's
-- (docs/architecture.md, "Tenancy"). The stores are read FOR SHARE for the reason kept_newest_raise
-- reads its users so: a store given another merchant or manager either is read with its new owners
-- here, or its own trigger (kept_newest_store) runs after this commits and sees the row.
CREATE FUNCTION "kept_newest_placed"("what" text, "in_stores" int[], "held_by" int[], "row_ids" int[]) RETURNS void
LANGUAGE plpgsql AS $$
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
END $$;
--> statement-breakpoint
-- The rows a statement wrote (INSERT: once per statement, from its transition table, grouped by
-- place first, so a print job's thousands of devices are a few places) or the one row it moved
-- (UPDATE of the store or the holder: per row, and only when one of them changed, so that every
-- other update of a device calls no function). TRUNCATE forgets the bounds. Columns are read from
-- the row by name (the trigger's arguments), as count_rows_by reads them (0017).
CREATE FUNCTION "kept_newest_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
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
END $$;--> statement-breakpoint
-- A store given another merchant or manager: its rows are now seen by the new owner's subtree.
CREATE FUNCTION "kept_newest_store"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "newest" int;
BEGIN
  EXECUTE format('SELECT max("id") FROM %I WHERE %I = $1', TG_ARGV[1], TG_ARGV[2]) INTO "newest" USING NEW."id";
  IF "newest" IS NOT NULL THEN
    PERFORM "kept_newest_raise"(TG_ARGV[0], ARRAY[NEW."merchant_id", NEW."manager_id"], ARRAY["newest", "newest"]);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A user moved in the tree (its path, and those under it, rewritten): everything it saw, its new
-- ancestors now see, so they are raised to its own bound, for every table kept.
CREATE FUNCTION "kept_newest_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "kept_newest_up"(b."kept", ARRAY[NEW."path"::text], ARRAY[b."newest"])
  FROM (SELECT "kept", max("newest") AS "newest" FROM "kept_newest" WHERE "user_id" = NEW."id" GROUP BY 1 ORDER BY 1) b;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_newest_moved" AFTER UPDATE OF "path" ON "users" FOR EACH ROW
  WHEN (OLD."path" IS DISTINCT FROM NEW."path") EXECUTE FUNCTION "kept_newest_moved"();--> statement-breakpoint
-- Keeps `what`, the newest rows of `tbl` per subtree, for a table whose rows belong to a store
-- (`store_col`) or, outside one, to a holder (`holder_col`; NULL for a table without holders):
-- its triggers, the stores' trigger, and the rows already there. One line of a migration per table.
CREATE FUNCTION "keep_newest"("tbl" text, "what" text, "store_col" text, "holder_col" text) RETURNS void
LANGUAGE plpgsql AS $$
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
END $$;--> statement-breakpoint
SELECT "keep_newest"('devices', 'devices', 'store_id', 'agent_id');
