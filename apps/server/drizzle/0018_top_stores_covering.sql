-- The platform's top stores sum the month's rows of store_daily_stats per store (dashboard.data.ts).
-- Those rows are written as tests arrive, one per store and day, so they lie scattered over the
-- table: on the bench database, 320 rows read from nearly as many heap pages, a third of the
-- dashboard figures' statement. With the store and its tests carried in the day index, the month
-- is read from the index alone (the days' rows side by side): 12-15% less of the database's time
-- per platform dashboard view. The price: raising a day's tests changes an indexed column, so it is
-- no longer a HOT update (0013 measured the same on the score spread: within pgbench's noise); the
-- table is vacuumed sooner than the default, which also keeps its pages visible to index-only reads.
-- Rebuilt under the table's lock, as the migrations run in one transaction (under a second for the
-- bench database), during which tests being uploaded wait.
DROP INDEX "store_daily_stats_day_idx";--> statement-breakpoint
CREATE INDEX "store_daily_stats_day_idx" ON "store_daily_stats" USING btree ("day") INCLUDE ("store_id", "tests");--> statement-breakpoint
ALTER TABLE "store_daily_stats" SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.05);
