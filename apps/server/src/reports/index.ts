/**
 * reports/: the figures the group is run by. Its public entry: what other domains and the composition (app.ts, admin-api.ts,
 * jobs.ts) may use of it; the rest is its own (docs/architecture.md).
 */
export { adminDashboardRoutes } from './routes/admin-dashboard.ts';
