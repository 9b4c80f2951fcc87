import { DownOutlined, UpOutlined } from '@ant-design/icons';
import type { RoomWithRates } from '@hotel/shared/api/hotel';
import { MSG } from '@hotel/shared/messages';
import { priceFigure } from '@hotel/shared/money';
import { Button } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { paths } from '../../config/paths.ts';
import styles from './hotel-rooms.module.css';
import { HOTEL_SITE_TEXT } from './messages.ts';
import { paidAvgPrice, type RateAction, RateRow } from './rate-row.tsx';

/** The lowest nightly price the viewer pays (会员价 of their level, else 门市价) of the room's bookable rates. */
export function lowestPrice(room: RoomWithRates): number | undefined {
  const prices = room.rateList
    .filter((rate) => rate.bookable)
    .map(paidAvgPrice)
    .filter((price) => price !== null);
  return prices.length > 0 ? Math.min(...prices) : undefined;
}

interface RoomItemProps {
  hotelCode: string;
  room: RoomWithRates;
  index: number;
  nights: number;
  action: RateAction;
}

function RoomItem({ hotelCode, room, index, nights, action }: RoomItemProps) {
  const [open, setOpen] = useState(true);
  const panelId = `room-rates-${room.rtCode}`;
  const from = lowestPrice(room);
  const image = room.shortImage || room.pcImages[0];

  return (
    <li className={styles.roomItem} aria-label={room.roomTypeName}>
      <div className={styles.roomItemHead}>
        <Link to={paths.childRoomsDetail(hotelCode, index)} className={styles.roomItemMedia}>
          {image ? <img src={image} alt={room.roomTypeName} loading="lazy" /> : null}
        </Link>
        <div className="room-item__summary">
          <h3 className={styles.roomItemName}>
            <Link to={paths.childRoomsDetail(hotelCode, index)}>{room.roomTypeName}</Link>
          </h3>
          <p className={styles.roomItemFacts}>
            {[room.size, room.bedType, room.window].filter(Boolean).join(' · ')}
          </p>
          {room.facilities.length > 0 ? (
            <p className={styles.roomItemFacilities}>{room.facilities.slice(0, 4).join(' / ')}</p>
          ) : null}
          <Link to={paths.childRoomsDetail(hotelCode, index)} className={styles.roomItemDetail}>
            {HOTEL_SITE_TEXT.roomDetail}
          </Link>
        </div>
        <div className={styles.roomItemSide}>
          {from !== undefined ? (
            <p className={styles.roomItemFrom}>
              <small>¥</small>
              <strong>{priceFigure(from)}</strong>
              <span>{HOTEL_SITE_TEXT.fromPrice}</span>
            </p>
          ) : (
            <p className={`${styles.roomItemFrom} ${styles.roomItemFromNone}`}>{HOTEL_SITE_TEXT.soldOut}</p>
          )}
          <Button
            onClick={() => setOpen((value) => !value)}
            aria-expanded={open}
            aria-controls={panelId}
            icon={open ? <UpOutlined /> : <DownOutlined />}
            iconPlacement="end"
          >
            {open ? HOTEL_SITE_TEXT.collapse : HOTEL_SITE_TEXT.expand}
          </Button>
        </div>
      </div>
      <ul className={styles.roomItemRates} id={panelId} hidden={!open}>
        {room.rateList.map((rate) => (
          <RateRow key={rate.rateCode} room={room} rate={rate} nights={nights} action={action} />
        ))}
      </ul>
    </li>
  );
}

interface RoomRateListProps {
  hotelCode: string;
  rooms: readonly RoomWithRates[];
  nights: number;
  action: RateAction;
}

/** The collapsible room-type list: each type with its rates for the stay; 很抱歉,暂无房型信息！ when none. */
export function RoomRateList({ hotelCode, rooms, nights, action }: RoomRateListProps) {
  if (rooms.length === 0) return <EmptyState description={MSG.noRoomTypes} />;
  return (
    <ul className={styles.roomList}>
      {rooms.map((room, index) => (
        <RoomItem
          key={room.rtCode}
          hotelCode={hotelCode}
          room={room}
          index={index}
          nights={nights}
          action={action}
        />
      ))}
    </ul>
  );
}
