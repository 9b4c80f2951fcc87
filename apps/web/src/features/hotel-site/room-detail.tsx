import { CheckOutlined } from '@ant-design/icons';
import type { HotelInfo, RoomType } from '@hotel/shared/api/hotel';
import { priceFigure } from '@hotel/shared/money';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { Link } from 'react-router';
import { Carousel } from '../../components/carousel.tsx';
import layoutStyles from '../../components/layout.module.css';
import { NotFoundState } from '../../components/not-found-state.tsx';
import { PageBreadcrumb } from '../../components/page-breadcrumb.tsx';
import { QueryFailed } from '../../components/query-state.tsx';
import { RichContent } from '../../components/rich-content.tsx';
import { paths } from '../../config/paths.ts';
import { useViewer } from '../../lib/catalogue-queries.ts';
import { isNotFoundError } from '../../lib/not-found.ts';
import { roomAndRateQuery, roomTypeDetailQuery, roomTypesQuery } from './api.ts';
import hotelRoomsStyles from './hotel-rooms.module.css';
import { HOTEL_SITE_TEXT } from './messages.ts';
import type { RateAction } from './rate-row.tsx';
import styles from './room-detail.module.css';
import { RoomDetailRates } from './room-detail-rates.tsx';
import { lowestPrice } from './room-rate-list.tsx';
import { useStay } from './use-stay.ts';

const RATES_ID = 'room-rates';

function RoomNotFound({ hotelCode }: { hotelCode: string }) {
  return (
    <NotFoundState
      title={HOTEL_SITE_TEXT.roomNotFound}
      description={HOTEL_SITE_TEXT.roomNotFoundText}
      backTo={paths.childRooms(hotelCode)}
      backLabel={HOTEL_SITE_TEXT.backToRooms}
    />
  );
}

interface RoomDetailViewProps {
  hotel: HotelInfo;
  room: RoomType;
  action: RateAction;
}

function RoomDetailView({ hotel, room, action }: RoomDetailViewProps) {
  const images = room.pcImages.length > 0 ? room.pcImages : room.shortImage ? [room.shortImage] : [];
  const [stay, changeStay] = useStay();
  // a login or logout asks again: the member's prices are their level's
  const viewer = useViewer();
  const rooms = useQuery(roomAndRateQuery(hotel.hotelCode, stay.checkIn, stay.checkOut, viewer));
  const priced = rooms.data?.find((r) => r.rtCode === room.rtCode);
  const from = priced ? lowestPrice(priced) : undefined;
  return (
    <div className={`${layoutStyles.pageContainer} ${styles.roomDetail}`}>
      <PageBreadcrumb
        className={styles.roomDetailCrumbs}
        items={[
          { label: HOTEL_SITE_TEXT.roomsHeading, to: paths.childRooms(hotel.hotelCode) },
          { label: room.roomTypeName },
        ]}
      />
      <div className={styles.roomDetailLayout}>
        <div className="room-detail__gallery">
          {images.length > 0 ? (
            <Carousel label={HOTEL_SITE_TEXT.galleryLabel(room.roomTypeName)} interval={5000} pictures>
              {images.map((src, i) => (
                <div key={src} className={styles.roomDetailSlide}>
                  <img src={src} alt={HOTEL_SITE_TEXT.gallery(room.roomTypeName, i + 1)} />
                </div>
              ))}
            </Carousel>
          ) : (
            <div className={styles.roomDetailSlide} />
          )}
        </div>
        <div className="room-detail__info">
          <h1 className={styles.roomDetailName}>{room.roomTypeName}</h1>
          <dl className={styles.roomDetailFacts}>
            <div>
              <dt>{HOTEL_SITE_TEXT.size}</dt>
              <dd>{room.size || '—'}</dd>
            </div>
            <div>
              <dt>{HOTEL_SITE_TEXT.bedType}</dt>
              <dd>{room.bedType || '—'}</dd>
            </div>
            <div>
              <dt>{HOTEL_SITE_TEXT.window}</dt>
              <dd>{room.window || '—'}</dd>
            </div>
          </dl>
          {from !== undefined ? (
            <p className={`${hotelRoomsStyles.roomItemFrom} ${styles.roomDetailFrom}`}>
              <small>¥</small>
              <strong>{priceFigure(from)}</strong>
              <span>{HOTEL_SITE_TEXT.fromPrice}</span>
            </p>
          ) : null}
          <div className={styles.roomDetailActions}>
            <a
              className={`${layoutStyles.linkButton} ${layoutStyles.linkButtonPrimary}`}
              href={`#${RATES_ID}`}
              onClick={(event) => {
                // Scroll in place, as the jump bar does: the router would not keep a hash.
                event.preventDefault();
                document.getElementById(RATES_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
              }}
            >
              {HOTEL_SITE_TEXT.seeRates}
            </a>
            <Link
              className={`${layoutStyles.linkButton} ${layoutStyles.linkButtonOutline}`}
              to={paths.childRooms(hotel.hotelCode)}
            >
              {HOTEL_SITE_TEXT.backToRooms}
            </Link>
          </div>
        </div>
      </div>
      <RoomDetailRates
        id={RATES_ID}
        rtCode={room.rtCode}
        rooms={rooms}
        stay={stay}
        onStay={changeStay}
        action={action}
      />
      <section className={styles.roomDetailSection} aria-labelledby="room-facilities">
        <h2 className={styles.roomDetailSubtitle} id="room-facilities">
          {HOTEL_SITE_TEXT.facilities}
        </h2>
        <ul className={styles.roomDetailFacilities}>
          {room.facilities.map((facility) => (
            <li key={facility}>
              <CheckOutlined aria-hidden /> {facility}
            </li>
          ))}
        </ul>
      </section>
      {room.remark ? (
        <section className={styles.roomDetailSection} aria-labelledby="room-remark">
          <h2 className={styles.roomDetailSubtitle} id="room-remark">
            {HOTEL_SITE_TEXT.remark}
          </h2>
          <RichContent html={room.remark} />
        </section>
      ) : null}
    </div>
  );
}

interface RoomDetailProps {
  hotel: HotelInfo;
  index: number | undefined;
  /** The booking button of each rate, as on the rooms page. */
  action: RateAction;
}

/** ChildRoomsDetail: the room type at `index` of the hotel's room list, in full, with its rates for the stay. */
export function RoomDetail({ hotel, index, action }: RoomDetailProps) {
  const list = useQuery(roomTypesQuery(hotel.hotelCode));
  const picked = index === undefined ? undefined : list.data?.[index];
  const detail = useQuery({
    ...roomTypeDetailQuery(hotel.hotelCode, picked?.rtCode ?? ''),
    enabled: picked !== undefined,
  });

  if (list.isPending || (picked && detail.isPending)) {
    return (
      <div className={`${layoutStyles.pageContainer} ${styles.roomDetail}`} aria-busy="true">
        <Skeleton.Node active className={styles.roomDetailSkeleton} />
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  }
  if (list.isError) {
    return (
      <div className={`${layoutStyles.pageContainer} ${styles.roomDetail}`}>
        <QueryFailed onRetry={() => void list.refetch()} />
      </div>
    );
  }
  if (!picked || (detail.isError && isNotFoundError(detail.error)))
    return <RoomNotFound hotelCode={hotel.hotelCode} />;
  if (detail.isError) {
    return (
      <div className={`${layoutStyles.pageContainer} ${styles.roomDetail}`}>
        <QueryFailed onRetry={() => void detail.refetch()} />
      </div>
    );
  }
  return <RoomDetailView hotel={hotel} room={detail.data ?? picked} action={action} />;
}
