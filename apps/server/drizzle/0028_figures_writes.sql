CREATE TABLE "figures_writes" (
	"shard" smallint PRIMARY KEY NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Raised in place over and over: room on its page keeps each update HOT.
ALTER TABLE "figures_writes" SET (fillfactor = 50);--> statement-breakpoint
-- The dashboard keeps each scope's figures with the sum of figures_writes they were read with (in
-- the same statement), and answers them again while the sum has not moved: the largest agent's
-- figures cost the database about 0.1 s a view, for answers that change only when tests arrive or
-- the tree changes. So every transaction that writes what the figures are read from raises the sum,
-- once: its first such statement adds one to its shard (kept_count_shard, 0017, the shard its kept
-- counts take too) and notes it in a transaction-local setting, which its later statements read
-- and leave. A rolled-back transaction, or savepoint, takes both back. Statement triggers: a
-- statement that changes no row raises it too, which costs a read of the figures and nothing else.
CREATE FUNCTION "figures_written"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('figures_writes.raised', true) = 'yes' THEN
    RETURN NULL;
  END IF;
  INSERT INTO "figures_writes" AS w ("shard", "n") VALUES ("kept_count_shard"(), 1)
  ON CONFLICT ("shard") DO UPDATE SET "n" = w."n" + 1;
  PERFORM set_config('figures_writes.raised', 'yes', true);
  RETURN NULL;
END $$;--> statement-breakpoint
-- What the figures are read from (data/dashboard.data.ts): the stores' and the platform's sums,
-- the dimensions (their names and order), the stores (their owners decide who sees them, their
-- names are shown) and the users' paths (a subtree's stores are found through them).
CREATE TRIGGER "store_daily_stats_figures_written" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "store_daily_stats"
  FOR EACH STATEMENT EXECUTE FUNCTION "figures_written"();--> statement-breakpoint
CREATE TRIGGER "store_score_spread_figures_written" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "store_score_spread"
  FOR EACH STATEMENT EXECUTE FUNCTION "figures_written"();--> statement-breakpoint
CREATE TRIGGER "platform_daily_stats_figures_written" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "platform_daily_stats"
  FOR EACH STATEMENT EXECUTE FUNCTION "figures_written"();--> statement-breakpoint
CREATE TRIGGER "platform_score_buckets_figures_written" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "platform_score_buckets"
  FOR EACH STATEMENT EXECUTE FUNCTION "figures_written"();--> statement-breakpoint
CREATE TRIGGER "diseases_figures_written" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "diseases"
  FOR EACH STATEMENT EXECUTE FUNCTION "figures_written"();--> statement-breakpoint
CREATE TRIGGER "stores_figures_written" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "merchant_id", "manager_id", "name" ON "stores"
  FOR EACH STATEMENT EXECUTE FUNCTION "figures_written"();--> statement-breakpoint
-- Users change for other reasons too (a name, a password, a state): only a change of place counts,
-- row by row.
CREATE TRIGGER "users_figures_written" AFTER UPDATE OF "path" ON "users" FOR EACH ROW
  WHEN (OLD."path" IS DISTINCT FROM NEW."path") EXECUTE FUNCTION "figures_written"();--> statement-breakpoint
CREATE TRIGGER "users_gone_figures_written" AFTER DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "figures_written"();
