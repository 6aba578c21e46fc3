ALTER TABLE "roles" ADD COLUMN "grants_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A role's grants_version moves whenever what it grants to requests changes, in the same
-- transaction as the change, whoever makes it (API, seed, a cascade, plain SQL). Every instance
-- reads the version with the caller on each request and reloads its cached grants when it moved.
CREATE FUNCTION "role_grants_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "roles" SET "grants_version" = "grants_version" + 1 WHERE "id" = OLD."role_id";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE "roles" SET "grants_version" = "grants_version" + 1 WHERE "id" = NEW."role_id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "role_buttons_grants_version" AFTER INSERT OR UPDATE OR DELETE ON "role_buttons"
  FOR EACH ROW EXECUTE FUNCTION "role_grants_changed"();--> statement-breakpoint
CREATE TRIGGER "role_resources_grants_version" AFTER INSERT OR UPDATE OR DELETE ON "role_resources"
  FOR EACH ROW EXECUTE FUNCTION "role_grants_changed"();--> statement-breakpoint
-- A button's perm string or a URL permission's pattern changes what every holder is granted.
-- (Deleting one cascades to role_buttons / role_resources, which the triggers above see.)
CREATE FUNCTION "button_grants_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "roles" SET "grants_version" = "grants_version" + 1
  WHERE "id" IN (SELECT "role_id" FROM "role_buttons" WHERE "button_id" = NEW."id");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "buttons_grants_version" AFTER UPDATE ON "buttons"
  FOR EACH ROW WHEN (OLD."perm" IS DISTINCT FROM NEW."perm")
  EXECUTE FUNCTION "button_grants_changed"();--> statement-breakpoint
CREATE FUNCTION "url_resource_grants_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "roles" SET "grants_version" = "grants_version" + 1
  WHERE "id" IN (SELECT "role_id" FROM "role_resources" WHERE "resource_id" = NEW."id");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "url_resources_grants_version" AFTER UPDATE ON "url_resources"
  FOR EACH ROW WHEN ((OLD."unique_mark", OLD."method") IS DISTINCT FROM (NEW."unique_mark", NEW."method"))
  EXECUTE FUNCTION "url_resource_grants_changed"();
