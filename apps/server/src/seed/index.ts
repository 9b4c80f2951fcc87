import type { Db } from '../db/client.ts';
import { cities } from '../db/schema/catalog.ts';
import { memberLevels } from '../db/schema/members.ts';
import { shanghaiDate } from '../lib/time.ts';
import { ensureInventoryHorizon } from '../rates/services/inventory-horizon.ts';
import { planHotels } from './hotels.ts';
import { seedDefaultPrices } from './inventory.ts';
import { MEMBER_LEVELS } from './members.ts';
import { writeDemoStaff } from './staff.ts';
import { writeCatalog } from './write-catalog.ts';
import { writeContent } from './write-content.ts';
import { writeMembers } from './write-members.ts';

export { ensureInventoryHorizon } from '../rates/services/inventory-horizon.ts';

/**
 * Seeds the demo data on first start (an empty database has no city) in one transaction, so a
 * failure leaves nothing half-written; never duplicates it on a restart. The demo it writes gets
 * its rate calendar and inventory 180 nights ahead at once (a few thousand rows: the site is on
 * sale as soon as it listens); keeping them 180 nights ahead afterwards, of whatever catalogue, is
 * the jobs' (rates/jobs/inventory-horizon.ts), never a start's, which would wait minutes at group
 * scale. Instances starting together are kept apart by the start-up lock of server.ts. The demo
 * back-office accounts, whose passwords are public, are left out of a production database: there
 * the first administrator comes from `npm run staff:create`.
 */
export async function seedDemoDataIfEmpty(
  db: Db,
  options: { today?: string; demoStaff?: boolean } = {},
): Promise<void> {
  const { today = shanghaiDate(), demoStaff = true } = options;
  await db.transaction(async (tx) => {
    const [anyCity] = await tx.select({ id: cities.id }).from(cities).limit(1);
    if (!anyCity) {
      const plans = planHotels();
      const hotelIds = await writeCatalog(tx, plans);
      await seedDefaultPrices(tx);
      await writeContent(tx, plans, hotelIds, today);
      await writeMembers(tx, today);
      if (demoStaff) await writeDemoStaff(tx, new Date());
      await ensureInventoryHorizon(tx, today);
    }
  });
}

/**
 * What a production database needs whatever its catalogue: the member levels registration gives
 * out (kept as they are when present). No hotel, member or account of the demo: those come only on
 * purpose (`npm run seed:demo`, SEED_DEMO=1). The rate calendar and inventory 180 nights ahead are
 * the jobs' (see seedDemoDataIfEmpty).
 */
export async function seedReferenceData(db: Db): Promise<void> {
  await db.insert(memberLevels).values(MEMBER_LEVELS).onConflictDoNothing();
}

/** Whether a database has no catalogue yet (no city): what a production start warns about. */
export async function catalogueIsEmpty(db: Db): Promise<boolean> {
  const [anyCity] = await db.select({ id: cities.id }).from(cities).limit(1);
  return !anyCity;
}
