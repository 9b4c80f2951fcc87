import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { seedDemoDataIfEmpty, seedReferenceData } from './index.ts';

/**
 * What every start does to the data after the migrations (under the start-up lock): the demo group
 * into an empty database when `config.seedDemo` says so (always outside production, in production
 * only with SEED_DEMO=1), else only the reference data a production database needs. The demo's
 * back-office accounts, whose passwords are public, never go into a production database.
 */
export async function prepareData(db: Db, config: Pick<Config, 'production' | 'seedDemo'>): Promise<void> {
  if (config.seedDemo) await seedDemoDataIfEmpty(db, { demoStaff: !config.production });
  else await seedReferenceData(db);
}
