import { EnvironmentOutlined, PhoneOutlined } from '@ant-design/icons';
import type { HotelInfo } from '@hotel/shared/api/hotel';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { HotelMapInView } from '../../components/hotel-map-in-view.tsx';
import layoutStyles from '../../components/layout.module.css';
import { QueryState } from '../../components/query-state.tsx';
import { RichContent } from '../../components/rich-content.tsx';
import { useViewer } from '../../lib/catalogue-queries.ts';
import { roomAndRateQuery } from './api.ts';
import styles from './hotel-rooms.module.css';
import { JumpBar } from './jump-bar.tsx';
import { HOTEL_SITE_TEXT } from './messages.ts';
import { fullForStay, OtherHotels } from './other-hotels.tsx';
import type { RateAction } from './rate-row.tsx';
import { RoomRateList } from './room-rate-list.tsx';
import { nightsOf } from './stay.ts';
import { StayPicker } from './stay-picker.tsx';
import { useStay } from './use-stay.ts';

const SECTION = { rooms: 'hotel-rooms', location: 'hotel-location', info: 'hotel-info' } as const;

interface HotelRoomsProps {
  hotel: HotelInfo;
  /** The booking button of each rate. */
  action: RateAction;
}

/**
 * ChildRooms: hotel header, jump bar, rooms and rates for the stay (other hotels of the city when it
 * is full), location map, hotel information.
 */
export function HotelRooms({ hotel, action }: HotelRoomsProps) {
  const [stay, changeStay] = useStay();
  // a login or logout asks again: the member's prices are their level's
  const viewer = useViewer();
  const rooms = useQuery(roomAndRateQuery(hotel.hotelCode, stay.checkIn, stay.checkOut, viewer));
  const nights = nightsOf(stay);

  return (
    <div>
      <header className={`${layoutStyles.pageContainer} ${styles.roomsHeader}`}>
        {hotel.thumbnail || hotel.showImage ? (
          <img className={styles.roomsHeaderImage} src={hotel.thumbnail || hotel.showImage} alt="" />
        ) : null}
        <div className={styles.roomsHeaderText}>
          <h1 className={styles.roomsHeaderName}>{hotel.hotelName}</h1>
          <p className={styles.roomsHeaderLine}>
            <EnvironmentOutlined aria-hidden /> {hotel.address}
          </p>
          <p className={styles.roomsHeaderLine}>
            <PhoneOutlined aria-hidden /> {HOTEL_SITE_TEXT.telLabel}：
            <a href={`tel:${hotel.tel.replace(/[^\d+]/g, '')}`}>{hotel.tel}</a>
          </p>
        </div>
      </header>
      <JumpBar
        targets={[
          { id: SECTION.rooms, label: HOTEL_SITE_TEXT.jumpRooms },
          { id: SECTION.location, label: HOTEL_SITE_TEXT.jumpLocation },
          { id: SECTION.info, label: HOTEL_SITE_TEXT.jumpInfo },
        ]}
      />
      <div className={layoutStyles.pageContainer}>
        <section
          id={SECTION.rooms}
          className={styles.roomsSection}
          aria-labelledby={`${SECTION.rooms}-title`}
        >
          <div className={styles.roomsSectionHead}>
            <h2 className={styles.roomsSectionTitle} id={`${SECTION.rooms}-title`}>
              {HOTEL_SITE_TEXT.roomsHeading}
            </h2>
            <StayPicker calendarHotelCode={hotel.hotelCode} value={stay} onChange={changeStay} />
          </div>
          <QueryState
            query={rooms}
            loading={<Skeleton active avatar paragraph={{ rows: 6 }} />}
            serverMessage
          >
            {(data) => (
              <>
                <RoomRateList hotelCode={hotel.hotelCode} rooms={data} nights={nights} action={action} />
                {fullForStay(data) ? <OtherHotels hotel={hotel} stay={stay} /> : null}
              </>
            )}
          </QueryState>
        </section>
        <section
          id={SECTION.location}
          className={styles.roomsSection}
          aria-labelledby={`${SECTION.location}-title`}
        >
          <h2 className={styles.roomsSectionTitle} id={`${SECTION.location}-title`}>
            {HOTEL_SITE_TEXT.locationHeading}
          </h2>
          <p className={styles.roomsSectionAddress}>
            <EnvironmentOutlined aria-hidden /> {hotel.address}
          </p>
          <HotelMapInView
            className={styles.roomsMap}
            label={HOTEL_SITE_TEXT.mapLabel(hotel.hotelName)}
            hotels={[
              {
                hotelCode: hotel.hotelCode,
                name: hotel.hotelName,
                latitude: hotel.latitude,
                longitude: hotel.longitude,
              },
            ]}
            focus={hotel.hotelCode}
          />
        </section>
        <section id={SECTION.info} className={styles.roomsSection} aria-labelledby={`${SECTION.info}-title`}>
          <h2 className={styles.roomsSectionTitle} id={`${SECTION.info}-title`}>
            {HOTEL_SITE_TEXT.infoHeading}
          </h2>
          <RichContent html={hotel.hotelRemark} />
        </section>
      </div>
    </div>
  );
}
