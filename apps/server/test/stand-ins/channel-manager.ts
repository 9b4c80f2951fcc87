import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { XMLParser } from 'fast-xml-parser';

/**
 * A channel manager's PMS interface as the public documentation describes it (SiteMinder
 * pmsXchange "Availability and Restrictions" and "Rates"; OpenTravel 2003/05), written for the
 * tests independently of our adapter: it reads each message with its own parser, checks its
 * structure, answers Success or the documented Errors (a message with an error changes nothing)
 * and keeps what it was told per night, so a test can compare it with our inventory. It can also
 * fail on purpose: a 500, a time-out, an answer that is not XML.
 */

const OTA = 'http://www.opentravel.org/OTA/2003/05';
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME_STAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const AMOUNT = /^\d+\.\d{2}$/;

/** What the stand-in knows of a hotel: its room types and, per room type, its rate plans. */
export type ChannelCatalogue = Record<string, Record<string, string[]>>;

export interface Restrictions {
  master?: 'Open' | 'Close';
  arrival?: 'Open' | 'Close';
  minStay?: number;
}

export interface ReceivedMessage {
  name: string;
  xml: string;
  errors: string[];
}

export type Failure = 'status-500' | 'time-out' | 'not-xml';
/** A message the stand-in answers as usual, to put a failure after it. */
type Pass = 'none';

/** A reservation the channel delivers until it is confirmed (OTA_ReadRQ → OTA_ResRetrieveRS). */
export interface StandInReservation {
  /** This delivery's id (UniqueID Type 16); a repeat delivery of the same message keeps it. */
  messageId: string;
  /** The channel's reservation id (UniqueID Type 14), the same through modifications and cancellation. */
  resId: string;
  status: 'Book' | 'Modify' | 'Cancel';
  hotelCode: string;
  roomType: string;
  ratePlan: string;
  rooms: number;
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  /** The price of one room a night, "289.00", one per night. */
  nightly: string[];
  surname: string;
  givenName: string;
  phone: string;
  email: string;
  /** Paid to the channel (a deposit), or to be paid at the hotel. */
  prepaid: boolean;
  modifiedAt: string;
}

/** What our system answered for a delivery: taken with its order number, or refused with the error. */
export type Confirmation = { orderNos: string[] } | { error: string };

export interface ChannelManagerStandIn {
  url: string;
  received: ReceivedMessage[];
  /** Rooms to sell: `hotel|room|night` → BookingLimit. */
  availability: Map<string, number>;
  /** Every BookingLimit taken, in the order taken: what a channel heard, night by night. */
  availabilityTold: { key: string; rooms: number }[];
  /** `hotel|room|rate|night` → each restriction as last set. */
  restrictions: Map<string, Restrictions>;
  /** `hotel|room|rate|night` → AmountAfterTax as sent ("289.00"). */
  rates: Map<string, string>;
  /** The next `times` messages (after `afterMessages` answered as usual) fail this way and change nothing. */
  failNext(failure: Failure, times?: number, afterMessages?: number): void;
  /** Puts a reservation in the queue a read returns until it is confirmed. */
  deliver(reservation: StandInReservation): void;
  /** Confirmations by message id, as OTA_NotifReportRQ told them. */
  confirmations: Map<string, Confirmation>;
  close(): Promise<void>;
}

type Node = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  parseAttributeValue: false,
  parseTagValue: false,
  isArray: (name) => ['AvailStatusMessage', 'RateAmountMessage', 'Rate', 'BaseByGuestAmt'].includes(name),
});

const node = (value: unknown): Node | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : undefined;
const list = (value: unknown): Node[] =>
  Array.isArray(value) ? (value as Node[]) : node(value) ? [value as Node] : [];
const attr = (n: Node | undefined, name: string): string | undefined => {
  const value = n?.[`@_${name}`];
  return typeof value === 'string' ? value : undefined;
};

