ALTER TABLE "test_records" ADD COLUMN "merchant_path" varchar(512);--> statement-breakpoint
ALTER TABLE "test_records" ADD COLUMN "manager_path" varchar(512);--> statement-breakpoint
-- Each test keeps the paths of its store's merchant and manager: a subtree's test list checks a
-- test's store against the subtree's range on the row itself (data/scope.ts `probedRule`), where
-- it hashed the subtree's stores (agent1 of the bench data: 2,010, then 665 tests probed for its
-- 20) or read the store and its two users by key for every test its walk passed (agent0).
UPDATE "test_records" t SET "merchant_path" = m."path", "manager_path" = g."path"
FROM "stores" s JOIN "users" m ON m."id" = s."merchant_id" LEFT JOIN "users" g ON g."id" = s."manager_id"
WHERE s."id" = t."store_id";--> statement-breakpoint
-- The day index carries them beside the store, so that the walk still reads no table page
-- (migration 0030). Rebuilt under the table's lock, as 0030's was.
DROP INDEX "test_records_tested_idx";--> statement-breakpoint
CREATE INDEX "test_records_tested_idx" ON "test_records" USING btree ("tested_at", "id") INCLUDE ("store_id", "merchant_path", "manager_path");--> statement-breakpoint
-- Written from the store on every insert and change of store, whatever the statement set them to.
-- The store's row and its users' are share-locked while they are read: a change of the store's
-- owners or a move of their subtree then waits for this transaction, and its own trigger (below)
-- finds the test and writes its paths again; one begun first is waited for, and the paths read
-- are the new ones (as for goods, migration 0035).
CREATE FUNCTION "test_store_paths"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  merchant integer;
  manager integer;
BEGIN
  SELECT s."merchant_id", s."manager_id" INTO merchant, manager FROM "stores" s WHERE s."id" = NEW."store_id" FOR SHARE;
  SELECT u."path" INTO NEW."merchant_path" FROM "users" u WHERE u."id" = merchant FOR SHARE;
  IF manager IS NULL THEN
    NEW."manager_path" := NULL;
  ELSE
    SELECT u."path" INTO NEW."manager_path" FROM "users" u WHERE u."id" = manager FOR SHARE;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "test_records_store_paths_kept" BEFORE INSERT OR UPDATE OF "store_id", "merchant_path", "manager_path" ON "test_records"
  FOR EACH ROW EXECUTE FUNCTION "test_store_paths"();--> statement-breakpoint
-- A store given another merchant or manager (or none, when its manager's account is deleted):
-- its tests' paths are written again, by the trigger above.
CREATE FUNCTION "test_store_owners_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "test_records" SET "merchant_path" = NULL WHERE "store_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "stores_owners_tests" AFTER UPDATE OF "merchant_id", "manager_id" ON "stores"
  FOR EACH ROW WHEN (OLD."merchant_id" IS DISTINCT FROM NEW."merchant_id" OR OLD."manager_id" IS DISTINCT FROM NEW."manager_id")
  EXECUTE FUNCTION "test_store_owners_changed"();--> statement-breakpoint
-- A subtree moved in the tree takes the tests of its stores along. Only users whose path changed
-- are looked up: a sign-in or a new name costs nothing here.
CREATE FUNCTION "test_store_users_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH "moved" AS (
    SELECT n."id" FROM "moved_users" n JOIN "users_before" o ON o."id" = n."id"
    WHERE o."path" IS DISTINCT FROM n."path"
  )
  UPDATE "test_records" t SET "merchant_path" = NULL
  FROM "stores" s
  WHERE t."store_id" = s."id"
    AND (s."merchant_id" IN (SELECT "id" FROM "moved") OR s."manager_id" IN (SELECT "id" FROM "moved"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_moved_tests" AFTER UPDATE ON "users"
  REFERENCING OLD TABLE AS "users_before" NEW TABLE AS "moved_users"
  FOR EACH STATEMENT EXECUTE FUNCTION "test_store_users_moved"();
