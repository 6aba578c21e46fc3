CREATE TABLE "unbound_holders" (
	"held" text NOT NULL,
	"user_id" integer NOT NULL,
	"path" varchar(512) NOT NULL,
	CONSTRAINT "unbound_holders_held_user_id_pk" PRIMARY KEY("held","user_id")
);
--> statement-breakpoint
ALTER TABLE "unbound_holders" ADD CONSTRAINT "unbound_holders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unbound_holders_path_idx" ON "unbound_holders" USING btree ("held","path" text_pattern_ops);--> statement-breakpoint
-- Every user who holds, or once held, a device outside a store, with the user's path: a small
-- subtree's holders are its entries in a range of the path index (data/scope.ts,
-- `inlineSubtree`), where each of its users was probed for devices outside a store. Rows are
-- added in the transaction that writes such a device and never removed by the devices' writes
-- (a superset: the list checks each holder's devices anyway), so no write waits on a count
-- another is changing; a holder already there costs a probe and nothing else.
-- A new holder's user row is share-locked while its path is read: a move of its subtree then
-- waits for this transaction, and its own trigger (below) finds the entry and moves its path too;
-- a move begun first is waited for, and the path read is the moved one.
CREATE FUNCTION "devices_unbound_held"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "unbound_holders" ("held", "user_id", "path")
  SELECT 'devices', u."id", u."path"
  FROM "users" u
  WHERE u."id" IN (SELECT d."agent_id" FROM "held_rows" d WHERE d."store_id" IS NULL)
    AND NOT EXISTS (SELECT 1 FROM "unbound_holders" h WHERE h."held" = 'devices' AND h."user_id" = u."id")
  FOR SHARE OF u
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "devices_added_unbound_held" AFTER INSERT ON "devices"
  REFERENCING NEW TABLE AS "held_rows" FOR EACH STATEMENT EXECUTE FUNCTION "devices_unbound_held"();--> statement-breakpoint
-- Transition tables take no column list: every update's rows are read, those outside a store kept.
CREATE TRIGGER "devices_changed_unbound_held" AFTER UPDATE ON "devices"
  REFERENCING NEW TABLE AS "held_rows" FOR EACH STATEMENT EXECUTE FUNCTION "devices_unbound_held"();--> statement-breakpoint
-- A subtree moved in the tree (the users service rewrites its paths) takes its holders' paths along.
CREATE FUNCTION "unbound_holders_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "unbound_holders" h SET "path" = u."path"
  FROM "moved_users" u
  WHERE h."user_id" = u."id" AND h."path" IS DISTINCT FROM u."path";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_moved_unbound_holders" AFTER UPDATE ON "users"
  REFERENCING NEW TABLE AS "moved_users" FOR EACH STATEMENT EXECUTE FUNCTION "unbound_holders_moved"();--> statement-breakpoint
INSERT INTO "unbound_holders" ("held", "user_id", "path")
SELECT 'devices', u."id", u."path"
FROM "users" u
WHERE EXISTS (SELECT 1 FROM "devices" d WHERE d."agent_id" = u."id" AND d."store_id" IS NULL);
