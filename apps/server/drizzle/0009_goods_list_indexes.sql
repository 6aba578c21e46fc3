DROP INDEX "goods_owner_idx";--> statement-breakpoint
CREATE INDEX "goods_type_idx" ON "goods" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "goods_category_idx" ON "goods" USING btree ("category","id");--> statement-breakpoint
CREATE INDEX "goods_shelf_idx" ON "goods" USING btree ("shelf","id");--> statement-breakpoint
CREATE INDEX "goods_name_trgm_idx" ON "goods" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "goods_owner_idx" ON "goods" USING btree ("owner_id","id");