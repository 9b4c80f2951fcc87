import {
  MAX_GUESTS_PER_ROOM,
  MEETING_LAYOUTS,
  MEETING_PEOPLE_RANGES,
  PASSWORD_MIN_LENGTH,
} from './constants.ts';
import { MSG } from './messages.ts';

/** Mobile number: 1 followed by 10 digits. */
export const MOBILE_PATTERN = /^1\d{10}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Password rule of section 5: the message for a missing letter or digit comes before the length. */
export function passwordProblem(password: string): string | undefined {
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return MSG.passwordRule;
  if (password.length < PASSWORD_MIN_LENGTH) return MSG.passwordTooShort;
  return undefined;
}

export interface GuestRoom {
  adultNum: number;
  childrenNum: number;
}

/** Guests of one room are valid when adults ≥ 1, children ≥ 0 and together at most 3. */
export function roomGuestsValid(room: GuestRoom): boolean {
  return (
    room.adultNum >= 1 && room.childrenNum >= 0 && room.adultNum + room.childrenNum <= MAX_GUESTS_PER_ROOM
  );
}

/** [room count, total adults, total children]. */
export function guestSummary(rooms: readonly GuestRoom[]): [number, number, number] {
  return [
    rooms.length,
    rooms.reduce((sum, r) => sum + r.adultNum, 0),
    rooms.reduce((sum, r) => sum + r.childrenNum, 0),
  ];
}

const ENTITIES: Record<string, string> = {
  '&nbsp;': ' ',
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&apos;': "'",
  '&ldquo;': '“',
  '&rdquo;': '”',
  '&mdash;': '—',
  '&hellip;': '…',
};

/** Plain text of an HTML fragment: tags removed, entities decoded, white space collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&[a-z]+;|&#39;/gi, (entity) => ENTITIES[entity.toLowerCase()] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Hotel descriptions and news excerpts: plain text cut to `max` characters with an ellipsis. */
export function excerpt(html: string, max = 110): string {
  const text = htmlToText(html);
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : text;
}

// ---- stay dates (getRoomAndRate, later checkInventory and submitOrder) ----

