import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: { write: (line) => lines.push(line) } });
});
afterAll(async () => {
  await t.close();
});

function loggedLines(): Record<string, unknown>[] {
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('access log', () => {
  it('writes one line per answer with what an operator needs', async () => {
    lines.length = 0;
    const res = await t.app.inject({
      method: 'GET',
      url: '/crsapi/v1/hotel/getGroupCities',
      headers: { 'x-request-id': 'access-log-1' },
    });
    expect(res.statusCode).toBe(200);
    const mine = loggedLines().filter((line) => line.reqId === 'access-log-1');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/crsapi/v1/hotel/getGroupCities', remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
    });
    expect(mine[0]?.responseTime).toEqual(expect.any(Number));
  });

  it('writes the line of a refused request with its status', async () => {
    lines.length = 0;
    await t.app.inject({
      method: 'POST',
      url: '/crsapi/v1/hotel/getBanner',
      headers: { 'x-request-id': 'access-log-2', 'content-type': 'application/json' },
      payload: '{"HotelCode": ',
    });
    const mine = loggedLines().filter((line) => line.reqId === 'access-log-2');
    expect(mine.map((line) => [line.msg, (line.res as { statusCode: number }).statusCode])).toEqual([
      ['request completed', 400],
    ]);
  });
});
