import type { HotelInfo } from '@hotel/shared/api/hotel';
import { CAROUSEL_IMAGES } from '@hotel/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { BannerPicture } from '../../components/banner-picture.tsx';
import { Carousel } from '../../components/carousel.tsx';
import { bannersQuery } from '../../lib/catalogue-queries.ts';
import styles from './hotel-hero.module.css';
import { HOTEL_SITE_TEXT } from './messages.ts';

/** The hotel's banners (desktop images from `BREAKPOINTS.desktop`, mobile below), else its own picture. */
export function HotelHero({ hotel }: { hotel: HotelInfo }) {
  const banners = useQuery(bannersQuery(hotel.hotelCode));
  const slides = (banners.data ?? []).slice(0, CAROUSEL_IMAGES);

  if (slides.length === 0) {
    return (
      <section
        className={styles.hotelHero}
        aria-label={HOTEL_SITE_TEXT.bannerLabel}
        aria-busy={banners.isPending}
      >
        <div className={`${styles.hotelHeroSlide} ${styles.hotelHeroSlideFallback}`}>
          {!banners.isPending && hotel.showImage ? (
            <img
              src={hotel.showImage}
              alt={hotel.hotelName}
              className={styles.hotelHeroImage}
              fetchPriority="high"
            />
          ) : null}
          <span className={styles.hotelHeroCaption}>{hotel.hotelName}</span>
        </div>
      </section>
    );
  }
  return (
    <Carousel className={styles.hotelHero} label={HOTEL_SITE_TEXT.bannerLabel} interval={5000} pictures>
      {slides.map((banner, index) => (
        <div key={banner.id} className={styles.hotelHeroSlide}>
          <BannerPicture
            banner={banner}
            alt={banner.title || hotel.hotelName}
            className={styles.hotelHeroImage}
            index={index}
          />
          {banner.title ? (
            <span className={styles.hotelHeroCaption} aria-hidden="true">
              {banner.title}
            </span>
          ) : null}
        </div>
      ))}
    </Carousel>
  );
}
