import { describe, expect, it } from 'vitest';
import { type NightAri, nightRanges, type RoomTypeAri } from '../../src/channels/ari.ts';
import { readAnswer } from '../../src/channels/opentravel/answers.ts';
import { availNotif, rateAmountNotif } from '../../src/channels/opentravel/ari-messages.ts';
import { attribute, child, children, OTA_NAMESPACE, readMessage } from '../../src/channels/opentravel/xml.ts';

const header = { echoToken: 'echo-1', timeStamp: new Date('2026-12-01T01:30:47Z') };
const sender = { requestorId: 'GUANGYING' };

function night(date: string, rooms: number, overrides: Partial<NightAri['rates'][number]> = {}): NightAri {
  return {
    night: date,
    rooms,
    rates: [
      {
        ratePlan: 'BAR',
        priceFen: 28_900,
        stopSell: false,
        minStay: 1,
        closedToArrival: false,
        ...overrides,
      },
      { ratePlan: 'BB', priceFen: 32_900, stopSell: false, minStay: 1, closedToArrival: false },
    ],
  };
}

/** Five nights of a deluxe room: two rooms fewer from the 4th, BAR closed to arrival on the 2nd. */
const deluxe: RoomTypeAri = {
  roomType: 'DLX',
  nights: [
    night('2026-12-01', 5),
    night('2026-12-02', 5, { closedToArrival: true }),
    night('2026-12-03', 5),
    night('2026-12-04', 3, { priceFen: 31_900 }),
    night('2026-12-05', 3, { priceFen: 31_900, stopSell: true, minStay: 2 }),
  ],
};

function messagesOf(xml: string, list: string, item: string) {
  const message = readMessage(xml);
  if (!message) throw new Error('not XML');
  return { message, items: children(child(message.root, list), item) };
}

describe('nightRanges', () => {
  it('merges consecutive nights of one value and starts again at a gap or a change', () => {
    const nights = ['2026-12-01', '2026-12-02', '2026-12-04', '2026-12-05', '2026-12-06'].map((date, i) => ({
      night: date,
      rooms: i < 4 ? 5 : 4,
    }));
    expect(nightRanges(nights, (n) => n.rooms)).toEqual([
      { start: '2026-12-01', end: '2026-12-02', value: 5 },
      { start: '2026-12-04', end: '2026-12-05', value: 5 },
      { start: '2026-12-06', end: '2026-12-06', value: 4 },
    ]);
  });

  it('orders the nights first, whatever order they came in', () => {
    const nights = [{ night: '2026-12-03' }, { night: '2026-12-01' }, { night: '2026-12-02' }];
    expect(nightRanges(nights, () => true)).toEqual([
      { start: '2026-12-01', end: '2026-12-03', value: true },
    ]);
  });
});

describe('OTA_HotelAvailNotifRQ', () => {
  const xml = availNotif(header, sender, 'BJ001', [deluxe]);
  const { message, items } = messagesOf(xml, 'AvailStatusMessages', 'AvailStatusMessage');

  it('carries the OpenTravel header: namespace, EchoToken, TimeStamp in Beijing time, Version, POS', () => {
    expect(message.name).toBe('OTA_HotelAvailNotifRQ');
    expect(attribute(message.root, 'xmlns')).toBe(OTA_NAMESPACE);
    expect(attribute(message.root, 'EchoToken')).toBe('echo-1');
    expect(attribute(message.root, 'TimeStamp')).toBe('2026-12-01T09:30:47+08:00');
    expect(attribute(message.root, 'Version')).toBe('1.0');
    const requestor = child(child(child(message.root, 'POS'), 'Source'), 'RequestorID');
    expect(attribute(requestor, 'ID')).toBe('GUANGYING');
    expect(attribute(child(message.root, 'AvailStatusMessages'), 'HotelCode')).toBe('BJ001');
  });

  it('tells the rooms to sell per room type over ranges of equal nights', () => {
    const counts = items
      .filter((item) => attribute(item, 'BookingLimit'))
      .map((item) => {
        const control = child(item, 'StatusApplicationControl');
        return [
          attribute(control, 'InvTypeCode'),
          attribute(control, 'RatePlanCode'),
          attribute(control, 'Start'),
          attribute(control, 'End'),
          attribute(item, 'BookingLimit'),
        ];
      });
    expect(counts).toEqual([
      ['DLX', undefined, '2026-12-01', '2026-12-03', '5'],
      ['DLX', undefined, '2026-12-04', '2026-12-05', '3'],
    ]);
  });

  it('sets each restriction of each rate plan on its own, open and closed ranges alike', () => {
    const restrictions = items.flatMap((item) => {
      const control = child(item, 'StatusApplicationControl');
      const where = `${attribute(control, 'RatePlanCode')} ${attribute(control, 'Start')}..${attribute(control, 'End')}`;
      const status = child(item, 'RestrictionStatus');
      const stay = child(child(item, 'LengthsOfStay'), 'LengthOfStay');
      if (status) return [`${where} ${attribute(status, 'Restriction')}=${attribute(status, 'Status')}`];
      if (stay) return [`${where} ${attribute(stay, 'MinMaxMessageType')}=${attribute(stay, 'Time')}`];
      return [];
    });
    expect(restrictions).toEqual([
      'BAR 2026-12-01..2026-12-04 Master=Open',
      'BAR 2026-12-05..2026-12-05 Master=Close',
      'BAR 2026-12-01..2026-12-01 Arrival=Open',
      'BAR 2026-12-02..2026-12-02 Arrival=Close',
      'BAR 2026-12-03..2026-12-05 Arrival=Open',
      'BAR 2026-12-01..2026-12-04 SetMinLOS=1',
      'BAR 2026-12-05..2026-12-05 SetMinLOS=2',
      'BB 2026-12-01..2026-12-05 Master=Open',
      'BB 2026-12-01..2026-12-05 Arrival=Open',
      'BB 2026-12-01..2026-12-05 SetMinLOS=1',
    ]);
  });

  it('writes a code with XML’s own characters so that it reads back the same', () => {
    const odd = availNotif(header, sender, 'A&B<1>', [{ ...deluxe, roomType: 'D"X' }]);
    const read = messagesOf(odd, 'AvailStatusMessages', 'AvailStatusMessage');
    expect(attribute(child(read.message.root, 'AvailStatusMessages'), 'HotelCode')).toBe('A&B<1>');
    expect(attribute(child(read.items[0], 'StatusApplicationControl'), 'InvTypeCode')).toBe('D"X');
  });
});

