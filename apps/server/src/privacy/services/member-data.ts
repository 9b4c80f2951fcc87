import {
  CARD_ENTRY_NAMES,
  type MemberDataExport,
  PAY_METHOD_NAMES,
  PAYMENT_STATUS_NAMES,
} from '@hotel/shared/api/account';
import { INVOICE_STATUSES, INVOICE_TITLE_TYPES } from '@hotel/shared/api/member-orders';
import { GENDER, ORDER_STATE, POLICY_DOCUMENTS, POLICY_PAGES } from '@hotel/shared/constants';
import { fenToYuan } from '@hotel/shared/money';
import { listOwnOrders, toOrder } from '../../booking/index.ts';
import type { Db } from '../../db/client.ts';
import { LoginRequiredError } from '../../lib/errors.ts';
import { shanghaiDateTime } from '../../lib/time.ts';
import {
  couponsOf,
  heldLevelName,
  memberFacts,
  pointsEntriesOf,
  sessionsOfMember,
  toPointsEntry,
} from '../../members/index.ts';
import { cardEntriesOf, consentsOf, invoicesOf, paymentsOf } from '../queries/member-data.ts';

/**
 * 下载我的数据 (PIPL art. 45: a copy of one's personal information): everything the group holds
 * about the member, in the shape the member centre already shows it where it has one. Only rows of
 * this member; never the password hash, session tokens, SMS codes or a provider's own ids.
 */

const ABOUT =
  '这是您在光影酒店集团官网的个人数据副本：会员资料、同意记录、订单（含金额与入住人）、支付与会员卡流水、积分、抵用券、发票申请与登录记录。时间均为北京时间，金额单位为元。';

/** Orders are few for any member; the export takes every one. */
const EVERY_ROW = 100_000;
const EVERY_STATE = Object.values(ORDER_STATE);

const SEX_NAMES: Record<number, string> = { [GENDER.male]: '男', [GENDER.female]: '女' };

const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  values.find((v) => v === value) ?? fallback;

export async function memberDataOf(db: Db, memberId: number, now: Date): Promise<MemberDataExport> {
  const facts = await memberFacts(db, memberId);
  if (!facts) throw new LoginRequiredError();
  const [levelName, consents, orderRows, payments, cardEntries, points, coupons, invoices, logins] =
    await Promise.all([
      heldLevelName(db, memberId),
      consentsOf(db, memberId),
      listOwnOrders(db, memberId, {
        states: EVERY_STATE,
        orderNo: undefined,
        createdBefore: undefined,
        createdAfter: undefined,
        limit: EVERY_ROW,
      }),
      paymentsOf(db, memberId),
      cardEntriesOf(db, memberId),
      pointsEntriesOf(db, memberId, EVERY_ROW),
      couponsOf(db, memberId, now),
      invoicesOf(db, memberId),
      sessionsOfMember(db, memberId),
    ]);
  return {
    about: ABOUT,
    exportedAt: shanghaiDateTime(now),
    profile: {
      name: facts.name,
      surname: facts.surname,
      givenName: facts.givenName,
      mobile: facts.mobile,
      birthday: facts.birthday,
      sex: facts.sex,
      sexName: facts.sex === null ? '未填写' : (SEX_NAMES[facts.sex] ?? '未填写'),
      cardNo: facts.cardNo,
      levelName,
      score: facts.score,
      balance: fenToYuan(facts.balanceFen),
      registeredAt: shanghaiDateTime(facts.createdAt),
    },
    consents: consents.map((c) => {
      const document = oneOf(POLICY_DOCUMENTS, c.document, 'privacy');
      return {
        document,
        documentName: POLICY_PAGES[document].name,
        version: c.version,
        basis: c.basis === 'agreed' ? 'agreed' : 'implied',
        agreedAt: shanghaiDateTime(c.agreedAt),
        ip: c.ip,
      };
    }),
    orders: orderRows.rows.map((row) => {
      const {
        canPay: _canPay,
        canCancel: _canCancel,
        cancelRefund: _cancelRefund,
        freeCancelUntil: _freeCancelUntil,
        canRequestInvoice: _canRequestInvoice,
        ...order
      } = toOrder(row, now);
      return order;
    }),
    payments: payments.map((p) => ({
      orderNo: p.orderNo,
      payMethod: p.method,
      payMethodName: PAY_METHOD_NAMES[p.method] ?? p.method,
      amount: fenToYuan(p.amountFen),
      status: p.status,
      statusName: PAYMENT_STATUS_NAMES[p.status] ?? p.status,
      createdAt: shanghaiDateTime(p.createdAt),
      paidAt: p.paidAt ? shanghaiDateTime(p.paidAt) : null,
    })),
    cardLedger: cardEntries.map((e) => ({
      kind: e.kind,
      kindName: CARD_ENTRY_NAMES[e.kind] ?? e.kind,
      amount: fenToYuan(e.amountFen),
      balanceAfter: fenToYuan(e.balanceAfterFen),
      orderNo: e.orderNo,
      time: shanghaiDateTime(e.createdAt),
    })),
    points: {
      balance: facts.score,
      entries: points.map(toPointsEntry),
    },
    coupons,
    invoices: invoices.map((i) => ({
      orderNo: i.orderNo,
      status: oneOf(INVOICE_STATUSES, i.status, 'requested'),
      titleType: oneOf(INVOICE_TITLE_TYPES, i.titleType, 'personal'),
      title: i.title,
      taxpayerId: i.taxpayerId,
      email: i.email,
      requestedAt: shanghaiDateTime(i.requestedAt),
      issuedAt: i.issuedAt ? shanghaiDateTime(i.issuedAt) : null,
    })),
    logins: logins.map((s) => ({
      startedAt: shanghaiDateTime(s.createdAt),
      expiresAt: shanghaiDateTime(s.expiresAt),
      endedAt: s.endedAt ? shanghaiDateTime(s.endedAt) : null,
    })),
  };
}
