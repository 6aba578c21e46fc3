CREATE TABLE "order_writes" (
	"counted" text NOT NULL,
	"shard" smallint NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_writes_counted_shard_pk" PRIMARY KEY("counted","shard")
);
--> statement-breakpoint
-- Raised in place over and over: room on its page keeps each update HOT.
ALTER TABLE "order_writes" SET (fillfactor = 50);--> statement-breakpoint
-- A server keeps the id of the row at a deep offset of a list ordered by id alone (unfiltered,
-- unscoped) with the sum of the table's order_writes it was read under, in the same statement; a
-- later statement walks from that id instead of the offset while the sum in its own snapshot is
-- the same (data/list.ts, "page starts"). Rows move to other offsets only when rows are added
-- or removed (ids never change), so every transaction that inserts, deletes or truncates, or
-- changes an id, raises the table's sum once, as tree_written (0029) raises its own: one to its
-- shard, noted in a transaction-local setting named after the table.
CREATE FUNCTION "order_written"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('order_writes.' || TG_TABLE_NAME, true) = 'yes' THEN
    RETURN NULL;
  END IF;
  INSERT INTO "order_writes" AS w ("counted", "shard", "n") VALUES (TG_TABLE_NAME, "kept_count_shard"(), 1)
  ON CONFLICT ("counted", "shard") DO UPDATE SET "n" = w."n" + 1;
  PERFORM set_config('order_writes.' || TG_TABLE_NAME, 'yes', true);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "devices_order_written" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "id" ON "devices"
  FOR EACH STATEMENT EXECUTE FUNCTION "order_written"();
