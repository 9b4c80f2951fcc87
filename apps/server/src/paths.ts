import path from 'node:path';

/**
 * The server package's folder. This file sits one level below it, as does the bundle in dist/,
 * so the same expression holds when running from source and from the build.
 */
export const SERVER_ROOT = path.resolve(import.meta.dirname, '..');
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');
export const DEFAULT_WEB_DIST_DIR = path.resolve(SERVER_ROOT, '../web/dist');
export const DEFAULT_ADMIN_DIST_DIR = path.resolve(SERVER_ROOT, '../admin/dist');
