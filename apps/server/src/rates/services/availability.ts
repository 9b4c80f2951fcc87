import { RATES_MSG } from '@hotel/shared/admin/rates';
import type {
  MemberRatePrice,
  PriceCalendarDay,
  RoomRate,
  RoomWithRates,
  roomAndRateBody,
} from '@hotel/shared/api/hotel';
import { MSG } from '@hotel/shared/messages';
import { fenToYuan } from '@hotel/shared/money';
import { BOOKING_HORIZON_DAYS, stayProblem } from '@hotel/shared/validation';
import type { z } from 'zod';
import { requireHotelId, toRoomType } from '../../catalogue/index.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { NOT_FOUND } from '../../lib/not-found.ts';
import { addDays, daysBetween, shanghaiDate } from '../../lib/time.ts';
import type { ViewerLevel } from '../../members/index.ts';
import { entryMemberPercentsOf, memberPercentsOf } from '../../members/index.ts';
import {
  inventorySpans,
  listRoomTypesWithPlans,
  type PricedNight,
  priceSpans,
} from '../queries/availability.ts';
import { lowestPricesByNight } from '../queries/lowest-prices.ts';
import { memberNightFen } from './pricing.ts';

/**
 * Availability and price of a stay (service-design.md section 4). The booking calls
 * (checkInventory, submitOrder) use the same functions, inside their transaction when they pass one.
 */

/** A stay that passed the date rules: its nights, check-in inclusive to check-out exclusive. */
export interface Stay {
  checkIn: string;
  checkOut: string;
  nights: string[];
}

/** The stay for these dates, or a ValidationError with the first rule broken (see `stayProblem`). */
export function stayOf(checkIn: string, checkOut: string, today: string = shanghaiDate()): Stay {
  const problem = stayProblem(checkIn, checkOut, today);
  if (problem) throw new ValidationError(problem, 'STAY_INVALID');
  const count = daysBetween(checkIn, checkOut);
  return { checkIn, checkOut, nights: Array.from({ length: count }, (_, i) => addDays(checkIn, i)) };
}

/**
 * Rooms of each type free on every night of the stay: the minimum of total − taken over the nights,
 * 0 when any night has no inventory row (not on sale). One aggregate for all the types.
 */
export async function availabilityOfStays(
  db: Queryable,
  roomTypeIds: number[],
  stay: Stay,
): Promise<Map<number, number>> {
  const spans = await inventorySpans(db, roomTypeIds, stay);
  const byType = new Map(roomTypeIds.map((id) => [id, 0]));
  for (const span of spans) {
    byType.set(span.roomTypeId, span.nights === stay.nights.length ? Math.max(0, span.minFree) : 0);
  }
  return byType;
}

export async function availabilityOfStay(db: Queryable, roomTypeId: number, stay: Stay): Promise<number> {
  return (await availabilityOfStays(db, [roomTypeId], stay)).get(roomTypeId) ?? 0;
}

/** One room for the stay under one rate plan: each night's price, and the total when every night has one. */
export interface StayPrice {
  nightly: { night: string; priceFen: number | null }[];
  /** Sum of the nightly prices in fen; null when a night has no price (the plan cannot be sold). */
  totalFen: number | null;
  /** Why the plan cannot be sold for this stay though priced (stop sale, minimum stay …), else null. */
  restriction: string | null;
}

/**
 * The first restriction of the rate plan's nights that refuses the stay: a night stopped for sale,
 * then the arrival night's closed-to-arrival, then its minimum stay (restrictions are per rate plan
 * night; minimum stay and closed to arrival are read on the arrival night).
 */
export function restrictionOf(nights: PricedNight[], stay: Stay): string | null {
  if (nights.some((n) => n.stopSell)) return RATES_MSG.stopSold;
  const arrival = nights.find((n) => n.night === stay.checkIn);
  if (arrival?.closedToArrival) return RATES_MSG.closedToArrival;
  if (arrival && arrival.minStay > stay.nights.length) return RATES_MSG.minStay(arrival.minStay);
  return null;
}

/** The price of the stay under each rate plan, from the rate calendar as stored. One aggregate for all plans. */
export async function pricesOfStays(
  db: Queryable,
  ratePlanIds: number[],
  stay: Stay,
): Promise<Map<number, StayPrice>> {
  const spans = new Map(
    (await priceSpans(db, ratePlanIds, stay)).map((span) => [span.ratePlanId, span.nights]),
  );
  const prices = new Map<number, StayPrice>();
  for (const id of ratePlanIds) {
    const nights = spans.get(id) ?? [];
    const byNight = new Map(nights.map((n) => [n.night, n.priceFen]));
    const nightly = stay.nights.map((night) => ({ night, priceFen: byNight.get(night) ?? null }));
    let totalFen: number | null = 0;
    for (const { priceFen } of nightly)
      totalFen = priceFen === null || totalFen === null ? null : totalFen + priceFen;
    prices.set(id, { nightly, totalFen, restriction: restrictionOf(nights, stay) });
  }
  return prices;
}

export async function priceOfStay(db: Queryable, ratePlanId: number, stay: Stay): Promise<StayPrice> {
  const price = (await pricesOfStays(db, [ratePlanId], stay)).get(ratePlanId);
  return (
    price ?? {
      nightly: stay.nights.map((night) => ({ night, priceFen: null })),
      totalFen: null,
      restriction: null,
    }
  );
}

type RoomAndRateRequest = z.output<typeof roomAndRateBody>;

