import type { AllOrderResponse, allOrderBody, Order } from '@hotel/shared/api/member-orders';
import { ORDER_LIST_STATE, pageDateInstant } from '@hotel/shared/api/member-orders';
import { isFreeCancelPolicy } from '@hotel/shared/cancel-policy';
import { ORDER_STATE, PAY_RESULT } from '@hotel/shared/constants';
import { MSG } from '@hotel/shared/messages';
import { fenToYuan } from '@hotel/shared/money';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { shanghaiDateTime } from '../../lib/time.ts';
import { findOwnOrderView, listOwnOrders, type OrderViewRow } from '../queries/order-views.ts';
import { cancellationTerms } from './cancellation-terms.ts';
import { invoiceRefusal, toOrderInvoice } from './invoices.ts';

/** The member centre's orders: getOrderDetail and getAllOrder (service-design.md section 5). */

/** Money methods as the order's history names them. */
const METHOD_NAMES: Record<string, string> = { '1': '会员卡', wxpay: '微信支付', alipay: '支付宝' };

/** What happened to the order, oldest first, from its own times and its refunds. */
function historyOf(row: OrderViewRow): Order['history'] {
  const o = row.order;
  const events: { at: Date; text: string }[] = [{ at: o.createdAt, text: '提交订单' }];
  if (o.paidAt) {
    const method = METHOD_NAMES[o.payMethod ?? ''];
    events.push({ at: o.paidAt, text: method ? `支付成功（${method}）` : '支付成功' });
  }
  const desk = row.desk;
  if (desk?.checkedInAt) events.push({ at: desk.checkedInAt, text: '已办理入住' });
  if (desk?.noShowAt) {
    const fee = desk.noShowFeeFen ?? 0;
    events.push({ at: desk.noShowAt, text: fee > 0 ? `未到店，收取房费 ¥${fenToYuan(fee)}` : '未到店' });
  } else if (o.cancelledAt) events.push({ at: o.cancelledAt, text: '订单已取消' });
  if (o.state === ORDER_STATE.expired) events.push({ at: o.holdUntil, text: '超时未支付，订单已失效' });
  for (const refund of row.refunds) {
    const to = METHOD_NAMES[refund.method] ?? '原支付方式';
    const state = refund.pending ? '处理中' : '已退回';
    events.push({ at: new Date(refund.at), text: `退款 ¥${fenToYuan(refund.fen)} 至${to}（${state}）` });
  }
  if (o.completedAt) events.push({ at: o.completedAt, text: '已离店，订单完成' });
  return events
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map((e) => ({ time: shanghaiDateTime(e.at), text: e.text }));
}

export function toOrder(row: OrderViewRow, now: Date): Order {
  const o = row.order;
  const unpaid = o.payResult === PAY_RESULT.unpaid;
  const terms = cancellationTerms(
    o,
    { cancelPolicy: row.cancelPolicy, checkedIn: Boolean(row.desk?.checkedInAt) },
    now,
  );
  return {
    id: o.id,
    orderNo: o.orderNo,
    revNo: o.revNo,
    hotelCode: row.hotelCode,
    hotelName: row.hotelName,
    roomTypeCode: row.roomTypeCode,
    roomTypeName: row.roomTypeName,
    rateCode: row.rateCode,
    rateName: row.rateName,
    checkinDate: o.checkinDate,
    checkoutDate: o.checkoutDate,
    days: o.days,
    roomQty: o.roomQty,
    revUser: o.revUser,
    customerName: o.revUser,
    // orders booked before guests were asked per room name their booker only
    guestNames: o.guestNames.length > 0 ? o.guestNames : [o.revUser],
    adultNum: o.adultNum,
    childrenNum: o.childrenNum,
    mobile: o.mobile,
    email: o.email,
    remark: o.remark,
    arrivalTime: o.arrivalTime,
    totalAmount: fenToYuan(o.totalFen),
    memberDiscountAmount: fenToYuan(o.memberDiscountFen),
    discountAmount: fenToYuan(o.discountFen),
    couponAmount: fenToYuan(o.couponFen),
    pointsUsed: o.pointsUsed,
    pointsAmount: fenToYuan(o.pointsFen),
    actualAmount: fenToYuan(o.actualFen),
    couponType: row.couponType ?? '',
    breakfast: o.breakfast,
    state: o.state,
    payResult: o.payResult,
    payMethod: o.payMethod,
    isFreeCancel: isFreeCancelPolicy(row.cancelPolicy) ? 1 : 0,
    nightlyPrices: row.nightly.map((n) => ({ date: n.night, price: fenToYuan(n.priceFen) })),
    createTime: shanghaiDateTime(o.createdAt),
    holdUntil: shanghaiDateTime(o.holdUntil),
    payTime: o.paidAt ? shanghaiDateTime(o.paidAt) : null,
    canPay: o.state === ORDER_STATE.booked && unpaid && now.getTime() < o.holdUntil.getTime(),
    canCancel: terms.allowed,
    checkedInAt:
      row.desk?.checkedInAt && o.state === ORDER_STATE.confirmed
        ? shanghaiDateTime(row.desk.checkedInAt)
        : null,
    freeCancelUntil: terms.freeUntil ? shanghaiDateTime(terms.freeUntil) : null,
    cancelRefund: terms.allowed ? fenToYuan(terms.refundFen) : null,
    refunds: row.refunds.map((r) => ({
      amount: fenToYuan(r.fen),
      state: r.pending ? 'pending' : 'done',
      payMethod: r.method,
    })),
    history: historyOf(row),
    invoice: row.invoice ? toOrderInvoice(row.invoice) : null,
    canRequestInvoice: row.invoice === null && invoiceRefusal(o) === undefined,
  };
}

/** The member's own order; another member's order is as unknown as a missing one. */
export async function orderDetail(db: Db, memberId: number, orderId: number, now: Date): Promise<Order> {
  const row = await findOwnOrderView(db, memberId, orderId);
  if (!row) throw new NotFoundError(MSG.orderNotFound, 'ORDER_NOT_FOUND');
  return toOrder(row, now);
}

type AllOrderRequest = z.output<typeof allOrderBody>;

const TAB_STATES: Record<number, number[]> = {
  [ORDER_LIST_STATE.open]: [ORDER_STATE.booked, ORDER_STATE.confirmed],
  [ORDER_LIST_STATE.completed]: [ORDER_STATE.completed],
  [ORDER_LIST_STATE.cancelled]: [ORDER_STATE.cancelled, ORDER_STATE.expired],
};

export async function allOrders(
  db: Db,
  memberId: number,
  request: AllOrderRequest,
  now: Date,
): Promise<Pick<AllOrderResponse, 'data' | 'total'>> {
  const { rows, total } = await listOwnOrders(db, memberId, {
    states: TAB_STATES[request.state] ?? [],
    orderNo: request.orderNo === '' ? undefined : request.orderNo,
    createdBefore: request.maxDate === '' ? undefined : pageDateInstant(request.maxDate),
    createdAfter: request.minDate === '' ? undefined : pageDateInstant(request.minDate),
    limit: request.count,
  });
  return { data: rows.map((row) => toOrder(row, now)), total };
}
