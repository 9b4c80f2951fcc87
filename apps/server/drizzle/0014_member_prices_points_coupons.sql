CREATE TABLE "coupon_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"min_spend_fen" integer DEFAULT 0 NOT NULL,
	"max_off_fen" integer,
	"valid_days" integer NOT NULL,
	"hotel_ids" integer[],
	"issue_on" text,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "coupon_templates_value" CHECK (("coupon_templates"."kind" = 'amount' AND "coupon_templates"."value" > 0 AND "coupon_templates"."value" < "coupon_templates"."min_spend_fen") OR ("coupon_templates"."kind" = 'percent' AND "coupon_templates"."value" BETWEEN 1 AND 50)),
	CONSTRAINT "coupon_templates_valid_days" CHECK ("coupon_templates"."valid_days" > 0)
);
--> statement-breakpoint
CREATE TABLE "member_coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date NOT NULL,
	"order_id" integer,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_rules" (
	"id" smallint PRIMARY KEY NOT NULL,
	"points_per_yuan" integer NOT NULL,
	"max_share_percent" smallint NOT NULL,
	CONSTRAINT "points_rules_one_row" CHECK ("points_rules"."id" = 1),
	CONSTRAINT "points_rules_figures" CHECK ("points_rules"."points_per_yuan" > 0 AND "points_rules"."max_share_percent" BETWEEN 0 AND 100)
);
--> statement-breakpoint
CREATE TABLE "rate_plan_member_discounts" (
	"rate_plan_id" integer NOT NULL,
	"level_code" text NOT NULL,
	"percent_off" smallint NOT NULL,
	CONSTRAINT "rate_plan_member_discounts_pk" PRIMARY KEY("rate_plan_id","level_code"),
	CONSTRAINT "rate_plan_member_discounts_percent" CHECK ("rate_plan_member_discounts"."percent_off" BETWEEN 1 AND 50)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_amounts_consistent";--> statement-breakpoint
ALTER TABLE "points_ledger" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "member_discount_fen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "member_level_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_fen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "points_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "points_fen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_template_id_coupon_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."coupon_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_plan_member_discounts" ADD CONSTRAINT "rate_plan_member_discounts_rate_plan_id_rate_plans_id_fk" FOREIGN KEY ("rate_plan_id") REFERENCES "public"."rate_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_plan_member_discounts" ADD CONSTRAINT "rate_plan_member_discounts_level_code_member_levels_code_fk" FOREIGN KEY ("level_code") REFERENCES "public"."member_levels"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_coupons_member_idx" ON "member_coupons" USING btree ("member_id","valid_until");--> statement-breakpoint
CREATE UNIQUE INDEX "member_coupons_order_uq" ON "member_coupons" USING btree ("order_id") WHERE "member_coupons"."order_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_order_kind_uq" ON "points_ledger" USING btree ("order_id","kind") WHERE "points_ledger"."order_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts_consistent" CHECK ("orders"."actual_fen" = "orders"."total_fen" - "orders"."member_discount_fen" - "orders"."discount_fen" - "orders"."coupon_fen" - "orders"."points_fen" AND "orders"."actual_fen" >= 0 AND "orders"."member_discount_fen" >= 0 AND "orders"."coupon_fen" >= 0 AND "orders"."points_fen" >= 0 AND "orders"."points_used" >= 0);--> statement-breakpoint
-- 100 points pay 1 yuan, up to half of an order's amount.
INSERT INTO "points_rules" ("id", "points_per_yuan", "max_share_percent") VALUES (1, 100, 50);--> statement-breakpoint
-- The welcome coupon: 30 yuan off from 200 yuan, for 90 days, at every hotel.
INSERT INTO "coupon_templates" ("name", "kind", "value", "min_spend_fen", "valid_days", "issue_on")
VALUES ('新会员礼券', 'amount', 3000, 20000, 90, 'register');--> statement-breakpoint
-- 会员价 on every plan already sold: 银卡 5 %, 金卡 8 %, 白金 10 %, 钻石 12 % (a fresh database gets them from the seed).
INSERT INTO "rate_plan_member_discounts" ("rate_plan_id", "level_code", "percent_off")
SELECT p."id", l."code", d."percent_off"
FROM "rate_plans" p
CROSS JOIN (VALUES ('silver', 5), ('gold', 8), ('platinum', 10), ('diamond', 12)) AS d("level_code", "percent_off")
JOIN "member_levels" l ON l."code" = d."level_code";
