import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from './helpers/server.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'hotel-e2e-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function hotelCount(baseUrl: string): Promise<number> {
  const res = await fetch(`${baseUrl}/crsapi/v1/hotel/getHotelsByPage`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ pageSize: 1, currentPage: 1 }),
  });
  return (await res.json()).total;
}

describe('the start command', () => {
  it('serves the site with demo data, stops cleanly on SIGTERM and does not seed twice', async () => {
    const first = await startServer({ dataDir });
    const home = await fetch(`${first.baseUrl}/`);
    expect(home.headers.get('content-type')).toContain('text/html');
    expect(await home.text()).toContain('<div id="root">');
    // history fallback: a deep link of the site gets the app
    const deep = await fetch(`${first.baseUrl}/newsdetail/1`);
    expect(deep.status).toBe(200);
    expect(await deep.text()).toContain('<div id="root">');
    const hotels = await hotelCount(first.baseUrl);
    expect(hotels).toBeGreaterThanOrEqual(40);
    expect(await first.stop()).toBe(0);

    const second = await startServer({ dataDir });
    expect(await hotelCount(second.baseUrl)).toBe(hotels);
    expect(await second.stop()).toBe(0);
  });
});

interface Answer {
  status?: number;
  connection?: string | undefined;
  body?: string;
  /** The code of a failed connection (ECONNRESET, ECONNREFUSED, …). */
  error?: string;
}

/** One GET, read to its end, on a keep-alive agent or (agent false) a connection of its own. */
function getOnce(url: string, agent: http.Agent | false): Promise<Answer> {
  return new Promise((resolve) => {
    const failed = (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message });
    const request = http.get(url, { agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode, connection: res.headers.connection, body }));
      res.on('error', failed);
    });
    request.on('error', failed);
  });
}

describe('shutting down', () => {
  it('answers every request through the drain after SIGTERM, a second signal included, then exits 0', async () => {
    // the data folder of the test above, already seeded
    const server = await startServer({ dataDir, env: { SHUTDOWN_DRAIN_MS: '2000' } });
    const url = `${server.baseUrl}/cms/siteinfo.aspx`;
    const keepAlive = new http.Agent({ keepAlive: true });
    let signalledAt = Number.POSITIVE_INFINITY;
    let running = true;
    const answers: (Answer & { startedAt: number; keepAlive: boolean })[] = [];
    // a steady stream over reused connections and over new ones, as a load balancer sends it
    const client = async (agent: http.Agent | false) => {
      while (running) {
        const startedAt = Date.now();
        answers.push({ ...(await getOnce(url, agent)), startedAt, keepAlive: agent !== false });
      }
    };
    const clients = [client(keepAlive), client(keepAlive), client(false), client(false)];
    await sleep(300);

    const exited = server.stop();
    signalledAt = Date.now();
    await sleep(400);
    const health = await getOnce(`${server.baseUrl}/healthz`, false);
    const exitedAgain = server.stop();
    await sleep(800);
    running = false;
    await Promise.all(clients);
    keepAlive.destroy();

    const failures: Record<string, number> = {};
    for (const a of answers.filter((a) => a.status !== 200 || !a.body?.includes('"success":true'))) {
      const kind = a.error ?? `HTTP ${a.status}`;
      failures[kind] = (failures[kind] ?? 0) + 1;
    }
    expect(failures).toEqual({});
    const keptAliveDuringDrain = answers.filter((a) => a.keepAlive && a.startedAt > signalledAt + 200);
    expect(keptAliveDuringDrain.length).toBeGreaterThan(10);
    // so keep-alive clients open their next connection elsewhere
    expect(keptAliveDuringDrain.filter((a) => a.connection !== 'close')).toEqual([]);
    expect(health.status).toBe(503);
    expect(health.body).toContain('draining');
    expect(await exited).toBe(0);
    expect(await exitedAgain).toBe(0);
  });
});
