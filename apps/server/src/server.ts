import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { ConfigError } from './config-env.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase, withStartupLock } from './db/migrate.ts';
import { logDestination } from './lib/log-destination.ts';
import { catalogueIsEmpty } from './seed/index.ts';
import { prepareData } from './seed/prepare.ts';

/** Reads the configuration, prepares the database, listens, and on SIGTERM drains, then shuts down. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    limits: config.statementLimits,
  });
  await withStartupLock(database, async () => {
    await migrateDatabase(database);
    await prepareData(database.db, config);
  });
  const app = await buildApp({ config, database, logStream: logDestination() });
  if (config.production && (await catalogueIsEmpty(database.db))) {
    app.log.warn(
      "the database has no hotel yet: import the group's catalogue (or SEED_DEMO=1 for a demonstration)",
    );
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    // a second signal (an impatient Ctrl-C, a repeated SIGTERM) must not close anything twice
    if (closing) {
      app.log.info({ signal }, 'already shutting down');
      return;
    }
    closing = true;
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'draining, then shutting down');
    app.startDraining();
    await sleep(config.shutdownDrainMs);
    try {
      // stops listening; open connections are answered or lapse first (plugins/draining.ts)
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.kind === 'pglite' ? config.dataDir : 'postgres' },
    `${config.brand.name} 网站已启动：${config.publicBaseUrl ?? `http://localhost:${config.port}`}`,
  );
}

main().catch((err) => {
  // bad settings are the operator's to fix: the list of them, not a stack
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
