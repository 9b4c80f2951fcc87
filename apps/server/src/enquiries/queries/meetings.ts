import type { Queryable } from '../../db/client.ts';
import { meetingEnquiries } from '../../db/schema/content.ts';

export type NewMeetingEnquiry = typeof meetingEnquiries.$inferInsert;

/** Stores one meeting enquiry and returns its id. */
export async function insertMeetingEnquiry(db: Queryable, values: NewMeetingEnquiry): Promise<number> {
  const [row] = await db.insert(meetingEnquiries).values(values).returning({ id: meetingEnquiries.id });
  if (!row) throw new Error('meeting enquiry insert returned no row');
  return row.id;
}
