import type { HotelInfo } from '@hotel/shared/api/hotel';
import { CAROUSEL_IMAGES } from '@hotel/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { BannerPicture } from '../../components/banner-picture.tsx';
import { Carousel } from '../../components/carousel.tsx';
import { bannersQuery } from '../../lib/catalogue-queries.ts';
import { HOTEL_SITE_TEXT } from './messages.ts';
import './hotel-site.css';

/** The hotel's banners (desktop images from `BREAKPOINTS.desktop`, mobile below), else its own picture. */
export function HotelHero({ hotel }: { hotel: HotelInfo }) {
  const banners = useQuery(bannersQuery(hotel.hotelCode));
  const slides = (banners.data ?? []).slice(0, CAROUSEL_IMAGES);

  if (slides.length === 0) {
    return (
      <section className="hotel-hero" aria-label={HOTEL_SITE_TEXT.bannerLabel} aria-busy={banners.isPending}>
        <div className="hotel-hero__slide hotel-hero__slide--fallback">
          {!banners.isPending && hotel.showImage ? (
            <img
              src={hotel.showImage}
              alt={hotel.hotelName}
              className="hotel-hero__image"
              fetchPriority="high"
            />
          ) : null}
          <span className="hotel-hero__caption">{hotel.hotelName}</span>
        </div>
      </section>
    );
  }
  return (
    <Carousel className="hotel-hero" label={HOTEL_SITE_TEXT.bannerLabel} interval={5000} pictures>
      {slides.map((banner, index) => (
        <div key={banner.id} className="hotel-hero__slide">
          <BannerPicture
            banner={banner}
            alt={banner.title || hotel.hotelName}
            className="hotel-hero__image"
            index={index}
          />
          {banner.title ? (
            <span className="hotel-hero__caption" aria-hidden="true">
              {banner.title}
            </span>
          ) : null}
        </div>
      ))}
    </Carousel>
  );
}
