import { CheckCircleFilled } from '@ant-design/icons';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { BOOKING_TEXT } from './messages.ts';

/** PayState: 预约成功 and the way home (the stored booking keys were cleared on the way in). */
export function PayStateView() {
  return (
    <section className="pay-state booking-card" aria-labelledby="pay-state-title">
      <CheckCircleFilled className="pay-state__icon" aria-hidden />
      <h2 className="pay-state__title" id="pay-state-title">
        {BOOKING_TEXT.successTitle}
      </h2>
      <p className="pay-state__text">{BOOKING_TEXT.successText}</p>
      <div className="pay-state__actions">
        <Link to={paths.home} className="link-button link-button--primary">
          {BOOKING_TEXT.backHome}
        </Link>
        <Link to={`${paths.courtesy}?tab=booking`} className="link-button link-button--outline">
          {BOOKING_TEXT.toMyBooking}
        </Link>
      </div>
    </section>
  );
}
