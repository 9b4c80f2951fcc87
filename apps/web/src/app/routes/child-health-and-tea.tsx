import { HealthAndTea } from '../../features/hotel-site/health-and-tea.tsx';
import { useHotelSite } from '../../features/hotel-site/hotel-context.ts';

/** The hotel's health and tea page: tabs 01 康养 and 02 茶道. */
export function ChildHealthAndTeaRoute() {
  const { hotel } = useHotelSite();
  return <HealthAndTea hotel={hotel} />;
}
