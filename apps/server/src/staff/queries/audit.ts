import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { hotels } from '../../db/schema/catalog.ts';
import { auditLog, staff } from '../../db/schema/staff.ts';

export type NewAuditEntry = typeof auditLog.$inferInsert;

export async function insertAuditEntry(db: Queryable, entry: NewAuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}

export interface AuditFilter {
  staffUsername?: string | undefined;
  hotelId?: number | undefined;
  entityType?: string | undefined;
  from?: Date | undefined;
  before?: Date | undefined;
  limit: number;
  offset: number;
}

export async function searchAudit(db: Queryable, filter: AuditFilter) {
  const conditions: (SQL | undefined)[] = [
    filter.staffUsername ? eq(auditLog.staffUsername, filter.staffUsername) : undefined,
    filter.hotelId ? eq(auditLog.hotelId, filter.hotelId) : undefined,
    filter.entityType ? eq(auditLog.entityType, filter.entityType) : undefined,
    filter.from ? gte(auditLog.at, filter.from) : undefined,
    filter.before ? lt(auditLog.at, filter.before) : undefined,
  ];
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: auditLog, staffName: staff.displayName, hotelCode: hotels.hotelCode })
      .from(auditLog)
      .leftJoin(staff, eq(staff.id, auditLog.staffId))
      .leftJoin(hotels, eq(hotels.id, auditLog.hotelId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
