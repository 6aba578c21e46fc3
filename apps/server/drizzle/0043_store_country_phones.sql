ALTER TABLE "consumers" ALTER COLUMN "phone" SET DATA TYPE varchar(16);--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "country" varchar(2) DEFAULT 'CN' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "language" varchar(8) DEFAULT 'zh-CN' NOT NULL;--> statement-breakpoint
-- Consumers' phones are kept in E.164 (docs/skin-tests.md, "Consumers' phones"). Every store was a
-- mainland one until now and every phone an 11-digit mainland mobile: the same prefix on each keeps
-- the (store, phone) index unique and a search for the digits finding them.
UPDATE "consumers" SET "phone" = '+86' || "phone" WHERE "phone" NOT LIKE '+%';
