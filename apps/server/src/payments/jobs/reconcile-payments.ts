import type { PaymentProvider } from '../../payment-gateways/index.ts';
import {
  type AttemptToReconcile,
  claimAttemptsToReconcile,
  markAttemptReconciled,
  markAttemptStatus,
} from '../../payment-gateways/index.ts';
import type { PaymentDeps } from '../services/payable-order.ts';
import { handlePaymentNotification, notificationAcknowledged } from '../services/payment-notifications.ts';

/** A gateway's notification usually comes within seconds: the first check waits this long after the attempt. */
export const RECONCILE_DELAY_MS = 3 * 60_000;
/** Then once a minute while it can be paid, and a claim keeps other instances off for as long. */
export const RECHECK_MS = 60_000;
/** An attempt nobody could settle in this long is left to staff, with an error in the log. */
export const RECONCILE_GIVE_UP_MS = 2 * 24 * 60 * 60_000;
/**
 * An attempt the gateway has not taken money for is settled only this long after its expiry: an
 * Alipay QR code nobody scanned yet exists there only once scanned, so closing it there cannot stop
 * a guest who scans it before it expires.
 */
export const EXPIRY_MARGIN_MS = 2 * 60_000;
/** Few at a time: a claim must outlast the calls of its batch (each up to the gateway time-out). */
const BATCH = 5;

type Settled = 'paid' | 'closed' | 'waiting' | 'failed';

/**
 * The payment check (issue: a notification can be lost): asks each gateway about the attempts it
 * holds that are not settled yet. Money it took goes through the notification handler, exactly as
 * a notification would (paying the order, or refunding money for an order cancelled or expired
 * meanwhile); an attempt past its time that is still payable there is closed there first, so the
 * guest can no longer pay it, then in the database. Returns how many attempts it settled.
 */
export async function reconcilePayments(deps: PaymentDeps, now: Date): Promise<number> {
  const providers = deps.payments.all.map((p) => p.name);
  // a gateway that failed once in this run is likely down: its other attempts wait for the next run
  // (their claim moved them on) rather than each waiting out its time-out
  const failing = new Set<string>();
  let settled = 0;
  const started = Date.now();
  for (;;) {
    // `now` is when the run began: a claim runs from the moment it is taken
    const claimedAt = now.getTime() + (Date.now() - started);
    const batch = await claimAttemptsToReconcile(
      deps.db,
      providers,
      now,
      new Date(claimedAt + RECHECK_MS),
      BATCH,
    );
    for (const attempt of batch) {
      const provider = deps.payments.named(attempt.provider);
      if (!provider || failing.has(provider.name)) continue;
      const outcome = await reconcileOne(deps, provider, attempt, now).catch((err: unknown) => {
        deps.log?.warn({ err, attemptNo: attempt.attemptNo }, 'payment check failed; trying again later');
        failing.add(provider.name);
        return 'failed' as const;
      });
      if (outcome === 'paid' || outcome === 'closed') {
        await markAttemptReconciled(deps.db, attempt.id);
        settled += 1;
      } else if (now.getTime() - attempt.createdAt.getTime() >= RECONCILE_GIVE_UP_MS) {
        await markAttemptReconciled(deps.db, attempt.id);
        deps.log?.error({ attemptNo: attempt.attemptNo }, 'payment check given up: ask the gateway by hand');
      }
    }
    if (batch.length < BATCH) return settled;
  }
}

async function reconcileOne(
  deps: PaymentDeps,
  provider: PaymentProvider,
  attempt: AttemptToReconcile,
  now: Date,
): Promise<Settled> {
  // the money came in meanwhile (a notification, the cashier): nothing to ask
  if (!['pending', 'closed'].includes(attempt.status)) return 'paid';
  const found = await provider.query(attempt.attemptNo);
  if (found.state === 'paid') {
    const outcome = await handlePaymentNotification(
      deps,
      { attemptNo: attempt.attemptNo, amountFen: found.amountFen, status: 'SUCCESS', txnId: found.txnId },
      now,
      provider.name,
    );
    // an amount that is not the attempt's was logged by the handler; staff must look at it
    return notificationAcknowledged(outcome) || outcome === 'amountMismatch' ? 'paid' : 'failed';
  }
  if (found.state === 'unpaid') {
    // closed here or not, the gateway may still take money for it until it expires
    if (attempt.expiresAt.getTime() + EXPIRY_MARGIN_MS > now.getTime()) return 'waiting';
    // closed there before here: a guest paying in between is caught by the next check
    await provider.close(attempt.attemptNo);
  }
  await markAttemptStatus(deps.db, attempt.id, 'pending', 'closed');
  return 'closed';
}
