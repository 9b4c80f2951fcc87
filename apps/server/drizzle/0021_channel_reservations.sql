CREATE TABLE "channel_deliveries" (
	"connection_id" integer NOT NULL,
	"message_id" text NOT NULL,
	"res_id" text,
	"status" text,
	"order_nos" text[],
	"error_code" text,
	"error" text,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "channel_deliveries_pk" PRIMARY KEY("connection_id","message_id")
);
--> statement-breakpoint
CREATE TABLE "channel_reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"connection_id" integer NOT NULL,
	"res_id" text NOT NULL,
	"status" text NOT NULL,
	"collect" text NOT NULL,
	"changed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "channel_reservations_status" CHECK ("channel_reservations"."status" IN ('booked', 'cancelled')),
	CONSTRAINT "channel_reservations_collect" CHECK ("channel_reservations"."collect" IN ('channel', 'hotel'))
);
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "member_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "channel_reservation_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "channel_stay_no" smallint;--> statement-breakpoint
ALTER TABLE "channel_deliveries" ADD CONSTRAINT "channel_deliveries_connection_id_channel_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."channel_connections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_reservations" ADD CONSTRAINT "channel_reservations_connection_id_channel_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."channel_connections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "channel_reservations_res_uq" ON "channel_reservations" USING btree ("connection_id","res_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_channel_reservation_id_channel_reservations_id_fk" FOREIGN KEY ("channel_reservation_id") REFERENCES "public"."channel_reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_channel_stay_uq" ON "orders" USING btree ("channel_reservation_id","channel_stay_no") WHERE "orders"."channel_reservation_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_booked_by" CHECK (("orders"."member_id" IS NULL) = ("orders"."channel_reservation_id" IS NOT NULL) AND ("orders"."channel_reservation_id" IS NULL) = ("orders"."channel_stay_no" IS NULL));