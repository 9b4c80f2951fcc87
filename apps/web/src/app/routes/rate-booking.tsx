import { BookRateButton } from '../../features/booking/book-rate-button.tsx';
import { BOOKING_TEXT } from '../../features/booking/messages.ts';
import type { RateAction } from '../../features/hotel-site/rate-row.tsx';
import { initialStay } from '../../features/hotel-site/stay.ts';

/**
 * The 预订 button of each rate on a hotel's rooms page and room detail page: it starts the booking
 * flow for the stay the page shows.
 */
export function rateBooking(hotelCode: string): RateAction {
  return (room, rate) => (
    <BookRateButton
      rate={{
        hotelCode,
        roomTypeCode: rate.rtCode || room.rtCode,
        rateCode: rate.rateCode,
        available: rate.available,
        bookable: rate.bookable,
      }}
      // The pages save every changed stay where initialStay reads it, so this is the shown stay.
      stay={initialStay}
      label={BOOKING_TEXT.bookLabel(room.roomTypeName, rate.rateClassName)}
    />
  );
}
