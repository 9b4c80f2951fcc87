ALTER TABLE "order_stays" ADD COLUMN "collected_fen" integer;--> statement-breakpoint
ALTER TABLE "order_stays" ADD COLUMN "collected_method" text;--> statement-breakpoint
ALTER TABLE "order_stays" ADD CONSTRAINT "order_stays_collected_method_known" CHECK ("order_stays"."collected_method" IS NULL OR "order_stays"."collected_method" IN ('cash', 'card', 'wechat', 'alipay'));