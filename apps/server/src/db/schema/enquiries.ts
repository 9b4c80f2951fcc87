import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { meetingEnquiries } from './content.ts';
import { staff } from './staff.ts';

/**
 * 会议询价 follow-up: an append-only history of what staff did with an enquiry. A status change
 * and a note are one row each; nothing is overwritten, so the next colleague reads the whole story.
 */
export const enquiryNotes = pgTable(
  'enquiry_notes',
  {
    id: serial('id').primaryKey(),
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => meetingEnquiries.id),
    /** The status set by this entry, or null for a note alone. */
    status: text('status'),
    note: text('note').notNull().default(''),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    staffName: text('staff_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // an enquiry's history, oldest first
  (t) => [index('enquiry_notes_enquiry_idx').on(t.enquiryId, t.createdAt)],
);
