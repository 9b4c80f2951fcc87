import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookingConfirmations } from '../../src/db/schema/confirmations.ts';
import { addDays, shanghaiDate } from '../../src/lib/time.ts';
import { devMailOutbox } from '../../src/mail/outbox.ts';
import { devOutbox } from '../../src/sms/outbox.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import {
  type BookingMember,
  type BookingWorld,
  createBookingMember,
  createBookingWorld,
  orderPayRequest,
  payByCardRequest,
  submitBody,
  submitOrderRequest,
} from '../helpers/order-factories.ts';

/**
 * The guest's booking confirmation: written with the payment or the pay-at-hotel guarantee, sent
 * after the commit by SMS and (when an address was given) by e-mail, kept and sent again when the
 * gateway refused it, and never sent twice.
 */
let t: TestApp;
let world: BookingWorld;
beforeAll(async () => {
  t = await createTestApp();
  world = await createBookingWorld(t.db, { rooms: 50 });
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

let guestSeq = 0;
/** A guest contact nobody else in this file uses. */
function guest() {
  guestSeq += 1;
  return { mobile: `1580000${String(guestSeq).padStart(4, '0')}`, email: `guest${guestSeq}@example.cn` };
}

async function book(
  member: BookingMember,
  contact: { mobile: string; email: string },
  rateCode = world.freeCancelRate,
) {
  const res = await submitOrderRequest(t.app, member.token, submitBody(world, { rateCode }, contact));
  expect(res.statusCode).toBe(200);
  return res.json().data as { id: number; orderNo: string; revNo: string };
}

function rowsOf(orderId: number) {
  return t.db
    .select()
    .from(bookingConfirmations)
    .where(eq(bookingConfirmations.orderId, orderId))
    .orderBy(asc(bookingConfirmations.id));
}

const checkIn = () => addDays(shanghaiDate(), 1);
const checkOut = () => addDays(shanghaiDate(), 4);

describe('the booking confirmation', () => {
  it('texts the booking to the guest when the card pays it, and mails it to the address given', async () => {
    const member = await createBookingMember(t.db, { balanceFen: 500_000 });
    const contact = guest();
    const order = await book(member, contact);
    expect(devOutbox.list(contact.mobile)).toEqual([]);
    expect((await payByCardRequest(t.app, member, order.revNo)).json().message).toBe('支付成功');

    const [sms, ...moreSms] = devOutbox.list(contact.mobile);
    expect(moreSms).toEqual([]);
    for (const fact of [
      order.orderNo,
      world.hotelName,
      `${checkIn()}入住`,
      `${checkOut()}离店`,
      '共3晚',
      '已支付¥957.00',
      // the rate plan's policy (入住当天18:00) as the moment it ends
      `${checkIn()} 18:00前可免费取消`,
    ]) {
      expect(sms?.text).toContain(fact);
    }
    expect(sms?.code).toBeNull();
    const [mail, ...moreMail] = devMailOutbox.list(contact.email);
    expect(moreMail).toEqual([]);
    expect(mail?.subject).toContain(order.orderNo);
    for (const fact of [
      order.orderNo,
      world.hotelName,
      checkIn(),
      checkOut(),
      '已支付¥957.00',
      // the rate plan's policy (入住当天18:00) as the moment it ends
      `${checkIn()} 18:00前可免费取消`,
    ]) {
      expect(mail?.text).toContain(fact);
    }
    const rows = await rowsOf(order.id);
    expect(rows.map((r) => [r.event, r.channel, r.status])).toEqual([
      ['paid', 'sms', 'sent'],
      ['paid', 'email', 'sent'],
    ]);
    // the SMS keeps the gateway's template and variables, so a retry sends what was decided now
    expect(rows[0]).toMatchObject({
      subject: '',
      smsTemplate: {
        template: 'bookingPaid',
        params: { orderNo: order.orderNo, nights: '3', amount: '957.00', freeUntil: `${checkIn()} 18:00` },
      },
    });
    expect(rows[1]).toMatchObject({ subject: mail?.subject, smsTemplate: null });
  });

  it('says a non-refundable rate cannot be cancelled, and mails nothing when no address was given', async () => {
    const member = await createBookingMember(t.db, { balanceFen: 500_000 });
    const contact = { ...guest(), email: '' };
    const order = await book(member, contact, world.nonRefundableRate);
    await payByCardRequest(t.app, member, order.revNo);
    const [sms] = devOutbox.list(contact.mobile);
    expect(sms?.text).toContain('不可取消');
    expect(sms?.text).not.toContain('免费取消');
    expect((await rowsOf(order.id)).map((r) => r.channel)).toEqual(['sms']);
  });

  it('confirms a WeChat payment once, however often the provider notifies it', async () => {
    const member = await createBookingMember(t.db);
    const contact = guest();
    const order = await book(member, contact);
    const start = await orderPayRequest(t.app, member.token, { revNo: order.revNo, payCode: 'wxpay' });
    const { attemptNo } = start.json().data as { attemptNo: string };
    expect(devOutbox.list(contact.mobile)).toEqual([]);
    for (const txnId of ['WX-1', 'WX-1', 'WX-2']) {
      await t.app.inject({
        method: 'POST',
        url: '/sandbox/notify',
        payload: { attemptNo, amountFen: 95_700, status: 'SUCCESS', txnId },
      });
    }
    expect(devOutbox.list(contact.mobile).map((m) => m.text)).toEqual([
      expect.stringContaining(order.orderNo),
    ]);
    expect(devMailOutbox.list(contact.email)).toHaveLength(1);
  });

  it('confirms pay at the hotel with the time the room is held until, once when chosen again', async () => {
    const member = await createBookingMember(t.db);
    const contact = guest();
    const order = await book(member, contact);
    for (let i = 0; i < 2; i += 1) {
      const res = await orderPayRequest(t.app, member.token, { revNo: order.revNo, payCode: 'ddzf' });
      expect(res.json().message).toBe('预订成功，请到店支付');
    }
    const texts = devOutbox.list(contact.mobile).map((m) => m.text);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toContain(`到店支付¥957.00`);
    expect(texts[0]).toContain(`房间保留至${checkIn()} 18:00`);
    expect(devMailOutbox.list(contact.email)[0]?.text).toContain(`房间保留至${checkIn()} 18:00`);
    expect((await rowsOf(order.id)).map((r) => [r.event, r.channel])).toEqual([
      ['pay_at_hotel', 'sms'],
      ['pay_at_hotel', 'email'],
    ]);
  });

  it('keeps a confirmation the SMS gateway refused, answers the payment all the same, and sends it with the jobs', async () => {
    const send = vi.spyOn(t.app.sms, 'send').mockRejectedValueOnce(new Error('gateway down'));
    const member = await createBookingMember(t.db, { balanceFen: 500_000 });
    const contact = guest();
    const order = await book(member, contact);
    const paid = await payByCardRequest(t.app, member, order.revNo);
    expect(paid.json().message).toBe('支付成功');
    expect(send).toHaveBeenCalledTimes(1);
    expect(devOutbox.list(contact.mobile)).toEqual([]);
    const [row] = (await rowsOf(order.id)).filter((r) => r.channel === 'sms');
    expect(row).toMatchObject({ status: 'pending', tries: 1, lastError: 'gateway down' });

    // not due yet: a minute after the failed try
    expect(await t.app.confirmations.send(new Date())).toBe(0);
    expect(await t.app.confirmations.send(new Date(Date.now() + 61_000))).toBe(1);
    expect(devOutbox.list(contact.mobile)).toHaveLength(1);
    expect(await t.app.confirmations.send(new Date(Date.now() + 3_600_000))).toBe(0);
    expect(devOutbox.list(contact.mobile)).toHaveLength(1);
  });

  it('gives a confirmation up when nobody could take it for a day', async () => {
    vi.spyOn(t.app.sms, 'send').mockRejectedValue(new Error('number unreachable'));
    const member = await createBookingMember(t.db, { balanceFen: 500_000 });
    const contact = { ...guest(), email: '' };
    const order = await book(member, contact);
    await payByCardRequest(t.app, member, order.revNo);
    await t.app.confirmations.send(new Date(Date.now() + 2 * 3_600_000));
    expect((await rowsOf(order.id))[0]).toMatchObject({ status: 'pending', tries: 2 });
    await t.app.confirmations.send(new Date(Date.now() + 25 * 3_600_000));
    expect((await rowsOf(order.id))[0]).toMatchObject({ status: 'failed', tries: 3 });
    expect(await t.app.confirmations.send(new Date(Date.now() + 48 * 3_600_000))).toBe(0);
  });
});
