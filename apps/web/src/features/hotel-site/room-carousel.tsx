import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { HotelInfo } from '@hotel/shared/api/hotel';
import { MSG } from '@hotel/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { Button, Skeleton } from 'antd';
import { useRef } from 'react';
import { Link } from 'react-router';
import { QueryState } from '../../components/query-state.tsx';
import { SectionTitle } from '../../components/section-title.tsx';
import { paths } from '../../config/paths.ts';
import { roomTypesQuery } from './api.ts';
import hotelHomeStyles from './hotel-home.module.css';
import { HOTEL_SITE_TEXT } from './messages.ts';
import styles from './room-carousel.module.css';

/** Recommended room types: a row of cards that scrolls sideways, each opening its detail page. */
export function RoomCarousel({ hotel }: { hotel: HotelInfo }) {
  const rooms = useQuery(roomTypesQuery(hotel.hotelCode));
  const track = useRef<HTMLUListElement>(null);

  const scroll = (direction: 1 | -1) => {
    const element = track.current;
    if (!element) return;
    element.scrollBy({ left: direction * element.clientWidth * 0.9, behavior: 'smooth' });
  };

  return (
    <section className={hotelHomeStyles.hotelSection} aria-labelledby="hotel-home-rooms">
      <SectionTitle
        id="hotel-home-rooms"
        eyebrow={HOTEL_SITE_TEXT.roomsEyebrow}
        title={HOTEL_SITE_TEXT.roomsTitle}
        extra={<Link to={paths.childRooms(hotel.hotelCode)}>{HOTEL_SITE_TEXT.allRooms}</Link>}
      />
      <QueryState
        query={rooms}
        loading={<Skeleton active paragraph={{ rows: 5 }} />}
        isEmpty={(items) => items.length === 0}
        empty={MSG.noRoomTypes}
      >
        {(items) => (
          <div className={styles.roomCarousel}>
            <ul className={styles.roomCarouselTrack} ref={track}>
              {items.map((room, index) => (
                <li key={room.rtCode} className={styles.roomCarouselItem}>
                  <Link to={paths.childRoomsDetail(hotel.hotelCode, index)} className={styles.roomCard}>
                    <div className={styles.roomCardMedia}>
                      {room.shortImage || room.pcImages[0] ? (
                        <img src={room.shortImage || room.pcImages[0]} alt="" loading="lazy" />
                      ) : null}
                    </div>
                    <div className={styles.roomCardBody}>
                      <h3 className={styles.roomCardTitle}>{room.roomTypeName}</h3>
                      <p className={styles.roomCardFacts}>
                        {[room.size, room.bedType, room.window].filter(Boolean).join(' · ')}
                      </p>
                    </div>
                  </Link>
                </li>
              ))}
            </ul>
            {items.length > 1 ? (
              <div className={styles.roomCarouselControls}>
                <Button
                  shape="circle"
                  icon={<LeftOutlined />}
                  aria-label={HOTEL_SITE_TEXT.prevSlide}
                  onClick={() => scroll(-1)}
                />
                <Button
                  shape="circle"
                  icon={<RightOutlined />}
                  aria-label={HOTEL_SITE_TEXT.nextSlide}
                  onClick={() => scroll(1)}
                />
              </div>
            ) : null}
          </div>
        )}
      </QueryState>
    </section>
  );
}
