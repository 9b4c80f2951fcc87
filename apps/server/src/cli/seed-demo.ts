import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase, withStartupLock } from '../db/migrate.ts';
import { catalogueIsEmpty, seedDemoDataIfEmpty } from '../seed/index.ts';

/**
 * npm run seed:demo
 *
 * Writes the demo group (hotels, content, the demo member 13800138000 / Demo1234 with money on the
 * card) into the configured database (DATABASE_URL, or the embedded one in DATA_DIR) when it has no
 * catalogue yet: on purpose, for a demonstration server, since a production start never does. The
 * demo's back-office accounts are left out under NODE_ENV=production. A database with hotels is
 * left as it is.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    return await withStartupLock(database, async () => {
      await migrateDatabase(database);
      if (!(await catalogueIsEmpty(database.db))) {
        console.log('数据库中已有酒店数据，未写入演示数据');
        return 0;
      }
      await seedDemoDataIfEmpty(database.db, { demoStaff: !config.production });
      console.log('已写入演示数据（演示会员 13800138000 / Demo1234）');
      return 0;
    });
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
