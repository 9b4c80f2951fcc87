import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';

/** Nights ahead, counting today, that the rate calendar and the inventory must always cover. */
export const HORIZON_DAYS = 180;

/**
 * What one call extends: every room type and rate plan (the demo written on a first start), the
 * room types of an id range with their rate plans (a batch of the job; a new room type is the
 * range of its own id), one new rate plan.
 */
export type HorizonScope =
  | { all: true }
  | { roomTypeIds: { from: number; to: number } }
  | { ratePlanId: number };

/** The room types (alias `rt`) and rate plans (alias `rp`) a scope covers. */
function scopeFilters(scope: HorizonScope): { roomTypes: SQL; ratePlans: SQL } {
  if ('all' in scope) return { roomTypes: sql`true`, ratePlans: sql`true` };
  if ('roomTypeIds' in scope) {
    const { from, to } = scope.roomTypeIds;
    return {
      roomTypes: sql`rt.id BETWEEN ${from}::int AND ${to}::int`,
      ratePlans: sql`rp.room_type_id BETWEEN ${from}::int AND ${to}::int`,
    };
  }
  return { roomTypes: sql`false`, ratePlans: sql`rp.id = ${scope.ratePlanId}::int` };
}

/**
 * Extends `nightly_inventory` (total from the room type's room count, nothing taken) and
 * `nightly_prices` (the rate plan's default price for the night's weekday, else its base price;
 * no restriction) to cover HORIZON_DAYS nights from `today`, for the room types and rate plans of
 * `scope`. The jobs run it in batches of room types (rates/jobs/inventory-horizon.ts), never on the
 * start path: at 5,000 hotels the whole catalogue's first 180 nights are millions of rows, past the
 * statement time-out. A new room type or rate plan gets its own nights in the transaction that
 * creates it, and the demo written on a first start gets all of its own.
 * - only nights after a room type's (rate plan's) last stored night are written, so a run costs
 *   one index probe per row instead of re-checking 100,000 nights, and a night removed on
 *   purpose (closed for sale) is not brought back;
 * - rows that exist are never touched (they may hold bookings or hand-set prices), and
 *   ON CONFLICT DO NOTHING keeps it idempotent whatever else has written meanwhile.
 * A night with no row is not on sale (availability counts it as no room, the search as sold out).
 */
export async function ensureInventoryHorizon(
  db: Queryable,
  today: string,
  scope: HorizonScope = { all: true },
): Promise<number> {
  const lastOffset = HORIZON_DAYS - 1;
  const nights = sql`(SELECT ${today}::date + g.n AS night FROM generate_series(0, ${lastOffset}::int) AS g(n))`;
  const only = scopeFilters(scope);
  const rooms = await countInserted(
    db,
    sql`INSERT INTO nightly_inventory (room_type_id, night, total, taken)
    SELECT rt.id, d.night, rt.room_count, 0
    FROM room_types rt
    CROSS JOIN LATERAL (
      SELECT max(i.night) AS last FROM nightly_inventory i WHERE i.room_type_id = rt.id
    ) AS stored
    CROSS JOIN ${nights} AS d
    WHERE ${only.roomTypes} AND (stored.last IS NULL OR d.night > stored.last)
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
    WHERE ${only.ratePlans} AND (stored.last IS NULL OR d.night > stored.last)
    ON CONFLICT DO NOTHING`,
  );
  return rooms + prices;
}

/**
 * Up to `limit` room type ids after `afterId`, in order: the next batch of the job. The ids come
 * from the primary key, so a batch costs the same wherever it starts.
 */
export async function nextRoomTypeIds(db: Queryable, afterId: number, limit: number): Promise<number[]> {
  const result = await db.execute(
    sql`SELECT id FROM room_types WHERE id > ${afterId}::int ORDER BY id LIMIT ${limit}::int`,
  );
  const { rows } = result as unknown as { rows: { id: number }[] };
  return rows.map((row) => row.id);
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
