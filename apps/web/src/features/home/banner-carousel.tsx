import type { Banner } from '@hotel/shared/api/hotel';
import { CAROUSEL_IMAGES } from '@hotel/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { AppLink } from '../../components/app-link.tsx';
import { BannerPicture } from '../../components/banner-picture.tsx';
import { Carousel } from '../../components/carousel.tsx';
import { bannersQuery } from '../../lib/catalogue-queries.ts';
import { HOME_TEXT } from './messages.ts';
import './home.css';

function Slide({ banner, index }: { banner: Banner; index: number }) {
  return (
    <AppLink to={banner.linkUrl} className="hero__slide" aria-label={banner.title}>
      <BannerPicture banner={banner} alt={banner.title} className="hero__image" index={index} />
      {banner.title ? (
        <span className="hero__caption" aria-hidden="true">
          {banner.title}
        </span>
      ) : null}
    </AppLink>
  );
}

/** Brand panel when there is no banner (still loading, none configured, or the call failed). */
function HeroFallback({ busy }: { busy: boolean }) {
  return (
    <div className="hero__fallback" aria-busy={busy}>
      <p className="hero__fallback-title">{HOME_TEXT.heroFallbackTitle}</p>
      <p className="hero__fallback-text">{HOME_TEXT.heroFallbackText}</p>
    </div>
  );
}

/** Up to four banners: desktop images from `BREAKPOINTS.desktop`, mobile images below; auto-plays. */
export function BannerCarousel({ hotelCode }: { hotelCode: string }) {
  const banners = useQuery(bannersQuery(hotelCode));
  const slides = (banners.data ?? []).slice(0, CAROUSEL_IMAGES);
  if (slides.length === 0) {
    return (
      <section className="hero" aria-label={HOME_TEXT.bannerLabel}>
        <HeroFallback busy={banners.isPending} />
      </section>
    );
  }
  return (
    <Carousel className="hero" label={HOME_TEXT.bannerLabel} interval={5000}>
      {slides.map((banner, index) => (
        <Slide key={banner.id} banner={banner} index={index} />
      ))}
    </Carousel>
  );
}
