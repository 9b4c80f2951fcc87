/**
 * privacy/: a member's PIPL rights: the copy of their data, closing the account. Its public entry: what other domains and the composition (app.ts, admin-api.ts,
 * jobs.ts) may use of it; the rest is its own (docs/architecture.md).
 */
export { userPrivacyRoutes } from './routes/crsapi-user-privacy.ts';
