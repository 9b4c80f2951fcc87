/**
 * Imported first by the site's and the back office's entry points, before any schema parses. Zod 4
 * probes `new Function` on the first object it parses (to compile a faster parser), and the pages'
 * Content-Security-Policy (no 'unsafe-eval') reports that probe as a violation on every page that
 * parses, drowning a real one among the reports. jitless skips the probe and the compiled path; the
 * server, which has no such policy, keeps them.
 *
 * Without importing Zod: Zod keeps its configuration on `globalThis.__zod_globalConfig` and adopts
 * an object already there when it loads (zod/v4/core/core.js), which is what `config()` writes to.
 * Importing `config` put Zod's core (~6 kB brotli) in the entry of every page, while the site loads
 * Zod only with its first call or form (docs/decisions.md). The unit test proves Zod reads it.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
// The same object Zod reads, if it has loaded already (then `config()` has not been replaced).
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
