import { SPECIAL_REQUEST_MAX } from '@hotel/shared/constants';
import { MSG } from '@hotel/shared/messages';
import { EMAIL_PATTERN, MOBILE_PATTERN } from '@hotel/shared/validation';
import type { RoomGuest } from './room-guests.ts';

export interface InformationForm {
  /** One guest per room, in room order. */
  guests: RoomGuest[];
  mobile: string;
  email: string;
  remark: string;
  arrivalTime: string;
}

export type ContactField = 'mobile' | 'email' | 'remark' | 'arrivalTime';

/** A field a problem points at: the login, a room's guest name (by room index) or a contact field. */
export type InformationField = ContactField | 'login' | `guestName-${number}`;

export interface InformationProblem {
  field: InformationField;
  message: string;
}

/**
 * The checks of section 5 for the information step, in the spec's order: a logged-in member
 * (您尚未登录), the guest's name of every room, the mobile, the e-mail (when given), special
 * requests of at most 300 characters. The first problem found, or undefined.
 */
export function informationProblem(form: InformationForm, loggedIn: boolean): InformationProblem | undefined {
  if (!loggedIn) return { field: 'login', message: MSG.notLoggedIn };
  const unnamed = form.guests.findIndex((guest) => guest.name.trim() === '');
  if (unnamed >= 0) return { field: `guestName-${unnamed}`, message: MSG.guestNameRequired };
  if (!MOBILE_PATTERN.test(form.mobile.trim())) return { field: 'mobile', message: MSG.mobileInvalid };
  const email = form.email.trim();
  if (email !== '' && !EMAIL_PATTERN.test(email)) return { field: 'email', message: MSG.emailInvalid };
  if (Array.from(form.remark.trim()).length > SPECIAL_REQUEST_MAX)
    return { field: 'remark', message: MSG.specialRequestTooLong };
  return undefined;
}
