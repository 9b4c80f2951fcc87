import {
  CONTENT_MSG,
  HOTEL_CONTENT_KINDS,
  HOTEL_CONTENT_SCHEMAS,
  type HotelContentDetail,
  type HotelContentKind,
  type HotelContentRow,
  isHtmlField,
  isImageUrl,
} from '@hotel/shared/admin/content';
import { ADMIN_MSG } from '@hotel/shared/admin/messages';
import type { Db, Queryable } from '../../db/client.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { sanitizeContent } from '../../lib/sanitize.ts';
import type { StaffPrincipal } from '../../staff/index.ts';
import {
  type AuditActor,
  assertHotelInScope,
  type HotelRef,
  hotelScopeOf,
  hotelsByCodes,
  recordChange,
} from '../../staff/index.ts';
import {
  hotelContentsOf,
  lockHotelContent,
  saveHotelContent,
  setHotelContentPublishedAt,
} from '../queries/pages.ts';
import { auditHtml, changePublishing, publishingOf } from './content-publishing.ts';

/**
 * 内容管理 › 酒店页面: a hotel's home, meetings, health and tea pages. A manager edits their own
 * hotels' pages, an administrator every hotel's; naming another hotel is refused before anything
 * is read or written.
 */

/** The hotel of the path, within the staff member's hotels (403 before 404, so nothing leaks). */
async function hotelInScope(db: Queryable, staff: StaffPrincipal, hotelCode: string): Promise<HotelRef> {
  const [hotel] = await hotelsByCodes(db, [hotelCode]);
  if (!hotel) {
    if (hotelScopeOf(staff).kind === 'hotels') throw new ForbiddenError(ADMIN_MSG.forbidden, 'FORBIDDEN');
    throw new NotFoundError(ADMIN_MSG.hotelUnknown, 'HOTEL_UNKNOWN');
  }
  assertHotelInScope(staff, hotel.id);
  return hotel;
}

const IMAGE_FIELD = /(Img\d*|Banner|BannerMob|^image)$/;

/** Rich text sanitised, images only from this server; walks the venues list too. */
function cleaned(value: unknown, field: string): unknown {
  if (typeof value === 'string') {
    if (isHtmlField(field)) return sanitizeContent(value);
    if (IMAGE_FIELD.test(field) && value !== '' && !isImageUrl(value)) {
      throw new ValidationError(`${CONTENT_MSG.imageInvalid}：${field}`, 'IMAGE_INVALID');
    }
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => cleaned(item, field));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, cleaned(v, key)]));
  }
  return value;
}

/** The page's fields as its kind's schema has them; a missing or mistyped field is named. */
function checked(kind: HotelContentKind, data: Record<string, unknown>): Record<string, unknown> {
  const parsed = HOTEL_CONTENT_SCHEMAS[kind].safeParse(data);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path.join('.') ?? '';
    throw new ValidationError(
      field ? `${CONTENT_MSG.hotelContentInvalid}：${field}` : CONTENT_MSG.hotelContentInvalid,
      'HOTEL_CONTENT_INVALID',
    );
  }
  return cleaned(parsed.data, '') as Record<string, unknown>;
}

/** Strings over 200 characters shortened for the audit log (the HTML descriptions). */
function auditView(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).map(([key, v]) => [key, typeof v === 'string' ? auditHtml(v) : v]),
  );
}

export async function hotelContentList(
  db: Db,
  staff: StaffPrincipal,
  hotelCode: string,
  now: Date,
): Promise<HotelContentRow[]> {
  const hotel = await hotelInScope(db, staff, hotelCode);
  const stored = new Map((await hotelContentsOf(db, hotel.id)).map((r) => [r.kind, r]));
  return HOTEL_CONTENT_KINDS.map((kind) => ({
    hotelCode: hotel.hotelCode,
    kind,
    ...publishingOf(stored.get(kind)?.publishedAt ?? null, now),
  }));
}

/** A page not written yet reads as an empty draft. */
export async function hotelContentForStaff(
  db: Db,
  staff: StaffPrincipal,
  hotelCode: string,
  kind: HotelContentKind,
  now: Date,
): Promise<HotelContentDetail> {
  const hotel = await hotelInScope(db, staff, hotelCode);
  const record = await lockHotelContent(db, hotel.id, kind);
  return {
    hotelCode: hotel.hotelCode,
    kind,
    ...publishingOf(record?.publishedAt ?? null, now),
    data: record?.data ?? {},
  };
}

export async function editHotelContent(
  db: Db,
  staff: StaffPrincipal,
  actor: AuditActor,
  target: { hotelCode: string; kind: HotelContentKind },
  data: Record<string, unknown>,
  now: Date,
): Promise<HotelContentDetail> {
  const stored = checked(target.kind, data);
  return db.transaction(async (tx) => {
    const hotel = await hotelInScope(tx, staff, target.hotelCode);
    const before = await lockHotelContent(tx, hotel.id, target.kind);
    await saveHotelContent(tx, hotel.id, target.kind, stored);
    await recordChange(
      tx,
      actor,
      {
        action: before ? 'update' : 'create',
        entityType: 'hotel_content',
        entityId: `${hotel.hotelCode}:${target.kind}`,
        hotelId: hotel.id,
        before: before ? auditView(before.data) : null,
        after: auditView(stored),
      },
      now,
    );
    const publishedAt = before?.publishedAt ?? null;
    return { hotelCode: hotel.hotelCode, kind: target.kind, ...publishingOf(publishedAt, now), data: stored };
  });
}

export async function publishHotelContent(
  db: Db,
  staff: StaffPrincipal,
  actor: AuditActor,
  target: { hotelCode: string; kind: HotelContentKind },
  at: Date | null,
  now: Date,
) {
  const hotel = await hotelInScope(db, staff, target.hotelCode);
  await changePublishing(
    db,
    actor,
    {
      entityType: 'hotel_content',
      entityId: `${hotel.hotelCode}:${target.kind}`,
      notFound: CONTENT_MSG.hotelContentNotFound,
      lock: (tx) => lockHotelContent(tx, hotel.id, target.kind),
      hotelIdOf: () => hotel.id,
      title: () => `${hotel.name} ${target.kind}`,
      write: (tx, publishedAt) => setHotelContentPublishedAt(tx, hotel.id, target.kind, publishedAt),
    },
    at,
    now,
  );
}
