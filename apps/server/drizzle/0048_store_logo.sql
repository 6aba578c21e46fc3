ALTER TABLE "stores" ADD COLUMN "logo_file_id" uuid;--> statement-breakpoint
CREATE INDEX "stores_logo_idx" ON "stores" USING btree ("logo_file_id");