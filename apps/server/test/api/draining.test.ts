import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListeningTestApp, createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('draining before shutdown', () => {
  it('reports draining to the health check and asks clients to close while still answering', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(before.statusCode).toBe(200);
    expect(before.headers.connection).not.toBe('close');

    t.app.startDraining();
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'draining' });
    const answer = await t.app.inject({ method: 'GET', url: '/cms/siteinfo.aspx' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ success: true });
    expect(answer.headers.connection).toBe('close');
  });
});

interface Outcome {
  status?: number;
  connection?: string;
  /** The code of a failed request (ECONNRESET, ECONNREFUSED, …). */
  error?: string;
  /** The client's end of the connection, once it connected. */
  localPort?: number;
}

/** One GET over `agent`, its answer read to the end. */
function send(agent: http.Agent, port: number): Promise<Outcome> {
  return new Promise((resolve) => {
    let localPort: number | undefined;
    const failed = (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message, localPort });
    const request = http.get({ host: '127.0.0.1', port, path: '/cms/siteinfo.aspx', agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, connection: res.headers.connection, localPort }));
      res.on('error', failed);
    });
    request.on('socket', (socket) => {
      if (socket.localPort) localPort = socket.localPort;
      else
        socket.once('connect', () => {
          localPort = socket.localPort;
        });
    });
    request.on('error', failed);
  });
}

describe('shutting down under keep-alive traffic', () => {
  it('answers every request that reached an open connection, and refuses the rest before reading them', async () => {
    const s = await createListeningTestApp({});
    const { port } = s.app.server.address() as AddressInfo;
    // the client ports of the connections the server took; the system refuses the others unread
    const accepted = new Set<number | undefined>();
    s.app.server.on('connection', (socket) => accepted.add(socket.remotePort));
    const outcomes: Outcome[] = [];

    // connections that last answered before the drain, idle when the server closes
    const idle = Array.from({ length: 8 }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }));
    for (const agent of idle) outcomes.push(await send(agent, port));
    // and clients that never pause
    const busy = new http.Agent({ keepAlive: true });
    let running = true;
    const client = async () => {
      while (running) outcomes.push(await send(busy, port));
    };
    const clients = [client(), client(), client(), client()];
    await sleep(100);

    // as server.ts does on SIGTERM; the idle connections send just before the close, with it, and after
    s.app.startDraining();
    await sleep(100);
    const late = idle.slice(0, 3).map((agent) => send(agent, port));
    const closed = s.app.close();
    late.push(...idle.slice(3).map((agent, i) => sleep(i).then(() => send(agent, port))));
    const lateOutcomes = await Promise.all(late);
    await closed;
    running = false;
    await Promise.all(clients);
    for (const agent of [...idle, busy]) agent.destroy();
    await s.database.dispose();

    const answered = (o: Outcome) =>
      (o.status === 200 && o.error === undefined) || (o.status === 503 && o.connection === 'close');
    // a new connection the server had not accepted when it stopped listening: refused, or reset by
    // the system from the listen queue; either way nothing of it was read
    const refusedUnread = (o: Outcome) => o.error !== undefined && !accepted.has(o.localPort);
    expect(lateOutcomes.filter((o) => !answered(o))).toEqual([]);
    expect(outcomes.filter((o) => !answered(o) && !refusedUnread(o))).toEqual([]);
  });
});

describe('a request that arrives once the server is closing', () => {
  it('is refused with 503 in the envelope and its Chinese message, and its connection closed', async () => {
    const s = await createListeningTestApp({});
    const { port } = s.app.server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    await send(agent, port);
    s.app.startDraining();
    const closed = s.app.close();
    const answer = await new Promise<{ status?: number; connection?: string; body: string }>(
      (resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: '/cms/siteinfo.aspx', agent }, (res) => {
            let body = '';
            res.setEncoding('utf8');
            res.on('data', (chunk) => {
              body += chunk;
            });
            res.on('end', () =>
              resolve({ status: res.statusCode, connection: res.headers.connection, body }),
            );
          })
          .on('error', reject);
      },
    );
    await closed;
    agent.destroy();
    await s.database.dispose();

    expect(answer.status).toBe(503);
    expect(answer.connection).toBe('close');
    expect(JSON.parse(answer.body)).toEqual({
      success: false,
      statusCode: 503,
      message: '系统繁忙，请稍后再试',
      msg: '系统繁忙，请稍后再试',
      code: 'SERVER_BUSY',
    });
  });
});
