CREATE TABLE "platform_daily_stats" (
	"shard" smallint NOT NULL,
	"day" date NOT NULL,
	"tests" integer DEFAULT 0 NOT NULL,
	"new_consumers" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "platform_daily_stats_day_shard_pk" PRIMARY KEY("day","shard")
);
--> statement-breakpoint
CREATE TABLE "platform_score_buckets" (
	"shard" smallint NOT NULL,
	"disease_id" integer NOT NULL,
	"bucket" smallint NOT NULL,
	"tests" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "platform_score_buckets_disease_id_bucket_shard_pk" PRIMARY KEY("disease_id","bucket","shard")
);
--> statement-breakpoint
ALTER TABLE "platform_score_buckets" ADD CONSTRAINT "platform_score_buckets_disease_id_diseases_id_fk" FOREIGN KEY ("disease_id") REFERENCES "public"."diseases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Figures already kept per store are carried over, sharded as the writes shard them (store id mod 8).
INSERT INTO "platform_daily_stats" ("shard", "day", "tests", "new_consumers")
  SELECT "store_id" % 8, "day", sum("tests"), sum("new_consumers") FROM "store_daily_stats" GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "platform_score_buckets" ("shard", "disease_id", "bucket", "tests")
  SELECT "store_id" % 8, "disease_id", "bucket", sum("tests") FROM "store_score_buckets" GROUP BY 1, 2, 3;
