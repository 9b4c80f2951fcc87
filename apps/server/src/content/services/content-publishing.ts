import { createHash } from 'node:crypto';
import { CONTENT_MSG, type PublishBody, type PublishState } from '@hotel/shared/admin/content';
import { ADMIN_MSG } from '@hotel/shared/admin/messages';
import type { Db, Queryable } from '../../db/client.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { shanghaiDateTime } from '../../lib/time.ts';
import { type AuditActor, hotelsByCodes, recordChange } from '../../staff/index.ts';

/** What every 内容管理 item shares: its publishing state, a compact audit view and its hotel. */

export function publishingOf(
  publishedAt: Date | null,
  now: Date,
): { state: PublishState; publishedAt: string | null } {
  if (!publishedAt) return { state: 'draft', publishedAt: null };
  return {
    state: publishedAt.getTime() > now.getTime() ? 'scheduled' : 'published',
    publishedAt: shanghaiDateTime(publishedAt).slice(0, 16),
  };
}

const AUDIT_HTML_CHARS = 200;

/**
 * Long HTML in the audit log: its first 200 characters, its length and a hash, so a reader sees
 * what changed and whether two versions are the same without the log growing by whole pages.
 */
export function auditHtml(html: string): string {
  if (html.length <= AUDIT_HTML_CHARS) return html;
  const hash = createHash('sha256').update(html).digest('hex').slice(0, 16);
  return `${html.slice(0, AUDIT_HTML_CHARS)}…（共${html.length}字符，sha256:${hash}）`;
}

/** The hotel of a group item: '' is the group itself (null); an unknown code is refused. */
export async function hotelIdOfCode(db: Queryable, hotelCode: string): Promise<number | null> {
  if (hotelCode === '') return null;
  const [hotel] = await hotelsByCodes(db, [hotelCode]);
  if (!hotel) throw new ValidationError(ADMIN_MSG.hotelUnknown, 'HOTEL_UNKNOWN');
  return hotel.id;
}

/** When a publish call makes the item visible: now, or the time to come it names. */
export function publishTimeOf(body: PublishBody, now: Date): Date {
  return body.publishAt ? new Date(body.publishAt) : now;
}

export function publishMessage(at: Date | null, now: Date): string {
  if (!at) return CONTENT_MSG.unpublished;
  return at.getTime() > now.getTime() ? CONTENT_MSG.scheduled : CONTENT_MSG.published;
}

interface PublishChange<T extends { publishedAt: Date | null }> {
  entityType: string;
  entityId: string | number;
  notFound: string;
  lock: (tx: Queryable) => Promise<T | undefined>;
  /** Refuses (403) an item outside the staff member's hotels, before anything changes. */
  authorise?: (row: T) => void;
  hotelIdOf: (row: T) => number | null;
  title: (row: T) => string;
  /** Sets the publish time (null: back to draft), with whatever goes with it (the news date). */
  write: (tx: Queryable, at: Date | null, row: T) => Promise<void>;
}

/** Publishes (now or at a time to come) or withdraws an item, with its audit row, in one transaction. */
export async function changePublishing<T extends { publishedAt: Date | null }>(
  db: Db,
  actor: AuditActor,
  change: PublishChange<T>,
  at: Date | null,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await change.lock(tx);
    if (!row) throw new NotFoundError(change.notFound, 'CONTENT_NOT_FOUND');
    change.authorise?.(row);
    await change.write(tx, at, row);
    const action = !at ? 'unpublish' : at.getTime() > now.getTime() ? 'schedule' : 'publish';
    const view = (publishedAt: Date | null) => ({
      title: change.title(row),
      publishedAt: publishedAt ? shanghaiDateTime(publishedAt) : null,
    });
    await recordChange(
      tx,
      actor,
      {
        action,
        entityType: change.entityType,
        entityId: change.entityId,
        hotelId: change.hotelIdOf(row),
        before: view(row.publishedAt),
        after: view(at),
      },
      now,
    );
  });
}
