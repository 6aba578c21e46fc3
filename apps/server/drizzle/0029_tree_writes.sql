CREATE TABLE "tree_writes" (
	"shard" smallint PRIMARY KEY NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Raised in place over and over: room on its page keeps each update HOT.
ALTER TABLE "tree_writes" SET (fillfactor = 50);--> statement-breakpoint
-- A server keeps a small subtree's users and stores with the sum of tree_writes it read them under,
-- in the same statement, and writes them into later statements as values, each statement checking
-- the sum in its own snapshot first: while it is the same, no committed write can have changed
-- which users and stores the subtree holds (data/subtree-ids.ts). So every transaction that adds,
-- removes or moves a user, or adds, removes or gives a store other owners, raises the sum once, as
-- figures_written (0028) raises its own: one to its shard, noted in a transaction-local setting.
CREATE FUNCTION "tree_written"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('tree_writes.raised', true) = 'yes' THEN
    RETURN NULL;
  END IF;
  INSERT INTO "tree_writes" AS w ("shard", "n") VALUES ("kept_count_shard"(), 1)
  ON CONFLICT ("shard") DO UPDATE SET "n" = w."n" + 1;
  PERFORM set_config('tree_writes.raised', 'yes', true);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "stores_tree_written" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "merchant_id", "manager_id" ON "stores"
  FOR EACH STATEMENT EXECUTE FUNCTION "tree_written"();--> statement-breakpoint
CREATE TRIGGER "users_added_tree_written" AFTER INSERT OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "tree_written"();--> statement-breakpoint
-- Users change for other reasons too (a name, a password, a state): only a change of place counts,
-- row by row.
CREATE TRIGGER "users_moved_tree_written" AFTER UPDATE OF "path" ON "users" FOR EACH ROW
  WHEN (OLD."path" IS DISTINCT FROM NEW."path") EXECUTE FUNCTION "tree_written"();
