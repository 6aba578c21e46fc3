-- The dashboard's score spread kept one row per store and dimension, the ten tenths side by side,
-- instead of one row per tenth: the largest agent's spread (10,640 stores) added up 1,064,000 index
-- entries per view, and now adds up 106,400 rows of ten columns (docs/performance.md, "Score spread
-- side by side"). As in 0013, the primary key's index carries the counts, so the spread is read
-- from the index alone, and the table is vacuumed sooner than the default to keep its pages
-- visible for that. The figures kept so far are carried over, and the old table is dropped.
CREATE TABLE "store_score_spread" (
	"store_id" integer NOT NULL,
	"disease_id" integer NOT NULL,
	"t0" integer DEFAULT 0 NOT NULL,
	"t1" integer DEFAULT 0 NOT NULL,
	"t2" integer DEFAULT 0 NOT NULL,
	"t3" integer DEFAULT 0 NOT NULL,
	"t4" integer DEFAULT 0 NOT NULL,
	"t5" integer DEFAULT 0 NOT NULL,
	"t6" integer DEFAULT 0 NOT NULL,
	"t7" integer DEFAULT 0 NOT NULL,
	"t8" integer DEFAULT 0 NOT NULL,
	"t9" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "store_score_spread_store_id_disease_id_pk" PRIMARY KEY("store_id","disease_id") INCLUDE ("t0", "t1", "t2", "t3", "t4", "t5", "t6", "t7", "t8", "t9")
);
--> statement-breakpoint
ALTER TABLE "store_score_spread" ADD CONSTRAINT "store_score_spread_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_score_spread" ADD CONSTRAINT "store_score_spread_disease_id_diseases_id_fk" FOREIGN KEY ("disease_id") REFERENCES "public"."diseases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_score_spread" SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.05);--> statement-breakpoint
INSERT INTO "store_score_spread" ("store_id", "disease_id", "t0", "t1", "t2", "t3", "t4", "t5", "t6", "t7", "t8", "t9")
  SELECT "store_id", "disease_id",
    coalesce(sum("tests") FILTER (WHERE "bucket" = 0), 0),
    coalesce(sum("tests") FILTER (WHERE "bucket" = 1), 0),
    coalesce(sum("tests") FILTER (WHERE "bucket" = 2), 0),
    coalesce(sum("tests") FILTER (WHERE "bucket" = 3), 0),
    coalesce(sum("tests") FILTER (WHERE "bucket" = 4), 0),
    coalesce(sum("tests") FILTER (WHERE "bucket" = 5), 0),
    coalesce(sum("tests") FILTER (WHERE "bucket" = 6), 0),
    coalesce(sum("tests") FILTER (WHERE "bucket" = 7), 0),
    coalesce(sum("tests") FILTER (WHERE "bucket" = 8), 0),
    coalesce(sum("tests") FILTER (WHERE "bucket" = 9), 0)
  FROM "store_score_buckets" GROUP BY 1, 2;
--> statement-breakpoint
DROP TABLE "store_score_buckets";
