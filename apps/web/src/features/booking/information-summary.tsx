import type { InventoryCheck } from '@hotel/shared/api/order';
import { FLAG } from '@hotel/shared/constants';
import { BookingSummary, figuresOfCheck } from './booking-summary.tsx';
import { BOOKING_TEXT } from './messages.ts';
import { guestTotals, type RoomGuest } from './room-guests.ts';

/**
 * The rate's cancellation terms, said once: the group's policy for a rate that may be cancelled
 * free of charge (it covers the rate's own 18:00 line and what follows), the rate's own terms for one
 * that may not (the group's policy would wrongly promise a free cancellation).
 */
function cancellationTerms(check: InventoryCheck): string {
  return check.isFreeCancel === FLAG.yes
    ? check.cancelPolicy
    : check.freeCancelRange || BOOKING_TEXT.noCancel;
}

interface InformationSummaryProps {
  /** The server's figures for the stay. */
  check: InventoryCheck;
  guests: readonly RoomGuest[];
  /** The figures are being asked for again. */
  busy: boolean;
}

/** Beside the information step: the server's summary of the booking, who stays, and the cancellation terms. */
export function InformationSummary({ check, guests, busy }: InformationSummaryProps) {
  return (
    <aside className="fill-info__aside">
      <BookingSummary
        figures={{ ...figuresOfCheck(check), guests: guestTotals(guests) }}
        busy={busy}
        footer={
          <div className="booking-policy">
            <h3 className="booking-policy__title">{BOOKING_TEXT.policyTitle}</h3>
            <p>{cancellationTerms(check)}</p>
          </div>
        }
      />
    </aside>
  );
}
