import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';

/** Nights ahead, counting today, that the rate calendar and the inventory must always cover. */
export const HORIZON_DAYS = 180;

/**
 * Extends `nightly_inventory` (total from the room type's room count, nothing taken) and
 * `nightly_prices` (the rate plan's default price for the night's weekday, else its base price;
 * no restriction) to cover HORIZON_DAYS nights from `today`. Run at start and every day by the
 * jobs (rates/jobs/inventory-horizon.ts), and when staff add a room type or a rate plan:
 * - only nights after a room type's (rate plan's) last stored night are written, so a run costs
 *   one index probe per row instead of re-checking 100,000 nights, and a night removed on
 *   purpose (closed for sale) is not brought back;
 * - rows that exist are never touched (they may hold bookings or hand-set prices), and
 *   ON CONFLICT DO NOTHING keeps it idempotent whatever else has written meanwhile.
 * Set-based SQL, because a fresh database needs over 100,000 rows.
 */
export async function ensureInventoryHorizon(db: Queryable, today: string): Promise<number> {
  const lastOffset = HORIZON_DAYS - 1;
  const nights = sql`(SELECT ${today}::date + g.n AS night FROM generate_series(0, ${lastOffset}::int) AS g(n))`;
  const rooms = await countInserted(
    db,
    sql`INSERT INTO nightly_inventory (room_type_id, night, total, taken)
    SELECT rt.id, d.night, rt.room_count, 0
    FROM room_types rt
    CROSS JOIN LATERAL (
      SELECT max(i.night) AS last FROM nightly_inventory i WHERE i.room_type_id = rt.id
    ) AS stored
    CROSS JOIN ${nights} AS d
    WHERE stored.last IS NULL OR d.night > stored.last
    ON CONFLICT DO NOTHING`,
  );
  const prices = await countInserted(
    db,
    sql`INSERT INTO nightly_prices (rate_plan_id, night, price_fen)
    SELECT rp.id, d.night, coalesce(wp.price_fen, rp.base_price_fen)
    FROM rate_plans rp
    CROSS JOIN LATERAL (
      SELECT max(p.night) AS last FROM nightly_prices p WHERE p.rate_plan_id = rp.id
    ) AS stored
    CROSS JOIN ${nights} AS d
    LEFT JOIN rate_plan_weekday_prices wp
      ON wp.rate_plan_id = rp.id AND wp.weekday = extract(isodow FROM d.night)
    WHERE stored.last IS NULL OR d.night > stored.last
    ON CONFLICT DO NOTHING`,
  );
  return rooms + prices;
}

/** Runs an INSERT and answers how many rows it wrote. */
async function countInserted(db: Queryable, insert: SQL): Promise<number> {
  const result = await db.execute(
    sql`WITH written AS (${insert} RETURNING 1) SELECT count(*)::int AS n FROM written`,
  );
  // both drivers answer { rows }; the Queryable union leaves its type open
  const { rows } = result as unknown as { rows: { n: number }[] };
  return rows[0]?.n ?? 0;
}
