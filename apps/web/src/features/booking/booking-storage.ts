import type { InventoryCheck } from '@hotel/shared/api/order';
import { DISCOUNT_CHANNEL_TYPES, type DiscountChannelType } from '@hotel/shared/constants';
import { type GuestRoom, roomGuestsValid } from '@hotel/shared/validation';
import { sessionStore } from '../../lib/storage.ts';

/** What the information step reads back (stored-check.ts), kept for this tab. */
export function storeCheck(check: InventoryCheck): void {
  sessionStore.set('checkdata', check);
}

/** The order just submitted: what PayStep and PayDetail read (session id, orderNo, revNo). */
export interface StoredOrder {
  id: number;
  orderNo: string;
  revNo: string;
}

export function storeOrder(order: StoredOrder): void {
  sessionStore.set('id', order.id);
  sessionStore.set('orderNo', order.orderNo);
  sessionStore.set('revNo', order.revNo);
}

/** What PayDetail needs after PayStep: the QR image and the cashier address of the attempt. */
export function storePayment(qrCode: string, payUrl: string): void {
  sessionStore.set('payImg', qrCode);
  sessionStore.set('payUrl', payUrl);
}

export function storedPayment(): {
  payImg: string | undefined;
  payUrl: string | undefined;
  revNo: string | undefined;
  /** The order's id, for its details and its confirmation. */
  id: number | undefined;
} {
  const id = Number(sessionStore.get('id'));
  return {
    payImg: sessionStore.get('payImg'),
    payUrl: sessionStore.get('payUrl'),
    revNo: sessionStore.get('revNo'),
    id: Number.isInteger(id) && id > 0 ? id : undefined,
  };
}

/**
 * PayState and a cancelled order forget the booking in progress: payment image, revNo, id,
 * checkdata and hotelName (section 4). The cashier address goes with its image.
 */
export function clearBookingKeys(): void {
  sessionStore.remove('payImg', 'payUrl', 'revNo', 'id', 'checkdata', 'hotelName');
}

/** The discount channel of the guest's search in this tab, offered again on the information step. */
export function storedDiscount(): { type: DiscountChannelType; code: string } | undefined {
  const type = DISCOUNT_CHANNEL_TYPES.find((t) => t === sessionStore.get('discountType'));
  const code = sessionStore.get('discountCode');
  return type && code ? { type, code } : undefined;
}

/** Rooms of the guest's search in this tab (1 unless a search asked for more). */
export function storedRoomNum(): number {
  const rooms = sessionStore.get('roomNum');
  return typeof rooms === 'number' && Number.isInteger(rooms) && rooms > 0 ? rooms : 1;
}

/** Adults and children of each room of the guest's search in this tab; none when it chose no rooms. */
export function storedRooms(): GuestRoom[] {
  const rooms = sessionStore.get('custList');
  return Array.isArray(rooms) && rooms.every(roomGuestsValid) ? rooms : [];
}
