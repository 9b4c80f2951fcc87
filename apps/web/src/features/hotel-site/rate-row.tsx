import type { RoomRate, RoomWithRates } from '@hotel/shared/api/hotel';
import { FLAG } from '@hotel/shared/constants';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { formatYuan } from '../../lib/money.ts';
import { HOTEL_SITE_TEXT } from './messages.ts';

/** What the booking button of a rate renders; the booking flow plugs its own in. */
export type RateAction = (room: RoomWithRates, rate: RoomRate) => ReactNode;

function Availability({ rate }: { rate: RoomRate }) {
  // 停售, 最少连住N晚, 不接受入住: the hotel's restriction says more than 满房
  if (rate.restriction)
    return <span className="rate-row__stock rate-row__stock--none">{rate.restriction}</span>;
  if (rate.available <= 0)
    return <span className="rate-row__stock rate-row__stock--none">{HOTEL_SITE_TEXT.soldOut}</span>;
  if (rate.available <= 5)
    return (
      <span className="rate-row__stock rate-row__stock--low">
        {HOTEL_SITE_TEXT.roomsLeft(rate.available)}
      </span>
    );
  return <span className="rate-row__stock">{HOTEL_SITE_TEXT.available}</span>;
}

interface RateRowProps {
  room: RoomWithRates;
  rate: RoomRate;
  nights: number;
  action: RateAction;
}

/** One rate plan for the stay: name, breakfast, cancellation terms, rooms left, price, action. */
export function RateRow({ room, rate, nights, action }: RateRowProps) {
  return (
    <li className={`rate-row${rate.bookable ? '' : ' rate-row--closed'}`} data-rate={rate.rateCode}>
      <div className="rate-row__plan">
        <p className="rate-row__name">{rate.rateClassName}</p>
        <p className="rate-row__terms">
          <span>{HOTEL_SITE_TEXT.breakfast(rate.breakfast)}</span>
          <Tag
            className={`rate-row__cancel-tag${rate.isFreeCancel === FLAG.yes ? ' rate-row__cancel-tag--free' : ''}`}
          >
            {rate.isFreeCancel === FLAG.yes ? HOTEL_SITE_TEXT.freeCancel : HOTEL_SITE_TEXT.noCancel}
          </Tag>
        </p>
        {rate.freeCancelRange ? <p className="rate-row__cancel">{rate.freeCancelRange}</p> : null}
      </div>
      <div className="rate-row__availability">
        <Availability rate={rate} />
      </div>
      <div className="rate-row__price">
        {rate.totalPrice === null ? (
          <span className="rate-row__no-price">{HOTEL_SITE_TEXT.noPrice}</span>
        ) : (
          <>
            <span className="rate-row__total-label">{HOTEL_SITE_TEXT.perStay(nights)}</span>
            <span className="rate-row__total">
              <small>¥</small>
              {formatYuan(rate.totalPrice)}
            </span>
            {rate.avgPrice !== null && nights > 1 ? (
              <span className="rate-row__avg">{HOTEL_SITE_TEXT.avgPerNight(formatYuan(rate.avgPrice))}</span>
            ) : null}
          </>
        )}
      </div>
      {action(room, rate)}
    </li>
  );
}
