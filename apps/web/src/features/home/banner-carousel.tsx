import type { Banner } from '@hotel/shared/api/hotel';
import { CAROUSEL_IMAGES } from '@hotel/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { AppLink } from '../../components/app-link.tsx';
import { BannerPicture } from '../../components/banner-picture.tsx';
import { Carousel } from '../../components/carousel.tsx';
import { bannersQuery } from '../../lib/catalogue-queries.ts';
import styles from './home.module.css';
import { HOME_TEXT } from './messages.ts';

function Slide({ banner, index }: { banner: Banner; index: number }) {
  return (
    <AppLink to={banner.linkUrl} className={styles.heroSlide} aria-label={banner.title}>
      <BannerPicture banner={banner} alt={banner.title} className={styles.heroImage} index={index} />
      {banner.title ? (
        <span className={styles.heroCaption} aria-hidden="true">
          {banner.title}
        </span>
      ) : null}
    </AppLink>
  );
}

/** Brand panel when there is no banner (still loading, none configured, or the call failed). */
function HeroFallback({ busy }: { busy: boolean }) {
  return (
    <div className={styles.heroFallback} aria-busy={busy}>
      <p className={styles.heroFallbackTitle}>{HOME_TEXT.heroFallbackTitle}</p>
      <p className={styles.heroFallbackText}>{HOME_TEXT.heroFallbackText}</p>
    </div>
  );
}

/**
 * Up to four banners: desktop images from `BREAKPOINTS.desktop`, mobile images below; auto-plays.
 * `compact` is the hotel list's lower banner.
 */
export function BannerCarousel({ hotelCode, compact = false }: { hotelCode: string; compact?: boolean }) {
  const banners = useQuery(bannersQuery(hotelCode));
  const slides = (banners.data ?? []).slice(0, CAROUSEL_IMAGES);
  const heroClass = compact ? `${styles.hero} ${styles.heroCompact}` : styles.hero;
  if (slides.length === 0) {
    return (
      <section className={heroClass} aria-label={HOME_TEXT.bannerLabel}>
        <HeroFallback busy={banners.isPending} />
      </section>
    );
  }
  return (
    <Carousel className={heroClass} label={HOME_TEXT.bannerLabel} interval={5000}>
      {slides.map((banner, index) => (
        <Slide key={banner.id} banner={banner} index={index} />
      ))}
    </Carousel>
  );
}
