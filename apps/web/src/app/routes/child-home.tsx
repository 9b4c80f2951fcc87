import layoutStyles from '../../components/layout.module.css';
import { HomeAbout } from '../../features/hotel-site/home-about.tsx';
import { HomeHealthTea, HomeMeetings } from '../../features/hotel-site/home-feature-cards.tsx';
import { HomeOffers } from '../../features/hotel-site/home-offers.tsx';
import { useHotelSite } from '../../features/hotel-site/hotel-context.ts';
import { HotelHero } from '../../features/hotel-site/hotel-hero.tsx';
import hotelHomeStyles from '../../features/hotel-site/hotel-home.module.css';
import { RoomCarousel } from '../../features/hotel-site/room-carousel.tsx';
import { SearchBox } from '../../features/search/search-box.tsx';

/** ChildHome: banner, search (to this hotel's rooms), about, meetings, rooms, health and tea, offers. */
export function ChildHomeRoute() {
  const { hotel } = useHotelSite();
  return (
    <div>
      {/* the hotel's name heads its home, as the brand's heads the group's: read, not shown */}
      <h1 className="visually-hidden">{hotel.hotelName}</h1>
      <HotelHero hotel={hotel} />
      <div className={`${layoutStyles.pageContainer} ${hotelHomeStyles.childHomeSearch}`}>
        <SearchBox hotelCode={hotel.hotelCode} />
      </div>
      <div className={layoutStyles.pageContainer}>
        <HomeAbout hotel={hotel} />
        <HomeMeetings hotel={hotel} />
        <RoomCarousel hotel={hotel} />
        <HomeHealthTea hotel={hotel} />
        <HomeOffers hotel={hotel} />
      </div>
    </div>
  );
}
