CREATE TABLE "device_secret_handovers" (
	"device_id" integer PRIMARY KEY NOT NULL,
	"input_order_id" integer,
	"sealed" varchar(512) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "device_types" DROP CONSTRAINT "device_types_hardwareModel_unique";--> statement-breakpoint
ALTER TABLE "device_events" ADD COLUMN "agent_id" integer;--> statement-breakpoint
ALTER TABLE "device_events" ADD COLUMN "store_id" integer;--> statement-breakpoint
ALTER TABLE "input_orders" ADD COLUMN "close_reason" varchar(255);--> statement-breakpoint
ALTER TABLE "output_orders" ADD COLUMN "close_reason" varchar(255);--> statement-breakpoint
ALTER TABLE "device_secret_handovers" ADD CONSTRAINT "device_secret_handovers_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_secret_handovers_order_idx" ON "device_secret_handovers" USING btree ("input_order_id");--> statement-breakpoint
CREATE INDEX "users_name_sort_idx" ON "users" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "users_created_sort_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_actor_name_sort_idx" ON "audit_log" USING btree ("actor_name","id");--> statement-breakpoint
CREATE INDEX "audit_action_sort_idx" ON "audit_log" USING btree ("action","id");--> statement-breakpoint
CREATE UNIQUE INDEX "device_types_model_ci_idx" ON "device_types" USING btree (lower("hardware_model"));--> statement-breakpoint
CREATE INDEX "devices_state_sort_idx" ON "devices" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "devices_updated_sort_idx" ON "devices" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "devices_last_seen_sort_idx" ON "devices" USING btree ("last_seen_at","id");--> statement-breakpoint
CREATE INDEX "feedback_created_sort_idx" ON "feedback" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "feedback_title_sort_idx" ON "feedback" USING btree ("title","id");