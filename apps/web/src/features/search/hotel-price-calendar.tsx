import type { PriceCalendarDay } from '@hotel/shared/api/hotel';
import { priceFigure } from '@hotel/shared/money';
import { useQuery } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { useEffect, useMemo } from 'react';
import { businessToday } from '../../lib/business-date.ts';
import { groupHotelsQuery, priceCalendarQuery, useViewer } from '../../lib/catalogue-queries.ts';

import { STAY_DATE_FORMAT } from '../../lib/stay.ts';
import { SEARCH_TEXT } from './messages.ts';
import { type HotelNaming, namedHotel } from './named-hotel.ts';

/** The named hotel's calendar as the date picker reads it (empty while its days are on their way). */
export interface PriceCalendar {
  /** ¥299 under a day's number, 满 on a sold-out day, nothing for a day not (yet) known. */
  note: (day: Dayjs) => string | null;
  /** No room of the hotel can be booked for a night arriving that day. */
  soldOut: (day: Dayjs) => boolean;
}

interface HotelPriceCalendarProps extends HotelNaming {
  /** The calendar of the hotel named, or undefined while the box names none. */
  onCalendar: (calendar: PriceCalendar | undefined) => void;
}

function noteOf(day: PriceCalendarDay | undefined): string | null {
  if (!day) return null;
  if (day.soldOut || day.lowestPrice === null) return SEARCH_TEXT.calendarSoldOut;
  return `¥${priceFigure(day.lowestPrice)}`;
}

/**
 * Finds the hotel the search box names among the city's hotels and reads its price calendar, for
 * the date field to show. It draws nothing: it is a component so that the date field can load it
 * (the hotels' and the calendar's queries, the matching) when the guest reaches for the dates, and
 * the first load of the page does not carry it.
 */
export default function HotelPriceCalendar({ cityCode, hotelName, onCalendar }: HotelPriceCalendarProps) {
  const viewer = useViewer();
  const hotels = useQuery(groupHotelsQuery());
  const hotel = hotels.data ? namedHotel(hotels.data, { cityCode, hotelName }) : undefined;
  const days = useQuery({
    ...priceCalendarQuery(hotel?.hotelCode ?? '', businessToday().format(STAY_DATE_FORMAT), viewer),
    enabled: hotel !== undefined,
  });

  const calendar = useMemo<PriceCalendar | undefined>(() => {
    if (!hotel) return undefined;
    const byDate = new Map(days.data?.map((day) => [day.date, day]));
    const dayOf = (day: Dayjs) => byDate.get(day.format(STAY_DATE_FORMAT));
    return { note: (day) => noteOf(dayOf(day)), soldOut: (day) => dayOf(day)?.soldOut === true };
  }, [hotel, days.data]);

  useEffect(() => {
    onCalendar(calendar);
  }, [calendar, onCalendar]);
  // gone with the box's hotel (the name cleared, 全部 chosen): the picker is plain again
  useEffect(() => () => onCalendar(undefined), [onCalendar]);

  return null;
}
