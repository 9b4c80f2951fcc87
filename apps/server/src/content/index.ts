/**
 * content/: pages, news, banners, offers, media, hotels' own pages and information, the sitemap. Its public entry: what other domains and the composition (app.ts, admin-api.ts,
 * jobs.ts) may use of it; the rest is its own (docs/architecture.md).
 */
export { adminContentRoutes } from './routes/admin-content.ts';
export { adminUploadRoutes } from './routes/admin-uploads.ts';
export { cmsRoutes } from './routes/cms.ts';
export { hotelContentRoutes } from './routes/crsapi-hotel-content.ts';
export { mediaRoutes } from './routes/media.ts';
export { seoRoutes } from './routes/seo.ts';
export { MAX_UPLOAD_BYTES } from './services/media-uploads.ts';