function nightsOf(start: string, end: string): string[] {
  const nights: string[] = [];
  for (
    let d = new Date(`${start}T00:00:00Z`);
    d <= new Date(`${end}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 1)
  )
    nights.push(d.toISOString().slice(0, 10));
  return nights;
}

function answer(name: string, echoToken: string | undefined, errors: string[]): string {
  const rs = name.replace(/RQ$/, 'RS');
  const body =
    errors.length === 0
      ? '<Success/>'
      : `<Errors>${errors.map((e) => `<Error Type="3" Code="450">${e.replace(/[<&]/g, ' ')}</Error>`).join('')}</Errors>`;
  return `<?xml version="1.0" encoding="UTF-8"?><${rs} xmlns="${OTA}" EchoToken="${echoToken ?? ''}" TimeStamp="${new Date().toISOString()}" Version="1.0">${body}</${rs}>`;
}

const xmlEscape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** One HotelReservation as pmsXchange's OTA_ResRetrieveRS samples write it. */
function reservationXml(r: StandInReservation): string {
  const rates = r.nightly
    .map((amount, i) => {
      const night = new Date(Date.parse(`${r.checkIn}T00:00:00Z`) + i * 86_400_000)
        .toISOString()
        .slice(0, 10);
      return `<Rate UnitMultiplier="1" RateTimeUnit="Day" EffectiveDate="${night}" ExpireDate="${night}"><Base AmountAfterTax="${amount}" CurrencyCode="CNY"/></Rate>`;
    })
    .join('');
  const roomTotal = r.nightly.reduce((sum, amount) => sum + Number(amount), 0) * r.rooms;
  const stay =
    r.status === 'Cancel' && r.nightly.length === 0
      ? ''
      : `<RoomStays><RoomStay><RoomTypes><RoomType RoomTypeCode="${xmlEscape(r.roomType)}"/></RoomTypes><RatePlans><RatePlan RatePlanCode="${xmlEscape(r.ratePlan)}"/></RatePlans><RoomRates><RoomRate RoomTypeCode="${xmlEscape(r.roomType)}" RatePlanCode="${xmlEscape(r.ratePlan)}" NumberOfUnits="${r.rooms}"><Rates>${rates}</Rates></RoomRate></RoomRates><GuestCounts><GuestCount AgeQualifyingCode="10" Count="${r.adults}"/>${r.children > 0 ? `<GuestCount AgeQualifyingCode="8" Count="${r.children}"/>` : ''}</GuestCounts><TimeSpan Start="${r.checkIn}" End="${r.checkOut}"/><Total AmountAfterTax="${roomTotal.toFixed(2)}" CurrencyCode="CNY"/><BasicPropertyInfo HotelCode="${xmlEscape(r.hotelCode)}"/></RoomStay></RoomStays>`;
  return `<HotelReservation CreateDateTime="${r.modifiedAt}" LastModifyDateTime="${r.modifiedAt}" ResStatus="${r.status}"><UniqueID Type="16" ID="${xmlEscape(r.messageId)}" ID_Context="MESSAGE_UNIQUE_ID"/><UniqueID Type="14" ID="${xmlEscape(r.resId)}"/>${stay}<ResGuests><ResGuest ResGuestRPH="1" PrimaryIndicator="1"><Profiles><ProfileInfo><Profile ProfileType="1"><Customer><PersonName><GivenName>${xmlEscape(r.givenName)}</GivenName><Surname>${xmlEscape(r.surname)}</Surname></PersonName><Telephone PhoneNumber="${xmlEscape(r.phone)}"/><Email>${xmlEscape(r.email)}</Email></Customer></Profile></ProfileInfo></Profiles></ResGuest></ResGuests><ResGlobalInfo>${r.prepaid ? `<DepositPayments><GuaranteePayment><AmountPercent Amount="${roomTotal.toFixed(2)}" CurrencyCode="CNY"/></GuaranteePayment></DepositPayments>` : ''}<Total AmountAfterTax="${roomTotal.toFixed(2)}" CurrencyCode="CNY"/><HotelReservationIDs><HotelReservationID ResID_Type="14" ResID_Value="${xmlEscape(r.resId)}"/></HotelReservationIDs></ResGlobalInfo></HotelReservation>`;
}

export async function startChannelManager(options: {
  requestorId: string;
  username: string;
  password: string;
  catalogue: ChannelCatalogue;
}): Promise<ChannelManagerStandIn> {
  const received: ReceivedMessage[] = [];
  const availability = new Map<string, number>();
  const availabilityTold: { key: string; rooms: number }[] = [];
  const restrictions = new Map<string, Restrictions>();
  const rates = new Map<string, string>();
  const failures: (Failure | Pass)[] = [];
  const queue: StandInReservation[] = [];
  const confirmations = new Map<string, Confirmation>();
  const expectedAuth = `Basic ${Buffer.from(`${options.username}:${options.password}`).toString('base64')}`;

  /** Checks a message and returns its changes to apply, or the errors that refuse it whole. */
  function check(name: string, root: Node): { errors: string[]; apply: (() => void)[] } {
    const errors: string[] = [];
    const apply: (() => void)[] = [];
    if (attr(root, 'xmlns') !== OTA) errors.push('namespace');
    if (!attr(root, 'EchoToken')) errors.push('EchoToken');
    if (!TIME_STAMP.test(attr(root, 'TimeStamp') ?? '')) errors.push('TimeStamp');
    if (!attr(root, 'Version')) errors.push('Version');
    const requestor = node(node(node(root.POS)?.Source)?.RequestorID);
    if (attr(requestor, 'ID') !== options.requestorId) errors.push('RequestorID');

    const container = node(
      root[name === 'OTA_HotelAvailNotifRQ' ? 'AvailStatusMessages' : 'RateAmountMessages'],
    );
    const hotel = attr(container, 'HotelCode') ?? '';
    const rooms = options.catalogue[hotel];
    if (!rooms) return { errors: [...errors, `unknown hotel ${hotel}`], apply };
    /** Ranges already set in this message per (room, rate, what): two must not overlap. */
    const seen = new Map<string, string[]>();
    const range = (
      control: Node | undefined,
      start: string | undefined,
      end: string | undefined,
      what: string,
    ) => {
      const room = attr(control, 'InvTypeCode') ?? '';
      const rate = attr(control, 'RatePlanCode');
      if (!rooms[room]) errors.push(`unknown room ${room}`);
      else if (rate !== undefined && !rooms[room]?.includes(rate))
        errors.push(`unknown rate ${room}/${rate}`);
      if (!start || !end || !DATE.test(start) || !DATE.test(end) || start > end) {
        errors.push(`bad range ${start}..${end}`);
        return undefined;
      }
      const nights = nightsOf(start, end);
      const key = `${room}|${rate ?? ''}|${what}`;
      const before = seen.get(key) ?? [];
      if (nights.some((night) => before.includes(night)))
        errors.push(`overlapping ${what} ${room}/${rate} ${start}`);
      seen.set(key, [...before, ...nights]);
      return { room, rate, nights };
    };

    if (name === 'OTA_HotelAvailNotifRQ') {
      for (const message of list(container?.AvailStatusMessage)) {
        const control = node(message.StatusApplicationControl);
        const limit = attr(message, 'BookingLimit');
        const status = node(message.RestrictionStatus);
        const stay = node(node(message.LengthsOfStay)?.LengthOfStay);
        const kinds = [limit !== undefined, status !== undefined, stay !== undefined].filter(Boolean).length;
        if (kinds !== 1) {
          errors.push('one of BookingLimit, RestrictionStatus, LengthsOfStay per message');
          continue;
        }
        if (limit !== undefined) {
          const span = range(control, attr(control, 'Start'), attr(control, 'End'), 'rooms');
          if (!/^\d+$/.test(limit) || attr(control, 'RatePlanCode') !== undefined)
            errors.push(`bad BookingLimit ${limit}`);
          else if (span)
            apply.push(() =>
              span.nights.forEach((n) => {
                availability.set(`${hotel}|${span.room}|${n}`, Number(limit));
                availabilityTold.push({ key: `${hotel}|${span.room}|${n}`, rooms: Number(limit) });
              }),
            );
        } else if (status) {
          const restriction = attr(status, 'Restriction');
          const value = attr(status, 'Status');
          const span = range(
            control,
            attr(control, 'Start'),
            attr(control, 'End'),
            `restriction ${restriction}`,
          );
          if (
            !span?.rate ||
            !['Master', 'Arrival'].includes(restriction ?? '') ||
            !['Open', 'Close'].includes(value ?? '')
          ) {
            errors.push(`bad RestrictionStatus ${restriction}=${value}`);
          } else {
            const field = restriction === 'Master' ? 'master' : 'arrival';
            apply.push(() =>
              span.nights.forEach((n) => {
                const key = `${hotel}|${span.room}|${span.rate}|${n}`;
                restrictions.set(key, { ...restrictions.get(key), [field]: value });
              }),
            );
          }
        } else if (stay) {
          const time = attr(stay, 'Time') ?? '';
          const span = range(control, attr(control, 'Start'), attr(control, 'End'), 'min stay');
          if (!span?.rate || attr(stay, 'MinMaxMessageType') !== 'SetMinLOS' || !/^[1-9]\d*$/.test(time)) {
            errors.push(`bad LengthOfStay ${time}`);
          } else {
            apply.push(() =>
              span.nights.forEach((n) => {
                const key = `${hotel}|${span.room}|${span.rate}|${n}`;
                restrictions.set(key, { ...restrictions.get(key), minStay: Number(time) });
              }),
            );
          }
        }
      }
    } else {
      for (const message of list(container?.RateAmountMessage)) {
        const control = node(message.StatusApplicationControl);
        if (!attr(control, 'RatePlanCode')) errors.push('RatePlanCode');
        for (const rate of list(node(message.Rates)?.Rate)) {
          const span = range(control, attr(rate, 'Start'), attr(rate, 'End'), 'rate');
          const amounts = list(node(rate.BaseByGuestAmts)?.BaseByGuestAmt);
          const amount = attr(amounts[0], 'AmountAfterTax') ?? '';
          if (attr(rate, 'CurrencyCode') !== 'CNY') errors.push('CurrencyCode');
          if (amounts.length !== 1 || !AMOUNT.test(amount) || Number(amount) <= 0)
            errors.push(`bad amount ${amount}`);
          else if (span?.rate)
            apply.push(() =>
              span.nights.forEach((n) => {
                rates.set(`${hotel}|${span.room}|${span.rate}|${n}`, amount);
              }),
            );
        }
      }
    }
    return { errors, apply };
  }

  /** OTA_ReadRQ: every delivery not yet confirmed, of the hotel asked for (or all). */
  function read(root: Node): { xml: string; errors: string[] } {
    const requestor = node(node(node(root.POS)?.Source)?.RequestorID);
    const echo = attr(root, 'EchoToken');
    if (attr(requestor, 'ID') !== options.requestorId)
      return { xml: answer('OTA_ResRetrieveRQ', echo, ['RequestorID']), errors: ['RequestorID'] };
    const asked = node(node(root.ReadRequests)?.HotelReadRequest);
    const hotel = attr(asked, 'HotelCode');
    const undelivered = queue.filter(
      (r) => !confirmations.has(r.messageId) && (!hotel || r.hotelCode === hotel),
    );
    const list = undelivered.map(reservationXml).join('');
    return {
      xml: `<?xml version="1.0" encoding="UTF-8"?><OTA_ResRetrieveRS xmlns="${OTA}" EchoToken="${echo ?? ''}" TimeStamp="${new Date().toISOString()}" Version="1.0"><Success/><ReservationsList>${list}</ReservationsList></OTA_ResRetrieveRS>`,
      errors: [],
    };
  }

  /** OTA_NotifReportRQ: confirms each delivery it names, with our order number or the error. */
  function report(root: Node): { xml: string; errors: string[] } {
    const details = node(node(node(root.NotifDetails)?.HotelNotifReport)?.HotelReservations);
    const items = list(details?.HotelReservation);
    const failed = node(root.Errors);
    // one Error per refused reservation, in the order they are listed
    const errorTexts = list(failed?.Error).map((e) => `${attr(e, 'Code') ?? ''} ${String(e['#text'] ?? '')}`);
    const errors: string[] = [];
    if (items.length === 0) errors.push('no HotelReservation');
    if (!failed && root.Success === undefined) errors.push('neither Success nor Errors');
    if (failed && errorTexts.length !== items.length) errors.push('one Error per refused HotelReservation');
    items.forEach((item, i) => {
      const messageId = attr(node(item.UniqueID), 'ID') ?? '';
      if (!queue.some((r) => r.messageId === messageId)) errors.push(`unknown message ${messageId}`);
      const orderNos = list(node(node(item.ResGlobalInfo)?.HotelReservationIDs)?.HotelReservationID).map(
        (id) => attr(id, 'ResID_Value') ?? '',
      );
      if (errors.length === 0)
        confirmations.set(messageId, failed ? { error: errorTexts[i] ?? '' } : { orderNos });
    });
    return { xml: answer('OTA_NotifReportRQ', attr(root, 'EchoToken'), errors), errors };
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const xml = Buffer.concat(chunks).toString('utf8');
    const failure = failures.shift();
    if (failure === 'time-out') return; // never answers; the client gives up
    if (failure === 'status-500') {
      received.push({ name: '(failed: 500)', xml, errors: ['500'] });
      response.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
      return;
    }
    if (failure === 'not-xml') {
      received.push({ name: '(failed: not XML)', xml, errors: ['not XML'] });
      response.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>maintenance</body></html>');
      return;
    }
    if (request.method !== 'POST' || request.headers.authorization !== expectedAuth) {
      received.push({ name: '(refused: credentials)', xml, errors: ['credentials'] });
      response.writeHead(401, { 'content-type': 'text/plain' }).end('Unauthorized');
      return;
    }
    let document: Node;
    try {
      document = parser.parse(xml, true) as Node;
    } catch {
      received.push({ name: '(not XML)', xml, errors: ['not XML'] });
      response.writeHead(400).end();
      return;
    }
    const name = Object.keys(document).find((key) => key !== '?xml') ?? '';
    const root = node(document[name]) ?? {};
    if (name === 'OTA_ReadRQ' || name === 'OTA_NotifReportRQ') {
      const body = name === 'OTA_ReadRQ' ? read(root) : report(root);
      received.push({ name, xml, errors: body.errors });
      response.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' }).end(body.xml);
      return;
    }
    const { errors, apply } =
      name === 'OTA_HotelAvailNotifRQ' || name === 'OTA_HotelRateAmountNotifRQ'
        ? check(name, root)
        : { errors: [`unknown message ${name}`], apply: [] };
    // a message with an error changes nothing, as pmsXchange does
    if (errors.length === 0) for (const change of apply) change();
    received.push({ name, xml, errors });
    response
      .writeHead(200, { 'content-type': 'text/xml; charset=utf-8' })
      .end(answer(name, attr(root, 'EchoToken'), errors));
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/pmsxchange`,
    received,
    availability,
    availabilityTold,
    restrictions,
    rates,
    failNext(failure, times = 1, afterMessages = 0) {
      for (let i = 0; i < afterMessages; i++) failures.push('none');
      for (let i = 0; i < times; i++) failures.push(failure);
    },
    deliver(reservation) {
      queue.push(reservation);
    },
    confirmations,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
