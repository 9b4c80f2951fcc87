CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_code" text NOT NULL,
	"name" text NOT NULL,
	"tier" text NOT NULL,
	"description" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"ct_code" text NOT NULL,
	"cn_name" text NOT NULL,
	"region" text NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"show_image" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "filter_archives" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_id" integer,
	"class_code" text NOT NULL,
	"sub_type_name" text,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_archives" (
	"hotel_id" integer NOT NULL,
	"archive_id" integer NOT NULL,
	CONSTRAINT "hotel_archives_pk" PRIMARY KEY("hotel_id","archive_id")
);
--> statement-breakpoint
CREATE TABLE "hotels" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_code" text NOT NULL,
	"name" text NOT NULL,
	"brand_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"tel" text NOT NULL,
	"address" text NOT NULL,
	"description" text NOT NULL,
	"hotel_remark" text NOT NULL,
	"feature" text NOT NULL,
	"business_type" text NOT NULL,
	"score" numeric(2, 1) NOT NULL,
	"pc_thumbnail" text NOT NULL,
	"show_image" text NOT NULL,
	"logo_image" text NOT NULL,
	"show_rights" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"latitude" double precision DEFAULT 0 NOT NULL,
	"longitude" double precision DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_type_id" integer NOT NULL,
	"rate_code" text NOT NULL,
	"name" text NOT NULL,
	"breakfast" smallint DEFAULT 0 NOT NULL,
	"is_free_cancel" boolean NOT NULL,
	"free_cancel_range" text NOT NULL,
	"base_price_fen" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_plans_base_price_positive" CHECK ("rate_plans"."base_price_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "room_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"rt_code" text NOT NULL,
	"name" text NOT NULL,
	"remark" text NOT NULL,
	"size" text NOT NULL,
	"bed_type" text NOT NULL,
	"window" text NOT NULL,
	"facilities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"short_image" text NOT NULL,
	"room_count" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer,
	"title" text NOT NULL,
	"pc_image" text NOT NULL,
	"mob_image" text NOT NULL,
	"link_url" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"key" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_contents" (
	"hotel_id" integer NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "hotel_contents_pk" PRIMARY KEY("hotel_id","kind")
);
--> statement-breakpoint
CREATE TABLE "meeting_enquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer,
	"hotel_code" text NOT NULL,
	"hotel_name" text NOT NULL,
	"apply_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"meeting_type" text NOT NULL,
	"people_nums" text NOT NULL,
	"begin_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"sid" integer NOT NULL,
	"title" text NOT NULL,
	"published_on" date NOT NULL,
	"image" text NOT NULL,
	"content" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"theme" text NOT NULL,
	"hotel_id" integer,
	"is_group" boolean DEFAULT false NOT NULL,
	"content" text NOT NULL,
	"sales_info" text NOT NULL,
	"sales_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"show_image" text NOT NULL,
	"thumbnail" text NOT NULL,
	"begins_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nightly_inventory" (
	"room_type_id" integer NOT NULL,
	"night" date NOT NULL,
	"total" integer NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "nightly_inventory_pk" PRIMARY KEY("room_type_id","night"),
	CONSTRAINT "nightly_inventory_taken_within_total" CHECK ("nightly_inventory"."taken" >= 0 AND "nightly_inventory"."taken" <= "nightly_inventory"."total")
);
--> statement-breakpoint
CREATE TABLE "nightly_prices" (
	"rate_plan_id" integer NOT NULL,
	"night" date NOT NULL,
	"price_fen" integer NOT NULL,
	CONSTRAINT "nightly_prices_pk" PRIMARY KEY("rate_plan_id","night"),
	CONSTRAINT "nightly_prices_positive" CHECK ("nightly_prices"."price_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "member_levels" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"surname" text NOT NULL,
	"given_name" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"birthday" date,
	"sex" smallint,
	"card_no" text NOT NULL,
	"level_code" text NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"balance_fen" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_balance_not_negative" CHECK ("members"."balance_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limit_counters_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"member_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"purpose" smallint NOT NULL,
	"code_hash" text NOT NULL,
	"ip" text NOT NULL,
	"wrong_tries" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"order_id" integer,
	"kind" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"balance_after_fen" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel_type" text NOT NULL,
	"code" text NOT NULL,
	"percent_off" integer NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "discount_codes_percent_range" CHECK ("discount_codes"."percent_off" > 0 AND "discount_codes"."percent_off" < 100)
);
--> statement-breakpoint
CREATE TABLE "order_nights" (
	"order_id" integer NOT NULL,
	"night" date NOT NULL,
	"price_fen" integer NOT NULL,
	CONSTRAINT "order_nights_pk" PRIMARY KEY("order_id","night")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"rev_no" text NOT NULL,
	"member_id" integer NOT NULL,
	"hotel_id" integer NOT NULL,
	"room_type_id" integer NOT NULL,
	"rate_plan_id" integer NOT NULL,
	"checkin_date" date NOT NULL,
	"checkout_date" date NOT NULL,
	"days" integer NOT NULL,
	"room_qty" integer NOT NULL,
	"rev_user" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"arrival_time" text DEFAULT '' NOT NULL,
	"breakfast" smallint DEFAULT 0 NOT NULL,
	"total_fen" integer NOT NULL,
	"discount_fen" integer DEFAULT 0 NOT NULL,
	"actual_fen" integer NOT NULL,
	"discount_code_id" integer,
	"state" smallint DEFAULT 0 NOT NULL,
	"pay_result" smallint DEFAULT 0 NOT NULL,
	"pay_method" text,
	"hold_until" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_amounts_consistent" CHECK ("orders"."actual_fen" = "orders"."total_fen" - "orders"."discount_fen" AND "orders"."actual_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"attempt_no" text NOT NULL,
	"order_id" integer NOT NULL,
	"method" text NOT NULL,
	"provider" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_txn_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "filter_archives" ADD CONSTRAINT "filter_archives_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_archives" ADD CONSTRAINT "hotel_archives_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_archives" ADD CONSTRAINT "hotel_archives_archive_id_filter_archives_id_fk" FOREIGN KEY ("archive_id") REFERENCES "public"."filter_archives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_plans" ADD CONSTRAINT "rate_plans_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_types" ADD CONSTRAINT "room_types_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_contents" ADD CONSTRAINT "hotel_contents_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_enquiries" ADD CONSTRAINT "meeting_enquiries_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nightly_inventory" ADD CONSTRAINT "nightly_inventory_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nightly_prices" ADD CONSTRAINT "nightly_prices_rate_plan_id_rate_plans_id_fk" FOREIGN KEY ("rate_plan_id") REFERENCES "public"."rate_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_level_code_member_levels_code_fk" FOREIGN KEY ("level_code") REFERENCES "public"."member_levels"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_ledger" ADD CONSTRAINT "card_ledger_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_ledger" ADD CONSTRAINT "card_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_nights" ADD CONSTRAINT "order_nights_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_rate_plan_id_rate_plans_id_fk" FOREIGN KEY ("rate_plan_id") REFERENCES "public"."rate_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brands_brand_code_uq" ON "brands" USING btree ("brand_code");--> statement-breakpoint
CREATE UNIQUE INDEX "cities_ct_code_uq" ON "cities" USING btree ("ct_code");--> statement-breakpoint
CREATE INDEX "filter_archives_city_idx" ON "filter_archives" USING btree ("city_id","class_code","sort");--> statement-breakpoint
CREATE INDEX "hotel_archives_archive_idx" ON "hotel_archives" USING btree ("archive_id","hotel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hotels_hotel_code_uq" ON "hotels" USING btree ("hotel_code");--> statement-breakpoint
CREATE INDEX "hotels_city_sort_idx" ON "hotels" USING btree ("city_id","sort","id");--> statement-breakpoint
CREATE INDEX "hotels_brand_idx" ON "hotels" USING btree ("brand_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rate_plans_room_type_rate_code_uq" ON "rate_plans" USING btree ("room_type_id","rate_code");--> statement-breakpoint
CREATE UNIQUE INDEX "room_types_hotel_rt_code_uq" ON "room_types" USING btree ("hotel_id","rt_code");--> statement-breakpoint
CREATE INDEX "banners_hotel_sort_idx" ON "banners" USING btree ("hotel_id","sort");--> statement-breakpoint
CREATE INDEX "meeting_enquiries_hotel_idx" ON "meeting_enquiries" USING btree ("hotel_code","created_at");--> statement-breakpoint
CREATE INDEX "news_sid_published_idx" ON "news" USING btree ("sid","published_on");--> statement-breakpoint
CREATE INDEX "promotions_hotel_idx" ON "promotions" USING btree ("hotel_id","begins_on");--> statement-breakpoint
CREATE UNIQUE INDEX "members_mobile_uq" ON "members" USING btree ("mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "members_card_no_uq" ON "members" USING btree ("card_no");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_uq" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sms_codes_mobile_purpose_idx" ON "sms_codes" USING btree ("mobile","purpose","created_at");--> statement-breakpoint
CREATE INDEX "sms_codes_ip_idx" ON "sms_codes" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "card_ledger_member_idx" ON "card_ledger" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "card_ledger_order_kind_uq" ON "card_ledger" USING btree ("order_id","kind") WHERE "card_ledger"."order_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_channel_code_uq" ON "discount_codes" USING btree ("channel_type","code");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_no_uq" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_rev_no_uq" ON "orders" USING btree ("rev_no");--> statement-breakpoint
CREATE INDEX "orders_member_created_idx" ON "orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_unpaid_hold_idx" ON "orders" USING btree ("hold_until") WHERE "orders"."state" = 0 AND "orders"."pay_result" = 0;--> statement-breakpoint
CREATE INDEX "orders_open_checkout_idx" ON "orders" USING btree ("checkout_date") WHERE "orders"."state" IN (0, 1);--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_attempt_no_uq" ON "payment_attempts" USING btree ("attempt_no");--> statement-breakpoint
CREATE INDEX "payment_attempts_order_idx" ON "payment_attempts" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_one_paid_per_order_uq" ON "payment_attempts" USING btree ("order_id") WHERE "payment_attempts"."status" = 'paid';