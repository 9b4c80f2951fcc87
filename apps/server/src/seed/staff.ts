import type { StaffRole } from '@hotel/shared/admin/roles';
import { asc } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { hotels } from '../db/schema/catalog.ts';
import { staff, staffHotels } from '../db/schema/staff.ts';
import { hashPassword } from '../lib/password.ts';

/**
 * One back-office account per role, for trying the demo (listed in the README). Only the demo
 * data has them: a real group creates its first administrator with `npm run staff:create`.
 */
export const DEMO_STAFF: { username: string; password: string; displayName: string; role: StaffRole }[] = [
  { username: 'admin', password: 'Admin@2026', displayName: '集团管理员', role: 'admin' },
  { username: 'manager', password: 'Manager@2026', displayName: '王经理', role: 'manager' },
  { username: 'frontdesk', password: 'Front@2026', displayName: '李前台', role: 'frontdesk' },
  { username: 'editor', password: 'Editor@2026', displayName: '张编辑', role: 'editor' },
];

/** The demo accounts; the manager and the front desk work for the first demo hotel. */
export async function writeDemoStaff(tx: Tx, now: Date): Promise<void> {
  const [firstHotel] = await tx
    .select({ id: hotels.id })
    .from(hotels)
    .orderBy(asc(hotels.hotelCode))
    .limit(1);
  for (const account of DEMO_STAFF) {
    const [row] = await tx
      .insert(staff)
      .values({
        username: account.username,
        displayName: account.displayName,
        role: account.role,
        passwordHash: await hashPassword(account.password),
        createdAt: now,
      })
      .returning({ id: staff.id });
    if (row && firstHotel && (account.role === 'manager' || account.role === 'frontdesk')) {
      await tx.insert(staffHotels).values({ staffId: row.id, hotelId: firstHotel.id });
    }
  }
}
