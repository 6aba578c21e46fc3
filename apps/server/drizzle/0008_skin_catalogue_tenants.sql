CREATE TABLE "custom_diseases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "custom_diseases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer,
	"name" varchar(64) NOT NULL,
	"solution" varchar(2000),
	"description" varchar(2000),
	"impact" varchar(2000),
	"improvement" varchar(2000),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "disease_detail_defaults" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "disease_detail_defaults_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer,
	"disease_id" integer NOT NULL,
	"level_id" integer,
	"slot_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "disease_detail_goods" (
	"detail_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	CONSTRAINT "disease_detail_goods_detail_id_goods_id_pk" PRIMARY KEY("detail_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "disease_detail_plans" (
	"detail_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	CONSTRAINT "disease_detail_plans_detail_id_plan_id_pk" PRIMARY KEY("detail_id","plan_id")
);
--> statement-breakpoint
CREATE TABLE "disease_details" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "disease_details_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"disease_id" integer NOT NULL,
	"owner_id" integer,
	"base_id" integer,
	"image_type_id" integer,
	"level_id" integer,
	"solution" varchar(2000),
	"introduction" varchar(2000),
	"impact" varchar(2000),
	"improve" varchar(2000),
	"remark" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer,
	"type" varchar(16) NOT NULL,
	"name" varchar(64) NOT NULL,
	"price" integer NOT NULL,
	"crossed_price" integer,
	"icon_file_id" uuid,
	"purpose" varchar(255),
	"category" varchar(32),
	"use_scenarios" varchar(255),
	"specifications" varchar(255),
	"recommended_reason" varchar(1000),
	"display_method" varchar(16) DEFAULT 'graphic' NOT NULL,
	"recommended_crowd" varchar(255),
	"not_applicable_crowd" varchar(255),
	"component" varchar(1000),
	"introduction" text,
	"hyperlink" varchar(512),
	"shelf" smallint DEFAULT 1 NOT NULL,
	"remark" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skin_plan_goods" (
	"plan_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	CONSTRAINT "skin_plan_goods_plan_id_goods_id_pk" PRIMARY KEY("plan_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "skin_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "skin_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer,
	"name" varchar(64) NOT NULL,
	"nursing_site" varchar(8) NOT NULL,
	"solution" text,
	"remark" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "custom_diseases" ADD CONSTRAINT "custom_diseases_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disease_detail_defaults" ADD CONSTRAINT "disease_detail_defaults_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disease_detail_defaults" ADD CONSTRAINT "disease_detail_defaults_disease_id_diseases_id_fk" FOREIGN KEY ("disease_id") REFERENCES "public"."diseases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disease_detail_defaults" ADD CONSTRAINT "disease_detail_defaults_level_id_disease_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."disease_levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disease_detail_defaults" ADD CONSTRAINT "disease_detail_defaults_slot_id_disease_details_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."disease_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disease_detail_goods" ADD CONSTRAINT "disease_detail_goods_detail_id_disease_details_id_fk" FOREIGN KEY ("detail_id") REFERENCES "public"."disease_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disease_detail_goods" ADD CONSTRAINT "disease_detail_goods_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disease_detail_plans" ADD CONSTRAINT "disease_detail_plans_detail_id_disease_details_id_fk" FOREIGN KEY ("detail_id") REFERENCES "public"."disease_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disease_detail_plans" ADD CONSTRAINT "disease_detail_plans_plan_id_skin_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."skin_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disease_details" ADD CONSTRAINT "disease_details_disease_id_diseases_id_fk" FOREIGN KEY ("disease_id") REFERENCES "public"."diseases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disease_details" ADD CONSTRAINT "disease_details_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disease_details" ADD CONSTRAINT "disease_details_base_id_disease_details_id_fk" FOREIGN KEY ("base_id") REFERENCES "public"."disease_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disease_details" ADD CONSTRAINT "disease_details_image_type_id_image_types_id_fk" FOREIGN KEY ("image_type_id") REFERENCES "public"."image_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disease_details" ADD CONSTRAINT "disease_details_level_id_disease_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."disease_levels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skin_plan_goods" ADD CONSTRAINT "skin_plan_goods_plan_id_skin_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."skin_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skin_plan_goods" ADD CONSTRAINT "skin_plan_goods_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skin_plans" ADD CONSTRAINT "skin_plans_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_diseases_owner_idx" ON "custom_diseases" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "disease_detail_defaults_idx" ON "disease_detail_defaults" USING btree (coalesce("owner_id", 0),"disease_id",coalesce("level_id", 0));--> statement-breakpoint
CREATE INDEX "disease_details_disease_idx" ON "disease_details" USING btree ("disease_id");--> statement-breakpoint
CREATE UNIQUE INDEX "disease_details_override_idx" ON "disease_details" USING btree ("base_id","owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_owner_name_idx" ON "goods" USING btree (coalesce("owner_id", 0),lower("name"));--> statement-breakpoint
CREATE INDEX "goods_owner_idx" ON "goods" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "goods_name_sort_idx" ON "goods" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "goods_price_sort_idx" ON "goods" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "goods_updated_sort_idx" ON "goods" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "skin_plan_goods_goods_idx" ON "skin_plan_goods" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "skin_plans_owner_idx" ON "skin_plans" USING btree ("owner_id");