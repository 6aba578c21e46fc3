-- The dashboard's score spread sums every row of the caller's stores in store_score_buckets (100
-- per store: ten dimensions x ten tenths). Those rows are written as tests arrive, so one store's
-- lie on as many heap pages as it has rows: the largest agent's spread (10,640 stores) read over a
-- million pages. With `tests` carried in the primary key's index, the spread is read from the
-- index alone (a store's rows side by side on one or two leaf pages). The price: raising a count
-- changes an indexed column, so it is no longer a HOT update; the table is therefore vacuumed
-- sooner than the default, which also keeps its pages visible for index-only reads.
-- The index is rebuilt under the table's lock, as the migrations run in one transaction: about
-- 2 s for 4,000,000 rows on the bench machine, during which tests being uploaded wait.
ALTER TABLE "store_score_buckets" DROP CONSTRAINT "store_score_buckets_store_id_disease_id_bucket_pk";--> statement-breakpoint
ALTER TABLE "store_score_buckets" ADD CONSTRAINT "store_score_buckets_store_id_disease_id_bucket_pk"
  PRIMARY KEY ("store_id", "disease_id", "bucket") INCLUDE ("tests");--> statement-breakpoint
ALTER TABLE "store_score_buckets" SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.05);
