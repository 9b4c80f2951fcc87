CREATE TABLE "channel_ari_due" (
	"connection_id" integer NOT NULL,
	"room_type_id" integer NOT NULL,
	"night" date NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "channel_ari_due_pk" PRIMARY KEY("connection_id","room_type_id","night")
);
--> statement-breakpoint
CREATE TABLE "channel_connections" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"protocol" text DEFAULT 'opentravel' NOT NULL,
	"endpoint" text NOT NULL,
	"requestor_id" text NOT NULL,
	"username" text NOT NULL,
	"password_sealed" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"price_adjust_bp" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_connections_price_adjust_range" CHECK ("channel_connections"."price_adjust_bp" BETWEEN -5000 AND 10000)
);
--> statement-breakpoint
CREATE TABLE "channel_hotels" (
	"connection_id" integer NOT NULL,
	"hotel_id" integer NOT NULL,
	"channel_hotel_code" text NOT NULL,
	CONSTRAINT "channel_hotels_pk" PRIMARY KEY("connection_id","hotel_id")
);
--> statement-breakpoint
CREATE TABLE "channel_rate_plans" (
	"connection_id" integer NOT NULL,
	"rate_plan_id" integer NOT NULL,
	"channel_rate_code" text NOT NULL,
	CONSTRAINT "channel_rate_plans_pk" PRIMARY KEY("connection_id","rate_plan_id")
);
--> statement-breakpoint
CREATE TABLE "channel_room_types" (
	"connection_id" integer NOT NULL,
	"room_type_id" integer NOT NULL,
	"channel_room_code" text NOT NULL,
	"allotment" integer,
	"lease_until" timestamp with time zone,
	"tries" integer DEFAULT 0 NOT NULL,
	"next_try_at" timestamp with time zone,
	"last_error" text,
	"last_sent_at" timestamp with time zone,
	CONSTRAINT "channel_room_types_pk" PRIMARY KEY("connection_id","room_type_id"),
	CONSTRAINT "channel_room_types_allotment_range" CHECK ("channel_room_types"."allotment" IS NULL OR "channel_room_types"."allotment" >= 0)
);
--> statement-breakpoint
ALTER TABLE "channel_ari_due" ADD CONSTRAINT "channel_ari_due_room_type_fk" FOREIGN KEY ("connection_id","room_type_id") REFERENCES "public"."channel_room_types"("connection_id","room_type_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_hotels" ADD CONSTRAINT "channel_hotels_connection_id_channel_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."channel_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_hotels" ADD CONSTRAINT "channel_hotels_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_rate_plans" ADD CONSTRAINT "channel_rate_plans_connection_id_channel_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."channel_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_rate_plans" ADD CONSTRAINT "channel_rate_plans_rate_plan_id_rate_plans_id_fk" FOREIGN KEY ("rate_plan_id") REFERENCES "public"."rate_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_room_types" ADD CONSTRAINT "channel_room_types_connection_id_channel_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."channel_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_room_types" ADD CONSTRAINT "channel_room_types_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "channel_connections_name_uq" ON "channel_connections" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "channel_hotels_code_uq" ON "channel_hotels" USING btree ("connection_id","channel_hotel_code");--> statement-breakpoint
-- The ARI outbox is written by the database: whatever changes a night's rooms, price or
-- restrictions, or switches a rate plan, marks the night due for every enabled connection that
-- sells the room type, in the same transaction (docs/decisions.md, "Channel distribution").
CREATE FUNCTION channel_ari_due_of_inventory() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO channel_ari_due (connection_id, room_type_id, night)
  SELECT m.connection_id, NEW.room_type_id, NEW.night
  FROM channel_room_types m
  JOIN channel_connections c ON c.id = m.connection_id AND c.enabled
  WHERE m.room_type_id = NEW.room_type_id
  ON CONFLICT (connection_id, room_type_id, night) DO UPDATE SET version = channel_ari_due.version + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER channel_ari_due_inventory_insert AFTER INSERT ON nightly_inventory
  FOR EACH ROW EXECUTE FUNCTION channel_ari_due_of_inventory();
--> statement-breakpoint
CREATE TRIGGER channel_ari_due_inventory_update AFTER UPDATE OF total, taken ON nightly_inventory
  FOR EACH ROW WHEN (OLD.total IS DISTINCT FROM NEW.total OR OLD.taken IS DISTINCT FROM NEW.taken)
  EXECUTE FUNCTION channel_ari_due_of_inventory();
--> statement-breakpoint
CREATE FUNCTION channel_ari_due_of_price() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO channel_ari_due (connection_id, room_type_id, night)
  SELECT m.connection_id, rt.room_type_id, NEW.night
  FROM channel_rate_plans m
  JOIN rate_plans rp ON rp.id = m.rate_plan_id
  JOIN channel_room_types rt ON rt.connection_id = m.connection_id AND rt.room_type_id = rp.room_type_id
  JOIN channel_connections c ON c.id = m.connection_id AND c.enabled
  WHERE m.rate_plan_id = NEW.rate_plan_id
  ON CONFLICT (connection_id, room_type_id, night) DO UPDATE SET version = channel_ari_due.version + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER channel_ari_due_price_insert AFTER INSERT ON nightly_prices
  FOR EACH ROW EXECUTE FUNCTION channel_ari_due_of_price();
--> statement-breakpoint
CREATE TRIGGER channel_ari_due_price_update
  AFTER UPDATE OF price_fen, stop_sell, min_stay, closed_to_arrival ON nightly_prices
  FOR EACH ROW WHEN (
    OLD.price_fen IS DISTINCT FROM NEW.price_fen OR OLD.stop_sell IS DISTINCT FROM NEW.stop_sell
    OR OLD.min_stay IS DISTINCT FROM NEW.min_stay OR OLD.closed_to_arrival IS DISTINCT FROM NEW.closed_to_arrival
  )
  EXECUTE FUNCTION channel_ari_due_of_price();
--> statement-breakpoint
-- a plan switched off is stop-sold on every night still to come, switched on opened again
CREATE FUNCTION channel_ari_due_of_rate_plan() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO channel_ari_due (connection_id, room_type_id, night)
  SELECT m.connection_id, NEW.room_type_id, p.night
  FROM channel_rate_plans m
  JOIN channel_room_types rt ON rt.connection_id = m.connection_id AND rt.room_type_id = NEW.room_type_id
  JOIN channel_connections c ON c.id = m.connection_id AND c.enabled
  JOIN nightly_prices p ON p.rate_plan_id = NEW.id AND p.night >= (now() AT TIME ZONE 'Asia/Shanghai')::date
  WHERE m.rate_plan_id = NEW.id
  ON CONFLICT (connection_id, room_type_id, night) DO UPDATE SET version = channel_ari_due.version + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER channel_ari_due_rate_plan AFTER UPDATE OF active ON rate_plans
  FOR EACH ROW WHEN (OLD.active IS DISTINCT FROM NEW.active)
  EXECUTE FUNCTION channel_ari_due_of_rate_plan();
