import type { Db } from '../db/client.ts';
import { cities } from '../db/schema/catalog.ts';
import { shanghaiDate } from '../lib/dates.ts';
import { planHotels } from './hotels.ts';
import { ensureInventoryHorizon, seedDefaultPrices } from './inventory.ts';
import { writeDemoStaff } from './staff.ts';
import { writeCatalog } from './write-catalog.ts';
import { writeContent } from './write-content.ts';
import { writeMembers } from './write-members.ts';

export { ensureInventoryHorizon } from './inventory.ts';

/**
 * Seeds the demo data on first start (an empty database has no city) in one transaction, so a
 * failure leaves nothing half-written; never duplicates it on a restart. On every start it also
 * keeps the rate calendar and inventory 180 nights ahead. Instances starting together are kept
 * apart by the start-up lock of server.ts. The demo back-office accounts, whose passwords are
 * public, are left out of a production database: there the first administrator comes from
 * `npm run staff:create`.
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
    }
    await ensureInventoryHorizon(tx, today);
  });
}
