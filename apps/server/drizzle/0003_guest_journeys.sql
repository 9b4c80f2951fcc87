CREATE TABLE "booking_confirmations" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"event" text NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"next_try_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "guest_names" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "adult_num" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "children_num" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- orders booked before guests were asked for: the booker stays in, one adult a room
UPDATE "orders" SET "guest_names" = ARRAY["rev_user"], "adult_num" = "room_qty" WHERE cardinality("guest_names") = 0;--> statement-breakpoint
ALTER TABLE "booking_confirmations" ADD CONSTRAINT "booking_confirmations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_confirmations_order_event_channel_uq" ON "booking_confirmations" USING btree ("order_id","event","channel");--> statement-breakpoint
CREATE INDEX "booking_confirmations_due_idx" ON "booking_confirmations" USING btree ("next_try_at") WHERE "booking_confirmations"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_guests_counted" CHECK ("orders"."adult_num" >= 1 AND "orders"."children_num" >= 0);