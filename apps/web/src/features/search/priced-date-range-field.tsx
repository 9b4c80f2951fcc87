import type { Dayjs } from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { DateRangeField } from './date-range-field.tsx';
import type { PriceCalendar } from './hotel-price-calendar.tsx';
import type { HotelNaming } from './named-hotel.ts';

interface PricedDateRangeFieldProps {
  value: [Dayjs, Dayjs];
  onChange: (value: [Dayjs, Dayjs]) => void;
  id: string;
  /** The box's city and hotel name; none while no city is chosen (or 全部). */
  naming: HotelNaming | undefined;
}

// The hotels, the calendar's query and the matching come when the guest reaches for the dates.
const HotelPriceCalendar = lazy(() => import('./hotel-price-calendar.tsx'));

/**
 * The dates of a box that may name one hotel: once the guest reaches for them, and while the city
 * and the name typed name one hotel, its calendar shows that hotel's lowest price of each day and
 * its sold-out days cannot be the arrival (as its rooms page's). Otherwise plain dates.
 */
export function PricedDateRangeField({ naming, ...field }: PricedDateRangeFieldProps) {
  const [reached, setReached] = useState(false);
  const [calendar, setCalendar] = useState<PriceCalendar>();
  const named = naming && naming.hotelName.trim() !== '' ? naming : undefined;

  return (
    <>
      {reached && named ? (
        <Suspense fallback={null}>
          <HotelPriceCalendar {...named} onCalendar={setCalendar} />
        </Suspense>
      ) : null}
      <DateRangeField {...field} calendar={named ? calendar : undefined} onReach={() => setReached(true)} />
    </>
  );
}
