CREATE TABLE "setting_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "setting_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"setting_id" integer NOT NULL,
	"version" integer NOT NULL,
	"action" varchar(8) NOT NULL,
	"restored_from" integer,
	"name_zh" varchar(64) NOT NULL,
	"name_en" varchar(64) NOT NULL,
	"type" varchar(16) NOT NULL,
	"parent_id" integer,
	"parameter" text NOT NULL,
	"remark" varchar(255),
	"saved_by" integer,
	"saved_by_name" varchar(64),
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name_zh" varchar(64) NOT NULL,
	"name_en" varchar(64) NOT NULL,
	"type" varchar(16) NOT NULL,
	"parent_id" integer,
	"parameter" text NOT NULL,
	"remark" varchar(255),
	"version" integer DEFAULT 1 NOT NULL,
	"names" text GENERATED ALWAYS AS (name_zh || chr(10) || name_en) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "setting_versions" ADD CONSTRAINT "setting_versions_setting_id_settings_id_fk" FOREIGN KEY ("setting_id") REFERENCES "public"."settings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_parent_id_settings_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."settings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "setting_versions_setting_version_idx" ON "setting_versions" USING btree ("setting_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "settings_name_en_ci_idx" ON "settings" USING btree (lower("name_en"));--> statement-breakpoint
CREATE INDEX "settings_parent_idx" ON "settings" USING btree ("parent_id");--> statement-breakpoint
-- Written by hand (not generated): versions are only ever added. An update of a saved version
-- is refused; deleting a setting still takes its versions with it (the key's cascade).
CREATE FUNCTION setting_versions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'setting versions are only added, never changed';
END;
$$;--> statement-breakpoint
CREATE TRIGGER setting_versions_append_only BEFORE UPDATE ON setting_versions
  FOR EACH ROW EXECUTE FUNCTION setting_versions_append_only();
