import { CONTENT_MSG, type NewsBody, type NewsDetail, type NewsRow } from '@hotel/shared/admin/content';
import { NEWS_SID } from '@hotel/shared/constants';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { sanitizeContent } from '../../lib/sanitize.ts';
import { shanghaiDate } from '../../lib/time.ts';
import { type AuditActor, recordChange } from '../../staff/index.ts';
import {
  insertNews,
  listNewsForStaff,
  lockNews,
  type NewsRecord,
  updateNews,
} from '../queries/content-admin.ts';
import { auditHtml, changePublishing, publishingOf } from './content-publishing.ts';

/** 内容管理 › 新闻: the news centre's items, written as drafts and published when the editor says. */

function rowOf(record: NewsRecord, now: Date): NewsRow {
  return {
    id: record.id,
    title: record.title,
    image: record.image,
    publishedOn: record.publishedOn,
    ...publishingOf(record.publishedAt, now),
  };
}

function detailOf(record: NewsRecord, now: Date): NewsDetail {
  return { ...rowOf(record, now), content: record.content, description: record.description };
}

const auditView = (r: Pick<NewsRecord, 'title' | 'image' | 'content' | 'description'>) => ({
  title: r.title,
  image: r.image,
  content: auditHtml(r.content),
  description: auditHtml(r.description),
});

/** What is stored of the editor's input: HTML sanitised like the public site serves it. */
const cleaned = (body: NewsBody) => ({
  title: body.title,
  image: body.image,
  content: sanitizeContent(body.content),
  description: sanitizeContent(body.description),
});

export async function newsPage(
  db: Db,
  query: { keyword: string; page: number; pageSize: number },
  now: Date,
) {
  const { rows, total } = await listNewsForStaff(db, {
    keyword: query.keyword,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { rows: rows.map((r) => rowOf(r, now)), total };
}

export async function newsForStaff(db: Db, id: number, now: Date): Promise<NewsDetail> {
  const record = await lockNews(db, id);
  if (!record) throw new NotFoundError(CONTENT_MSG.newsNotFound, 'NEWS_NOT_FOUND');
  return detailOf(record, now);
}

/** A new item is a draft: nobody outside sees it until it is published. */
export async function createNews(db: Db, actor: AuditActor, body: NewsBody, now: Date): Promise<NewsDetail> {
  return db.transaction(async (tx) => {
    const record = await insertNews(tx, {
      ...cleaned(body),
      sid: NEWS_SID,
      publishedOn: shanghaiDate(now),
      publishedAt: null,
    });
    await recordChange(
      tx,
      actor,
      { action: 'create', entityType: 'news', entityId: record.id, after: auditView(record) },
      now,
    );
    return detailOf(record, now);
  });
}

export async function editNews(db: Db, actor: AuditActor, id: number, body: NewsBody, now: Date) {
  return db.transaction(async (tx) => {
    const before = await lockNews(tx, id);
    if (!before) throw new NotFoundError(CONTENT_MSG.newsNotFound, 'NEWS_NOT_FOUND');
    const record = await updateNews(tx, id, cleaned(body));
    await recordChange(
      tx,
      actor,
      {
        action: 'update',
        entityType: 'news',
        entityId: id,
        before: auditView(before),
        after: auditView(record),
      },
      now,
    );
    return detailOf(record, now);
  });
}

/** Publish (at `at`) or withdraw (null). The news centre dates an item by the day it goes out. */
export function publishNews(db: Db, actor: AuditActor, id: number, at: Date | null, now: Date) {
  return changePublishing(
    db,
    actor,
    {
      entityType: 'news',
      entityId: id,
      notFound: CONTENT_MSG.newsNotFound,
      lock: (tx) => lockNews(tx, id),
      hotelIdOf: () => null,
      title: (row) => row.title,
      write: async (tx, publishedAt) => {
        await updateNews(
          tx,
          id,
          publishedAt ? { publishedAt, publishedOn: shanghaiDate(publishedAt) } : { publishedAt },
        );
      },
    },
    at,
    now,
  );
}
