-- The day index of the test records also carries each test's store. A subtree's first page of
-- test records walks the newest tests checking each one's store against the subtree's
-- (data/list.ts, the probed window; agent1 of the bench data reads about 665 tests for its
-- 20): from the index alone that walk reads no table page, where it fetched a page per test, about
-- half of the page's time (docs/performance.md, "Tenant scope"). A test's store changes only when
-- it is moved, and its time never after it is taken, so writes keep what they had.
-- Rebuilt under the table's lock, as the migrations run in one transaction: a few seconds for the
-- bench database's 1,000,000 tests, during which tests being uploaded wait.
DROP INDEX "test_records_tested_idx";--> statement-breakpoint
CREATE INDEX "test_records_tested_idx" ON "test_records" USING btree ("tested_at", "id") INCLUDE ("store_id");
