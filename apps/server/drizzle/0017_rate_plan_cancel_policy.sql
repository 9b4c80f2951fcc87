ALTER TABLE "rate_plans" ADD COLUMN "cancel_policy" text DEFAULT 'arrivalDay' NOT NULL;--> statement-breakpoint
-- A plan's policy becomes one the server enforces (@hotel/shared/cancel-policy). A non-refundable plan
-- stays so; a policy text staff typed that names 3 days or 1 day before arrival gets that policy (what
-- the guest was shown, and now what is applied); any other free-cancellation plan keeps the policy the
-- server applied all along, 18:00 on the arrival day.
UPDATE "rate_plans" SET "cancel_policy" = CASE
  WHEN NOT "is_free_cancel" THEN 'nonRefundable'
  WHEN "free_cancel_range" ~ '入住前\s*(3|三)\s*天' THEN 'threeDaysBefore'
  WHEN "free_cancel_range" ~ '入住前\s*(1|一)\s*天' THEN 'oneDayBefore'
  ELSE 'arrivalDay'
END;--> statement-breakpoint
ALTER TABLE "rate_plans" DROP COLUMN "is_free_cancel";--> statement-breakpoint
ALTER TABLE "rate_plans" DROP COLUMN "free_cancel_range";--> statement-breakpoint
ALTER TABLE "rate_plans" ADD CONSTRAINT "rate_plans_cancel_policy_known" CHECK ("rate_plans"."cancel_policy" IN ('arrivalDay', 'oneDayBefore', 'threeDaysBefore', 'nonRefundable'));
