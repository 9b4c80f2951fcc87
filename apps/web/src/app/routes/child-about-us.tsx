import { HotelAbout } from '../../features/hotel-site/hotel-about.tsx';
import { useHotelSite } from '../../features/hotel-site/hotel-context.ts';

/** ChildAboutUs: the hotel's introduction, services, address and phone. */
export function ChildAboutUsRoute() {
  const { hotel } = useHotelSite();
  return <HotelAbout hotel={hotel} />;
}
