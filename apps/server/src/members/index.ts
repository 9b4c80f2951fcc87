/**
 * members/: accounts, SMS codes, sign-in, member levels and prices, coupons, points, the card balance. Its public entry: what other domains and the composition (app.ts, admin-api.ts,
 * jobs.ts) may use of it; the rest is its own (docs/architecture.md).
 */
export { purgeRecords } from './jobs/purge-records.ts';
export type { ViewerLevel } from './member-auth.ts';
export {
  auth,
  currentMember,
  LOGIN_OPTIONAL,
  NEEDS_LOGIN,
  requireMember,
  viewerLevelOf,
} from './member-auth.ts';
export { creditBalance, debitBalance, insertLedgerEntry } from './queries/ledger.ts';
export type { CouponRow, PointsRules } from './queries/loyalty.ts';
export {
  changePoints,
  entryMemberPercentsOf,
  memberCouponById,
  memberPercentsOf,
  pointsEntriesOf,
  pointsRulesOf,
  unusedCouponsOf,
  useCoupon,
} from './queries/loyalty.ts';
export { anonymiseMember, lockMemberForClosure, memberFacts, memberForClosure } from './queries/members.ts';
export { endSessionsOfMember, sessionsOfMember } from './queries/sessions.ts';
export { lockMobile } from './queries/sms-codes.ts';
export { adminMemberRoutes } from './routes/admin-members.ts';
export { userRoutes } from './routes/crsapi-user.ts';
export { couponsOf, giveBackSpent, toPointsEntry } from './services/loyalty.ts';
export {
  couponDescription,
  couponOffFen,
  couponRefusal,
  maxPointsFor,
  pointsFenOf,
  pointsRefusal,
} from './services/loyalty-rules.ts';
export type { MemberDeps } from './services/members.ts';
export { heldLevelName, memberDepsOf, pricingMemberOf } from './services/members.ts';
export type { SmsCodeDeps } from './services/sms-codes.ts';
export { consumeSmsCode, sendSmsCode, smsCodeDepsOf } from './services/sms-codes.ts';
