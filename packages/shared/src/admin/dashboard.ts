import { z } from 'zod';
import { envelopeOf } from '../api/envelope.ts';
import { ADMIN_MSG } from './messages.ts';

/** 经营概况: one hotel, or every hotel the staff member works for (the whole group for administrators). */

/** Days the charts cover, today included. */
export const DASHBOARD_DAYS = 30;

export const dashboardQuery = z.object(
  { hotelCode: z.string(ADMIN_MSG.badRequest).trim().max(32, ADMIN_MSG.badRequest).prefault('') },
  ADMIN_MSG.badRequest,
);

export const dashboardDay = z.object({
  date: z.string(),
  /** Room-nights sold (taken) and on sale that night. */
  sold: z.number().int(),
  total: z.number().int(),
  /** sold / total, 0 when there were no rooms. */
  occupancy: z.number(),
  /** Room revenue of the night in yuan: the nightly prices of stays paid for it. */
  revenue: z.number(),
});
export type DashboardDay = z.infer<typeof dashboardDay>;

const counts = z.object({ newOrders: z.number().int(), cancellations: z.number().int() });

export const dashboard = z.object({
  /** What the figures cover: a hotel's name, 全部酒店 or 集团全部酒店. */
  scopeName: z.string(),
  today: counts.extend({
    date: z.string(),
    arrivals: z.number().int(),
    departures: z.number().int(),
    inHouse: z.number().int(),
  }),
  lastDays: counts,
  days: z.array(dashboardDay),
});
export type Dashboard = z.infer<typeof dashboard>;
export const dashboardResponse = envelopeOf(dashboard);
