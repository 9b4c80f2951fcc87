import { type BannerBody, type BannerRow, CONTENT_MSG } from '@hotel/shared/admin/content';
import type { Db, Queryable } from '../../db/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { type AuditActor, recordChange } from '../../staff/index.ts';
import {
  type BannerRecord,
  insertBanner,
  listBannersForStaff,
  lockBanner,
  updateBanner,
} from '../queries/content-admin.ts';
import { changePublishing, hotelIdOfCode, publishingOf } from './content-publishing.ts';

/** 内容管理 › 横幅: the carousels of Home and of each hotel's home page (desktop and phone images). */

function rowOf(r: BannerRecord, now: Date): BannerRow {
  return {
    id: r.id,
    title: r.title,
    hotelCode: r.hotelCode ?? '',
    hotelName: r.hotelName ?? '',
    pcImage: r.pcImage,
    mobImage: r.mobImage,
    linkUrl: r.linkUrl,
    sort: r.sort,
    ...publishingOf(r.publishedAt, now),
  };
}

const auditView = (r: BannerRecord) => ({
  title: r.title,
  hotelCode: r.hotelCode ?? '',
  pcImage: r.pcImage,
  mobImage: r.mobImage,
  linkUrl: r.linkUrl,
  sort: r.sort,
});

async function reread(db: Queryable, id: number): Promise<BannerRecord> {
  const record = await lockBanner(db, id);
  if (!record) throw new NotFoundError(CONTENT_MSG.bannerNotFound, 'BANNER_NOT_FOUND');
  return record;
}

async function cleaned(db: Queryable, body: BannerBody) {
  return {
    title: body.title,
    hotelId: await hotelIdOfCode(db, body.hotelCode ?? ''),
    pcImage: body.pcImage,
    mobImage: body.mobImage,
    linkUrl: body.linkUrl,
    sort: body.sort,
  };
}

export async function bannersPage(
  db: Db,
  query: { keyword: string; page: number; pageSize: number },
  now: Date,
) {
  const { rows, total } = await listBannersForStaff(db, {
    keyword: query.keyword,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { rows: rows.map((r) => rowOf(r, now)), total };
}

/** A new banner is a draft until published. */
export async function createBanner(
  db: Db,
  actor: AuditActor,
  body: BannerBody,
  now: Date,
): Promise<BannerRow> {
  return db.transaction(async (tx) => {
    const id = await insertBanner(tx, { ...(await cleaned(tx, body)), publishedAt: null });
    const record = await reread(tx, id);
    await recordChange(
      tx,
      actor,
      {
        action: 'create',
        entityType: 'banner',
        entityId: id,
        hotelId: record.hotelId,
        after: auditView(record),
      },
      now,
    );
    return rowOf(record, now);
  });
}

export async function editBanner(db: Db, actor: AuditActor, id: number, body: BannerBody, now: Date) {
  return db.transaction(async (tx) => {
    const before = await reread(tx, id);
    await updateBanner(tx, id, await cleaned(tx, body));
    const record = await reread(tx, id);
    await recordChange(
      tx,
      actor,
      {
        action: 'update',
        entityType: 'banner',
        entityId: id,
        hotelId: record.hotelId,
        before: auditView(before),
        after: auditView(record),
      },
      now,
    );
    return rowOf(record, now);
  });
}

export function publishBanner(db: Db, actor: AuditActor, id: number, at: Date | null, now: Date) {
  return changePublishing(
    db,
    actor,
    {
      entityType: 'banner',
      entityId: id,
      notFound: CONTENT_MSG.bannerNotFound,
      lock: (tx) => lockBanner(tx, id),
      hotelIdOf: (row) => row.hotelId,
      title: (row) => row.title,
      write: (tx, publishedAt) => updateBanner(tx, id, { publishedAt }),
    },
    at,
    now,
  );
}
