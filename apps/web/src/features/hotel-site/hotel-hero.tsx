import type { HotelInfo } from '@hotel/shared/api/hotel';
import { CAROUSEL_IMAGES } from '@hotel/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { Carousel } from 'antd';
import { DESKTOP_QUERY } from '../../config/site.ts';
import { bannersQuery } from '../../lib/catalogue-queries.ts';
import { HOTEL_SITE_TEXT } from './messages.ts';
import './hotel-site.css';

/** The hotel's banners (desktop images from `BREAKPOINTS.desktop`, mobile below), else its own picture. */
export function HotelHero({ hotel }: { hotel: HotelInfo }) {
  const banners = useQuery(bannersQuery(hotel.hotelCode));
  const slides = (banners.data ?? []).slice(0, CAROUSEL_IMAGES);

  return (
    <section className="hotel-hero" aria-label={HOTEL_SITE_TEXT.bannerLabel} aria-busy={banners.isPending}>
      {slides.length > 0 ? (
        <Carousel autoplay autoplaySpeed={5000} draggable>
          {slides.map((banner) => (
            <div key={banner.id} className="hotel-hero__slide">
              <picture>
                <source media={DESKTOP_QUERY} srcSet={banner.pcImage} />
                <img
                  src={banner.mobImage || banner.pcImage}
                  alt={banner.title || hotel.hotelName}
                  className="hotel-hero__image"
                />
              </picture>
              {banner.title ? (
                <span className="hotel-hero__caption" aria-hidden="true">
                  {banner.title}
                </span>
              ) : null}
            </div>
          ))}
        </Carousel>
      ) : (
        <div className="hotel-hero__slide hotel-hero__slide--fallback">
          {!banners.isPending && hotel.showImage ? (
            <img src={hotel.showImage} alt={hotel.hotelName} className="hotel-hero__image" />
          ) : null}
          <span className="hotel-hero__caption">{hotel.hotelName}</span>
        </div>
      )}
    </section>
  );
}
