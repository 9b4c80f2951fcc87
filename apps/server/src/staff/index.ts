/**
 * staff/: staff sign-in, accounts, roles and hotels, the audit log. Its public entry: what other domains and the composition (app.ts, admin-api.ts,
 * jobs.ts) may use of it; the rest is its own (docs/architecture.md).
 */
export type { HotelRef } from './queries/staff.ts';
export { hotelOptions, hotelsByCodes } from './queries/staff.ts';
export { purgeSessionsUnusedSince } from './queries/staff-sessions.ts';
export { adminAuditRoutes } from './routes/admin-audit.ts';
export { adminAuthRoutes } from './routes/admin-auth.ts';
export { adminStaffRoutes } from './routes/admin-staff.ts';
export type { AuditActor } from './services/audit.ts';
export { recordChange } from './services/audit.ts';
export { assertHotelInScope, hotelScopeOf, mayReachHotel } from './services/hotel-scope.ts';
export type { StaffPrincipal } from './services/staff-sessions.ts';
export { actorOf, currentStaff, requirePermission, requireStaff, staffAuth } from './staff-auth.ts';