describe('OTA_HotelRateAmountNotifRQ', () => {
  it('prices one room a night per rate plan in CNY with two decimals, over ranges of equal prices', () => {
    const { items } = messagesOf(
      rateAmountNotif(header, sender, 'BJ001', [deluxe]),
      'RateAmountMessages',
      'RateAmountMessage',
    );
    const prices = items.flatMap((item) => {
      const control = child(item, 'StatusApplicationControl');
      return children(child(item, 'Rates'), 'Rate').map((rate) => [
        attribute(control, 'InvTypeCode'),
        attribute(control, 'RatePlanCode'),
        attribute(rate, 'Start'),
        attribute(rate, 'End'),
        attribute(rate, 'CurrencyCode'),
        attribute(child(child(rate, 'BaseByGuestAmts'), 'BaseByGuestAmt'), 'AmountAfterTax'),
      ]);
    });
    expect(prices).toEqual([
      ['DLX', 'BAR', '2026-12-01', '2026-12-03', 'CNY', '289.00'],
      ['DLX', 'BAR', '2026-12-04', '2026-12-05', 'CNY', '319.00'],
      ['DLX', 'BB', '2026-12-01', '2026-12-05', 'CNY', '329.00'],
    ]);
  });

  it('sends a 90-night calendar of few price changes as a handful of ranges', () => {
    const nights = Array.from({ length: 90 }, (_, i) => {
      const date = new Date(Date.UTC(2026, 11, 1 + i)).toISOString().slice(0, 10);
      return night(date, 5, { priceFen: i < 30 ? 28_900 : i < 60 ? 30_900 : 28_900 });
    });
    const { items } = messagesOf(
      rateAmountNotif(header, sender, 'BJ001', [{ roomType: 'DLX', nights }]),
      'RateAmountMessages',
      'RateAmountMessage',
    );
    expect(items.flatMap((item) => children(child(item, 'Rates'), 'Rate'))).toHaveLength(4);
  });
});

describe('a channel’s answer', () => {
  const rs = (body: string) =>
    `<?xml version="1.0"?><OTA_HotelAvailNotifRS xmlns="${OTA_NAMESPACE}" EchoToken="echo-1" Version="1.0">${body}</OTA_HotelAvailNotifRS>`;

  it('takes Success, keeping its warnings', () => {
    expect(
      readAnswer(
        rs('<Success/><Warnings><Warning Type="3" Code="321">past date skipped</Warning></Warnings>'),
        'OTA_HotelAvailNotifRS',
      ),
    ).toEqual({
      ok: true,
      echoToken: 'echo-1',
      warnings: [{ type: '3', code: '321', text: 'past date skipped' }],
    });
  });

  it('reads Errors as a refusal with the channel’s codes and words', () => {
    expect(
      readAnswer(
        rs('<Errors><Error Type="12" Code="402">Invalid room type: DLX</Error></Errors>'),
        'OTA_HotelAvailNotifRS',
      ),
    ).toEqual({
      ok: false,
      echoToken: 'echo-1',
      errors: [{ type: '12', code: '402', text: 'Invalid room type: DLX' }],
    });
  });

  it('never takes an answer that is not XML, is another message or says nothing as delivered', () => {
    expect(readAnswer('<html>502 Bad Gateway', 'OTA_HotelAvailNotifRS').ok).toBe(false);
    expect(
      readAnswer(
        rs('<Success/>').replaceAll('OTA_HotelAvailNotifRS', 'OTA_HotelRateAmountNotifRS'),
        'OTA_HotelAvailNotifRS',
      ).ok,
    ).toBe(false);
    expect(readAnswer(rs(''), 'OTA_HotelAvailNotifRS').ok).toBe(false);
    expect(
      readAnswer(`<!DOCTYPE x [<!ENTITY a "aaaa">]>${rs('<Success/>')}`, 'OTA_HotelAvailNotifRS').ok,
    ).toBe(false);
  });
});
