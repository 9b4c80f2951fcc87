import { config } from 'zod/v4/core';

/**
 * Imported first by the site's and the back office's entry points, before any schema parses. Zod 4
 * probes `new Function` on the first object it parses (to compile a faster parser), and the pages'
 * Content-Security-Policy (no 'unsafe-eval') reports that probe as a violation on every page that
 * parses, drowning a real one among the reports. jitless skips the probe and the compiled path; the
 * server, which has no such policy, keeps them.
 */
config({ jitless: true });
