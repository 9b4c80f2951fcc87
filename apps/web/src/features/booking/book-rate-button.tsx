import { MAX_ROOMS_PER_ORDER } from '@hotel/shared/constants';
import { MSG } from '@hotel/shared/messages';
import { Button } from 'antd';
import { useEffect, useRef } from 'react';
import { paths } from '../../config/paths.ts';
import { appStore } from '../../lib/app-store.ts';
import { emitEvent } from '../../lib/events.ts';
import { useMessage } from '../../lib/message.tsx';
import { useApiMutation } from '../../lib/use-api-mutation.ts';
import { useAppNavigate } from '../../lib/use-app-navigate.ts';
import { checkInventory } from './api.ts';
import { storeCheck, storedRoomNum } from './booking-storage.ts';
import { BOOKING_TEXT } from './messages.ts';

export interface BookableRate {
  hotelCode: string;
  roomTypeCode: string;
  rateCode: string;
  /** Rooms free on every night of the stay, as the room list showed them. */
  available: number;
  bookable: boolean;
}

interface BookRateButtonProps {
  rate: BookableRate;
  /** The stay the room list shows now (yyyy-MM-dd). */
  stay: () => { checkIn: string; checkOut: string };
  /** Accessible name, e.g. 预订 大床房 会员价. */
  label: string;
}

/**
 * A rate's 预订 button: a visitor hears 您尚未登录 and gets the login dialog, and once logged in
 * there the booking carries on by itself; a member's stay is checked by the server (availability and
 * its price breakdown), stored as `checkdata`, and the information step opens. A refusal shows the
 * server's message, else 暂不可约.
 */
export function BookRateButton({ rate, stay, label }: BookRateButtonProps) {
  const message = useMessage();
  const navigate = useAppNavigate();
  const inventory = useApiMutation({ call: checkInventory, fallback: MSG.notAvailable });
  // A login that ends after the guest left this page starts no booking.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const book = async () => {
    if (inventory.pending) return;
    if (!appStore.getState().usertoken) {
      message.warning(MSG.notLoggedIn);
      emitEvent('login-modal', {
        onLoggedIn: () => {
          if (mounted.current) void book();
        },
      });
      return;
    }
    const { checkIn, checkOut } = stay();
    // The search's room count, never more than one order may take or than are left.
    const roomQty = Math.max(1, Math.min(storedRoomNum(), MAX_ROOMS_PER_ORDER, rate.available));
    const result = await inventory.run({
      hotelCode: rate.hotelCode,
      roomTypeCode: rate.roomTypeCode,
      rateCode: rate.rateCode,
      checkIn,
      checkOut,
      roomQty,
    });
    if (!result) return;
    storeCheck(result.data);
    navigate(paths.fillInformation(rate.hotelCode));
  };

  return (
    <Button
      type="primary"
      disabled={!rate.bookable}
      loading={inventory.pending}
      aria-label={label}
      onClick={() => void book()}
    >
      {rate.bookable ? BOOKING_TEXT.book : BOOKING_TEXT.soldOut}
    </Button>
  );
}
