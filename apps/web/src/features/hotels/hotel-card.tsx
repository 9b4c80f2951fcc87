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
      className={`hotel-card${active ? ' hotel-card--active' : ''}`}
      data-hotel-code={hotel.hotelCode}
      onMouseEnter={() => onFocus(hotel.hotelCode)}
      onFocus={() => onFocus(hotel.hotelCode)}
    >
      <Link
        to={roomsPath}
        target="_blank"
        rel="noopener"
        className="hotel-card__media"
        tabIndex={-1}
        aria-hidden
      >
        {hotel.pcThumbnail ? (
          <img src={hotel.pcThumbnail} alt={HOTELS_TEXT.thumbnailAlt(hotel.name)} loading="lazy" />
        ) : (
          <span className="hotel-card__no-image" />
        )}
      </Link>
      <div className="hotel-card__body">
        <div className="hotel-card__head">
          <h3 className="hotel-card__name">
            <Link to={roomsPath} target="_blank" rel="noopener" title={HOTELS_TEXT.openRooms(hotel.name)}>
              {hotel.name}
            </Link>
          </h3>
          <span className={`hotel-card__score${hotel.score > 0 ? '' : ' hotel-card__score--none'}`}>
            <span className="hotel-card__sr">{HOTELS_TEXT.scoreLabel}：</span>
            {hotel.score > 0 ? <SiteIcon name="star" className="hotel-card__score-icon" /> : null}
            {hotel.score > 0 ? ` ${HOTELS_TEXT.score(hotel.score)}` : HOTELS_TEXT.noScore}
          </span>
        </div>
        {badges.length > 0 ? (
          <div className="hotel-card__badges">
            {badges.map((badge, index) => (
              <span
                key={badge}
                className={`hotel-card__badge${index === 0 ? ' hotel-card__badge--lead' : ''}`}
              >
                {badge}
              </span>
            ))}
            {hotel.brandName ? <span className="hotel-card__brand">{hotel.brandName}</span> : null}
          </div>
        ) : null}
        {summary ? <p className="hotel-card__summary">{summary}</p> : null}
        <ul className="hotel-card__facts">
          {hotel.address ? (
            <li>
              <SiteIcon name="environment" className="hotel-card__fact-icon" />
              <span className="hotel-card__sr">{HOTELS_TEXT.address}：</span>
              {hotel.address}
            </li>
          ) : null}
          {hotel.tel ? (
            <li>
              <SiteIcon name="phone" className="hotel-card__fact-icon" />
              <span className="hotel-card__sr">{HOTELS_TEXT.phone}：</span>
              <a href={`tel:${hotel.tel.replace(/[^\d+-]/g, '')}`}>{hotel.tel}</a>
            </li>
          ) : null}
        </ul>
        <div className="hotel-card__actions">
          <button
            type="button"
            className="hotel-card__wechat"
            aria-expanded={qrOpen}
            aria-controls={qrId}
            onClick={() => setQrOpen((open) => !open)}
          >
            <SiteIcon name="wechat" />
            {qrOpen ? HOTELS_TEXT.wechatHide : HOTELS_TEXT.wechatBook}
          </button>
          {hotel.soldOut || hotel.lowestPrice === null ? (
            <p className="hotel-card__sold-out">{HOTELS_TEXT.soldOut}</p>
          ) : (
            <p className="hotel-card__price">
              <small>¥</small>
              <strong>{priceFigure(hotel.lowestPrice)}</strong>
              <span>{HOTELS_TEXT.priceFrom}</span>
            </p>
          )}
        </div>
        {qrOpen ? (
          <div className="hotel-card__qr" id={qrId}>
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
