-- Issue 29: the hotel list over every city, ordered by price, at 5,000 hotels: a stay's nights of every
-- room type and rate plan read as one index-only range each (db/schema/inventory.ts says which query
-- each serves; docs/benchmarks.md has the figures). The inventory's index replaces 0024's (night) one:
-- 经营概况's rooms on sale per night read it too.
DROP INDEX "nightly_inventory_night_idx";--> statement-breakpoint
CREATE INDEX "nightly_inventory_night_rooms_idx" ON "nightly_inventory" USING btree ("night","room_type_id","total","taken");--> statement-breakpoint
CREATE INDEX "nightly_prices_night_idx" ON "nightly_prices" USING btree ("night","rate_plan_id","price_fen","stop_sell","min_stay","closed_to_arrival");