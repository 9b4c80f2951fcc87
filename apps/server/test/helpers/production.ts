/** An APP_SECRET for tests of production mode, which refuses to start without one. */
export const PRODUCTION_SECRET = 'test-secret-0123456789abcdefghijklmnopqrstuvwxyz';
