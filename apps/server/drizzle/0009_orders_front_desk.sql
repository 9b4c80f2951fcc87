CREATE TABLE "order_stays" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"checked_in_at" timestamp with time zone,
	"checked_in_by" integer,
	"checked_out_at" timestamp with time zone,
	"checked_out_by" integer,
	"no_show_at" timestamp with time zone,
	"no_show_by" integer,
	"no_show_fee_fen" integer
);
--> statement-breakpoint
ALTER TABLE "order_stays" ADD CONSTRAINT "order_stays_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_stays" ADD CONSTRAINT "order_stays_checked_in_by_staff_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_stays" ADD CONSTRAINT "order_stays_checked_out_by_staff_id_fk" FOREIGN KEY ("checked_out_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_stays" ADD CONSTRAINT "order_stays_no_show_by_staff_id_fk" FOREIGN KEY ("no_show_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_stays_in_house_idx" ON "order_stays" USING btree ("checked_in_at") WHERE "order_stays"."checked_in_at" IS NOT NULL AND "order_stays"."checked_out_at" IS NULL;