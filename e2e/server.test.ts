import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
