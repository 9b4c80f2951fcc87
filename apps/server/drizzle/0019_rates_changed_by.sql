ALTER TABLE "nightly_inventory" ADD COLUMN "total_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "nightly_inventory" ADD COLUMN "total_changed_by" integer;--> statement-breakpoint
ALTER TABLE "nightly_prices" ADD COLUMN "changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "nightly_prices" ADD COLUMN "changed_by" integer;--> statement-breakpoint
ALTER TABLE "nightly_inventory" ADD CONSTRAINT "nightly_inventory_total_changed_by_staff_id_fk" FOREIGN KEY ("total_changed_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nightly_prices" ADD CONSTRAINT "nightly_prices_changed_by_staff_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;