import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * `ok`; `{ code }`: the call is answered with that business error (HTTP 200); `http-500`: the
 * gateway's internal error; `drop`: the connection is closed with no answer; `slow`: no answer
 * until the stand-in closes.
 */
export type SmsStandInAnswer = 'ok' | { code: string } | 'http-500' | 'drop' | 'slow';

/** What a gateway's own handler gets: the request with its whole body, and an answer that is ok or a business error. */
export type SmsCallHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  body: Buffer,
  answer: 'ok' | { code: string },
) => void;

/**
 * The HTTP side both SMS stand-ins share: on 127.0.0.1 with a free port, it reads each request's
 * body and plays the transport faults of `answer()` (slow, drop, the gateway's `internalError`)
 * before handing the call to the gateway's own handler.
 */
export async function startSmsGatewayServer(options: {
  answer: () => SmsStandInAnswer;
  internalError: (res: ServerResponse) => void;
  handle: SmsCallHandler;
}): Promise<{ endpoint: string; close(): Promise<void> }> {
  const held = new Set<ServerResponse>();

  async function serve(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const answer = options.answer();
    if (answer === 'slow') held.add(res);
    else if (answer === 'drop') req.socket.destroy();
    else if (answer === 'http-500') options.internalError(res);
    else options.handle(req, res, Buffer.concat(chunks), answer);
  }

  const server = createServer((req, res) => {
    serve(req, res).catch((error: unknown) => {
      res.writeHead(500).end(String(error));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
