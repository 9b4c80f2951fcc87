import { CONTENT_MSG, type OfferBody, type OfferDetail, type OfferRow } from '@hotel/shared/admin/content';
import type { SaleTheme } from '@hotel/shared/constants';
import type { Db, Queryable } from '../../db/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { sanitizeContent } from '../../lib/sanitize.ts';
import { type AuditActor, recordChange } from '../../staff/index.ts';
import {
  insertOffer,
  listOffersForStaff,
  lockOffer,
  type OfferRecord,
  updateOffer,
} from '../queries/content-admin.ts';
import { auditHtml, changePublishing, hotelIdOfCode, publishingOf } from './content-publishing.ts';

/** 内容管理 › 优惠活动: offers of a hotel or of the whole group, running from begin to end. */

function rowOf(r: OfferRecord, now: Date): OfferRow {
  return {
    id: r.id,
    title: r.title,
    theme: r.theme as SaleTheme,
    hotelCode: r.hotelCode ?? '',
    hotelName: r.hotelName ?? '',
    beginsOn: r.beginsOn,
    endsOn: r.endsOn,
    thumbnail: r.thumbnail,
    ...publishingOf(r.publishedAt, now),
  };
}

function detailOf(r: OfferRecord, now: Date): OfferDetail {
  return {
    ...rowOf(r, now),
    showImage: r.showImage,
    content: r.content,
    salesInfo: r.salesInfo,
    description: r.description,
  };
}

const auditView = (r: OfferRecord) => ({
  title: r.title,
  theme: r.theme,
  hotelCode: r.hotelCode ?? '',
  beginsOn: r.beginsOn,
  endsOn: r.endsOn,
  showImage: r.showImage,
  thumbnail: r.thumbnail,
  content: auditHtml(r.content),
  salesInfo: auditHtml(r.salesInfo),
  description: auditHtml(r.description),
});

async function cleaned(db: Queryable, body: OfferBody) {
  const hotelId = await hotelIdOfCode(db, body.hotelCode ?? '');
  return {
    title: body.title,
    theme: body.theme,
    hotelId,
    isGroup: hotelId === null,
    beginsOn: body.beginsOn,
    endsOn: body.endsOn,
    showImage: body.showImage,
    thumbnail: body.thumbnail,
    content: sanitizeContent(body.content),
    salesInfo: sanitizeContent(body.salesInfo),
    description: sanitizeContent(body.description),
  };
}

async function reread(db: Queryable, id: number): Promise<OfferRecord> {
  const record = await lockOffer(db, id);
  if (!record) throw new NotFoundError(CONTENT_MSG.offerNotFound, 'OFFER_NOT_FOUND');
  return record;
}

export async function offersPage(
  db: Db,
  query: { keyword: string; page: number; pageSize: number },
  now: Date,
) {
  const { rows, total } = await listOffersForStaff(db, {
    keyword: query.keyword,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { rows: rows.map((r) => rowOf(r, now)), total };
}

export async function offerForStaff(db: Db, id: number, now: Date): Promise<OfferDetail> {
  return detailOf(await reread(db, id), now);
}

/** A new offer is a draft until published. */
export async function createOffer(
  db: Db,
  actor: AuditActor,
  body: OfferBody,
  now: Date,
): Promise<OfferDetail> {
  return db.transaction(async (tx) => {
    const id = await insertOffer(tx, { ...(await cleaned(tx, body)), publishedAt: null, createdAt: now });
    const record = await reread(tx, id);
    await recordChange(
      tx,
      actor,
      {
        action: 'create',
        entityType: 'offer',
        entityId: id,
        hotelId: record.hotelId,
        after: auditView(record),
      },
      now,
    );
    return detailOf(record, now);
  });
}

export async function editOffer(db: Db, actor: AuditActor, id: number, body: OfferBody, now: Date) {
  return db.transaction(async (tx) => {
    const before = await reread(tx, id);
    await updateOffer(tx, id, await cleaned(tx, body));
    const record = await reread(tx, id);
    await recordChange(
      tx,
      actor,
      {
        action: 'update',
        entityType: 'offer',
        entityId: id,
        hotelId: record.hotelId,
        before: auditView(before),
        after: auditView(record),
      },
      now,
    );
    return detailOf(record, now);
  });
}

export function publishOffer(db: Db, actor: AuditActor, id: number, at: Date | null, now: Date) {
  return changePublishing(
    db,
    actor,
    {
      entityType: 'offer',
      entityId: id,
      notFound: CONTENT_MSG.offerNotFound,
      lock: (tx) => lockOffer(tx, id),
      hotelIdOf: (row) => row.hotelId,
      title: (row) => row.title,
      write: (tx, publishedAt) => updateOffer(tx, id, { publishedAt }),
    },
    at,
    now,
  );
}
