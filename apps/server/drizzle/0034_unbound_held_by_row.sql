-- The devices' updates add a new holder (0033) from a row trigger that only the rows needing it
-- call: a statement trigger on every update read each update's rows, and cost a single-row update
-- (a device's remark, its state) a quarter of its time. A row left outside a store with the holder
-- it had is already kept (0033 keeps every such holder and never removes one), so only a row that
-- leaves its store, or changes its holder, outside a store, can bring a new one.
DROP TRIGGER "devices_changed_unbound_held" ON "devices";--> statement-breakpoint
CREATE FUNCTION "device_unbound_held"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "unbound_holders" WHERE "held" = 'devices' AND "user_id" = NEW."agent_id") THEN
    -- Share-locked while its path is read, as in devices_unbound_held (0033).
    INSERT INTO "unbound_holders" ("held", "user_id", "path")
    SELECT 'devices', u."id", u."path" FROM "users" u WHERE u."id" = NEW."agent_id" FOR SHARE OF u
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "device_changed_unbound_held" AFTER UPDATE OF "store_id", "agent_id" ON "devices"
  FOR EACH ROW
  WHEN (NEW."store_id" IS NULL AND NEW."agent_id" IS NOT NULL
    AND (OLD."store_id" IS NOT NULL OR OLD."agent_id" IS DISTINCT FROM NEW."agent_id"))
  EXECUTE FUNCTION "device_unbound_held"();
