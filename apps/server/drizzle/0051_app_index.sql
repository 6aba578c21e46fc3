CREATE TABLE "ios_index_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ios_index_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer,
	"name" varchar(64) NOT NULL,
	"icon_file_id" uuid,
	"state" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ios_index_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ios_index_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"index_id" integer NOT NULL,
	"owner_id" integer,
	"title" varchar(64) NOT NULL,
	"image_file_id" uuid,
	"content" text,
	"state" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ios_index_entries" ADD CONSTRAINT "ios_index_entries_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ios_index_items" ADD CONSTRAINT "ios_index_items_index_id_ios_index_entries_id_fk" FOREIGN KEY ("index_id") REFERENCES "public"."ios_index_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ios_index_items" ADD CONSTRAINT "ios_index_items_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ios_index_entries_owner_idx" ON "ios_index_entries" USING btree ("owner_id","id");--> statement-breakpoint
CREATE INDEX "ios_index_entries_icon_idx" ON "ios_index_entries" USING btree ("icon_file_id");--> statement-breakpoint
CREATE INDEX "ios_index_items_entry_idx" ON "ios_index_items" USING btree ("index_id","sort","id");--> statement-breakpoint
CREATE INDEX "ios_index_items_owner_idx" ON "ios_index_items" USING btree ("owner_id","id");--> statement-breakpoint
CREATE INDEX "ios_index_items_image_idx" ON "ios_index_items" USING btree ("image_file_id");