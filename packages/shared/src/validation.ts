import { z } from 'zod';
import { MAX_GUESTS_PER_ROOM, PASSWORD_MIN_LENGTH } from './constants.ts';
import { MSG } from './messages.ts';

/** Mobile number: 1 followed by 10 digits. */
export const MOBILE_PATTERN = /^1\d{10}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const mobileSchema = z.string().trim().regex(MOBILE_PATTERN, MSG.mobileInvalid);

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
