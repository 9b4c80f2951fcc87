import { AsyncLocalStorage } from 'node:async_hooks';
import { MSG } from '@hotel/shared/messages';
import { AppError } from './errors.ts';

/** The request gave up (its time-out answered 503): nothing more of it may reach the database. */
export class RequestAbortedError extends AppError {
  constructor() {
    super(MSG.timeout, 'TIMEOUT', 503, 503);
  }
}

/**
 * What a request has done to the database, so that its time-out never answers "failed" for work
 * that commits. A request either commits and says so, or fails and changes nothing:
 * - the time-out may give a request up only while none of its transactions is committing or has
 *   committed (`tryAbort`); then it cancels the statements in flight and no transaction of the
 *   request commits afterwards (`beginCommit` throws);
 * - once a commit is under way the request is no longer given up: it answers when it is done.
 */
export class RequestDeadline {
  #aborted = false;
  #commitsInFlight = 0;
  #committed = false;
  readonly #cancellers = new Set<() => void>();

  get aborted(): boolean {
    return this.#aborted;
  }

  /** Gives the request up, unless a commit is under way or done; false when it must be let finish. */
  tryAbort(): boolean {
    if (this.#commitsInFlight > 0 || this.#committed) return false;
    this.#aborted = true;
    for (const cancel of this.#cancellers) cancel();
    this.#cancellers.clear();
    return true;
  }

  throwIfAborted(): void {
    if (this.#aborted) throw new RequestAbortedError();
  }

  /** Registers what cancels a statement in flight when the request is given up; returns the unregister. */
  onAbort(cancel: () => void): () => void {
    this.#cancellers.add(cancel);
    return () => this.#cancellers.delete(cancel);
  }

  /** Called right before COMMIT is sent: refuses when the request was given up. */
  beginCommit(): void {
    this.throwIfAborted();
    this.#commitsInFlight += 1;
  }

  endCommit(committed: boolean): void {
    this.#commitsInFlight -= 1;
    if (committed) this.#committed = true;
  }
}

const storage = new AsyncLocalStorage<RequestDeadline>();

/** Runs `work` (the rest of a request) under `deadline`. */
export function runWithDeadline<T>(deadline: RequestDeadline, work: () => T): T {
  return storage.run(deadline, work);
}

/**
 * Runs `work` as if outside any request: for bookkeeping that must stand whatever becomes of the
 * request (a reserved password try counts even when the request then times out), and that must not
 * make the request's answer wait for it.
 */
export function runOutsideDeadline<T>(work: () => T): T {
  return storage.exit(work);
}

/** The deadline of the request this code runs for; undefined outside a request (jobs, start-up). */
export function currentDeadline(): RequestDeadline | undefined {
  return storage.getStore();
}
