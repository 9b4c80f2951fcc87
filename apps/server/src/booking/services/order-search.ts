import {
  ORDER_EXPORT_MAX_ROWS,
  ORDER_SEARCH_COUNT_CAP,
  type OrderDetail,
  type OrderRow,
  type OrderSearch,
  type orderExportQuery,
} from '@hotel/shared/admin/orders';
import { fenToYuan } from '@hotel/shared/money';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { shanghaiDateTime } from '../../lib/time.ts';
import type { StaffPrincipal } from '../../staff/index.ts';
import { assertHotelInScope, hotelScopeOf, hotelsByCodes } from '../../staff/index.ts';
import { orderHistoryOf } from '../queries/order-detail.ts';
import { listOrders, type OrderFilter, type StaffOrderRow, searchOrders } from '../queries/orders-search.ts';
import { invoiceOf } from './invoices.ts';
import { reachableOrder } from './order-access.ts';
import { actionsOf, statusOf } from './order-status.ts';

/** 订单管理's reads: the search, its export and an order's detail, within the staff member's hotels. */

/** A provider refund's status as staff see it: failed ones the gateway will never take. */
const REFUND_STATUS_SHOWN: Record<string, 'pending' | 'done' | 'failed'> = {
  pending: 'pending',
  succeeded: 'done',
  failed: 'failed',
};

type Filters = z.output<typeof orderExportQuery>;

/**
 * The staff member's hotels, narrowed to the chosen one: another hotel's code → 403, an unknown one
 * finds nothing (undefined).
 */
export async function hotelFilterOf(
  db: Db,
  staff: StaffPrincipal,
  hotelCode: string,
): Promise<Pick<OrderFilter, 'hotelIds' | 'hotelId'> | undefined> {
  const scope = hotelScopeOf(staff);
  const hotelIds = scope.kind === 'all' ? undefined : scope.ids;
  if (!hotelCode) return { hotelIds };
  const [hotel] = await hotelsByCodes(db, [hotelCode]);
  if (!hotel) return undefined;
  assertHotelInScope(staff, hotel.id);
  return { hotelIds, hotelId: hotel.id };
}

function filterOf(filters: Filters): Omit<OrderFilter, 'hotelIds' | 'hotelId'> {
  return {
    orderNo: filters.orderNo || undefined,
    guest: filters.guest || undefined,
    arrivalFrom: filters.arrivalFrom || undefined,
    arrivalTo: filters.arrivalTo || undefined,
    status: filters.status || undefined,
  };
}

export function toOrderRow(row: StaffOrderRow): OrderRow {
  const o = row.order;
  return {
    id: o.id,
    orderNo: o.orderNo,
    revNo: o.revNo,
    hotelCode: row.hotelCode,
    hotelName: row.hotelName,
    roomTypeName: row.roomTypeName,
    rateName: row.rateName,
    guestName: o.revUser,
    mobile: o.mobile,
    checkinDate: o.checkinDate,
    checkoutDate: o.checkoutDate,
    nights: o.days,
    roomQty: o.roomQty,
    amount: fenToYuan(o.actualFen),
    payMethod: o.payMethod,
    paid: o.payResult === 1,
    status: statusOf(row),
    createdAt: shanghaiDateTime(o.createdAt),
    channel:
      row.channelName !== null && row.channelResId !== null
        ? { name: row.channelName, resId: row.channelResId }
        : null,
  };
}

