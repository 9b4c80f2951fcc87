import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAnswer } from '../../src/channels/opentravel/answers.ts';
import {
  fenOf,
  notifReportRQs,
  readReservationsRQ,
  readReservationsRS,
} from '../../src/channels/opentravel/reservations.ts';
import {
  type ChannelManagerStandIn,
  type StandInReservation,
  startChannelManager,
} from '../stand-ins/channel-manager.ts';

/** Reservations pulled from a channel manager as pmsXchange delivers them, and their confirmations. */
let channel: ChannelManagerStandIn;
const credentials = { requestorId: 'GUANGYING', username: 'guangying', password: 'cm-secret' };
const header = () => ({ echoToken: crypto.randomUUID(), timeStamp: new Date() });

beforeAll(async () => {
  channel = await startChannelManager({ ...credentials, catalogue: { CTRIP001: { DLX: ['BAR'] } } });
});
afterAll(() => channel.close());

const post = async (xml: string) =>
  (
    await fetch(channel.url, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64')}`,
      },
      body: xml,
    })
  ).text();

const booking: StandInReservation = {
  messageId: 'MSG-1',
  resId: 'CTRIP-9001',
  status: 'Book',
  hotelCode: 'CTRIP001',
  roomType: 'DLX',
  ratePlan: 'BAR',
  rooms: 2,
  checkIn: '2026-12-10',
  checkOut: '2026-12-12',
  adults: 3,
  children: 1,
  nightly: ['299.00', '319.50'],
  surname: '张',
  givenName: '三',
  phone: '13800138000',
  email: 'zhang@example.cn',
  prepaid: true,
  modifiedAt: '2026-11-29T02:00:00Z',
};

describe('reservations pulled with OTA_ReadRQ', () => {
  it('reads each delivery: ids, status, stay, guests, nightly prices to the fen, the guest and who collects', async () => {
    channel.deliver(booking);
    channel.deliver({
      ...booking,
      messageId: 'MSG-0',
      resId: 'CTRIP-8000',
      status: 'Cancel',
      prepaid: false,
      modifiedAt: '2026-11-29T01:00:00Z',
    });
    const read = readReservationsRS(await post(readReservationsRQ(header(), credentials, 'CTRIP001')));
    if ('error' in read) throw new Error(read.error);
    expect(read.unreadable).toEqual([]);
    // in the order the channel changed them
    expect(read.reservations.map((r) => [r.messageId, r.resId, r.status, r.collect])).toEqual([
      ['MSG-0', 'CTRIP-8000', 'cancel', 'hotel'],
      ['MSG-1', 'CTRIP-9001', 'new', 'channel'],
    ]);
    expect(read.reservations[1]).toMatchObject({
      hotelCode: 'CTRIP001',
      guest: { name: '张三', phone: '13800138000', email: 'zhang@example.cn' },
      totalFen: 2 * (29_900 + 31_950),
      stays: [
        {
          roomType: 'DLX',
          ratePlan: 'BAR',
          rooms: 2,
          checkIn: '2026-12-10',
          checkOut: '2026-12-12',
          adults: 3,
          children: 1,
          nightly: [
            { night: '2026-12-10', amountFen: 29_900 },
            { night: '2026-12-11', amountFen: 31_950 },
          ],
        },
      ],
    });
  });

  it('confirms what was taken with our order number and what was refused with its error, then delivers them no more', async () => {
    const reports = notifReportRQs(header, [
      { messageId: 'MSG-1', resId: 'CTRIP-9001', status: 'new', orderNos: ['202611290001'] },
      {
        messageId: 'MSG-0',
        resId: 'CTRIP-8000',
        error: '找不到渠道订单 CTRIP-8000',
        kind: 'unableToProcess',
      },
    ]);
    expect(reports).toHaveLength(2);
    for (const report of reports)
      expect(readAnswer(await post(report), 'OTA_NotifReportRS')).toMatchObject({ ok: true });
    expect(channel.confirmations.get('MSG-1')).toEqual({ orderNos: ['202611290001'] });
    expect(channel.confirmations.get('MSG-0')).toEqual({ error: '450 找不到渠道订单 CTRIP-8000' });
    const again = readReservationsRS(await post(readReservationsRQ(header(), credentials)));
    expect(again).toEqual({ reservations: [], unreadable: [] });
  });

  it('names a delivery it cannot read, with why, and never takes a bad amount', async () => {
    channel.deliver({ ...booking, messageId: 'MSG-2', resId: 'CTRIP-9002', checkOut: '2026-12-09' });
    const read = readReservationsRS(await post(readReservationsRQ(header(), credentials)));
    expect(read).toEqual({
      reservations: [],
      unreadable: [{ messageId: 'MSG-2', resId: 'CTRIP-9002', error: '入住或离店日期无效' }],
    });
    expect([
      fenOf('289'),
      fenOf('289.5'),
      fenOf('289.05'),
      fenOf('-1'),
      fenOf('1.234'),
      fenOf('1e3'),
    ]).toEqual([28_900, 28_950, 28_905, undefined, undefined, undefined]);
  });
});
