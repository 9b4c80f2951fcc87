import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { createStaff, type StaffSession, signIn, staffCall } from '../helpers/staff.ts';
import { adminClient, createPostgresApp, type PostgresApp } from './postgres-app.ts';

/**
 * Proof on PostgreSQL that two instances behind a load balancer agree: a change made through one
 * empties the other's cached answers through LISTEN/NOTIFY, long before their 10-minute lifetime.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('read cache across instances on PostgreSQL', () => {
  let pgApp: PostgresApp;
  let a: App;
  let b: App;
  let editor: StaffSession;
  let client: pg.Client;
  /** Well within the 10-minute lifetime the instances run with. */
  const BOUND_MS = 2_000;

  beforeAll(async () => {
    pgApp = await createPostgresApp({ env: { READ_CACHE_TTL_MS: '600000' } });
    a = pgApp.app;
    b = await pgApp.startInstance();
    editor = await signIn(a, (await createStaff(pgApp.db, { role: 'editor' })).username);
    client = await adminClient(pgApp);
  }, 120_000);
  afterAll(async () => {
    await client?.end();
    await pgApp?.close();
  });

  const titlesOn = async (app: App) =>
    ((await app.inject({ url: '/cms/newslist.aspx?sid=18' })).json().data as { newtitle: string }[]).map(
      (n) => n.newtitle,
    );

  async function publishThroughA(title: string): Promise<void> {
    const draft = await staffCall(a, editor, {
      method: 'POST',
      url: '/admin/api/content/news',
      payload: { title, image: '/media/news/n1.svg', content: '<p>新店开业</p>', description: '' },
    });
    const id = draft.json().data.id as number;
    const res = await staffCall(a, editor, {
      method: 'POST',
      url: `/admin/api/content/news/${id}/publish`,
      payload: {},
    });
    expect(res.json().success, res.body).toBe(true);
  }

  async function seenOnB(title: string, timeoutMs: number): Promise<number> {
    const started = Date.now();
    while (!(await titlesOn(b)).includes(title)) {
      if (Date.now() - started > timeoutMs) throw new Error(`instance B did not show ${title}`);
      await sleep(20);
    }
    return Date.now() - started;
  }

  it('shows on instance B a news item published through instance A', async () => {
    await publishThroughA('先发布的新闻');
    await seenOnB('先发布的新闻', BOUND_MS);
    await publishThroughA('后发布的新闻');
    // B's list is cached and holds the first item only, until A's NOTIFY reaches it
    await seenOnB('后发布的新闻', BOUND_MS);
    expect(await titlesOn(a)).toEqual(await titlesOn(b));
  });

  it('catches up after its listening connection is cut', async () => {
    await titlesOn(b);
    const { rowCount } = await client.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND application_name = 'hotel-server-listen'`,
    );
    expect(rowCount).toBe(2);
    await publishThroughA('断线期间发布的新闻');
    // reconnecting takes a second; once back, an instance forgets what it may have missed
    await seenOnB('断线期间发布的新闻', BOUND_MS + 2_000);
    await publishThroughA('重连之后发布的新闻');
    await seenOnB('重连之后发布的新闻', BOUND_MS);
  });
});
