ALTER TABLE "goods" ADD COLUMN "owner_path" varchar(512);--> statement-breakpoint
-- Each good keeps its owner's path (no owner, none): a subtree's goods list checks a row's owner
-- against the subtree's range on the row itself (data/scope.ts `probedRule`), where it read the
-- owner by key for every row its walk passed (the largest agent's first page: 180 of 201 rows,
-- 540 buffers, about 40% of the statement).
UPDATE "goods" g SET "owner_path" = u."path" FROM "users" u WHERE u."id" = g."owner_id";--> statement-breakpoint
-- Written from the owner on every insert and change of owner, whatever the statement set it to.
-- The owner's row is share-locked while its path is read: a move of its subtree then waits for
-- this transaction, and its own trigger (below) finds the good and moves its path too; a move
-- begun first is waited for, and the path read is the moved one.
CREATE FUNCTION "goods_owner_path"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."owner_id" IS NULL THEN
    NEW."owner_path" := NULL;
  ELSE
    SELECT u."path" INTO NEW."owner_path" FROM "users" u WHERE u."id" = NEW."owner_id" FOR SHARE;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "goods_owner_path_kept" BEFORE INSERT OR UPDATE OF "owner_id", "owner_path" ON "goods"
  FOR EACH ROW EXECUTE FUNCTION "goods_owner_path"();--> statement-breakpoint
-- A subtree moved in the tree (the users service rewrites its paths) takes its goods' paths along.
-- Only users whose path changed are looked up: an owner of thousands of goods whose row changes
-- otherwise (a sign-in, a new name) costs nothing here.
CREATE FUNCTION "goods_owners_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "goods" g SET "owner_path" = n."path"
  FROM "moved_users" n JOIN "users_before" o ON o."id" = n."id"
  WHERE o."path" IS DISTINCT FROM n."path" AND g."owner_id" = n."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_moved_goods" AFTER UPDATE ON "users"
  REFERENCING OLD TABLE AS "users_before" NEW TABLE AS "moved_users"
  FOR EACH STATEMENT EXECUTE FUNCTION "goods_owners_moved"();
