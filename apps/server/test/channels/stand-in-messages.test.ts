import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NightAri, RoomTypeAri } from '../../src/channels/ari.ts';
import { readAnswer } from '../../src/channels/opentravel/answers.ts';
import { availNotif, rateAmountNotif } from '../../src/channels/opentravel/ari-messages.ts';
import { type ChannelManagerStandIn, startChannelManager } from '../stand-ins/channel-manager.ts';

/** Our OpenTravel messages as a channel manager reads them: taken whole, and what they set is what we meant. */
let channel: ChannelManagerStandIn;
const credentials = { username: 'guangying', password: 'a-test-secret' };
const sender = { requestorId: 'GUANGYING' };

beforeAll(async () => {
  channel = await startChannelManager({
    ...credentials,
    requestorId: sender.requestorId,
    catalogue: { BJ001: { DLX: ['BAR', 'BB'], STD: ['BAR'] } },
  });
});
afterAll(() => channel.close());

function post(xml: string) {
  return fetch(channel.url, {
    method: 'POST',
    headers: {
      'content-type': 'text/xml; charset=utf-8',
      authorization: `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64')}`,
    },
    body: xml,
  });
}

const header = () => ({ echoToken: crypto.randomUUID(), timeStamp: new Date() });

function nights(roomsByNight: number[], price: (i: number) => number): NightAri[] {
  return roomsByNight.map((rooms, i) => ({
    night: new Date(Date.UTC(2026, 11, 1 + i)).toISOString().slice(0, 10),
    rooms,
    rates: [
      {
        ratePlan: 'BAR',
        priceFen: price(i),
        stopSell: i === 4,
        minStay: i === 2 ? 2 : 1,
        closedToArrival: i === 1,
      },
      { ratePlan: 'BB', priceFen: price(i) + 4000, stopSell: false, minStay: 1, closedToArrival: false },
    ],
  }));
}

const deluxe: RoomTypeAri = {
  roomType: 'DLX',
  nights: nights([5, 5, 4, 4, 0], (i) => (i < 3 ? 28_900 : 31_900)),
};

describe('our ARI messages at a channel manager', () => {
  it('are taken whole, and the channel then holds our rooms, restrictions and prices night by night', async () => {
    for (const xml of [
      availNotif(header(), sender, 'BJ001', [deluxe]),
      rateAmountNotif(header(), sender, 'BJ001', [deluxe]),
    ]) {
      const answer = readAnswer(
        await (await post(xml)).text(),
        xml.includes('AvailNotif') ? 'OTA_HotelAvailNotifRS' : 'OTA_HotelRateAmountNotifRS',
      );
      expect(answer).toMatchObject({ ok: true });
    }
    expect(channel.received.map((m) => m.errors)).toEqual([[], []]);
    for (const night of deluxe.nights) {
      expect(channel.availability.get(`BJ001|DLX|${night.night}`)).toBe(night.rooms);
      for (const rate of night.rates) {
        const key = `BJ001|DLX|${rate.ratePlan}|${night.night}`;
        expect(channel.rates.get(key)).toBe((rate.priceFen / 100).toFixed(2));
        expect(channel.restrictions.get(key)).toEqual({
          master: rate.stopSell ? 'Close' : 'Open',
          arrival: rate.closedToArrival ? 'Close' : 'Open',
          minStay: rate.minStay,
        });
      }
    }
  });

  it('are refused whole when one code is not the channel’s, changing nothing', async () => {
    const before = new Map(channel.availability);
    const xml = availNotif(header(), sender, 'BJ001', [
      { ...deluxe, roomType: 'SUITE', nights: nights([1], () => 10_000) },
      deluxe,
    ]);
    const answer = readAnswer(await (await post(xml)).text(), 'OTA_HotelAvailNotifRS');
    expect(answer.ok).toBe(false);
    expect(answer.ok ? [] : answer.errors.map((e) => e.text)).toContain('unknown room SUITE');
    expect(channel.availability).toEqual(before);
  });
});
