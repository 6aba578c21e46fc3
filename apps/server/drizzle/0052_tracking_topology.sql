CREATE TABLE "beacons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "beacons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"yard_id" integer NOT NULL,
	"floor_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"mac" varchar(17) NOT NULL,
	"x" double precision NOT NULL,
	"y" double precision NOT NULL,
	"battery" smallint,
	"state" varchar(16) DEFAULT 'normal' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"yard_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"mac" varchar(17) NOT NULL,
	"wearer" varchar(64),
	"is_on" boolean DEFAULT true NOT NULL,
	"state" varchar(16) DEFAULT 'off' NOT NULL,
	"battery" smallint,
	"floor_id" integer,
	"x" double precision,
	"y" double precision,
	"last_heard_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buildings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "buildings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"yard_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "equipment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"yard_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"mac" varchar(17) NOT NULL,
	"kind" varchar(32),
	"state" varchar(16) DEFAULT 'off' NOT NULL,
	"battery" smallint,
	"floor_id" integer,
	"x" double precision,
	"y" double precision,
	"last_heard_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fences" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"yard_id" integer NOT NULL,
	"floor_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"polygon" jsonb NOT NULL,
	"kind" varchar(24) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"brand_ids" integer[] DEFAULT '{}' NOT NULL,
	"equipment_ids" integer[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "floors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "floors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"building_id" integer NOT NULL,
	"yard_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"level" integer NOT NULL,
	"width" double precision NOT NULL,
	"height" double precision NOT NULL,
	"plan_file_id" uuid,
	"tx_power" double precision,
	"exponent" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gateways" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gateways_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"yard_id" integer NOT NULL,
	"floor_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"mac" varchar(17) NOT NULL,
	"x" double precision NOT NULL,
	"y" double precision NOT NULL,
	"height" double precision DEFAULT 2.5 NOT NULL,
	"state" varchar(16) DEFAULT 'normal' NOT NULL,
	"last_heard_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "yards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "yards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"address" varchar(255),
	"remark" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "beacons" ADD CONSTRAINT "beacons_yard_id_yards_id_fk" FOREIGN KEY ("yard_id") REFERENCES "public"."yards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beacons" ADD CONSTRAINT "beacons_floor_id_floors_id_fk" FOREIGN KEY ("floor_id") REFERENCES "public"."floors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beacons" ADD CONSTRAINT "beacons_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_yard_id_yards_id_fk" FOREIGN KEY ("yard_id") REFERENCES "public"."yards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_floor_id_floors_id_fk" FOREIGN KEY ("floor_id") REFERENCES "public"."floors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buildings" ADD CONSTRAINT "buildings_yard_id_yards_id_fk" FOREIGN KEY ("yard_id") REFERENCES "public"."yards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buildings" ADD CONSTRAINT "buildings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_yard_id_yards_id_fk" FOREIGN KEY ("yard_id") REFERENCES "public"."yards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_floor_id_floors_id_fk" FOREIGN KEY ("floor_id") REFERENCES "public"."floors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fences" ADD CONSTRAINT "fences_yard_id_yards_id_fk" FOREIGN KEY ("yard_id") REFERENCES "public"."yards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fences" ADD CONSTRAINT "fences_floor_id_floors_id_fk" FOREIGN KEY ("floor_id") REFERENCES "public"."floors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fences" ADD CONSTRAINT "fences_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floors" ADD CONSTRAINT "floors_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floors" ADD CONSTRAINT "floors_yard_id_yards_id_fk" FOREIGN KEY ("yard_id") REFERENCES "public"."yards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floors" ADD CONSTRAINT "floors_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateways" ADD CONSTRAINT "gateways_yard_id_yards_id_fk" FOREIGN KEY ("yard_id") REFERENCES "public"."yards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateways" ADD CONSTRAINT "gateways_floor_id_floors_id_fk" FOREIGN KEY ("floor_id") REFERENCES "public"."floors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateways" ADD CONSTRAINT "gateways_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yards" ADD CONSTRAINT "yards_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "beacons_mac_key" ON "beacons" USING btree ("mac");--> statement-breakpoint
CREATE INDEX "beacons_yard_idx" ON "beacons" USING btree ("yard_id","id");--> statement-breakpoint
CREATE INDEX "beacons_floor_idx" ON "beacons" USING btree ("floor_id","id");--> statement-breakpoint
CREATE INDEX "beacons_owner_idx" ON "beacons" USING btree ("owner_id","id");--> statement-breakpoint
CREATE INDEX "beacons_state_idx" ON "beacons" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "beacons_name_idx" ON "beacons" USING btree ("name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_mac_key" ON "brands" USING btree ("mac");--> statement-breakpoint
CREATE INDEX "brands_yard_idx" ON "brands" USING btree ("yard_id","id");--> statement-breakpoint
CREATE INDEX "brands_owner_idx" ON "brands" USING btree ("owner_id","id");--> statement-breakpoint
CREATE INDEX "brands_state_idx" ON "brands" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "brands_name_idx" ON "brands" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "brands_floor_idx" ON "brands" USING btree ("floor_id");--> statement-breakpoint
CREATE INDEX "buildings_yard_idx" ON "buildings" USING btree ("yard_id","sort","id");--> statement-breakpoint
CREATE INDEX "buildings_owner_idx" ON "buildings" USING btree ("owner_id","id");--> statement-breakpoint
CREATE INDEX "buildings_name_idx" ON "buildings" USING btree ("name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_mac_key" ON "equipment" USING btree ("mac");--> statement-breakpoint
CREATE INDEX "equipment_yard_idx" ON "equipment" USING btree ("yard_id","id");--> statement-breakpoint
CREATE INDEX "equipment_owner_idx" ON "equipment" USING btree ("owner_id","id");--> statement-breakpoint
CREATE INDEX "equipment_state_idx" ON "equipment" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "equipment_name_idx" ON "equipment" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "equipment_floor_idx" ON "equipment" USING btree ("floor_id");--> statement-breakpoint
CREATE INDEX "fences_yard_idx" ON "fences" USING btree ("yard_id","id");--> statement-breakpoint
CREATE INDEX "fences_floor_idx" ON "fences" USING btree ("floor_id","id");--> statement-breakpoint
CREATE INDEX "fences_owner_idx" ON "fences" USING btree ("owner_id","id");--> statement-breakpoint
CREATE INDEX "fences_name_idx" ON "fences" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "floors_building_idx" ON "floors" USING btree ("building_id","level","id");--> statement-breakpoint
CREATE INDEX "floors_yard_idx" ON "floors" USING btree ("yard_id","id");--> statement-breakpoint
CREATE INDEX "floors_owner_idx" ON "floors" USING btree ("owner_id","id");--> statement-breakpoint
CREATE INDEX "floors_name_idx" ON "floors" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "floors_plan_idx" ON "floors" USING btree ("plan_file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gateways_mac_key" ON "gateways" USING btree ("mac");--> statement-breakpoint
CREATE INDEX "gateways_yard_idx" ON "gateways" USING btree ("yard_id","id");--> statement-breakpoint
CREATE INDEX "gateways_floor_idx" ON "gateways" USING btree ("floor_id","id");--> statement-breakpoint
CREATE INDEX "gateways_owner_idx" ON "gateways" USING btree ("owner_id","id");--> statement-breakpoint
CREATE INDEX "gateways_state_idx" ON "gateways" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "gateways_name_idx" ON "gateways" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "yards_owner_idx" ON "yards" USING btree ("owner_id","id");--> statement-breakpoint
CREATE INDEX "yards_name_idx" ON "yards" USING btree ("name","id");