import type { FrontDeskList, FrontDeskRow } from '@hotel/shared/admin/orders';
import { ORDER_STATE } from '@hotel/shared/constants';
import type { Db } from '../../db/client.ts';
import { shanghaiDate } from '../../lib/time.ts';
import type { StaffPrincipal } from '../../staff/index.ts';
import { listOrders, type OrderFilter } from '../queries/orders-search.ts';
import { hotelFilterOf, toOrderRow } from './order-search.ts';
import { actionsOf } from './order-status.ts';

/** 今日到店 / 今日离店: the front desk's day in Asia/Shanghai, with the actions each stay allows now. */

/** More than any hotel's day; the lists are not paged. */
const LIST_LIMIT = 500;

const DAY_FILTERS: Record<FrontDeskList, (today: string) => Partial<OrderFilter>> = {
  // still to come or already in; cancelled and lapsed bookings are not arriving
  arrivals: (today) => ({ checkinDate: today, states: [ORDER_STATE.booked, ORDER_STATE.confirmed] }),
  // in house or gone today
  departures: (today) => ({ checkoutDate: today, states: [ORDER_STATE.confirmed, ORDER_STATE.completed] }),
};

export async function frontDeskDay(
  db: Db,
  staff: StaffPrincipal,
  list: FrontDeskList,
  hotelCode: string,
  now: Date,
): Promise<{ date: string; rows: FrontDeskRow[] }> {
  const date = shanghaiDate(now);
  const hotels = await hotelFilterOf(db, staff, hotelCode);
  if (!hotels) return { date, rows: [] };
  const rows = await listOrders(db, { ...hotels, ...DAY_FILTERS[list](date) }, LIST_LIMIT, 'guest');
  return {
    date,
    rows: rows.map((row) => ({
      ...toOrderRow(row),
      actions: actionsOf({ ...row, checkoutDate: row.order.checkoutDate }, staff.role, now),
    })),
  };
}
