import { and, asc, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client.ts';
import { meetingEnquiries } from '../../db/schema/content.ts';
import { enquiryNotes } from '../../db/schema/enquiries.ts';

export type EnquiryRecord = typeof meetingEnquiries.$inferSelect;

export interface EnquiryFilter {
  /** The hotels the staff member may see; undefined for every hotel. */
  hotelIds: number[] | undefined;
  hotelId: number | undefined;
  status: string | undefined;
  from: Date | undefined;
  before: Date | undefined;
  limit: number;
  offset: number;
}

export async function searchEnquiries(db: Queryable, filter: EnquiryFilter) {
  const conditions: (SQL | undefined)[] = [
    filter.hotelIds ? inArray(meetingEnquiries.hotelId, filter.hotelIds) : undefined,
    filter.hotelId ? eq(meetingEnquiries.hotelId, filter.hotelId) : undefined,
    filter.status ? eq(meetingEnquiries.status, filter.status) : undefined,
    filter.from ? gte(meetingEnquiries.createdAt, filter.from) : undefined,
    filter.before ? lt(meetingEnquiries.createdAt, filter.before) : undefined,
  ];
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(meetingEnquiries)
      .where(where)
      .orderBy(desc(meetingEnquiries.createdAt), desc(meetingEnquiries.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(meetingEnquiries).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function enquiryById(db: Queryable, id: number): Promise<EnquiryRecord | undefined> {
  const [row] = await db.select().from(meetingEnquiries).where(eq(meetingEnquiries.id, id)).limit(1);
  return row;
}

/** Locks an enquiry for a follow-up, so two colleagues' status changes are recorded one after the other. */
export async function lockEnquiry(tx: Tx, id: number): Promise<EnquiryRecord | undefined> {
  const [row] = await tx.select().from(meetingEnquiries).where(eq(meetingEnquiries.id, id)).for('update');
  return row;
}

export async function setEnquiryStatus(tx: Tx, id: number, status: string): Promise<void> {
  await tx.update(meetingEnquiries).set({ status }).where(eq(meetingEnquiries.id, id));
}

export async function notesOf(db: Queryable, enquiryId: number) {
  return db
    .select()
    .from(enquiryNotes)
    .where(eq(enquiryNotes.enquiryId, enquiryId))
    .orderBy(asc(enquiryNotes.createdAt), asc(enquiryNotes.id));
}

export async function insertEnquiryNote(tx: Tx, values: typeof enquiryNotes.$inferInsert): Promise<void> {
  await tx.insert(enquiryNotes).values(values);
}
