import { CheckCircleOutlined, EnvironmentOutlined, PhoneOutlined } from '@ant-design/icons';
import type { HotelInfo } from '@hotel/shared/api/hotel';
import { EmptyState } from '../../components/empty-state.tsx';
import layoutStyles from '../../components/layout.module.css';
import { PageBanner } from '../../components/page-banner.tsx';
import { RichContent } from '../../components/rich-content.tsx';
import styles from './hotel-about.module.css';
import { HOTEL_SITE_TEXT } from './messages.ts';

/** The hotel's about page: its introduction, services and how to reach it. */
export function HotelAbout({ hotel }: { hotel: HotelInfo }) {
  return (
    <>
      <PageBanner title={hotel.hotelName} eyebrow={HOTEL_SITE_TEXT.aboutTitle} image={hotel.showImage}>
        {hotel.cityName}
      </PageBanner>
      <div className={`${layoutStyles.pageContainer} ${styles.hotelAbout}`}>
        <article>
          {hotel.hotelRemark ? <RichContent html={hotel.hotelRemark} headingsFrom={2} /> : <EmptyState />}
        </article>
        <aside className={styles.hotelAboutAside}>
          <dl className={styles.hotelFacts}>
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
              <h2 className={styles.hotelAboutRightsTitle}>{HOTEL_SITE_TEXT.rights}</h2>
              <ul className={styles.hotelAboutRights}>
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
