CREATE TABLE "consumers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consumers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"sex" varchar(8) DEFAULT 'secrecy' NOT NULL,
	"phone" varchar(11) NOT NULL,
	"email" varchar(128),
	"birthday" date,
	"marital_status" varchar(16),
	"has_children" boolean,
	"had_medical_beauty" boolean,
	"career" varchar(64),
	"area" varchar(128),
	"address" varchar(255),
	"problem_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"remark" varchar(255),
	"test_count" integer DEFAULT 0 NOT NULL,
	"last_test_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_daily_stats" (
	"store_id" integer NOT NULL,
	"day" date NOT NULL,
	"tests" integer DEFAULT 0 NOT NULL,
	"new_consumers" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "store_daily_stats_store_id_day_pk" PRIMARY KEY("store_id","day")
);
--> statement-breakpoint
CREATE TABLE "store_score_buckets" (
	"store_id" integer NOT NULL,
	"disease_id" integer NOT NULL,
	"bucket" smallint NOT NULL,
	"tests" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "store_score_buckets_store_id_disease_id_bucket_pk" PRIMARY KEY("store_id","disease_id","bucket")
);
--> statement-breakpoint
CREATE TABLE "test_images" (
	"test_id" integer NOT NULL,
	"image_type_id" integer NOT NULL,
	"position" varchar(8) NOT NULL,
	"file_id" uuid NOT NULL,
	"thumbnail_id" uuid,
	CONSTRAINT "test_images_test_id_image_type_id_position_pk" PRIMARY KEY("test_id","image_type_id","position")
);
--> statement-breakpoint
CREATE TABLE "test_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "test_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"consumer_id" integer NOT NULL,
	"device_id" integer,
	"client_id" varchar(64) NOT NULL,
	"face_position" varchar(8) NOT NULL,
	"device_model" varchar(64),
	"firmware" varchar(32),
	"score" smallint NOT NULL,
	"skin_age" smallint,
	"tested_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_scores" (
	"test_id" integer NOT NULL,
	"disease_id" integer NOT NULL,
	"score" smallint NOT NULL,
	CONSTRAINT "test_scores_test_id_disease_id_pk" PRIMARY KEY("test_id","disease_id")
);
--> statement-breakpoint
ALTER TABLE "files" ALTER COLUMN "data" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "store" varchar(8) DEFAULT 'db' NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "thumbnail_id" uuid;--> statement-breakpoint
ALTER TABLE "consumers" ADD CONSTRAINT "consumers_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_daily_stats" ADD CONSTRAINT "store_daily_stats_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_score_buckets" ADD CONSTRAINT "store_score_buckets_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_score_buckets" ADD CONSTRAINT "store_score_buckets_disease_id_diseases_id_fk" FOREIGN KEY ("disease_id") REFERENCES "public"."diseases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_images" ADD CONSTRAINT "test_images_test_id_test_records_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."test_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_images" ADD CONSTRAINT "test_images_image_type_id_image_types_id_fk" FOREIGN KEY ("image_type_id") REFERENCES "public"."image_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_records" ADD CONSTRAINT "test_records_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_records" ADD CONSTRAINT "test_records_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_records" ADD CONSTRAINT "test_records_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_scores" ADD CONSTRAINT "test_scores_test_id_test_records_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."test_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_scores" ADD CONSTRAINT "test_scores_disease_id_diseases_id_fk" FOREIGN KEY ("disease_id") REFERENCES "public"."diseases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consumers_store_phone_idx" ON "consumers" USING btree ("store_id","phone");--> statement-breakpoint
CREATE INDEX "consumers_store_idx" ON "consumers" USING btree ("store_id","id");--> statement-breakpoint
CREATE INDEX "consumers_name_trgm_idx" ON "consumers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "consumers_phone_trgm_idx" ON "consumers" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "consumers_created_sort_idx" ON "consumers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "consumers_tests_sort_idx" ON "consumers" USING btree ("test_count","id");--> statement-breakpoint
CREATE INDEX "consumers_last_test_sort_idx" ON "consumers" USING btree ("last_test_at","id");--> statement-breakpoint
CREATE INDEX "store_daily_stats_day_idx" ON "store_daily_stats" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "test_records_client_idx" ON "test_records" USING btree ("device_id","client_id");--> statement-breakpoint
CREATE INDEX "test_records_tested_idx" ON "test_records" USING btree ("tested_at","id");--> statement-breakpoint
CREATE INDEX "test_records_store_tested_idx" ON "test_records" USING btree ("store_id","tested_at","id");--> statement-breakpoint
CREATE INDEX "test_records_consumer_tested_idx" ON "test_records" USING btree ("consumer_id","tested_at","id");--> statement-breakpoint
CREATE INDEX "test_records_score_idx" ON "test_records" USING btree ("score","id");