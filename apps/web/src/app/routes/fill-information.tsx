import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import layoutStyles from '../../components/layout.module.css';
import { paths } from '../../config/paths.ts';
import bookingStyles from '../../features/booking/booking.module.css';
import { BookingPage } from '../../features/booking/booking-page.tsx';
import { FillInformationForm } from '../../features/booking/fill-information-form.tsx';
import { BOOKING_TEXT } from '../../features/booking/messages.ts';
import { storedCheck } from '../../features/booking/stored-check.ts';
import { userDetailQuery } from '../../features/member/api.ts';
import { useAppState } from '../../lib/app-store.ts';

/** /{hotelCode}/child-hotel/rooms/FillInformationStep: step 3 of 4, from the stored availability result. */
export function FillInformationRoute() {
  const { hotelCode = '' } = useParams();
  const [check] = useState(storedCheck);
  const token = useAppState((s) => s.usertoken);
  // The member's name and mobile prefill the guest; the form works without them.
  const detail = useQuery({ ...userDetailQuery(token ?? ''), enabled: token !== undefined });
  const member = detail.data ? { name: detail.data.userName, mobile: detail.data.moible } : undefined;

  return (
    <BookingPage eyebrow={BOOKING_TEXT.fillEyebrow} title={BOOKING_TEXT.fillTitle} step={2}>
      {check && check.hotelCode === hotelCode ? (
        <FillInformationForm initialCheck={check} member={member} />
      ) : (
        <div className={`${bookingStyles.bookingCard} ${bookingStyles.bookingEmpty}`}>
          <EmptyState description={BOOKING_TEXT.noStayText} />
          <Link
            to={paths.childRooms(hotelCode)}
            className={`${layoutStyles.linkButton} ${layoutStyles.linkButtonOutline}`}
          >
            {BOOKING_TEXT.backToRooms}
          </Link>
        </div>
      )}
    </BookingPage>
  );
}
