-- A tenant's daily series sums the month's rows of its stores (dashboard.data.ts). For the largest
-- agent, 10,640 stores, PostgreSQL read them store by store through the primary key and fetched
-- each row from the table for its new consumers: 42,361 rows scattered over as many heap pages, 54
-- of the figures' 128 ms. With the new consumers carried in the day index too, the month is read
-- from the index alone and matched to the stores by a hash: the statement 128 -> 93 ms on the bench
-- database. The price is 0018's: a day's new consumers raised is no longer a HOT update.
-- Rebuilt under the table's lock (the migrations run in one transaction; under a second for the
-- bench database), during which tests being uploaded wait.
DROP INDEX "store_daily_stats_day_idx";--> statement-breakpoint
CREATE INDEX "store_daily_stats_day_idx" ON "store_daily_stats" USING btree ("day") INCLUDE ("store_id", "tests", "new_consumers");
