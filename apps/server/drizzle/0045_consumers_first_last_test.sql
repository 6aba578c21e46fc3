ALTER TABLE "consumers" ADD COLUMN "first_test_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consumers" ADD COLUMN "last_score" smallint;--> statement-breakpoint
CREATE INDEX "consumers_store_last_test_idx" ON "consumers" USING btree ("store_id","last_test_at");--> statement-breakpoint
-- The consumers tested before these columns: the first test's time and the last test's composite
-- score (the latest test, the higher id among tests of the same time), as uploads now keep them.
UPDATE "consumers" c SET "first_test_at" = x.first_test_at, "last_score" = x.last_score
FROM (
  SELECT DISTINCT ON (consumer_id) consumer_id,
    min(tested_at) OVER (PARTITION BY consumer_id) AS first_test_at, score AS last_score
  FROM test_records ORDER BY consumer_id, tested_at DESC, id DESC
) x
WHERE c.id = x.consumer_id;
