import type { HotelInfo } from '@hotel/shared/api/hotel';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { Link } from 'react-router';
import layoutStyles from '../../components/layout.module.css';
import { QueryState } from '../../components/query-state.tsx';
import { RichContent } from '../../components/rich-content.tsx';
import { SectionTitle } from '../../components/section-title.tsx';
import { paths } from '../../config/paths.ts';
import { hotelHomeContentQuery } from './api.ts';
import styles from './hotel-home.module.css';
import { HOTEL_SITE_TEXT } from './messages.ts';

/** About text of the hotel's home page, with the way to its about page. */
export function HomeAbout({ hotel }: { hotel: HotelInfo }) {
  const content = useQuery(hotelHomeContentQuery(hotel.hotelCode));

  return (
    <section className={`${styles.hotelSection} hotel-about-block`} aria-labelledby="hotel-home-about">
      {content.isError && !content.data ? (
        <SectionTitle id="hotel-home-about" eyebrow={HOTEL_SITE_TEXT.aboutEyebrow} title={hotel.hotelName} />
      ) : null}
      <QueryState query={content} loading={<Skeleton active paragraph={{ rows: 5 }} />}>
        {(data) => (
          <div className={styles.hotelAboutBlockBody}>
            <div>
              <SectionTitle
                id="hotel-home-about"
                eyebrow={HOTEL_SITE_TEXT.aboutEyebrow}
                title={data.AboutTitle || hotel.hotelName}
              />
              <RichContent html={data.AboutDesc} className={styles.hotelAboutBlockDesc} />
              <Link
                className={`${layoutStyles.linkButton} ${layoutStyles.linkButtonOutline}`}
                to={paths.childAboutUs(hotel.hotelCode)}
              >
                {HOTEL_SITE_TEXT.learnMore}
              </Link>
            </div>
            {hotel.showImage ? (
              <div className={styles.hotelAboutBlockMedia}>
                <img src={hotel.showImage} alt={hotel.hotelName} loading="lazy" />
              </div>
            ) : null}
          </div>
        )}
      </QueryState>
    </section>
  );
}