/** Longest stay one booking may cover. */
export const MAX_STAY_NIGHTS = 30;
/** Nights ahead, counting today, that can be booked: the rate calendar covers them. */
export const BOOKING_HORIZON_DAYS = 180;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a real calendar date written yyyy-MM-dd (2026-02-30 is not). */
export function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Whole days from one yyyy-MM-dd date to another. */
function daysFrom(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The first thing wrong with a stay, in this order: date formats, check-in before `today`
 * (yyyy-MM-dd in Asia/Shanghai), check-out not after check-in, more than 30 nights, a night beyond
 * the 180-day horizon (check-out later than today + 180). Undefined when the stay can be asked for.
 */
export function stayProblem(checkIn: string, checkOut: string, today: string): string | undefined {
  if (!isIsoDate(checkIn)) return MSG.checkInInvalid;
  if (!isIsoDate(checkOut)) return MSG.checkOutInvalid;
  if (checkIn < today) return MSG.checkInPast;
  const nights = daysFrom(checkIn, checkOut);
  if (nights <= 0) return MSG.checkOutNotAfterCheckIn;
  if (nights > MAX_STAY_NIGHTS) return MSG.stayTooLong;
  if (daysFrom(today, checkOut) > BOOKING_HORIZON_DAYS) return MSG.beyondHorizon;
  return undefined;
}

// ---- offers (getsalelist, getsaledetail) ----

/** Where an offer stands on a business day; its first and its last day both count as running. */
export type OfferState = 'upcoming' | 'running' | 'ended';

/** The state of an offer (`begin`/`end` yyyy-MM-dd, inclusive) on `today` (yyyy-MM-dd, Asia/Shanghai). */
export function offerStateOn(offer: { begin: string; end: string }, today: string): OfferState {
  if (today < offer.begin) return 'upcoming';
  if (today > offer.end) return 'ended';
  return 'running';
}

/** The offers running on `today`, in their order: what a list shows and counts. */
export function runningOffers<T extends { begin: string; end: string }>(
  offers: readonly T[],
  today: string,
): T[] {
  return offers.filter((offer) => offerStateOn(offer, today) === 'running');
}

// ---- meeting enquiry form (site-spec.md section 5) ----

export const MEETING_TEXT_MAX = 30;
/** Characters of the guest's own note (备注不能超过500字); the layout line before it is not theirs. */
export const MEETING_NOTE_MAX = 500;

/**
 * The enquiry has no layout field, so the form's layout choice leads the note: 会场布局：剧院式；….
 * The site writes that line, so it does not use up the guest's 500 characters.
 */
export function noteWithLayout(layout: string, note: string): string {
  return note ? `会场布局：${layout}；${note}` : `会场布局：${layout}`;
}

const LAYOUT_LINE = new RegExp(`^会场布局：(?:${MEETING_LAYOUTS.join('|')})(?:；|$)`);

/** The guest's own words of a note: without the layout line `noteWithLayout` put before them. */
export function guestNoteOf(note: string): string {
  return note.replace(LAYOUT_LINE, '');
}

export type MeetingPeopleRange = (typeof MEETING_PEOPLE_RANGES)[number];

/**
 * The attendee range a form sent, as one of MEETING_PEOPLE_RANGES. The spec writes the ranges
 * 10-50, 50-100 and over 100, so the bare forms (`10-50`, `50-100`, `100以上`, `100+`) are taken too.
 */
export function meetingPeopleRange(text: string): MeetingPeopleRange | undefined {
  const value = text.trim();
  const exact = MEETING_PEOPLE_RANGES.find((range) => range === value);
  if (exact) return exact;
  switch (value) {
    case '10-50':
      return '10-50人';
    case '50-100':
      return '50-100人';
    case '100以上':
    case '100+':
      return '100人以上';
    default:
      return undefined;
  }
}

const MEETING_TIME = /^(\d{4}-\d{2}-\d{2}) ([01]\d|2[0-3]):([0-5]\d):([0-5]\d)$/;

/** The instant of a meeting time `yyyy-MM-dd HH:mm:ss` read in Asia/Shanghai, or undefined. */
export function meetingTimeInstant(text: string): Date | undefined {
  const match = MEETING_TIME.exec(text.trim());
  if (!match?.[1] || !isIsoDate(match[1])) return undefined;
  return new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}+08:00`);
}

export interface MeetingForm {
  applyName: string;
  contactPhone: string;
  meetingType: string;
  peopleNums: string;
  beginTime: string;
  endTime: string;
  note?: string;
}

/**
 * The first problem of a meeting enquiry in the order of section 5: applicant, meeting type,
 * attendee range, mobile, time range (both chosen, well formed, end after begin, begin not before
 * `now`), then the length of the guest's own note. Undefined when the form can be sent. The web form and the
 * server both call this, so every message is written once.
 */
export function meetingFormProblem(form: MeetingForm, now: Date = new Date()): string | undefined {
  if (form.applyName.trim() === '') return MSG.applicantRequired;
  if (Array.from(form.applyName.trim()).length > MEETING_TEXT_MAX) return MSG.applicantTooLong;
  if (form.meetingType.trim() === '') return MSG.meetingTypeRequired;
  if (Array.from(form.meetingType.trim()).length > MEETING_TEXT_MAX) return MSG.meetingTypeTooLong;
  if (meetingPeopleRange(form.peopleNums) === undefined) return MSG.meetingPeopleRequired;
  if (!MOBILE_PATTERN.test(form.contactPhone.trim())) return MSG.mobileInvalid;
  if (form.beginTime.trim() === '' || form.endTime.trim() === '') return MSG.meetingTimeRequired;
  const begin = meetingTimeInstant(form.beginTime);
  const end = meetingTimeInstant(form.endTime);
  if (!begin || !end) return MSG.meetingTimeInvalid;
  if (end.getTime() <= begin.getTime()) return MSG.meetingEndNotAfterBegin;
  if (begin.getTime() < now.getTime()) return MSG.meetingBeginPast;
  if (Array.from(guestNoteOf(form.note ?? '')).length > MEETING_NOTE_MAX) return MSG.meetingNoteTooLong;
  return undefined;
}
