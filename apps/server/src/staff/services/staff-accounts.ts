import type { StaffProfile } from '@hotel/shared/admin/auth';
import { ADMIN_MSG } from '@hotel/shared/admin/messages';
import { HOTEL_ROLES, type StaffRole } from '@hotel/shared/admin/roles';
import type { CreateStaffBody, StaffRow, UpdateStaffBody } from '@hotel/shared/admin/staff';
import type { Db, Queryable } from '../../db/client.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/password.ts';
import { shanghaiDateTime } from '../../lib/time.ts';
import {
  endSessionsOf,
  type HotelRef,
  hotelsByCodes,
  hotelsOfStaff,
  insertStaff,
  listStaff,
  lockStaff,
  type StaffAccount,
  setStaffHotels,
  staffByUsername,
  updateStaff,
} from '../queries/staff.ts';
import { type AuditActor, recordChange } from './audit.ts';
import { type StaffPrincipal, staffRoleOf } from './staff-sessions.ts';

/** 员工与权限: accounts, roles and hotels, by group administrators; every change in the audit log. */

export function profileOf(staff: StaffPrincipal): StaffProfile {
  return {
    id: staff.id,
    username: staff.username,
    displayName: staff.displayName,
    role: staff.role,
    hotels: staff.hotels.map((h) => ({ hotelCode: h.hotelCode, name: h.name })),
    totpEnabled: staff.totpEnabled,
  };
}

function rowOf(account: StaffAccount, hotels: HotelRef[]): StaffRow {
  return {
    id: account.id,
    username: account.username,
    displayName: account.displayName,
    role: staffRoleOf(account.role),
    hotels: hotels.map((h) => ({ hotelCode: h.hotelCode, name: h.name })),
    active: account.active,
    totpEnabled: account.totpEnabled,
    lastSignInAt: account.lastSignInAt ? shanghaiDateTime(account.lastSignInAt) : null,
    createdAt: shanghaiDateTime(account.createdAt),
  };
}

/** What the audit log keeps of an account: never its password or TOTP secret. */
function auditView(account: StaffAccount, hotels: HotelRef[]) {
  return {
    username: account.username,
    displayName: account.displayName,
    role: account.role,
    active: account.active,
    hotels: hotels.map((h) => h.hotelCode),
  };
}

/** The hotels of a role: required for a manager or front desk, none for the group's roles. */
async function hotelsForRole(db: Queryable, role: StaffRole, codes: string[]): Promise<HotelRef[]> {
  if (!HOTEL_ROLES.includes(role)) return [];
  const unique = [...new Set(codes)];
  if (unique.length === 0) throw new ValidationError(ADMIN_MSG.hotelsRequired, 'HOTELS_REQUIRED');
  const found = await hotelsByCodes(db, unique);
  if (found.length !== unique.length) throw new ValidationError(ADMIN_MSG.hotelUnknown, 'HOTEL_UNKNOWN');
  return found;
}

export async function staffPage(db: Db, query: { keyword: string; page: number; pageSize: number }) {
  const { rows, total } = await listStaff(db, {
    keyword: query.keyword,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const hotels = await hotelsOfStaff(
    db,
    rows.map((r) => r.id),
  );
  return { rows: rows.map((r) => rowOf(r, hotels.get(r.id) ?? [])), total };
}

export async function createStaffAccount(
  db: Db,
  actor: AuditActor,
  body: CreateStaffBody & { hotelCodes: string[] },
  now: Date,
) {
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    if (await staffByUsername(tx, body.username))
      throw new ConflictError(ADMIN_MSG.usernameTaken, 'USERNAME_TAKEN');
    const hotels = await hotelsForRole(tx, body.role, body.hotelCodes);
    const account = await insertStaff(tx, {
      username: body.username.toLowerCase(),
      displayName: body.displayName,
      role: body.role,
      passwordHash,
      createdAt: now,
    });
    await setStaffHotels(
      tx,
      account.id,
      hotels.map((h) => h.id),
    );
    await recordChange(
      tx,
      actor,
      { action: 'create', entityType: 'staff', entityId: account.id, after: auditView(account, hotels) },
      now,
    );
    return rowOf(account, hotels);
  });
}

export async function updateStaffAccount(
  db: Db,
  actor: AuditActor,
  id: number,
  body: UpdateStaffBody & { hotelCodes: string[] },
  now: Date,
) {
  return db.transaction(async (tx) => {
    const before = await lockStaff(tx, id);
    if (!before) throw new NotFoundError(ADMIN_MSG.staffNotFound, 'STAFF_NOT_FOUND');
    if (before.id === actor.staffId && !body.active)
      throw new ValidationError(ADMIN_MSG.cannotDisableSelf, 'CANNOT_DISABLE_SELF');
    if (before.id === actor.staffId && body.role !== before.role)
      throw new ValidationError(ADMIN_MSG.cannotDemoteSelf, 'CANNOT_DEMOTE_SELF');
    const hotelsBefore = (await hotelsOfStaff(tx, [id])).get(id) ?? [];
    const hotels = await hotelsForRole(tx, body.role, body.hotelCodes);
    await updateStaff(tx, id, { displayName: body.displayName, role: body.role, active: body.active });
    await setStaffHotels(
      tx,
      id,
      hotels.map((h) => h.id),
    );
    // a disabled account, or one whose role or hotels changed, signs in again under its new rights
    const rightsChanged =
      !body.active ||
      body.role !== before.role ||
      hotels.map((h) => h.id).join() !== hotelsBefore.map((h) => h.id).join();
    if (rightsChanged) await endSessionsOf(tx, id, now);
    const after = { ...before, displayName: body.displayName, role: body.role, active: body.active };
    await recordChange(
      tx,
      actor,
      {
        action: body.active === before.active ? 'update' : body.active ? 'enable' : 'disable',
        entityType: 'staff',
        entityId: id,
        before: auditView(before, hotelsBefore),
        after: auditView(after, hotels),
      },
      now,
    );
    return rowOf(after, hotels);
  });
}

/**
 * A new password set by an administrator: the account's sessions end, and its TOTP code is cleared
 * (the way back for someone who lost their phone; they bind a new one under 账号设置, or at the next
 * sign-in when the group requires codes).
 */
export async function resetStaffPassword(db: Db, actor: AuditActor, id: number, password: string, now: Date) {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    if (!(await lockStaff(tx, id))) throw new NotFoundError(ADMIN_MSG.staffNotFound, 'STAFF_NOT_FOUND');
    await updateStaff(tx, id, { passwordHash, totpEnabled: false, totpSecret: null });
    await endSessionsOf(tx, id, now);
    await recordChange(tx, actor, { action: 'password.reset', entityType: 'staff', entityId: id }, now);
  });
}
