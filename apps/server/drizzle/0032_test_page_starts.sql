-- The test records' deep pages start at the row kept for their offset, as the devices' do (0031):
-- their order is the time of the test, newest first, then the id, so a change of either column
-- moves a row to another offset, as a row added, removed or truncated does.
CREATE TRIGGER "test_records_order_written" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "tested_at", "id" ON "test_records"
  FOR EACH STATEMENT EXECUTE FUNCTION "order_written"();
