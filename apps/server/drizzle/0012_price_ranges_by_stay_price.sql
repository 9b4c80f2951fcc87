ALTER TABLE "filter_archives" ADD COLUMN "price_from_yuan" integer;--> statement-breakpoint
ALTER TABLE "filter_archives" ADD COLUMN "price_below_yuan" integer;--> statement-breakpoint
-- The demo data's price ranges get their bounds; a range now holds hotels by their lowest bookable
-- nightly price for the searched stay, so the hotels once filed under a range are no longer.
UPDATE "filter_archives" SET "price_below_yuan" = 200 WHERE "class_code" = 'price' AND "name" = '200元以下';--> statement-breakpoint
UPDATE "filter_archives" SET "price_from_yuan" = 200, "price_below_yuan" = 300 WHERE "class_code" = 'price' AND "name" = '200-300元';--> statement-breakpoint
UPDATE "filter_archives" SET "price_from_yuan" = 300, "price_below_yuan" = 500 WHERE "class_code" = 'price' AND "name" = '300-500元';--> statement-breakpoint
UPDATE "filter_archives" SET "price_from_yuan" = 500 WHERE "class_code" = 'price' AND "name" = '500元以上';--> statement-breakpoint
DELETE FROM "hotel_archives" WHERE "archive_id" IN (SELECT "id" FROM "filter_archives" WHERE "class_code" = 'price');
