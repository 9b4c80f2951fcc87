import type { OrderStatus } from '@hotel/shared/admin/orders';
import { PAY_METHOD } from '@hotel/shared/constants';
import { and, desc, eq, gte, ilike, inArray, like, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { hotels, ratePlans, roomTypes } from '../../db/schema/catalog.ts';
import { channelConnections, channelReservations } from '../../db/schema/channels.ts';
import { orderStays } from '../../db/schema/front-desk.ts';
import { orders } from '../../db/schema/orders.ts';

/** 订单管理's search, the Excel export and the front desk's lists: orders with their hotel, room and stay. */

export interface OrderFilter {
  /** Hotels the staff member may see; undefined for the group's roles (every hotel). */
  hotelIds: number[] | undefined;
  hotelId?: number | undefined;
  orderNo?: string | undefined;
  guest?: string | undefined;
  arrivalFrom?: string | undefined;
  arrivalTo?: string | undefined;
  checkinDate?: string | undefined;
  checkoutDate?: string | undefined;
  status?: OrderStatus | undefined;
  /** Only orders still open or finished that day (the front desk's lists leave out cancelled and expired). */
  states?: number[] | undefined;
}

const notPayAtHotel = sql`coalesce(${orders.payMethod}, '') <> ${PAY_METHOD.payAtHotel}`;

/** The same statuses as services/order-status.ts derives for one row. */
const STATUS_WHERE: Record<OrderStatus, SQL> = {
  unpaid: sql`${orders.state} = 0 AND ${notPayAtHotel}`,
  awaitingArrival: sql`(${orders.state} = 1 OR (${orders.state} = 0 AND NOT (${notPayAtHotel}))) AND ${orderStays.checkedInAt} IS NULL`,
  checkedIn: sql`${orders.state} = 1 AND ${orderStays.checkedInAt} IS NOT NULL`,
  checkedOut: sql`${orders.state} = 9`,
  noShow: sql`${orders.state} = 2 AND ${orderStays.noShowAt} IS NOT NULL`,
  cancelled: sql`${orders.state} = 2 AND ${orderStays.noShowAt} IS NULL`,
  expired: sql`${orders.state} = 10`,
};

/**
 * 入住人/手机号: digits are part of a mobile, found anywhere in it (the last 4 a guest reads out, as
 * 会员管理 finds members by 3 digits or more); anything else is part of a name, the booker's or any
 * room's guest's.
 */
function guestWhere(term: string): SQL {
  const escaped = term.replace(/[\\%_]/g, (c) => `\\${c}`);
  if (/^\d+$/.test(term)) return like(orders.mobile, `%${escaped}%`);
  return and(
    // what orders_guest_grams_idx finds: the orders whose names hold every character and pair of
    // characters of the term (a superset of the matches, which ILIKE then decides)
    sql`order_guest_grams(${orders.revUser}, ${orders.guestNames}) @> order_guest_grams(${term}, '{}')`,
    or(
      ilike(orders.revUser, `%${escaped}%`),
      sql`array_to_string(${orders.guestNames}, ' ') ILIKE ${`%${escaped}%`}`,
    ),
  ) as SQL;
}

function whereOf(filter: OrderFilter): SQL | undefined {
  return and(
    filter.hotelIds ? inArray(orders.hotelId, filter.hotelIds) : undefined,
    filter.hotelId ? eq(orders.hotelId, filter.hotelId) : undefined,
    filter.orderNo
      ? or(
          eq(orders.orderNo, filter.orderNo),
          eq(orders.revNo, filter.orderNo),
          // a channel's reservation id finds its orders (a subquery: the count joins no channel table),
          // as an array so that the three conditions are one bitmap of indexes, not a scan of orders
          sql`${orders.channelReservationId} = ANY(ARRAY(SELECT ${channelReservations.id} FROM ${channelReservations} WHERE ${channelReservations.resId} = ${filter.orderNo}))`,
        )
      : undefined,
    filter.guest ? guestWhere(filter.guest) : undefined,
    filter.arrivalFrom ? gte(orders.checkinDate, filter.arrivalFrom) : undefined,
    filter.arrivalTo ? lte(orders.checkinDate, filter.arrivalTo) : undefined,
    filter.checkinDate ? eq(orders.checkinDate, filter.checkinDate) : undefined,
    filter.checkoutDate ? eq(orders.checkoutDate, filter.checkoutDate) : undefined,
    filter.status ? STATUS_WHERE[filter.status] : undefined,
    filter.states ? inArray(orders.state, filter.states) : undefined,
  );
}

const rowColumns = {
  order: orders,
  hotelCode: hotels.hotelCode,
  hotelName: hotels.name,
  roomTypeName: roomTypes.name,
  rateName: ratePlans.name,
  cancelPolicy: ratePlans.cancelPolicy,
  checkedInAt: orderStays.checkedInAt,
  noShowAt: orderStays.noShowAt,
  channelName: channelConnections.name,
  channelResId: channelReservations.resId,
};

function selectRows(db: Queryable) {
  return db
    .select(rowColumns)
    .from(orders)
    .innerJoin(hotels, eq(hotels.id, orders.hotelId))
    .innerJoin(roomTypes, eq(roomTypes.id, orders.roomTypeId))
    .innerJoin(ratePlans, eq(ratePlans.id, orders.ratePlanId))
    .leftJoin(orderStays, eq(orderStays.orderId, orders.id))
    .leftJoin(channelReservations, eq(channelReservations.id, orders.channelReservationId))
    .leftJoin(channelConnections, eq(channelConnections.id, channelReservations.connectionId));
}

export type StaffOrderRow = Awaited<ReturnType<typeof selectRows>>[number];

/** A page of orders, newest first, and how many match, counted up to `countCap` (capped: more do). */
export async function searchOrders(
  db: Queryable,
  filter: OrderFilter,
  page: { limit: number; offset: number },
  countCap: number,
) {
  const where = whereOf(filter);
  // the page's ids first (from the indexes alone where they can), then only their rows are joined:
  // a deep page no longer joins every order it skips
  const pageIds = db
    .select({ id: orders.id })
    .from(orders)
    .leftJoin(orderStays, eq(orderStays.orderId, orders.id))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.limit)
    .offset(page.offset);
  const [rows, [total]] = await Promise.all([
    selectRows(db).where(inArray(orders.id, pageIds)).orderBy(desc(orders.createdAt), desc(orders.id)),
    // counting stops one past the cap: a term as wide as one character matches tens of thousands
    db.select({ n: sql<number>`count(*)::int` }).from(
      db
        .select({ id: orders.id })
        .from(orders)
        .leftJoin(orderStays, eq(orderStays.orderId, orders.id))
        .where(where)
        .limit(countCap + 1)
        .as('matches'),
    ),
  ]);
  const n = total?.n ?? 0;
  return { rows, total: Math.min(n, countCap), totalCapped: n > countCap };
}

/** Every matching order in list order, up to `limit` (the export and the front desk's lists). */
export async function listOrders(
  db: Queryable,
  filter: OrderFilter,
  limit: number,
  order: 'newest' | 'guest' = 'newest',
) {
  const query = selectRows(db).where(whereOf(filter));
  return order === 'guest'
    ? query.orderBy(hotels.hotelCode, orders.revUser, orders.id).limit(limit)
    : query.orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit);
}

/** One order with its hotel, room and stay; undefined when there is none. */
export async function findStaffOrder(db: Queryable, orderId: number) {
  const [row] = await selectRows(db).where(eq(orders.id, orderId)).limit(1);
  return row;
}
