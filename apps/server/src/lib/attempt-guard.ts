import { AppError, RateLimitedError } from './errors.ts';

/** Refused attempts of one address within a window, after which its attempts are refused at once. */
const MAX_REFUSED = 20;
const WINDOW_MS = 60_000;
/** Past this many addresses, those with nothing under way and their window over are forgotten. */
const MAX_ADDRESSES = 10_000;

interface AddressAttempts {
  windowStart: number;
  refused: number;
  running: boolean;
  /** Attempts waiting for the one running to finish. */
  turns: (() => void)[];
}

/**
 * The sign-in and code attempts of one client address (`request.ip`, the proxy rule of every
 * per-address limit) on this instance. They run one at a time. Once 20 of them have been refused
 * within a minute, counting those under way or waiting so that a burst cannot overshoot, the
 * address's further attempts are refused at once until the minute is over (429 操作过于频繁),
 * before any database work. So a flood from one address holds at most one place in the database's
 * queue (PGlite has one for the whole process, PostgreSQL its pool) and costs at most 20
 * transactions a minute; the health check and other guests do not wait behind its refusals.
 * The limits that must hold across instances (SMS caps, wrong passwords) stay in the database:
 * this only bounds what one address makes this instance do.
 */
export class AttemptGuard {
  readonly #addresses = new Map<string, AddressAttempts>();

  async run<T>(address: string, attempt: () => Promise<T>): Promise<T> {
    const state = this.#stateOf(address, Date.now());
    if (state.refused + Number(state.running) + state.turns.length >= MAX_REFUSED) {
      throw new RateLimitedError(undefined, 'TOO_MANY_ATTEMPTS');
    }
    if (state.running) await new Promise<void>((turn) => state.turns.push(turn));
    state.running = true;
    try {
      return await attempt();
    } catch (err) {
      if (err instanceof AppError && err.httpStatus < 500) state.refused += 1;
      throw err;
    } finally {
      const next = state.turns.shift();
      if (next) next();
      else state.running = false;
    }
  }

  #stateOf(address: string, now: number): AddressAttempts {
    const known = this.#addresses.get(address);
    if (known) {
      if (now < known.windowStart || now - known.windowStart >= WINDOW_MS) {
        known.windowStart = now;
        known.refused = 0;
      }
      return known;
    }
    if (this.#addresses.size >= MAX_ADDRESSES) this.#forgetIdle(now);
    const state: AddressAttempts = { windowStart: now, refused: 0, running: false, turns: [] };
    this.#addresses.set(address, state);
    return state;
  }

  #forgetIdle(now: number): void {
    for (const [address, state] of this.#addresses) {
      if (!state.running && now - state.windowStart >= WINDOW_MS) this.#addresses.delete(address);
    }
  }
}
