import { submitOrderBody } from '@hotel/shared/api/order';
import { formRule } from '@hotel/shared/form-rules';
import { MSG } from '@hotel/shared/messages';
import type { NamePath } from 'antd/es/form/interface';
import type { RoomGuest } from './room-guests.ts';

/** What the guest fills in on the information step. */
export interface InformationValues {
  /** One guest per room, in room order. */
  guests: RoomGuest[];
  mobile: string;
  email: string;
  remark: string;
  /** One of the arrival slots, or none chosen. */
  arrivalTime: string | undefined;
}

const fields = submitOrderBody.shape;

/**
 * The information step's rules, each the rule submitOrder checks the same field with: a guest's
 * name for every room (请输入姓氏和名字), the mobile, the e-mail when given, special requests of at
 * most 300 characters.
 */
export const informationRules = {
  guestName: [formRule(fields.revUser)],
  mobile: [formRule(fields.mobile)],
  email: [formRule(fields.email)],
  remark: [formRule(fields.remark)],
};

/** The field of a room's guest name. */
export const guestNameField = (room: number): NamePath => ['guests', room, 'name'];

/**
 * The order of section 5 (after the login, which the step checks first): the guest's name of every
 * room, the mobile, the e-mail, special requests.
 */
export function informationOrder(rooms: number): NamePath[] {
  return [...Array.from({ length: rooms }, (_, room) => guestNameField(room)), 'mobile', 'email', 'remark'];
}

/** The field a refusal of submitOrder is about, where the step shows it. */
export function informationFieldOf(message: string): NamePath | undefined {
  switch (message) {
    case MSG.guestNameRequired:
      return guestNameField(0);
    case MSG.mobileInvalid:
      return 'mobile';
    case MSG.emailInvalid:
      return 'email';
    case MSG.specialRequestTooLong:
      return 'remark';
    case MSG.arrivalTimeInvalid:
      return 'arrivalTime';
    default:
      return undefined;
  }
}
