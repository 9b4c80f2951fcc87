import { currentDeadline } from '../lib/request-deadline.ts';
import type { Db, Tx } from './client.ts';

/**
 * Binds every transaction of `db` to the deadline of the request it runs for
 * (lib/request-deadline.ts), so a request its time-out has answered with 503 changes nothing:
 * - a transaction does not start, and does no work, for a request already given up;
 * - COMMIT is not sent for a request given up, and once COMMIT is under way the request is no
 *   longer given up (it answers with what committed).
 * On PostgreSQL the statement in flight is also cancelled when the request is given up
 * (db/pool-transactions.ts). Outside a request (jobs, start-up, tests calling services)
 * transactions run as they are. Done here, once, because every service opens its transactions
 * with `db.transaction`.
 */
export function bindTransactionsToDeadlines(db: Db): void {
  const transaction = db.transaction.bind(db);
  const bound = async <T>(work: (tx: Tx) => Promise<T>, config?: Parameters<Db['transaction']>[1]) => {
    const deadline = currentDeadline();
    if (!deadline) return transaction(work, config);
    deadline.throwIfAborted();
    let committing = false;
    try {
      return await transaction(async (tx) => {
        // the wait for a free connection may have outlasted the request
        deadline.throwIfAborted();
        const result = await work(tx);
        deadline.beginCommit();
        committing = true;
        return result;
      }, config);
    } catch (err) {
      if (committing) deadline.endCommit(false);
      committing = false;
      throw err;
    } finally {
      if (committing) deadline.endCommit(true);
    }
  };
  db.transaction = bound as Db['transaction'];
}
