import type { Queryable } from '../../db/client.ts';
import { insertAuditEntry } from '../queries/audit.ts';

/** Who made a change and from where: the signed-in staff member (or the staff:create command). */
export interface AuditActor {
  staffId: number | null;
  username: string;
  ip: string;
}

export interface AuditChange {
  /** create, update, disable, password.reset, price.set, order.checkin … */
  action: string;
  /** staff, price, inventory, order, news … */
  entityType: string;
  entityId: string | number;
  hotelId?: number | null | undefined;
  before?: unknown;
  after?: unknown;
}

/**
 * Writes one entry of the audit log. Call it in the transaction that makes the change: the change
 * and its record commit together or not at all. Never put a password, code or token in `before`
 * or `after`.
 */
export async function recordChange(
  db: Queryable,
  actor: AuditActor,
  change: AuditChange,
  now: Date,
): Promise<void> {
  await insertAuditEntry(db, {
    at: now,
    staffId: actor.staffId,
    staffUsername: actor.username,
    ip: actor.ip,
    action: change.action,
    entityType: change.entityType,
    entityId: String(change.entityId),
    hotelId: change.hotelId ?? null,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}
