ALTER TABLE "booking_confirmations" ADD COLUMN "sms_template" jsonb;--> statement-breakpoint
-- Until now an SMS kept its template call in "subject", as the JSON of an object: moved to its column.
-- An SMS without one (written before templates) is given up by the sender when it claims it.
UPDATE "booking_confirmations" SET "sms_template" = "subject"::jsonb, "subject" = ''
WHERE "channel" = 'sms' AND "subject" LIKE '{%';
