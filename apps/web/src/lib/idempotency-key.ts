import { useRef } from 'react';

/** 32 hex characters; crypto.getRandomValues also works where randomUUID does not (plain http). */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The Idempotency-Key of one thing the guest means to do (book this stay, pay this order). It stays
 * the same while the outcome is unknown (no answer, a time-out, a failure without our envelope), so
 * pressing the button again cannot book or pay twice: the server answers a retry with what the
 * first try did. Once the server has answered, `renew` makes the next press a request of its own.
 */
export function useIdempotencyKey() {
  const key = useRef<string>(undefined);
  return {
    current(): string {
      key.current ??= newKey();
      return key.current;
    },
    renew(): void {
      key.current = undefined;
    },
  };
}
