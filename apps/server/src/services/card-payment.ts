import { setTimeout as sleep } from 'node:timers/promises';
import { PAY_METHOD } from '@hotel/shared/constants';
import { MSG } from '@hotel/shared/messages';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { ConflictError, LoginRequiredError, RateLimitedError, ValidationError } from '../lib/errors.ts';
import { verifyPassword } from '../lib/password.ts';
import { runOutsideDeadline } from '../lib/request-deadline.ts';
import { debitBalance, insertLedgerEntry } from '../queries/ledger.ts';
import { lockMember, markOrderPaid } from '../queries/orders.ts';
import {
  type ClosedAttempt,
  closePendingAttempts,
  insertAttempt,
  memberCardCredentials,
} from '../queries/payments.ts';
import { releaseTry, reserveTry, settleWrongTry } from '../queries/secret-tries.ts';
import { onceForKey } from './idempotency.ts';
import { lockPayableOrder, newAttemptNo, type OrderPayRequest, type PaymentDeps } from './payable-order.ts';
import { closeAtProvider } from './refunds.ts';

/** Wrong member passwords allowed per member in any 15 minutes. */
export const CARD_PASSWORD_TRIES = 5;
export const CARD_PASSWORD_WINDOW_MS = 15 * 60 * 1000;

const closedAttempts = z.array(z.object({ attemptNo: z.string(), provider: z.string() }));

/** A check whose process died leaves its reservation unsettled; after this it counts as a wrong try. */
const CHECK_LIFE_MS = 60_000;
/** How often, and how long at most, a check waits for the outcome of checks still running. */
const WAIT_STEP_MS = 100;
const LONGEST_WAIT_MS = 10_000;

/**
 * Checks the member password of card payment, at most 5 wrong in any 15 minutes however many
 * guesses arrive at once, on however many instances: each check first reserves one of the 5 tries
 * (queries/secret-tries.ts) and only then runs the slow scrypt comparison. A right password gives
 * its reservation back, a wrong one settles it. A check that finds the other tries all reserved by
 * checks still running waits for their outcome rather than calling the member locked.
 */
async function checkCardPassword(db: Db, memberId: number, password: string, passwordHash: string) {
  const key = `card-password:${memberId}`;
  const started = Date.now();
  for (;;) {
    const now = new Date();
    const window = {
      since: new Date(now.getTime() - CARD_PASSWORD_WINDOW_MS),
      max: CARD_PASSWORD_TRIES,
      pendingSince: new Date(now.getTime() - CHECK_LIFE_MS),
    };
    // the try counts whatever becomes of this request, so its record is no part of the request's work
    const reservation = await runOutsideDeadline(() => reserveTry(db, key, window, now));
    if (reservation.kind === 'limited') throw new RateLimitedError(MSG.memberPasswordLocked);
    if (reservation.kind === 'reserved') {
      const right = await verifyPassword(password, passwordHash).catch(async (err: unknown) => {
        await releaseTry(db, reservation.id);
        throw err;
      });
      if (right) {
        await releaseTry(db, reservation.id);
        return;
      }
      await settleWrongTry(db, reservation.id, new Date());
      throw new ValidationError(MSG.memberPasswordWrong);
    }
    if (Date.now() - started > LONGEST_WAIT_MS) throw new RateLimitedError(MSG.tooManyRequests);
    await sleep(WAIT_STEP_MS);
  }
}

/**
 * Member card: the card number (when sent) and member password are checked first, outside the
 * transaction (the hash is slow); then one transaction locks the member and the order, debits the
 * balance with a conditional UPDATE (余额不足 when it does not cover the amount), writes the
 * ledger row, marks the order paid, writes the guest's confirmation and closes its open
 * WeChat/Alipay attempts (at the provider too, once committed; the confirmation is sent then as
 * well). With an Idempotency-Key a retry of a payment that went through changes nothing.
 */
export async function payByCard(
  deps: PaymentDeps,
  memberId: number,
  request: OrderPayRequest,
  now: Date,
  idempotencyKey?: string,
): Promise<void> {
  const credentials = await memberCardCredentials(deps.db, memberId);
  if (!credentials) throw new LoginRequiredError();
  if (request.cardNo !== '' && request.cardNo !== credentials.cardNo)
    throw new ValidationError(MSG.cardNoMismatch);
  await checkCardPassword(deps.db, memberId, request.cardPwd, credentials.passwordHash);

  // what makes two payments the same; the password is no part of it (the key's row is kept a day)
  const call = {
    memberId,
    operation: 'orderpay' as const,
    key: idempotencyKey,
    request: {
      revNo: request.revNo,
      method: request.method,
      payAmount: request.payAmount,
      hotelCode: request.hotelCode,
    },
  };
  let confirmations: number[] = [];
  const closed = await deps.db.transaction((tx) =>
    onceForKey(tx, call, closedAttempts, now, async (): Promise<ClosedAttempt[]> => {
      if (!(await lockMember(tx, memberId))) throw new LoginRequiredError();
      const { order } = await lockPayableOrder(tx, memberId, request, now);
      const balanceAfterFen = await debitBalance(tx, memberId, order.actualFen);
      if (balanceAfterFen === undefined) throw new ConflictError(MSG.balanceInsufficient);
      await insertLedgerEntry(tx, {
        memberId,
        orderId: order.id,
        kind: 'debit',
        amountFen: -order.actualFen,
        balanceAfterFen,
        now,
      });
      await insertAttempt(tx, {
        attemptNo: newAttemptNo(),
        orderId: order.id,
        method: PAY_METHOD.memberCard,
        provider: 'card',
        amountFen: order.actualFen,
        status: 'paid',
        expiresAt: now,
        paidAt: now,
        createdAt: now,
      });
      if (!(await markOrderPaid(tx, order.id, PAY_METHOD.memberCard, now))) {
        throw new ConflictError(MSG.orderAlreadyPaid);
      }
      confirmations = await deps.confirmations.queue(tx, order.id, 'paid', now);
      return closePendingAttempts(tx, [order.id]);
    }),
  );
  await closeAtProvider(deps, closed);
  await deps.confirmations.send(now, confirmations);
}
