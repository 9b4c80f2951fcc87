import type { SiteInfo } from '@hotel/shared/api/cms';
import { HEAD_OFFICE_CODE } from '@hotel/shared/constants';
import { useQuery } from '@tanstack/react-query';
import layoutStyles from '../../components/layout.module.css';
import { SectionTitle } from '../../components/section-title.tsx';
import { DEFAULT_BRAND_NAME, NARROW_QUERY } from '../../config/site.ts';
import { AboutCard } from '../../features/home/about-card.tsx';
import { BannerCarousel } from '../../features/home/banner-carousel.tsx';
import homeStyles from '../../features/home/home.module.css';
import { HOME_TEXT } from '../../features/home/messages.ts';
import { NewsSection } from '../../features/home/news-section.tsx';
import { OffersSection } from '../../features/home/offers-section.tsx';
import { CityImageList } from '../../features/search/city-image-list.tsx';
import { SearchBox } from '../../features/search/search-box.tsx';
import { bannersQuery } from '../../lib/catalogue-queries.ts';
import { groupOrganization } from '../../lib/group-organization.ts';
import { usePageHead } from '../../lib/page-head.ts';
import { siteInfoQuery } from '../../lib/site-info.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';

/** The group home page (its loader forgets the remembered search context): banners, search, about the brand, (narrow) cities, news and offers. */
export function HomeRoute() {
  const narrow = useMediaQuery(NARROW_QUERY);
  const site = useQuery(siteInfoQuery());
  // A shared link shows the first banner, the picture the page opens with.
  const [firstBanner] = useQuery(bannersQuery(HEAD_OFFICE_CODE)).data ?? [];
  usePageHead({
    image: firstBanner?.pcImage || undefined,
    jsonLd: site.data ? [organization(site.data)] : undefined,
  });

  return (
    <div>
      <h1 className="visually-hidden">{site.data?.brandName ?? DEFAULT_BRAND_NAME}</h1>
      <BannerCarousel hotelCode={HEAD_OFFICE_CODE} />
      <div className={`${layoutStyles.pageContainer} ${homeStyles.homeSearch}`}>
        <SearchBox />
      </div>
      <div className={layoutStyles.pageContainer}>
        <AboutCard hotelCode={HEAD_OFFICE_CODE} />
        {narrow ? (
          <section className={homeStyles.homeSection} aria-labelledby="home-cities">
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

/** The group as schema.org describes an organisation, with its contacts (Home carries it). */
function organization(site: SiteInfo): object {
  return {
    '@context': 'https://schema.org',
    ...groupOrganization(site.brandName),
    ...(site.hotline ? { telephone: site.hotline } : {}),
    ...(site.email ? { email: site.email } : {}),
  };
}
