import type { AuditRow, auditQuery } from '@hotel/shared/admin/audit';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { addDays, shanghaiDateTime, shanghaiInstant } from '../../lib/time.ts';
import { searchAudit } from '../queries/audit.ts';
import { hotelsByCodes } from '../queries/staff.ts';

/** Reading the audit log: filters by person, hotel, type and Shanghai dates, newest first. */
export async function auditPage(
  db: Db,
  query: z.output<typeof auditQuery>,
): Promise<{ rows: AuditRow[]; total: number }> {
  let hotelId: number | undefined;
  if (query.hotelCode) {
    const [hotel] = await hotelsByCodes(db, [query.hotelCode]);
    if (!hotel) return { rows: [], total: 0 };
    hotelId = hotel.id;
  }
  const { rows, total } = await searchAudit(db, {
    staffUsername: query.staff ? query.staff.toLowerCase() : undefined,
    hotelId,
    entityType: query.entityType || undefined,
    from: query.from ? shanghaiInstant(query.from, '00:00') : undefined,
    before: query.to ? shanghaiInstant(addDays(query.to, 1), '00:00') : undefined,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return {
    rows: rows.map(({ entry, staffName, hotelCode }) => ({
      id: entry.id,
      at: shanghaiDateTime(entry.at),
      staffUsername: entry.staffUsername,
      staffName: staffName ?? entry.staffUsername,
      ip: entry.ip,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      hotelCode,
      before: entry.before,
      after: entry.after,
    })),
    total,
  };
}
