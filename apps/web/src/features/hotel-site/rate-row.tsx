import type { RoomRate, RoomWithRates } from '@hotel/shared/api/hotel';
import { FLAG } from '@hotel/shared/constants';
import { priceFigure } from '@hotel/shared/money';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { useViewer } from '../../lib/catalogue-queries.ts';
import { emitEvent } from '../../lib/events.ts';

import { HOTEL_SITE_TEXT } from './messages.ts';
import styles from './rate-row.module.css';

/** What the booking button of a rate renders; the booking flow plugs its own in. */
export type RateAction = (room: RoomWithRates, rate: RoomRate) => ReactNode;

/** The nightly price the viewer pays: their level's 会员价 when they have one, else 门市价. */
export function paidAvgPrice(rate: RoomRate): number | null {
  return rate.memberPrice?.yours ? rate.memberPrice.avgPrice : rate.avgPrice;
}

function Availability({ rate }: { rate: RoomRate }) {
  // 停售, 最少连住N晚, 不接受入住: the hotel's restriction says more than 满房
  if (rate.restriction)
    return <span className={`${styles.rateRowStock} ${styles.rateRowStockNone}`}>{rate.restriction}</span>;
  if (rate.available <= 0)
    return (
      <span className={`${styles.rateRowStock} ${styles.rateRowStockNone}`}>{HOTEL_SITE_TEXT.soldOut}</span>
    );
  if (rate.available <= 5)
    return (
      <span className={`${styles.rateRowStock} ${styles.rateRowStockLow}`}>
        {HOTEL_SITE_TEXT.roomsLeft(rate.available)}
      </span>
    );
  return <span className={styles.rateRowStock}>{HOTEL_SITE_TEXT.available}</span>;
}

/** The stay's total the viewer pays, with its name (门市价, or the member's 金卡价 over the struck 门市价). */
function RatePrice({ rate, nights }: { rate: RoomRate; nights: number }) {
  if (rate.totalPrice === null)
    return <span className={styles.rateRowNoPrice}>{HOTEL_SITE_TEXT.noPrice}</span>;
  const own = rate.memberPrice?.yours ? rate.memberPrice : undefined;
  const avg = own ? own.avgPrice : rate.avgPrice;
  return (
    <>
      <span className={styles.rateRowTotalLabel}>{HOTEL_SITE_TEXT.perStay(nights)}</span>
      <span className={styles.rateRowFigures}>
        <span className={`${styles.rateRowTotal}${own ? ` ${styles.rateRowTotalMember}` : ''}`}>
          <span className={styles.rateRowPriceName}>
            {own ? HOTEL_SITE_TEXT.yourLevelPrice(own.levelName) : HOTEL_SITE_TEXT.rackPrice}
          </span>
          <small>¥</small>
          {priceFigure(own ? own.totalPrice : rate.totalPrice)}
        </span>
        {own ? (
          <span className={styles.rateRowRack}>
            {HOTEL_SITE_TEXT.rackPrice}
            <s>¥{priceFigure(rate.totalPrice)}</s>
          </span>
        ) : null}
      </span>
      {avg !== null && nights > 1 ? (
        <span className={styles.rateRowAvg}>{HOTEL_SITE_TEXT.avgPerNight(priceFigure(avg))}</span>
      ) : null}
    </>
  );
}

/**
 * The 会员价 the viewer does not have yet: for a visitor, the first level's price and what it saves
 * a night, with 登录享会员价 (the login modal); for a member whose level has none, that price from
 * the first level up. Nothing when the viewer pays their own member price, or the rate has none or
 * cannot be booked.
 */
function MemberOffer({ rate }: { rate: RoomRate }) {
  const viewer = useViewer();
  const offer = rate.memberPrice;
  // a rate that cannot be booked for the stay has nothing to log in for
  if (!offer || offer.yours || !rate.bookable) return null;
  const price = priceFigure(offer.totalPrice);
  const saved = rate.avgPrice === null ? 0 : Math.round((rate.avgPrice - offer.avgPrice) * 100) / 100;
  const visitor = viewer === 'visitor';
  return (
    <div className={styles.rateRowOffer}>
      <span className={styles.rateRowOfferPrice}>
        {visitor
          ? HOTEL_SITE_TEXT.levelMemberPrice(offer.levelName, price)
          : HOTEL_SITE_TEXT.levelAndAboveMemberPrice(offer.levelName, price)}
        {saved > 0 ? ` · ${HOTEL_SITE_TEXT.savePerNight(priceFigure(saved))}` : null}
      </span>
      {visitor ? (
        <button type="button" className={styles.rateRowLogin} onClick={() => emitEvent('login-modal', {})}>
          {HOTEL_SITE_TEXT.loginForMemberPrice}
        </button>
      ) : null}
    </div>
  );
}

interface RateRowProps {
  room: RoomWithRates;
  rate: RoomRate;
  nights: number;
  action: RateAction;
}

/**
 * One rate plan for the stay: name, breakfast, cancellation terms, rooms left, the price the viewer
 * pays (门市价 and 会员价), action.
 */
export function RateRow({ room, rate, nights, action }: RateRowProps) {
  return (
    <li
      className={`${styles.rateRow}${rate.bookable ? '' : ` ${styles.rateRowClosed}`}`}
      data-rate={rate.rateCode}
    >
      <div className={styles.rateRowPlan}>
        <p className={styles.rateRowName}>{rate.rateClassName}</p>
        <p className={styles.rateRowTerms}>
          <span>{HOTEL_SITE_TEXT.breakfast(rate.breakfast)}</span>
          <Tag
            className={`${styles.rateRowCancelTag}${rate.isFreeCancel === FLAG.yes ? ` ${styles.rateRowCancelTagFree}` : ''}`}
          >
            {rate.isFreeCancel === FLAG.yes ? HOTEL_SITE_TEXT.freeCancel : HOTEL_SITE_TEXT.noCancel}
          </Tag>
        </p>
        {rate.freeCancelRange ? <p className={styles.rateRowCancel}>{rate.freeCancelRange}</p> : null}
      </div>
      <div className={styles.rateRowAvailability}>
        <Availability rate={rate} />
      </div>
      <div className={styles.rateRowPrice}>
        <RatePrice rate={rate} nights={nights} />
      </div>
      <MemberOffer rate={rate} />
      <div className={styles.rateRowAction}>{action(room, rate)}</div>
    </li>
  );
}