export async function orderPage(db: Db, staff: StaffPrincipal, query: OrderSearch) {
  const hotels = await hotelFilterOf(db, staff, query.hotelCode);
  if (!hotels) return { rows: [], total: 0, totalCapped: false };
  const { rows, total, totalCapped } = await searchOrders(
    db,
    { ...hotels, ...filterOf(query) },
    { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
    ORDER_SEARCH_COUNT_CAP,
  );
  return { rows: rows.map(toOrderRow), total, totalCapped };
}

/** The rows of an export: the search's filters, newest first, at most ORDER_EXPORT_MAX_ROWS. */
export async function ordersToExport(db: Db, staff: StaffPrincipal, filters: Filters): Promise<OrderRow[]> {
  const hotels = await hotelFilterOf(db, staff, filters.hotelCode);
  if (!hotels) return [];
  const rows = await listOrders(db, { ...hotels, ...filterOf(filters) }, ORDER_EXPORT_MAX_ROWS);
  return rows.map(toOrderRow);
}

/** '8888000012345678' → '8888********5678': staff never see a whole card number. */
export function maskCardNo(cardNo: string): string {
  return cardNo.length <= 8
    ? '****'
    : `${cardNo.slice(0, 4)}${'*'.repeat(cardNo.length - 8)}${cardNo.slice(-4)}`;
}

export async function orderDetailFor(
  db: Db,
  staff: StaffPrincipal,
  orderId: number,
  now: Date,
): Promise<OrderDetail> {
  const row = await reachableOrder(db, staff, orderId);
  const o = row.order;
  const more = await orderHistoryOf(db, o);
  const cardRefunds = more.ledger.filter((entry) => entry.kind === 'refund');
  return {
    ...toOrderRow(row),
    guestNames: o.guestNames.length > 0 ? o.guestNames : [o.revUser],
    adultNum: o.adultNum,
    childrenNum: o.childrenNum,
    email: o.email,
    remark: o.remark,
    arrivalTime: o.arrivalTime,
    breakfast: o.breakfast,
    totalAmount: fenToYuan(o.totalFen),
    discountAmount: fenToYuan(o.discountFen),
    memberDiscountAmount: fenToYuan(o.memberDiscountFen),
    couponAmount: fenToYuan(o.couponFen),
    pointsUsed: o.pointsUsed,
    pointsAmount: fenToYuan(o.pointsFen),
    cancelPolicy: row.cancelPolicy,
    holdUntil: shanghaiDateTime(o.holdUntil),
    paidAt: o.paidAt ? shanghaiDateTime(o.paidAt) : null,
    nightlyPrices: more.nights.map((n) => ({ night: n.night, price: fenToYuan(n.priceFen) })),
    member: more.member ? { ...more.member, cardNo: maskCardNo(more.member.cardNo) } : null,
    stay: {
      checkedInAt: more.stay?.checkedInAt ? shanghaiDateTime(more.stay.checkedInAt) : null,
      checkedOutAt: more.stay?.checkedOutAt ? shanghaiDateTime(more.stay.checkedOutAt) : null,
      noShowAt: more.stay?.noShowAt ? shanghaiDateTime(more.stay.noShowAt) : null,
      noShowFee: more.stay?.noShowFeeFen == null ? null : fenToYuan(more.stay.noShowFeeFen),
      collected:
        more.stay?.collectedFen != null && more.stay.collectedMethod
          ? { amount: fenToYuan(more.stay.collectedFen), method: more.stay.collectedMethod }
          : null,
    },
    payments: more.payments.map((p) => ({
      attemptNo: p.attemptNo,
      method: p.method,
      amount: fenToYuan(p.amountFen),
      status: p.status,
      createdAt: shanghaiDateTime(p.createdAt),
      paidAt: p.paidAt ? shanghaiDateTime(p.paidAt) : null,
    })),
    refunds: [
      ...more.providerRefunds.map((r) => ({
        refundNo: r.refundNo,
        method: r.method,
        amount: fenToYuan(r.amountFen),
        status: REFUND_STATUS_SHOWN[r.status] ?? ('pending' as const),
        createdAt: shanghaiDateTime(r.createdAt),
      })),
      ...cardRefunds.map((entry) => ({
        refundNo: `CL${entry.id}`,
        method: '1',
        amount: fenToYuan(entry.amountFen),
        status: 'done' as const,
        createdAt: shanghaiDateTime(entry.createdAt),
      })),
    ],
    ledger: more.ledger.map((entry) => ({
      kind: entry.kind,
      amount: fenToYuan(entry.amountFen),
      balanceAfter: fenToYuan(entry.balanceAfterFen),
      at: shanghaiDateTime(entry.createdAt),
    })),
    history: more.history.map((h) => ({
      at: shanghaiDateTime(h.at),
      staff: h.staff,
      action: h.action,
      detail: h.after,
    })),
    actions: actionsOf({ ...row, checkoutDate: o.checkoutDate }, staff.role, now),
    invoice: await invoiceOf(db, o.id),
  };
}
