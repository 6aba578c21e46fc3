CREATE INDEX "stores_name_sort_idx" ON "stores" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "consumers_name_sort_idx" ON "consumers" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "skin_plans_name_sort_idx" ON "skin_plans" USING btree ("name","id");