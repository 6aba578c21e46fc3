-- Functions and triggers changed in src/db/derived/in-force.sql, made by
-- `npm run db:derived -w apps/server -- --migration unmanage_stores_before_user_delete` (docs/derived-data.md).
CREATE OR REPLACE FUNCTION public.users_unmanage_stores()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  -- While the user's row can still be read: the stores' triggers take the manager's path off
  -- what they keep (the foreign key's own SET NULL would run after the row is gone).
  UPDATE "stores" SET "manager_id" = NULL WHERE "manager_id" = OLD."id";
  RETURN OLD;
END $function$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "users_unmanage_stores_before_delete" ON "users";
--> statement-breakpoint
CREATE TRIGGER users_unmanage_stores_before_delete BEFORE DELETE ON public.users FOR EACH ROW EXECUTE FUNCTION users_unmanage_stores();
