import { BookRateButton } from '../../features/booking/book-rate-button.tsx';
import { BOOKING_TEXT } from '../../features/booking/messages.ts';
import { useHotelSite } from '../../features/hotel-site/hotel-context.ts';
import { HotelRooms } from '../../features/hotel-site/hotel-rooms.tsx';
import type { RateAction } from '../../features/hotel-site/rate-row.tsx';
import { initialStay } from '../../features/hotel-site/stay.ts';

/** ChildRooms: each rate's 预订 button starts the booking flow for the stay the list shows. */
export function ChildRoomsRoute() {
  const { hotel } = useHotelSite();
  const action: RateAction = (room, rate) => (
    <BookRateButton
      rate={{
        hotelCode: hotel.hotelCode,
        roomTypeCode: rate.rtCode || room.rtCode,
        rateCode: rate.rateCode,
        available: rate.available,
        bookable: rate.bookable,
      }}
      // The list saves every changed stay where initialStay reads it, so this is the shown stay.
      stay={initialStay}
      label={BOOKING_TEXT.bookLabel(room.roomTypeName, rate.rateClassName)}
    />
  );
  return <HotelRooms hotel={hotel} action={action} />;
}
