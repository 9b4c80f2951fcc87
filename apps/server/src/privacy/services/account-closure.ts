import { randomBytes } from 'node:crypto';
import { ACCOUNT_MSG } from '@hotel/shared/api/account';
import { SMS_PURPOSE } from '@hotel/shared/constants';
import { fenToYuan } from '@hotel/shared/money';
import type { Queryable } from '../../db/client.ts';
import { type AppError, ConflictError, LoginRequiredError } from '../../lib/errors.ts';
import type { MemberDeps } from '../../members/index.ts';
import {
  anonymiseMember,
  consumeSmsCode,
  endSessionsOfMember,
  lockMemberForClosure,
  lockMobile,
  memberForClosure,
  type SmsCodeDeps,
  sendSmsCode,
} from '../../members/index.ts';
import {
  anonymiseConfirmationsOf,
  anonymiseInvoicesOf,
  anonymiseOrdersOf,
  forgetConsentAddresses,
  openOrderNosOf,
  pendingInvoiceOrderNosOf,
} from '../queries/account-closure.ts';

/**
 * 注销账号 (PIPL art. 47): the member closes their account with a fresh SMS code sent to their own
 * mobile. Refused, with the reason, while the group and the member still have something to settle:
 * an open order, money on the stored-value card, an invoice not yet made out. Otherwise one
 * transaction anonymises what identifies them and ends every session; what the accounts and the tax
 * records need (orders' amounts, payments, ledgers, a company's invoice title) stays, under the
 * member number, which is never given again.
 */

/** What a closed account's name, and the guests and personal invoice titles of its orders, read. */
export const CLOSED_NAME = '已注销会员';
const CLOSED_GUEST = '已注销';
const GIVEN_UP = '账号已注销，不再发送';

/** Why the account cannot be closed now, or undefined. Read under the member's lock by closeAccount. */
export async function closureRefusal(
  db: Queryable,
  member: { id: number; balanceFen: number },
): Promise<string | undefined> {
  const open = await openOrderNosOf(db, member.id);
  if (open.length > 0) return ACCOUNT_MSG.openOrders(open);
  if (member.balanceFen > 0) return ACCOUNT_MSG.balanceLeft(fenToYuan(member.balanceFen).toFixed(2));
  const invoices = await pendingInvoiceOrderNosOf(db, member.id);
  if (invoices.length > 0) return ACCOUNT_MSG.invoicesPending(invoices);
  return undefined;
}

/**
 * Sends the closure code (purpose 3) to the member's own mobile, with the usual rules of codes;
 * refused first when the account could not be closed now, so no code (and none of the day's
 * allowance) is spent on a closure that would be refused.
 */
export async function sendClosureCode(
  deps: SmsCodeDeps,
  member: { id: number },
  ip: string,
  now: Date,
): Promise<void> {
  const row = await memberForClosure(deps.db, member.id);
  if (!row || row.closedAt) throw new LoginRequiredError();
  const reason = await closureRefusal(deps.db, { id: member.id, balanceFen: row.balanceFen });
  if (reason) throw new ConflictError(reason, 'ACCOUNT_NOT_CLOSABLE');
  await sendSmsCode(deps, { mobile: row.mobile, purpose: SMS_PURPOSE.closeAccount, ip }, now);
}

/**
 * Closes the account. Lock order as a login's (the mobile's SMS lock, then the member row): the
 * member row is locked FOR UPDATE, so a booking or payment of theirs in flight finishes first (and
 * its open order refuses the closure) or waits and then finds the account closed (pricingMemberOf).
 * A wrong code is recorded (committed) before the refusal is thrown, as at login.
 */
export async function closeAccount(
  deps: MemberDeps,
  member: { id: number; mobile: string },
  code: string,
  now: Date,
): Promise<void> {
  const refusal = await deps.db.transaction(async (tx): Promise<AppError | undefined> => {
    await lockMobile(tx, member.mobile);
    const row = await lockMemberForClosure(tx, member.id);
    if (!row || row.closedAt || row.mobile !== member.mobile) return new LoginRequiredError();
    const reason = await closureRefusal(tx, { id: member.id, balanceFen: row.balanceFen });
    if (reason) return new ConflictError(reason, 'ACCOUNT_NOT_CLOSABLE');
    const codeProblem = await consumeSmsCode(
      tx,
      deps.codeSecret,
      { mobile: row.mobile, purpose: SMS_PURPOSE.closeAccount, code },
      now,
    );
    if (codeProblem) return codeProblem;

    await anonymiseMember(tx, member.id, {
      name: CLOSED_NAME,
      // no password matches it (not an scrypt hash): card payment and any later check fail
      passwordHash: `closed$${randomBytes(32).toString('base64url')}`,
      now,
    });
    await endSessionsOfMember(tx, member.id, now);
    await anonymiseOrdersOf(tx, member.id, CLOSED_GUEST);
    await anonymiseInvoicesOf(tx, member.id, CLOSED_GUEST);
    await anonymiseConfirmationsOf(tx, member.id, GIVEN_UP);
    await forgetConsentAddresses(tx, member.id);
    return undefined;
  });
  if (refusal) throw refusal;
}
