import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListeningTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp & { baseUrl: string };
beforeAll(async () => {
  t = await createListeningTestApp({ REQUEST_TIMEOUT_MS: '300' });
});
afterAll(async () => {
  await t.close();
});

const TRICKLE_MS = 50;
/** Bytes the client sends at most of a body that announces more: it never finishes. */
const TRICKLED = 100;
/** A second's worth: the connection closes with the answer, not when the client stops. */
const AFTER_THE_ANSWER = 20;

describe('a request body that arrives a byte at a time', () => {
  it('gets the time-out answer and then loses its connection while still sending', async () => {
    const { port } = new URL(t.baseUrl);
    const socket = net.connect(Number(port), '127.0.0.1');
    socket.setEncoding('utf8');
    let sent = 0;
    let received = '';
    let sentByTheAnswer: number | undefined;
    let sentByTheEnd: number | undefined;
    socket.on('data', (chunk: string) => {
      received += chunk;
      sentByTheAnswer ??= sent;
    });
    const noteEnd = () => {
      sentByTheEnd ??= sent;
    };
    socket.once('end', noteEnd);
    // writing after the server closed fails; what counts is what was received, and when it ended
    socket.on('error', noteEnd);
    socket.write(
      'POST /crsapi/v1/hotel/getHotelsByPage HTTP/1.1\r\nHost: hotel\r\n' +
        'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
    );
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        if (sentByTheEnd !== undefined || sent >= TRICKLED) {
          clearInterval(timer);
          resolve();
        } else {
          socket.write(' ');
          sent++;
        }
      }, TRICKLE_MS);
    });
    socket.destroy();

    expect(received).toMatch(/^HTTP\/1\.1 503 /);
    expect(received).toContain('请求超时，请稍后再试');
    expect(received).toMatch(/\r\nconnection: close\r\n/i);
    // counted in bytes trickled rather than in time, which a busy machine stretches
    expect(sentByTheAnswer).toBeDefined();
    expect(sentByTheEnd).toBeDefined();
    expect((sentByTheEnd ?? TRICKLED) - (sentByTheAnswer ?? 0)).toBeLessThanOrEqual(AFTER_THE_ANSWER);
  });
});
