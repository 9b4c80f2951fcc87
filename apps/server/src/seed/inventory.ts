import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';

/** Nights ahead, counting today, that the rate calendar and the inventory must always cover. */
export const HORIZON_DAYS = 180;

/**
 * Extends `nightly_inventory` (total from the room type, nothing taken) and `nightly_prices` (the
 * rate plan's base price, Friday and Saturday nights 20% dearer, in whole yuan) to cover
 * HORIZON_DAYS nights from `today`. Safe on every start:
 * - only nights after a room type's (rate plan's) last stored night are written, so a restart
 *   costs one index probe per row instead of re-checking 100,000 nights, and a night removed on
 *   purpose (closed for sale) is not brought back;
 * - rows that exist are never touched (they may hold bookings or hand-set prices), and
 *   ON CONFLICT DO NOTHING keeps it idempotent whatever else has written meanwhile.
 * Set-based SQL, because a fresh database needs over 100,000 rows.
 */
export async function ensureInventoryHorizon(db: Queryable, today: string): Promise<void> {
  const lastOffset = HORIZON_DAYS - 1;
  const nights = sql`(SELECT ${today}::date + g.n AS night FROM generate_series(0, ${lastOffset}::int) AS g(n))`;
  await db.execute(sql`
    INSERT INTO nightly_inventory (room_type_id, night, total, taken)
    SELECT rt.id, d.night, rt.room_count, 0
    FROM room_types rt
    CROSS JOIN LATERAL (
      SELECT max(i.night) AS last FROM nightly_inventory i WHERE i.room_type_id = rt.id
    ) AS stored
    CROSS JOIN ${nights} AS d
    WHERE stored.last IS NULL OR d.night > stored.last
    ON CONFLICT DO NOTHING
  `);
  await db.execute(sql`
    INSERT INTO nightly_prices (rate_plan_id, night, price_fen)
    SELECT rp.id, d.night,
      CASE WHEN extract(isodow FROM d.night) IN (5, 6)
        THEN (round(rp.base_price_fen * 1.2 / 100.0) * 100)::int
        ELSE rp.base_price_fen
      END
    FROM rate_plans rp
    CROSS JOIN LATERAL (
      SELECT max(p.night) AS last FROM nightly_prices p WHERE p.rate_plan_id = rp.id
    ) AS stored
    CROSS JOIN ${nights} AS d
    WHERE stored.last IS NULL OR d.night > stored.last
    ON CONFLICT DO NOTHING
  `);
}
