-- Default prices per weekday for the rate plans that exist, as the calendar was priced until now:
-- the base price, Friday and Saturday nights 20% dearer in whole yuan (ISO weekday 5 and 6).
INSERT INTO "rate_plan_weekday_prices" ("rate_plan_id", "weekday", "price_fen")
SELECT rp."id", wd.n,
  CASE WHEN wd.n IN (5, 6) THEN (round(rp."base_price_fen" * 1.2 / 100.0) * 100)::int ELSE rp."base_price_fen" END
FROM "rate_plans" rp CROSS JOIN generate_series(1, 7) AS wd(n)
ON CONFLICT DO NOTHING;
