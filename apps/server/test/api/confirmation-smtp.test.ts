import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devMailOutbox } from '../../src/mail/outbox.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import {
  type BookingWorld,
  createBookingMember,
  createBookingWorld,
  payByCardRequest,
  submitBody,
  submitOrderRequest,
} from '../helpers/order-factories.ts';
import { PRODUCTION_SECRET } from '../helpers/production.ts';

/**
 * With SMTP_URL the confirmation e-mail goes through the real SMTP adapter (nodemailer) to an SMTP
 * server this test runs: logged in with the URL's user, from MAIL_FROM, to the guest's address;
 * a message the server refuses waits in the outbox and is sent again. Production without SMTP
 * writes and keeps no e-mail at all.
 */

interface Received {
  from: string;
  to: string[];
  user: string | undefined;
  raw: string;
}

/** The headers and the decoded text of a single-part message as nodemailer writes it. */
function readMessage(raw: string) {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1] ?? '';
  const decodeWords = (value: string) =>
    value.replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
                String.fromCharCode(Number.parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    );
  const body = raw.slice(split + 4);
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? Buffer.from(
            body
              .replace(/=\r\n/g, '')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
                String.fromCharCode(Number.parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8')
        : body;
  return {
    subject: decodeWords(header('Subject')),
    from: decodeWords(header('From')),
    messageId: header('Message-ID'),
    text,
  };
}

const received: Received[] = [];
let refuseRecipients = false;
const smtp = new SMTPServer({
  disabledCommands: ['STARTTLS'],
  allowInsecureAuth: true,
  onAuth(auth, _session, callback) {
    if (auth.username === 'hotel' && auth.password === 's3cret pass') callback(null, { user: auth.username });
    else callback(new Error('Invalid username or password'));
  },
  onRcptTo(_address, _session, callback) {
    if (!refuseRecipients) return callback();
    callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 450 }));
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        user: typeof session.user === 'string' ? session.user : undefined,
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});

let t: TestApp;
let world: BookingWorld;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({
    env: {
      SMTP_URL: `smtp://hotel:${encodeURIComponent('s3cret pass')}@127.0.0.1:${port}`,
      MAIL_FROM: '"光影酒店集团" <booking@guangying.example.cn>',
    },
  });
  world = await createBookingWorld(t.db, { rooms: 50 });
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

async function paidOrder(email: string) {
  const member = await createBookingMember(t.db, { balanceFen: 500_000 });
  const body = submitBody(world, {}, { email, mobile: '15900000001' });
  const order = (await submitOrderRequest(t.app, member.token, body)).json().data as {
    orderNo: string;
    revNo: string;
  };
  expect((await payByCardRequest(t.app, member, order.revNo)).json().message).toBe('支付成功');
  return order;
}

describe('confirmation e-mail through SMTP', () => {
  it('logs in to the SMTP server and sends the booking to the guest from MAIL_FROM', async () => {
    const order = await paidOrder('li.si@example.cn');
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail).toMatchObject({
      from: 'booking@guangying.example.cn',
      to: ['li.si@example.cn'],
      user: 'hotel',
    });
    const message = readMessage(mail?.raw ?? '');
    expect(message.from).toMatch(/^"?光影酒店集团"? ?<booking@guangying\.example\.cn>$/);
    expect(message.subject).toContain(`订单号${order.orderNo}`);
    expect(message.messageId).toMatch(/^<booking-confirmation-\d+@guangying\.example\.cn>$/);
    for (const fact of [order.orderNo, world.hotelName, '已支付¥957.00', '18:00前可免费取消']) {
      expect(message.text).toContain(fact);
    }
    // nothing went to the development outbox
    expect(devMailOutbox.list('li.si@example.cn')).toEqual([]);
  });

  it('keeps a message the SMTP server refused and sends it, the same message, once it takes it', async () => {
    refuseRecipients = true;
    const before = received.length;
    const order = await paidOrder('wang.wu@example.cn');
    expect(received).toHaveLength(before);
    refuseRecipients = false;
    expect(await t.app.confirmations.send(new Date(Date.now() + 61_000))).toBe(1);
    expect(received).toHaveLength(before + 1);
    const message = readMessage(received.at(-1)?.raw ?? '');
    expect(message.subject).toContain(order.orderNo);
    expect(await t.app.confirmations.send(new Date(Date.now() + 3_600_000))).toBe(0);
    expect(received).toHaveLength(before + 1);
  });
});

describe('confirmation e-mail in production without SMTP', () => {
  it('writes, sends and keeps no e-mail; the SMS still goes', async () => {
    const prod = await createTestApp({
      env: {
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
        APP_SECRET: PRODUCTION_SECRET,
        SMS_PROVIDER: 'console',
      },
    });
    try {
      const prodWorld = await createBookingWorld(prod.db);
      const member = await createBookingMember(prod.db, { balanceFen: 500_000 });
      const body = submitBody(prodWorld, {}, { email: 'zhao.liu@example.cn' });
      const order = (await submitOrderRequest(prod.app, member.token, body)).json().data as { revNo: string };
      expect((await payByCardRequest(prod.app, member, order.revNo)).json().message).toBe('支付成功');
      expect(prod.app.mail).toBeNull();
      const rows = await prod.db.query.bookingConfirmations.findMany();
      expect(rows.map((r) => [r.channel, r.status])).toEqual([['sms', 'sent']]);
      expect(devMailOutbox.list('zhao.liu@example.cn')).toEqual([]);
      expect((await prod.app.inject({ method: 'GET', url: '/dev/mail-outbox' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
