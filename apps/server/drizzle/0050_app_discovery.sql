CREATE TABLE "app_discoveries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "app_discoveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(64) NOT NULL,
	"icon_file_id" uuid,
	"device_type_id" integer NOT NULL,
	"visible" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_discovery_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "app_discovery_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"discovery_id" integer NOT NULL,
	"title" varchar(128) NOT NULL,
	"cover_file_id" uuid,
	"content" text DEFAULT '' NOT NULL,
	"video_file_id" uuid,
	"visible" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_discoveries" ADD CONSTRAINT "app_discoveries_device_type_id_device_types_id_fk" FOREIGN KEY ("device_type_id") REFERENCES "public"."device_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_discovery_items" ADD CONSTRAINT "app_discovery_items_discovery_id_app_discoveries_id_fk" FOREIGN KEY ("discovery_id") REFERENCES "public"."app_discoveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_discoveries_type_idx" ON "app_discoveries" USING btree ("device_type_id","sort");--> statement-breakpoint
CREATE INDEX "app_discoveries_icon_file_id_index" ON "app_discoveries" USING btree ("icon_file_id");--> statement-breakpoint
CREATE INDEX "app_discovery_items_entry_idx" ON "app_discovery_items" USING btree ("discovery_id","sort");--> statement-breakpoint
CREATE INDEX "app_discovery_items_cover_file_id_index" ON "app_discovery_items" USING btree ("cover_file_id");--> statement-breakpoint
CREATE INDEX "app_discovery_items_video_file_id_index" ON "app_discovery_items" USING btree ("video_file_id");