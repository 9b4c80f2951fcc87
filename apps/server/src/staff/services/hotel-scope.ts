import { ADMIN_MSG } from '@hotel/shared/admin/messages';
import { HOTEL_ROLES } from '@hotel/shared/admin/roles';
import { ForbiddenError } from '../../lib/errors.ts';
import type { StaffPrincipal } from './staff-sessions.ts';

/**
 * Which hotels' data a member of staff may see and change: a manager or front desk their own
 * hotels, the group's roles every hotel. Every staff call that names a hotel (or an order, room
 * type, enquiry … of one) checks it here, so asking for another hotel's data by id is refused
 * with 403 and changes nothing.
 */
export type HotelScope = { kind: 'all' } | { kind: 'hotels'; ids: number[] };

export function hotelScopeOf(staff: StaffPrincipal): HotelScope {
  return HOTEL_ROLES.includes(staff.role)
    ? { kind: 'hotels', ids: staff.hotels.map((h) => h.id) }
    : { kind: 'all' };
}

export function mayReachHotel(staff: StaffPrincipal, hotelId: number): boolean {
  const scope = hotelScopeOf(staff);
  return scope.kind === 'all' || scope.ids.includes(hotelId);
}

/** Refuses (403) a hotel outside the staff member's scope. */
export function assertHotelInScope(staff: StaffPrincipal, hotelId: number): void {
  if (!mayReachHotel(staff, hotelId)) throw new ForbiddenError(ADMIN_MSG.forbidden, 'FORBIDDEN');
}
