-- Names already given twice (in any case) are told apart before they become unique: every copy but
-- the first gets its id appended, so no row is lost and the index can be built.
UPDATE "custom_diseases" c SET "name" = left(c."name", 52) || ' (#' || c."id" || ')'
WHERE EXISTS (
  SELECT 1 FROM "custom_diseases" o
  WHERE coalesce(o."owner_id", 0) = coalesce(c."owner_id", 0) AND lower(o."name") = lower(c."name") AND o."id" < c."id"
);--> statement-breakpoint
UPDATE "questions" q SET "name" = left(q."name", 52) || ' (#' || q."id" || ')'
WHERE EXISTS (SELECT 1 FROM "questions" o WHERE lower(o."name") = lower(q."name") AND o."id" < q."id");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_diseases_owner_name_idx" ON "custom_diseases" USING btree (coalesce("owner_id", 0),lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "questions_name_ci_idx" ON "questions" USING btree (lower("name"));
