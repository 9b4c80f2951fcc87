CREATE TABLE "invoice_requests" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"title_type" text NOT NULL,
	"title" text NOT NULL,
	"taxpayer_id" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_at" timestamp with time zone,
	CONSTRAINT "invoice_requests_title_type" CHECK ("invoice_requests"."title_type" IN ('personal', 'company')),
	CONSTRAINT "invoice_requests_status" CHECK ("invoice_requests"."status" IN ('requested', 'issued'))
);
--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD CONSTRAINT "invoice_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;