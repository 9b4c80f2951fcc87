/**
 * enquiries/: meeting and group enquiries and their follow-up. Its public entry: what other domains and the composition (app.ts, admin-api.ts,
 * jobs.ts) may use of it; the rest is its own (docs/architecture.md).
 */
export { adminEnquiryRoutes } from './routes/admin-enquiries.ts';
export { meetingbookRoutes } from './routes/crsapi-meetingbook.ts';
