import { EnvironmentOutlined, PhoneOutlined } from '@ant-design/icons';
import { GENERIC_PAGE_SIZE } from '@hotel/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import layoutStyles from '../../components/layout.module.css';
import { PageBanner } from '../../components/page-banner.tsx';
import { Pagination, pageOf } from '../../components/pagination.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { paths } from '../../config/paths.ts';
import { groupHotelsQuery } from '../../lib/catalogue-queries.ts';
import styles from './meetings.module.css';
import { MEETINGS_TEXT } from './messages.ts';

/**
 * The group's meetings page: an enquiry always concerns one hotel, so this page lists the group's
 * hotels (by city) with the way to each hotel's meetings page and form, and the group hotline.
 */
export function GroupMeetings({ hotline }: { hotline: string | undefined }) {
  const hotels = useQuery(groupHotelsQuery());
  const [city, setCity] = useState<string>();
  const [page, setPage] = useState(1);

  const all = hotels.data ?? [];
  const cities = [...new Map(all.map((h) => [h.cityCode, h.cityName])).entries()];
  const shown = city ? all.filter((h) => h.cityCode === city) : all;

  const choose = (code: string | undefined) => {
    setCity(code);
    setPage(1);
  };

  return (
    <div>
      <PageBanner eyebrow={MEETINGS_TEXT.eyebrow} title={MEETINGS_TEXT.title}>
        {MEETINGS_TEXT.groupIntro}
      </PageBanner>
      <div className={layoutStyles.pageContainer}>
        {hotline ? (
          <p className={styles.meetingTel}>
            <PhoneOutlined aria-hidden />
            <span>{MEETINGS_TEXT.groupHotline}</span>
            <a href={`tel:${hotline.replace(/[^\d+]/g, '')}`} className={styles.meetingTelNumber}>
              {hotline}
            </a>
          </p>
        ) : null}
        <QueryState
          query={hotels}
          loading={<Skeleton active className={styles.meetingSection} paragraph={{ rows: 8 }} />}
          failed={MEETINGS_TEXT.hotelsFailed}
          isEmpty={(list) => list.length === 0}
        >
          {() => (
            <section className={styles.meetingSection} aria-label={MEETINGS_TEXT.title}>
              {/* biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form fieldset */}
              <div className={styles.meetingCities} role="group" aria-label={MEETINGS_TEXT.cityFilter}>
                {[[undefined, MEETINGS_TEXT.allCities] as const, ...cities].map(([code, name]) => (
                  <button
                    key={code ?? 'all'}
                    type="button"
                    aria-pressed={city === code}
                    className={
                      city === code ? `${styles.meetingCity} ${styles.meetingCityOn}` : styles.meetingCity
                    }
                    onClick={() => choose(code)}
                  >
                    {name}
                  </button>
                ))}
              </div>
              <p className={styles.meetingHotelsCount}>{MEETINGS_TEXT.hotelsCount(shown.length)}</p>
              <ul className={styles.meetingHotels}>
                {pageOf(shown, page, GENERIC_PAGE_SIZE).map((hotel) => (
                  <li key={hotel.hotelCode} className={styles.meetingHotel}>
                    <div className={styles.meetingHotelMedia}>
                      {hotel.pcThumbnail ? <img src={hotel.pcThumbnail} alt="" loading="lazy" /> : null}
                    </div>
                    <div className={styles.meetingHotelBody}>
                      <h2 className={styles.meetingHotelName}>{hotel.name}</h2>
                      <p className={styles.meetingHotelLine}>
                        <EnvironmentOutlined aria-hidden /> {hotel.address}
                      </p>
                      <p className={styles.meetingHotelLine}>
                        <PhoneOutlined aria-hidden /> {hotel.tel}
                      </p>
                      <Link
                        className={`${layoutStyles.linkButton} ${layoutStyles.linkButtonOutline} ${styles.meetingHotelLink}`}
                        to={paths.childMeetings(hotel.hotelCode)}
                        aria-label={`${MEETINGS_TEXT.bookAt}：${hotel.name}`}
                      >
                        {MEETINGS_TEXT.bookAt}
                      </Link>
                    </div>
                  </li>
                ))}
              </ul>
              <Pagination
                total={shown.length}
                current={page}
                pageSize={GENERIC_PAGE_SIZE}
                onChange={setPage}
              />
            </section>
          )}
        </QueryState>
      </div>
    </div>
  );
}
