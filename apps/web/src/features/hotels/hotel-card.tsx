import type { HotelListItem } from '@hotel/shared/api/hotel';
import { EXCERPT_LENGTH } from '@hotel/shared/constants';
import { priceFigure } from '@hotel/shared/money';
import { excerpt } from '@hotel/shared/validation';
import { QrCode } from '@hotel/ui/qr-code.tsx';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { SiteIcon } from '../../components/site-icon.tsx';
import { paths } from '../../config/paths.ts';
import { linkedSearchQuery } from '../../lib/linked-search.ts';

import { wechatBookingLink } from './booking-link.ts';
import styles from './hotels.module.css';
import { HOTELS_TEXT } from './messages.ts';

interface HotelCardProps {
  hotel: HotelListItem;
  /** Base of the external WeChat booking link (site settings). */
  wechatBookingUrl: string | undefined;
  active: boolean;
  /** Hover or keyboard focus: the map recentres on this hotel. */
  onFocus: (hotelCode: string) => void;
}

/**
 * A hotel of the list: picture, name (its rooms page in a new tab, carrying the guest's search),
 * badges, excerpt, contacts, score, its lowest nightly price for the stay searched (or 满房), WeChat QR.
 */
export function HotelCard({ hotel, wechatBookingUrl, active, onFocus }: HotelCardProps) {
  const [qrOpen, setQrOpen] = useState(false);
  const qrId = useId();
  // The new tab has no session of its own: the link hands it the stay, rooms and discount searched.
  const roomsPath = `${paths.childRooms(hotel.hotelCode)}${linkedSearchQuery()}`;
  const badges = [hotel.feature, hotel.businessType].filter((b) => b.trim() !== '');
  const summary = excerpt(hotel.description, EXCERPT_LENGTH);

  return (
    <article
      className={`${styles.hotelCard}${active ? ` ${styles.hotelCardActive}` : ''}`}
      data-hotel-code={hotel.hotelCode}
      onMouseEnter={() => onFocus(hotel.hotelCode)}
      onFocus={() => onFocus(hotel.hotelCode)}
    >
      <Link
        to={roomsPath}
        target="_blank"
        rel="noopener"
        className={styles.hotelCardMedia}
        tabIndex={-1}
        aria-hidden
      >
        {hotel.pcThumbnail ? (
          <img src={hotel.pcThumbnail} alt={HOTELS_TEXT.thumbnailAlt(hotel.name)} loading="lazy" />
        ) : (
          <span className={styles.hotelCardNoImage} />
        )}
      </Link>
      <div className={styles.hotelCardBody}>
        <div className={styles.hotelCardHead}>
          <h3 className={styles.hotelCardName}>
            <Link to={roomsPath} target="_blank" rel="noopener" title={HOTELS_TEXT.openRooms(hotel.name)}>
              {hotel.name}
            </Link>
          </h3>
          <span
            className={`${styles.hotelCardScore}${hotel.score > 0 ? '' : ` ${styles.hotelCardScoreNone}`}`}
          >
            <span className={styles.hotelCardSr}>{HOTELS_TEXT.scoreLabel}：</span>
            {hotel.score > 0 ? <SiteIcon name="star" className={styles.hotelCardScoreIcon} /> : null}
            {hotel.score > 0 ? ` ${HOTELS_TEXT.score(hotel.score)}` : HOTELS_TEXT.noScore}
          </span>
        </div>
        {badges.length > 0 ? (
          <div className={styles.hotelCardBadges}>
            {badges.map((badge, index) => (
              <span
                key={badge}
                className={`${styles.hotelCardBadge}${index === 0 ? ` ${styles.hotelCardBadgeLead}` : ''}`}
              >
                {badge}
              </span>
            ))}
            {hotel.brandName ? <span className={styles.hotelCardBrand}>{hotel.brandName}</span> : null}
          </div>
        ) : null}
        {summary ? <p className={styles.hotelCardSummary}>{summary}</p> : null}
        <ul className={styles.hotelCardFacts}>
          {hotel.address ? (
            <li>
              <SiteIcon name="environment" className={styles.hotelCardFactIcon} />
              <span className={styles.hotelCardSr}>{HOTELS_TEXT.address}：</span>
              {hotel.address}
            </li>
          ) : null}
          {hotel.tel ? (
            <li>
              <SiteIcon name="phone" className={styles.hotelCardFactIcon} />
              <span className={styles.hotelCardSr}>{HOTELS_TEXT.phone}：</span>
              <a href={`tel:${hotel.tel.replace(/[^\d+-]/g, '')}`}>{hotel.tel}</a>
            </li>
          ) : null}
        </ul>
        <div className={styles.hotelCardActions}>
          <button
            type="button"
            className={styles.hotelCardWechat}
            aria-expanded={qrOpen}
            aria-controls={qrId}
            onClick={() => setQrOpen((open) => !open)}
          >
            <SiteIcon name="wechat" />
            {qrOpen ? HOTELS_TEXT.wechatHide : HOTELS_TEXT.wechatBook}
          </button>
          {hotel.soldOut || hotel.lowestPrice === null ? (
            <p className={styles.hotelCardSoldOut}>{HOTELS_TEXT.soldOut}</p>
          ) : (
            <p className={styles.hotelCardPrice}>
              <small>¥</small>
              <strong>{priceFigure(hotel.lowestPrice)}</strong>
              <span>{HOTELS_TEXT.priceFrom}</span>
            </p>
          )}
        </div>
        {qrOpen ? (
          <div className={styles.hotelCardQr} id={qrId}>
            <QrCode
              value={wechatBookingLink(wechatBookingUrl, hotel.hotelCode)}
              label={HOTELS_TEXT.wechatQrLabel(hotel.name)}
              size={120}
            />
            <span>{HOTELS_TEXT.wechatHint}</span>
          </div>
        ) : null}
      </div>
    </article>
  );
}
