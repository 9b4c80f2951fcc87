import { HEAD_OFFICE_CODE } from '@hotel/shared/constants';
import { SectionTitle } from '../../components/section-title.tsx';
import { NARROW_QUERY } from '../../config/site.ts';
import { AboutCard } from '../../features/home/about-card.tsx';
import { BannerCarousel } from '../../features/home/banner-carousel.tsx';
import { HOME_TEXT } from '../../features/home/messages.ts';
import { NewsSection } from '../../features/home/news-section.tsx';
import { OffersSection } from '../../features/home/offers-section.tsx';
import { CityImageList } from '../../features/search/city-image-list.tsx';
import { SearchBox } from '../../features/search/search-box.tsx';
import { useMediaQuery } from '../../lib/use-media-query.ts';

/** The group home page (its loader forgets the remembered search context): banners, search, about the brand, (narrow) cities, news and offers. */
export function HomeRoute() {
  const narrow = useMediaQuery(NARROW_QUERY);

  return (
    <div className="home">
      <BannerCarousel hotelCode={HEAD_OFFICE_CODE} />
      <div className="page-container home__search">
        <SearchBox />
      </div>
      <div className="page-container">
        <AboutCard hotelCode={HEAD_OFFICE_CODE} />
        {narrow ? (
          <section className="home-section" aria-labelledby="home-cities">
            <SectionTitle id="home-cities" eyebrow={HOME_TEXT.citiesEyebrow} title={HOME_TEXT.cities} />
            <CityImageList />
          </section>
        ) : null}
        <NewsSection />
        <OffersSection hotelCode={HEAD_OFFICE_CODE} />
      </div>
    </div>
  );
}
