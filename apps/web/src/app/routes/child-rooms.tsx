import { useHotelSite } from '../../features/hotel-site/hotel-context.ts';
import { HotelRooms } from '../../features/hotel-site/hotel-rooms.tsx';
import { rateBooking } from './rate-booking.tsx';

/** ChildRooms: each rate's 预订 button starts the booking flow for the stay the list shows. */
export function ChildRoomsRoute() {
  const { hotel } = useHotelSite();
  return <HotelRooms hotel={hotel} action={rateBooking(hotel.hotelCode)} />;
}
