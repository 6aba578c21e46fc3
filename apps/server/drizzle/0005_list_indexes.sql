-- pg_trgm serves the serial box (a match anywhere in the number); PGlite loads it as an extension (db/open.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "devices_type_sort_idx" ON "devices" USING btree ("device_type_id","id");--> statement-breakpoint
CREATE INDEX "devices_serial_trgm_idx" ON "devices" USING gin ("serial_number" gin_trgm_ops);
