import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { mediaFiles } from '../../db/schema/staff.ts';

export async function insertMediaFile(db: Queryable, values: typeof mediaFiles.$inferInsert): Promise<void> {
  await db.insert(mediaFiles).values(values);
}

export async function mediaFileByName(db: Queryable, name: string) {
  const [row] = await db
    .select({ mimeType: mediaFiles.mimeType, bytes: mediaFiles.bytes })
    .from(mediaFiles)
    .where(eq(mediaFiles.name, name))
    .limit(1);
  return row;
}
