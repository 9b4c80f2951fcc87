import { useSearchParams } from 'react-router';
import { useHotelSite } from '../../features/hotel-site/hotel-context.ts';
import { RoomDetail } from '../../features/hotel-site/room-detail.tsx';
import { rateBooking } from './rate-booking.tsx';

/** The `index` query parameter: a whole number from 0, else nothing. */
function indexOf(text: string | null): number | undefined {
  if (text === null || !/^\d{1,4}$/.test(text)) return undefined;
  return Number(text);
}

/** ChildRoomsDetail: the room type at `?index=` of the hotel's room list, bookable as on the rooms page. */
export function ChildRoomDetailRoute() {
  const { hotel } = useHotelSite();
  const [params] = useSearchParams();
  return (
    <RoomDetail hotel={hotel} index={indexOf(params.get('index'))} action={rateBooking(hotel.hotelCode)} />
  );
}
