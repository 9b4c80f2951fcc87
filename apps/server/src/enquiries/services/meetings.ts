import type { MeetingbookForm, MeetingEnquiry } from '@hotel/shared/api/meeting';
import { meetingPeopleRange, meetingTimeInstant } from '@hotel/shared/validation';
import { findHotelByCode } from '../../catalogue/index.ts';
import type { Db } from '../../db/client.ts';
import { NotFoundError, RateLimitedError, ValidationError } from '../../lib/errors.ts';
import { NOT_FOUND } from '../../lib/not-found.ts';
import { hitRateLimit, windowStartOf } from '../../safeguards/rate-limits.ts';
import { insertMeetingEnquiry } from '../queries/meetings.ts';

/** Enquiries one client address may leave per hour: plenty for people, a wall for a script. */
export const MEETING_ENQUIRIES_PER_IP_HOUR = 20;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Stores a meeting enquiry the schema has accepted (its rules are `meetingFormProblem`) with the
 * hotel it names. The hotel name stored and echoed is the hotel's own, whatever the client sent.
 * The per-address cap is counted in the same transaction, so a refusal takes its hit back.
 */
export async function bookMeeting(
  db: Db,
  form: MeetingbookForm,
  client: { ip: string; now: Date },
): Promise<MeetingEnquiry> {
  const peopleNums = meetingPeopleRange(form.peopleNums);
  const begin = meetingTimeInstant(form.beginTime);
  const end = meetingTimeInstant(form.endTime);
  // the schema has checked all three; this only narrows the types
  if (!peopleNums || !begin || !end) throw new ValidationError();
  const hotel = await findHotelByCode(db, form.hotelCode);
  if (!hotel) throw new NotFoundError(NOT_FOUND.hotel, 'HOTEL_NOT_FOUND');
  const enquiry = {
    applyName: form.applyName,
    contactPhone: form.contactPhone,
    meetingType: form.meetingType,
    peopleNums,
    note: form.note,
    hotelCode: hotel.hotelCode,
    hotelName: hotel.name,
  };
  const id = await db.transaction(async (tx) => {
    const hits = await hitRateLimit(tx, `meetingbook:ip:${client.ip}`, windowStartOf(client.now, HOUR_MS));
    if (hits > MEETING_ENQUIRIES_PER_IP_HOUR) throw new RateLimitedError();
    return insertMeetingEnquiry(tx, { ...enquiry, hotelId: hotel.id, beginTime: begin, endTime: end });
  });
  return { id, ...enquiry, beginTime: form.beginTime, endTime: form.endTime };
}
