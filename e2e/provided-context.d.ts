// What the run's global set-up (global-setup.ts) hands to every test file.
import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The data folder of a server that has migrated and seeded the demo data once, then stopped. */
    seededDataDir: string;
  }
}
