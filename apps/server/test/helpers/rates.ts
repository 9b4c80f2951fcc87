import { and, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { nightlyInventory, nightlyPrices } from '../../src/db/schema/inventory.ts';
import { auditLog } from '../../src/db/schema/staff.ts';

/** Reads of the calendar tables for the 房价房态 tests. */

export async function inventoryOf(db: Db, roomTypeId: number, from: string, to: string) {
  return db
    .select({ night: nightlyInventory.night, total: nightlyInventory.total, taken: nightlyInventory.taken })
    .from(nightlyInventory)
    .where(
      and(
        eq(nightlyInventory.roomTypeId, roomTypeId),
        gte(nightlyInventory.night, from),
        lte(nightlyInventory.night, to),
      ),
    )
    .orderBy(nightlyInventory.night);
}

export async function pricesOf(db: Db, ratePlanId: number, from: string, to: string) {
  return db
    .select({
      night: nightlyPrices.night,
      priceFen: nightlyPrices.priceFen,
      stopSell: nightlyPrices.stopSell,
      minStay: nightlyPrices.minStay,
      closedToArrival: nightlyPrices.closedToArrival,
    })
    .from(nightlyPrices)
    .where(
      and(
        eq(nightlyPrices.ratePlanId, ratePlanId),
        gte(nightlyPrices.night, from),
        lte(nightlyPrices.night, to),
      ),
    )
    .orderBy(nightlyPrices.night);
}

export async function auditRowsOf(db: Db, entityType: string) {
  return db.select().from(auditLog).where(eq(auditLog.entityType, entityType)).orderBy(auditLog.id);
}

/** The first date from `from` on whose ISO weekday (1 Monday … 7 Sunday) is `weekday`. */
export function nextWeekday(from: string, weekday: number): string {
  let date = from;
  for (let i = 0; i < 7; i += 1) {
    const day = new Date(`${date}T00:00:00Z`).getUTCDay();
    if ((day === 0 ? 7 : day) === weekday) return date;
    date = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  }
  throw new Error('unreachable');
}
