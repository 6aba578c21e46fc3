CREATE INDEX "test_images_file_idx" ON "test_images" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "test_images_thumbnail_idx" ON "test_images" USING btree ("thumbnail_id");--> statement-breakpoint
CREATE INDEX "files_thumbnail_idx" ON "files" USING btree ("thumbnail_id");--> statement-breakpoint
CREATE INDEX "files_created_idx" ON "files" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "goods_icon_idx" ON "goods" USING btree ("icon_file_id");