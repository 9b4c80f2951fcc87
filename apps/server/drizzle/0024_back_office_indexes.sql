-- Issue 29: 订单管理, 今日到店 / 今日离店, 经营概况 and getAllOrder at a million orders. Each index is
-- commented in db/schema with the query it serves; docs/benchmarks.md has the figures.
-- pg_trgm (a trusted extension: the database owner may create it; PGlite loads it in db/client.ts)
-- finds 3 or more digits anywhere in a mobile.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- 入住人 by part of a name: pg_trgm indexes three characters at a time and a Chinese name has two or
-- three, so every character and pair of characters of the booker's name and of the guests' names (as
-- 订单管理 searches them, joined by a space) is indexed instead, lower-cased as ILIKE compares them. A
-- search asks for the grams of its term, which every matching order has, and ILIKE decides
-- (docs/decisions.md, "Order search at group scale").
CREATE FUNCTION order_guest_grams(rev_user text, guest_names text[]) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  s text;
  grams text[] := '{}';
BEGIN
  FOREACH s IN ARRAY ARRAY[lower(rev_user), lower(array_to_string(guest_names, ' '))] LOOP
    FOR i IN 1..coalesce(length(s), 0) LOOP
      grams := grams || substr(s, i, 1);
      IF i < length(s) THEN
        grams := grams || substr(s, i, 2);
      END IF;
    END LOOP;
  END LOOP;
  RETURN grams;
END $$;
--> statement-breakpoint
CREATE INDEX "channel_reservations_res_id_idx" ON "channel_reservations" USING btree ("res_id");--> statement-breakpoint
CREATE INDEX "nightly_inventory_night_idx" ON "nightly_inventory" USING btree ("night");--> statement-breakpoint
CREATE INDEX "order_nights_night_idx" ON "order_nights" USING btree ("night","order_id","paid_fen");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_hotel_created_idx" ON "orders" USING btree ("hotel_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_checkin_hotel_idx" ON "orders" USING btree ("checkin_date","hotel_id");--> statement-breakpoint
CREATE INDEX "orders_checkout_hotel_idx" ON "orders" USING btree ("checkout_date","hotel_id");--> statement-breakpoint
CREATE INDEX "orders_cancelled_idx" ON "orders" USING btree ("cancelled_at","hotel_id") WHERE "orders"."state" = 2;--> statement-breakpoint
CREATE INDEX "orders_paid_cancelled_stay_idx" ON "orders" USING btree ("checkout_date","checkin_date","hotel_id") WHERE "orders"."state" = 2 AND "orders"."pay_result" = 1;--> statement-breakpoint
CREATE INDEX "orders_mobile_trgm_idx" ON "orders" USING gin ("mobile" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_guest_grams_idx" ON "orders" USING gin (order_guest_grams("rev_user", "guest_names"));--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");