import type { InventoryCheck } from '@hotel/shared/api/order';
import styles from './booking.module.css';
import { BookingSummary, figuresOfCheck } from './booking-summary.tsx';
import { BOOKING_TEXT } from './messages.ts';
import { guestTotals, type RoomGuest } from './room-guests.ts';

/** The rate's cancellation terms, said once: the server words them from the rate plan's policy. */
function cancellationTerms(check: InventoryCheck): string {
  return check.cancelPolicy || BOOKING_TEXT.noCancel;
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
    <aside className={styles.fillInfoAside}>
      <BookingSummary
        figures={{ ...figuresOfCheck(check), guests: guestTotals(guests) }}
        busy={busy}
        footer={
          <div className={styles.bookingPolicy}>
            <h3 className={styles.bookingPolicyTitle}>{BOOKING_TEXT.policyTitle}</h3>
            <p>{cancellationTerms(check)}</p>
          </div>
        }
      />
    </aside>
  );
}
