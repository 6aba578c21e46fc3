-- Goods by category and skin tests by face position, kept as 0017 keeps devices by state: the
-- platform's goods and test record lists take their totals from them (`kept` of defineList), as
-- the device list does, rather than counting up to 10,001 rows on every page. Goods without a
-- category are counted under ''.
SELECT "keep_count"('goods', 'goods.category', 'category');--> statement-breakpoint
SELECT "keep_count"('test_records', 'test_records.face_position', 'face_position');
