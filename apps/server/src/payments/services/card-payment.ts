import { PAY_METHOD } from '@hotel/shared/constants';
import { MSG } from '@hotel/shared/messages';
import { z } from 'zod';
import { lockMember, markOrderPaid } from '../../booking/index.ts';
import type { Db } from '../../db/client.ts';
import { ConflictError, LoginRequiredError, RateLimitedError, ValidationError } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/password.ts';
import { debitBalance, insertLedgerEntry } from '../../members/index.ts';
import {
  type ClosedAttempt,
  closeAtProvider,
  closePendingAttempts,
  insertAttempt,
  memberCardCredentials,
  newAttemptNo,
} from '../../payment-gateways/index.ts';
import { checkGuess } from '../../safeguards/guessable-secrets.ts';
import { onceForKey } from '../../safeguards/idempotency.ts';
import { lockPayableOrder, type OrderPayRequest, type PaymentDeps } from './payable-order.ts';

/** Wrong member passwords allowed per member in any 15 minutes. */
export const CARD_PASSWORD_TRIES = 5;
export const CARD_PASSWORD_WINDOW_MS = 15 * 60 * 1000;

const closedAttempts = z.array(z.object({ attemptNo: z.string(), provider: z.string() }));

/**
 * The member password of card payment: at most 5 wrong in any 15 minutes, however many guesses
 * arrive at once (safeguards/guessable-secrets.ts).
 */
async function checkCardPassword(db: Db, memberId: number, password: string, passwordHash: string) {
  const limit = { maxWrong: CARD_PASSWORD_TRIES, windowMs: CARD_PASSWORD_WINDOW_MS };
  const outcome = await checkGuess(db, `card-password:${memberId}`, limit, () =>
    verifyPassword(password, passwordHash),
  );
  if (outcome === 'locked') throw new RateLimitedError(MSG.memberPasswordLocked, 'MEMBER_PASSWORD_LOCKED');
  if (outcome === 'busy') throw new RateLimitedError(MSG.tooManyRequests, 'TOO_MANY_REQUESTS');
  if (outcome === 'wrong') throw new ValidationError(MSG.memberPasswordWrong, 'MEMBER_PASSWORD_WRONG');
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
    throw new ValidationError(MSG.cardNoMismatch, 'CARD_NO_MISMATCH');
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
      if (balanceAfterFen === undefined)
        throw new ConflictError(MSG.balanceInsufficient, 'BALANCE_INSUFFICIENT');
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
        throw new ConflictError(MSG.orderAlreadyPaid, 'ORDER_ALREADY_PAID');
      }
      confirmations = await deps.confirmations.queue(tx, order.id, 'paid', now);
      return closePendingAttempts(tx, [order.id]);
    }),
  );
  await closeAtProvider(deps, closed);
  await deps.confirmations.send(now, confirmations);
}
