import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';

/**
 * The demo's default prices per weekday for rate plans that have none: the base price, Friday and
 * Saturday nights 20% dearer, in whole yuan (as migration 0008 did for the plans that existed).
 */
export async function seedDefaultPrices(db: Queryable): Promise<void> {
  await db.execute(sql`
    INSERT INTO rate_plan_weekday_prices (rate_plan_id, weekday, price_fen)
    SELECT rp.id, wd.n,
      CASE WHEN wd.n IN (5, 6) THEN (round(rp.base_price_fen * 1.2 / 100.0) * 100)::int
        ELSE rp.base_price_fen END
    FROM rate_plans rp CROSS JOIN generate_series(1, 7) AS wd(n)
    ON CONFLICT DO NOTHING
  `);
}
