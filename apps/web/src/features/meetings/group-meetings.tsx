import { EnvironmentOutlined, PhoneOutlined } from '@ant-design/icons';
import { GENERIC_PAGE_SIZE } from '@hotel/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageBanner } from '../../components/page-banner.tsx';
import { Pagination, pageOf } from '../../components/pagination.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { paths } from '../../config/paths.ts';
import { groupHotelsQuery } from '../../lib/catalogue-queries.ts';
import { MEETINGS_TEXT } from './messages.ts';
import './meetings.css';

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
    <div className="meeting-page">
      <PageBanner eyebrow={MEETINGS_TEXT.eyebrow} title={MEETINGS_TEXT.title}>
        {MEETINGS_TEXT.groupIntro}
      </PageBanner>
      <div className="page-container">
        {hotline ? (
          <p className="meeting-tel">
            <PhoneOutlined aria-hidden />
            <span>{MEETINGS_TEXT.groupHotline}</span>
            <a href={`tel:${hotline.replace(/[^\d+]/g, '')}`} className="meeting-tel__number">
              {hotline}
            </a>
          </p>
        ) : null}
        <QueryState
          query={hotels}
          loading={<Skeleton active className="meeting-section" paragraph={{ rows: 8 }} />}
          failed={MEETINGS_TEXT.hotelsFailed}
          isEmpty={(list) => list.length === 0}
        >
          {() => (
            <section className="meeting-section" aria-label={MEETINGS_TEXT.title}>
              {/* biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form fieldset */}
              <div className="meeting-cities" role="group" aria-label={MEETINGS_TEXT.cityFilter}>
                {[[undefined, MEETINGS_TEXT.allCities] as const, ...cities].map(([code, name]) => (
                  <button
                    key={code ?? 'all'}
                    type="button"
                    aria-pressed={city === code}
                    className={`meeting-city${city === code ? ' meeting-city--on' : ''}`}
                    onClick={() => choose(code)}
                  >
                    {name}
                  </button>
                ))}
              </div>
              <p className="meeting-hotels__count">{MEETINGS_TEXT.hotelsCount(shown.length)}</p>
              <ul className="meeting-hotels">
                {pageOf(shown, page, GENERIC_PAGE_SIZE).map((hotel) => (
                  <li key={hotel.hotelCode} className="meeting-hotel">
                    <div className="meeting-hotel__media">
                      {hotel.pcThumbnail ? <img src={hotel.pcThumbnail} alt="" loading="lazy" /> : null}
                    </div>
                    <div className="meeting-hotel__body">
                      <h2 className="meeting-hotel__name">{hotel.name}</h2>
                      <p className="meeting-hotel__line">
                        <EnvironmentOutlined aria-hidden /> {hotel.address}
                      </p>
                      <p className="meeting-hotel__line">
                        <PhoneOutlined aria-hidden /> {hotel.tel}
                      </p>
                      <Link
                        className="link-button link-button--outline meeting-hotel__link"
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
