import { randomBytes } from 'node:crypto';
import { ADMIN_MSG } from '@hotel/shared/admin/messages';
import type { Db } from '../../db/client.ts';
import { ValidationError } from '../../lib/errors.ts';
import { type AuditActor, recordChange } from '../../staff/index.ts';
import { insertMediaFile } from '../queries/media.ts';

/**
 * Images staff upload for content and room types. The type is read from the file's own first bytes,
 * never from its name or the browser's claim; SVG is not taken (it can carry script). Kept in the
 * database and served under /media/uploads/<name> with a long cache: a name is never reused.
 */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const UPLOADS_PATH = '/media/uploads';

const SIGNATURES: { mime: string; ext: string; matches: (b: Buffer) => boolean }[] = [
  { mime: 'image/jpeg', ext: 'jpg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    mime: 'image/png',
    ext: 'png',
    matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { mime: 'image/gif', ext: 'gif', matches: (b) => b.subarray(0, 6).toString('latin1').startsWith('GIF8') },
  {
    mime: 'image/webp',
    ext: 'webp',
    matches: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

export function imageTypeOf(bytes: Buffer) {
  return SIGNATURES.find((s) => s.matches(bytes));
}

export async function storeUpload(db: Db, actor: AuditActor, bytes: Buffer, now: Date) {
  if (bytes.length === 0) throw new ValidationError(ADMIN_MSG.uploadMissing, 'UPLOAD_MISSING');
  if (bytes.length > MAX_UPLOAD_BYTES)
    throw new ValidationError(ADMIN_MSG.uploadTooLarge, 'UPLOAD_TOO_LARGE');
  const type = imageTypeOf(bytes);
  if (!type) throw new ValidationError(ADMIN_MSG.uploadTypeInvalid, 'UPLOAD_TYPE_INVALID');
  const name = `${randomBytes(12).toString('hex')}.${type.ext}`;
  await db.transaction(async (tx) => {
    await insertMediaFile(tx, {
      name,
      mimeType: type.mime,
      bytes,
      size: bytes.length,
      uploadedBy: actor.staffId,
      createdAt: now,
    });
    await recordChange(
      tx,
      actor,
      {
        action: 'upload',
        entityType: 'media',
        entityId: name,
        after: { size: bytes.length, type: type.mime },
      },
      now,
    );
  });
  return { url: `${UPLOADS_PATH}/${name}`, name, size: bytes.length };
}
