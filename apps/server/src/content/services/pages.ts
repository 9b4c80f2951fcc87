import { CONTENT_MSG, type PageBody, type PageDetail, type PageRow } from '@hotel/shared/admin/content';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { sanitizeContent } from '../../lib/sanitize.ts';
import { type AuditActor, recordChange } from '../../staff/index.ts';
import { listGroupPages, lockPage, type PageRecord, updatePage } from '../queries/pages.ts';
import { auditHtml, changePublishing, publishingOf } from './content-publishing.ts';

/**
 * 内容管理 › 页面: the about, brand, franchise and footer pages. They exist from the start (the site
 * reads them by key), so staff edit and publish them but do not create or delete them; their
 * structured parts (honours, tiers, the franchise models) are kept as they are.
 */

const rowOf = (r: PageRecord, now: Date): PageRow => ({
  key: r.key,
  title: r.title,
  ...publishingOf(r.publishedAt, now),
});

const auditView = (r: Pick<PageRecord, 'title' | 'content'>) => ({
  title: r.title,
  content: auditHtml(r.content),
});

export async function groupPages(db: Db, now: Date): Promise<PageRow[]> {
  return (await listGroupPages(db)).map((r) => rowOf(r, now));
}

export async function pageForStaff(db: Db, key: string, now: Date): Promise<PageDetail> {
  const record = await lockPage(db, key);
  if (!record) throw new NotFoundError(CONTENT_MSG.pageUnknown, 'PAGE_UNKNOWN');
  return { ...rowOf(record, now), content: record.content };
}

export async function editPage(db: Db, actor: AuditActor, key: string, body: PageBody, now: Date) {
  return db.transaction(async (tx) => {
    const before = await lockPage(tx, key);
    if (!before) throw new NotFoundError(CONTENT_MSG.pageUnknown, 'PAGE_UNKNOWN');
    const after = { ...before, title: body.title, content: sanitizeContent(body.content) };
    await updatePage(tx, key, { title: after.title, content: after.content });
    await recordChange(
      tx,
      actor,
      {
        action: 'update',
        entityType: 'page',
        entityId: key,
        before: auditView(before),
        after: auditView(after),
      },
      now,
    );
    return { ...rowOf(after, now), content: after.content };
  });
}

export function publishPage(db: Db, actor: AuditActor, key: string, at: Date | null, now: Date) {
  return changePublishing(
    db,
    actor,
    {
      entityType: 'page',
      entityId: key,
      notFound: CONTENT_MSG.pageUnknown,
      lock: (tx) => lockPage(tx, key),
      hotelIdOf: () => null,
      title: (row) => row.title,
      write: (tx, publishedAt) => updatePage(tx, key, { publishedAt }),
    },
    at,
    now,
  );
}
