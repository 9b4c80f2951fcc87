ALTER TABLE "order_nights" ADD COLUMN "paid_fen" integer;--> statement-breakpoint
-- What the guest pays for each night of the orders already booked: services/pricing.ts
-- spreadOverNights (each night's share of actual_fen rounded down, the fen left over on the last
-- night), weighted by the 门市价 of the night, as the member level's percentage of each night is not
-- kept on the order (it differs from the member price's weights by the rounding to the yuan only).
WITH shares AS (
  SELECT n.order_id, n.night, o.actual_fen,
    (o.actual_fen::bigint * n.price_fen / NULLIF(sum(n.price_fen) OVER (PARTITION BY n.order_id), 0))::int AS share,
    row_number() OVER (PARTITION BY n.order_id ORDER BY n.night DESC) AS from_last
  FROM "order_nights" n JOIN "orders" o ON o.id = n.order_id
), paid AS (
  SELECT order_id, night,
    coalesce(share, 0) + CASE WHEN from_last = 1 THEN actual_fen - sum(coalesce(share, 0)) OVER (PARTITION BY order_id) ELSE 0 END AS paid_fen
  FROM shares
)
UPDATE "order_nights" n SET "paid_fen" = paid.paid_fen
  FROM paid WHERE paid.order_id = n.order_id AND paid.night = n.night;--> statement-breakpoint
ALTER TABLE "order_nights" ALTER COLUMN "paid_fen" SET NOT NULL;
