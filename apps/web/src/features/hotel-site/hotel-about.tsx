import { CheckCircleOutlined, EnvironmentOutlined, PhoneOutlined } from '@ant-design/icons';
import type { HotelInfo } from '@hotel/shared/api/hotel';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageBanner } from '../../components/page-banner.tsx';
import { RichContent } from '../../components/rich-content.tsx';
import { HOTEL_SITE_TEXT } from './messages.ts';

/** The hotel's about page: its introduction, services and how to reach it. */
export function HotelAbout({ hotel }: { hotel: HotelInfo }) {
  return (
    <>
      <PageBanner title={hotel.hotelName} eyebrow={HOTEL_SITE_TEXT.aboutTitle} image={hotel.showImage}>
        {hotel.cityName}
      </PageBanner>
      <div className="page-container hotel-about">
        <article className="hotel-about__main">
          {hotel.hotelRemark ? <RichContent html={hotel.hotelRemark} headingsFrom={2} /> : <EmptyState />}
        </article>
        <aside className="hotel-about__aside">
          <dl className="hotel-facts">
            <div>
              <dt>
                <EnvironmentOutlined aria-hidden /> {HOTEL_SITE_TEXT.addressLabel}
              </dt>
              <dd>{hotel.address}</dd>
            </div>
            <div>
              <dt>
                <PhoneOutlined aria-hidden /> {HOTEL_SITE_TEXT.telLabel}
              </dt>
              <dd>
                <a href={`tel:${hotel.tel.replace(/[^\d+]/g, '')}`}>{hotel.tel}</a>
              </dd>
            </div>
          </dl>
          {hotel.showRights.length > 0 ? (
            <>
              <h2 className="hotel-about__rights-title">{HOTEL_SITE_TEXT.rights}</h2>
              <ul className="hotel-about__rights">
                {hotel.showRights.map((right) => (
                  <li key={right}>
                    <CheckCircleOutlined aria-hidden /> {right}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </aside>
      </div>
    </>
  );
}
