import { rm } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';
import { contentPages } from '../../src/db/schema/content.ts';
import { contentPageRows } from '../../src/seed/content-pages.ts';
import { migrationsUpTo } from '../helpers/migrations.ts';

/**
 * Migration 0015 on a database seeded before it: the privacy policy page gets the text of version
 * 2026-11-27, the one the seed now writes, and no other page changes.
 */
let database: Database;

async function pageOf(key: string) {
  const [row] = await database.db.select().from(contentPages).where(eq(contentPages.key, key));
  return row;
}

beforeAll(async () => {
  database = await openDatabase({});
  const before = await migrationsUpTo(14);
  try {
    await migrateDatabase(database, before);
  } finally {
    await rm(before, { recursive: true });
  }
  await database.db.execute(sql`
    INSERT INTO content_pages (key, title, content) VALUES
      ('footer:privacyPolicy', '隐私政策', '<p>旧的隐私政策</p>'),
      ('footer:websiteTermsOfUse', '网站使用条款', '<p>旧的网站使用条款</p>')`);
  await migrateDatabase(database);
});
afterAll(async () => {
  await database?.close();
});

describe('the privacy policy text (migration 0015)', () => {
  it("replaces the page's text with the seed's, and leaves the other pages alone", async () => {
    const seeded = contentPageRows().find((page) => page.key === 'footer:privacyPolicy');
    const page = await pageOf('footer:privacyPolicy');
    expect(page?.content).toBe(seeded?.content);
    expect(page?.content).toContain('保存180天后删除');
    expect(page?.content).toContain('账号与隐私');
    expect((await pageOf('footer:websiteTermsOfUse'))?.content).toBe('<p>旧的网站使用条款</p>');
  });
});
