/**
 * search/: the hotel list with each hotel's lowest price for the stay. Its public entry: what other domains and the composition (app.ts, admin-api.ts,
 * jobs.ts) may use of it; the rest is its own (docs/architecture.md).
 */
export { hotelSearchRoutes } from './routes/crsapi-hotel-search.ts';
