import {
  ENQUIRIES_MSG,
  ENQUIRY_STATUSES,
  type EnquiryDetail,
  type EnquiryRow,
  type EnquiryStatus,
  type enquiryFollowUpBody,
  type enquiryListQuery,
} from '@hotel/shared/admin/enquiries';
import type { z } from 'zod';
import type { Db, Queryable } from '../../db/client.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { addDays, shanghaiDateTime, shanghaiInstant } from '../../lib/time.ts';
import type { StaffPrincipal } from '../../staff/index.ts';
import {
  type AuditActor,
  assertHotelInScope,
  hotelScopeOf,
  hotelsByCodes,
  mayReachHotel,
  recordChange,
} from '../../staff/index.ts';
import {
  type EnquiryRecord,
  enquiryById,
  insertEnquiryNote,
  lockEnquiry,
  notesOf,
  searchEnquiries,
  setEnquiryStatus,
} from '../queries/enquiries.ts';

/** 会议询价: the enquiries of the staff member's hotels, their status and an append-only follow-up history. */

function statusOf(text: string | null): EnquiryStatus {
  return ENQUIRY_STATUSES.find((s) => s === text) ?? 'new';
}

const minutes = (instant: Date) => shanghaiDateTime(instant).slice(0, 16);

function rowOf(record: EnquiryRecord): EnquiryRow {
  return {
    id: record.id,
    hotelCode: record.hotelCode,
    hotelName: record.hotelName,
    applyName: record.applyName,
    contactPhone: record.contactPhone,
    meetingType: record.meetingType,
    peopleNums: record.peopleNums,
    beginTime: minutes(record.beginTime),
    endTime: minutes(record.endTime),
    status: statusOf(record.status),
    createdAt: shanghaiDateTime(record.createdAt),
  };
}

export async function enquiryPage(db: Db, staff: StaffPrincipal, query: z.output<typeof enquiryListQuery>) {
  let hotelId: number | undefined;
  if (query.hotelCode) {
    const [hotel] = await hotelsByCodes(db, [query.hotelCode]);
    if (!hotel) return { rows: [], total: 0 };
    assertHotelInScope(staff, hotel.id);
    hotelId = hotel.id;
  }
  const scope = hotelScopeOf(staff);
  const { rows, total } = await searchEnquiries(db, {
    hotelIds: scope.kind === 'all' ? undefined : scope.ids,
    hotelId,
    status: query.status || undefined,
    from: query.from ? shanghaiInstant(query.from, '00:00') : undefined,
    before: query.to ? shanghaiInstant(addDays(query.to, 1), '00:00') : undefined,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { rows: rows.map(rowOf), total };
}

/**
 * An enquiry the staff member may reach; another hotel's answers as one that does not exist (ids are
 * sequential: a different answer would tell which ids other hotels have). An enquiry without a hotel
 * row belongs to no hotel: only the group's roles reach it.
 */
function reachable(staff: StaffPrincipal, record: EnquiryRecord | undefined): EnquiryRecord {
  const reached =
    record !== undefined &&
    (record.hotelId === null ? hotelScopeOf(staff).kind === 'all' : mayReachHotel(staff, record.hotelId));
  if (!reached) throw new NotFoundError(ENQUIRIES_MSG.enquiryNotFound, 'ENQUIRY_NOT_FOUND');
  return record;
}

async function detailOf(db: Queryable, record: EnquiryRecord): Promise<EnquiryDetail> {
  const notes = await notesOf(db, record.id);
  return {
    ...rowOf(record),
    note: record.note,
    history: notes.map((n) => ({
      id: n.id,
      status: n.status === null ? null : statusOf(n.status),
      note: n.note,
      staffName: n.staffName,
      at: shanghaiDateTime(n.createdAt),
    })),
  };
}

export async function enquiryDetailOf(db: Db, staff: StaffPrincipal, id: number): Promise<EnquiryDetail> {
  return detailOf(db, reachable(staff, await enquiryById(db, id)));
}

/**
 * A follow-up: a new status, a note, or both, as one entry of the history and one audit row.
 * Choosing the status the enquiry already has is no change; with no note either, nothing is saved.
 */
export async function followUpEnquiry(
  db: Db,
  staff: StaffPrincipal,
  actor: AuditActor,
  id: number,
  body: z.output<typeof enquiryFollowUpBody>,
  now: Date,
): Promise<EnquiryDetail> {
  return db.transaction(async (tx) => {
    const before = reachable(staff, await lockEnquiry(tx, id));
    const statusBefore = statusOf(before.status);
    const newStatus = body.status && body.status !== statusBefore ? body.status : undefined;
    if (!newStatus && body.note === '')
      throw new ValidationError(ENQUIRIES_MSG.nothingToSave, 'NOTHING_TO_SAVE');
    if (newStatus) await setEnquiryStatus(tx, id, newStatus);
    await insertEnquiryNote(tx, {
      enquiryId: id,
      status: newStatus ?? null,
      note: body.note,
      staffId: staff.id,
      staffName: staff.displayName,
      createdAt: now,
    });
    await recordChange(
      tx,
      actor,
      {
        action: newStatus ? 'status.change' : 'note.add',
        entityType: 'enquiry',
        entityId: id,
        hotelId: before.hotelId,
        before: { status: statusBefore },
        after: { status: newStatus ?? statusBefore, note: body.note },
      },
      now,
    );
    return detailOf(tx, { ...before, status: newStatus ?? statusBefore });
  });
}
