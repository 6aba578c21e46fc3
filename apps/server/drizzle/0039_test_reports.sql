CREATE TABLE "test_reports" (
	"test_id" integer PRIMARY KEY NOT NULL,
	"made_at" timestamp with time zone DEFAULT now() NOT NULL,
	"problems" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "test_reports" ADD CONSTRAINT "test_reports_test_id_test_records_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."test_records"("id") ON DELETE cascade ON UPDATE no action;