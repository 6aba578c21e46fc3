CREATE TABLE "seeded_grants" (
	"role_code" varchar(32) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"item" varchar(96) NOT NULL,
	CONSTRAINT "seeded_grants_role_code_kind_item_pk" PRIMARY KEY("role_code","kind","item")
);
--> statement-breakpoint
ALTER TABLE "devices" DROP CONSTRAINT "devices_owner_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "feedback" DROP CONSTRAINT "feedback_owner_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "audit_actor_path_idx";--> statement-breakpoint
DROP INDEX "devices_owner_idx";--> statement-breakpoint
DROP INDEX "feedback_owner_idx";--> statement-breakpoint
ALTER TABLE "shippers" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "manager_id" integer;--> statement-breakpoint
ALTER TABLE "shippers" ADD CONSTRAINT "shippers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_actor_idx" ON "audit_log" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "feedback_store_idx" ON "feedback" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "output_orders_shipper_idx" ON "output_orders" USING btree ("shipper_id");--> statement-breakpoint
CREATE INDEX "shippers_user_idx" ON "shippers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "stores_manager_idx" ON "stores" USING btree ("manager_id");--> statement-breakpoint
ALTER TABLE "audit_log" DROP COLUMN "actor_path";--> statement-breakpoint
ALTER TABLE "devices" DROP COLUMN "owner_id";--> statement-breakpoint
ALTER TABLE "feedback" DROP COLUMN "owner_id";