/**
 * The member price of each plan for the viewer: their level's where it has one, else the plan's
 * first level that has one (what logging in as such a member gives).
 */
async function memberPercentsFor(
  db: Queryable,
  ratePlanIds: number[],
  viewer: ViewerLevel | null,
): Promise<Map<number, { levelName: string; percentOff: number; yours: boolean }>> {
  const [own, entry] = await Promise.all([
    viewer ? memberPercentsOf(db, ratePlanIds, viewer.levelCode) : new Map<number, number>(),
    entryMemberPercentsOf(db, ratePlanIds),
  ]);
  const percents = new Map<number, { levelName: string; percentOff: number; yours: boolean }>();
  for (const id of ratePlanIds) {
    const mine = own.get(id);
    const first = entry.get(id);
    if (viewer && mine !== undefined)
      percents.set(id, { levelName: viewer.levelName, percentOff: mine, yours: true });
    else if (first) percents.set(id, { ...first, yours: false });
  }
  return percents;
}

/** 会员价 of a priced stay for one room. */
function memberPriceOf(
  nightly: { priceFen: number | null }[],
  terms: { levelName: string; percentOff: number; yours: boolean } | undefined,
): MemberRatePrice | null {
  if (!terms || nightly.length === 0 || nightly.some((n) => n.priceFen === null)) return null;
  const totalFen = nightly.reduce((sum, n) => sum + memberNightFen(n.priceFen ?? 0, terms.percentOff), 0);
  return {
    ...terms,
    totalPrice: fenToYuan(totalFen),
    avgPrice: fenToYuan(Math.round(totalFen / nightly.length)),
  };
}

/**
 * getRoomAndRate: each room type of the hotel (or the one asked for) with every rate plan's
 * availability, 门市价 and 会员价 for the stay (the viewer's own level's when logged in). A handful
 * of round trips whatever the size of the hotel or the stay: the hotel, its room types with plans,
 * then availability grouped by type, prices grouped by plan and member percentages at once.
 */
export async function roomAndRate(
  db: Db,
  request: RoomAndRateRequest,
  viewer: ViewerLevel | null,
  today: string = shanghaiDate(),
): Promise<RoomWithRates[]> {
  const stay = stayOf(request.CheckIn, request.CheckOut, today);
  const hotelId = await requireHotelId(db, request.HotelCode);
  const rtCode = request.RoomTypeCode === '' ? undefined : request.RoomTypeCode;
  const types = await listRoomTypesWithPlans(db, hotelId, rtCode);
  if (rtCode !== undefined && types.length === 0)
    throw new NotFoundError(NOT_FOUND.roomType, 'ROOM_TYPE_NOT_FOUND');
  const planIds = types.flatMap((t) => t.plans.map((plan) => plan.id));
  const [available, prices, memberPercents] = await Promise.all([
    availabilityOfStays(
      db,
      types.map((t) => t.roomType.id),
      stay,
    ),
    pricesOfStays(db, planIds, stay),
    memberPercentsFor(db, planIds, viewer),
  ]);
  return types.map(({ roomType, plans }) => {
    const base = toRoomType(roomType, plans);
    const free = available.get(roomType.id) ?? 0;
    // toRoomType keeps the plans' order, so rate i is plan i
    const rateList = base.rateList.map((rate, i): RoomRate => {
      const plan = plans[i];
      const price = plan ? prices.get(plan.id) : undefined;
      const totalFen = price?.totalFen ?? null;
      const restriction = price?.restriction ?? null;
      return {
        ...rate,
        available: free,
        nightlyPrices: (price?.nightly ?? []).map((n) => ({
          date: n.night,
          price: n.priceFen === null ? null : fenToYuan(n.priceFen),
        })),
        totalPrice: totalFen === null ? null : fenToYuan(totalFen),
        avgPrice: totalFen === null ? null : fenToYuan(Math.round(totalFen / stay.nights.length)),
        bookable: free > 0 && totalFen !== null && restriction === null,
        ...(restriction === null ? {} : { restriction }),
        memberPrice: plan ? memberPriceOf(price?.nightly ?? [], memberPercents.get(plan.id)) : null,
      };
    });
    return { ...base, available: free, rateList };
  });
}

/**
 * getPriceCalendar: each of `days` days from `from` (today by default, never before today nor past
 * the booking horizon) with the hotel's lowest price of a night arriving then (at the viewer's
 * member price), or sold out.
 */
export async function priceCalendar(
  db: Db,
  request: { HotelCode: string; from?: string; days: number },
  viewer: ViewerLevel | null,
  today: string = shanghaiDate(),
): Promise<PriceCalendarDay[]> {
  const from = request.from ?? today;
  if (from < today) throw new ValidationError(MSG.checkInPast, 'CHECK_IN_PAST');
  const days = Math.max(0, Math.min(request.days, daysBetween(from, addDays(today, BOOKING_HORIZON_DAYS))));
  const hotelId = await requireHotelId(db, request.HotelCode);
  const priced = new Map(
    (
      await lowestPricesByNight(
        db,
        hotelId,
        { checkIn: from, checkOut: addDays(from, days) },
        viewer?.levelCode ?? null,
      )
    ).map((n) => [n.night, n.lowestFen]),
  );
  return Array.from({ length: days }, (_, i) => {
    const date = addDays(from, i);
    const fen = priced.get(date);
    return { date, lowestPrice: fen === undefined ? null : fenToYuan(fen), soldOut: fen === undefined };
  });
}
