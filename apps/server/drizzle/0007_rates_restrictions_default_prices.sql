CREATE TABLE "rate_plan_weekday_prices" (
	"rate_plan_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"price_fen" integer NOT NULL,
	CONSTRAINT "rate_plan_weekday_prices_pk" PRIMARY KEY("rate_plan_id","weekday"),
	CONSTRAINT "rate_plan_weekday_prices_weekday_range" CHECK ("rate_plan_weekday_prices"."weekday" BETWEEN 1 AND 7),
	CONSTRAINT "rate_plan_weekday_prices_positive" CHECK ("rate_plan_weekday_prices"."price_fen" > 0)
);
--> statement-breakpoint
ALTER TABLE "rate_plans" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "nightly_prices" ADD COLUMN "stop_sell" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "nightly_prices" ADD COLUMN "min_stay" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "nightly_prices" ADD COLUMN "closed_to_arrival" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_plan_weekday_prices" ADD CONSTRAINT "rate_plan_weekday_prices_rate_plan_id_rate_plans_id_fk" FOREIGN KEY ("rate_plan_id") REFERENCES "public"."rate_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nightly_prices" ADD CONSTRAINT "nightly_prices_min_stay_range" CHECK ("nightly_prices"."min_stay" BETWEEN 1 AND 30);