-- Goods by category and skin tests by face position, kept as 0017 keeps devices by state: the
-- platform's goods and test record lists take their totals from them (`kept` of defineList), as
-- the device list does, rather than counting up to 10,001 rows on every page.
-- A value may be NULL (goods without a category): it is counted under '' (no list filters on '').
CREATE OR REPLACE FUNCTION "kept_counts_add"("what" text, "added" text[], "removed" text[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "kept_counts" AS k ("counted", "value", "shard", "n")
  SELECT "what", d."value", "kept_count_shard"(), d."n"
  FROM (
    SELECT coalesce(c."value", '') AS "value", sum(c."n") AS "n"
    FROM (
      SELECT unnest("added") AS "value", 1 AS "n"
      UNION ALL
      SELECT unnest("removed"), -1
    ) c
    GROUP BY 1
    HAVING sum(c."n") <> 0
    ORDER BY 1
  ) d
  ON CONFLICT ("counted", "value", "shard") DO UPDATE SET "n" = k."n" + excluded."n";
END $$;--> statement-breakpoint
CREATE FUNCTION "count_goods_by_category"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM "kept_counts_add"('goods.category', ARRAY[NEW."category"::text], ARRAY[OLD."category"::text]);
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM "kept_counts_add"('goods.category', ARRAY(SELECT "category"::text FROM "new_rows"), '{}');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "kept_counts_add"('goods.category', '{}', ARRAY(SELECT "category"::text FROM "old_rows"));
  ELSE
    DELETE FROM "kept_counts" WHERE "counted" = 'goods.category';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "goods_counted_inserted" AFTER INSERT ON "goods" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_goods_by_category"();--> statement-breakpoint
CREATE TRIGGER "goods_counted_updated" AFTER UPDATE OF "category" ON "goods"
  FOR EACH ROW WHEN (OLD."category" IS DISTINCT FROM NEW."category") EXECUTE FUNCTION "count_goods_by_category"();--> statement-breakpoint
CREATE TRIGGER "goods_counted_deleted" AFTER DELETE ON "goods" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_goods_by_category"();--> statement-breakpoint
CREATE TRIGGER "goods_counted_truncated" AFTER TRUNCATE ON "goods"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_goods_by_category"();--> statement-breakpoint
CREATE FUNCTION "count_tests_by_face"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM "kept_counts_add"('test_records.face_position', ARRAY[NEW."face_position"::text],
      ARRAY[OLD."face_position"::text]);
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM "kept_counts_add"('test_records.face_position',
      ARRAY(SELECT "face_position"::text FROM "new_rows"), '{}');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "kept_counts_add"('test_records.face_position', '{}',
      ARRAY(SELECT "face_position"::text FROM "old_rows"));
  ELSE
    DELETE FROM "kept_counts" WHERE "counted" = 'test_records.face_position';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "test_records_counted_inserted" AFTER INSERT ON "test_records" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_tests_by_face"();--> statement-breakpoint
CREATE TRIGGER "test_records_counted_updated" AFTER UPDATE OF "face_position" ON "test_records"
  FOR EACH ROW WHEN (OLD."face_position" IS DISTINCT FROM NEW."face_position")
  EXECUTE FUNCTION "count_tests_by_face"();--> statement-breakpoint
CREATE TRIGGER "test_records_counted_deleted" AFTER DELETE ON "test_records" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_tests_by_face"();--> statement-breakpoint
CREATE TRIGGER "test_records_counted_truncated" AFTER TRUNCATE ON "test_records"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_tests_by_face"();--> statement-breakpoint
-- The rows already there, counted once (the triggers above lock the tables until the migrations'
-- transaction commits).
INSERT INTO "kept_counts" ("counted", "value", "shard", "n")
  SELECT 'goods.category', coalesce("category", ''), 0, count(*) FROM "goods" GROUP BY 2;--> statement-breakpoint
INSERT INTO "kept_counts" ("counted", "value", "shard", "n")
  SELECT 'test_records.face_position', "face_position", 0, count(*) FROM "test_records" GROUP BY 2;
