import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { currentDeadline } from '../lib/request-deadline.ts';
import type { Db, Tx } from './client.ts';
import * as schema from './schema.ts';

type TransactionConfig = Parameters<Db['transaction']>[1];

/** node-postgres keeps the backend's pid on the client (not in its published types). */
function backendPid(client: pg.PoolClient): number | undefined {
  return 'processID' in client && typeof client.processID === 'number' ? client.processID : undefined;
}

/**
 * Transactions on connections of `pool`, each given back to the pool whatever happens. Drizzle's
 * own pool transactions never give a connection back when BEGIN fails, which is what a connection
 * lost at that moment does: after a database restart an instance would slowly run out of
 * connections. Here the connection is checked out and released by us, and drizzle runs the
 * transaction on that one connection. A broken connection leaves the pool on release.
 *
 * While a request's transaction runs, the request's deadline can cancel its statement in flight
 * (`cancelBackend`, from another session), which rolls the transaction back.
 */
export function poolTransactions(pool: pg.Pool, cancelBackend: (pid: number) => Promise<void>) {
  // one drizzle per connection, made the first time the connection runs a transaction
  const onConnection = new WeakMap<pg.PoolClient, Db>();
  const drizzleOn = (client: pg.PoolClient): Db => {
    let db = onConnection.get(client);
    if (!db) {
      db = drizzle({ client, schema, casing: 'snake_case' }) as unknown as Db;
      onConnection.set(client, db);
    }
    return db;
  };

  return async <T>(work: (tx: Tx) => Promise<T>, config?: TransactionConfig): Promise<T> => {
    const client = await pool.connect();
    const pid = backendPid(client);
    const unregister =
      pid === undefined
        ? undefined
        : currentDeadline()?.onAbort(() => {
            // the request has answered already: a failed cancel leaves the statement to its own limits
            cancelBackend(pid).catch(() => undefined);
          });
    try {
      return await drizzleOn(client).transaction(work, config);
    } finally {
      unregister?.();
      client.release();
    }
  };
}
