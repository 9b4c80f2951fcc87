import { useHotelSite } from '../../features/hotel-site/hotel-context.ts';
import { MeetingPage } from '../../features/meetings/meeting-page.tsx';

/** The hotel's meetings and banquets page with its enquiry form. */
export function ChildMeetingsRoute() {
  const { hotel } = useHotelSite();
  return <MeetingPage hotel={hotel} />;
}
