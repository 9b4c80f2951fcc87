import { addDays, daysBetween } from '../../lib/time.ts';
import type {
  ChannelReservation,
  ChannelStay,
  RefusalKind,
  ReservationOutcome,
  UnreadableReservation,
} from '../reservation.ts';
import type { Sender } from './ari-messages.ts';
import {
  attribute,
  child,
  children,
  childText,
  type MessageHeader,
  otaMessage,
  readMessage,
  text,
  type XmlNode,
} from './xml.ts';

/** The channel's reservation id and the id of one delivery (UniqueID types, as pmsXchange uses them). */
const RESERVATION_ID = '14';
const MESSAGE_ID = '16';
const ADULT = '10';
const CHILD = '8';
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** OpenTravel's error codes (ERR list) for why we refuse a delivery. */
const OTA_ERROR_CODES: Record<RefusalKind, string> = {
  noAvailability: '322',
  unknownHotel: '392',
  unknownRoomType: '402',
  unknownRate: '249',
  alreadyCancelled: '95',
  missingField: '321',
  unableToProcess: '450',
};

/** OTA_ReadRQ: every reservation, modification and cancellation not yet confirmed, of one hotel or all. */
export function readReservationsRQ(header: MessageHeader, sender: Sender, hotelCode?: string): string {
  return otaMessage('OTA_ReadRQ', header, {
    POS: { Source: { RequestorID: { '@_Type': '22', '@_ID': sender.requestorId } } },
    ReadRequests: {
      HotelReadRequest: {
        ...(hotelCode ? { '@_HotelCode': hotelCode } : {}),
        SelectionCriteria: { '@_SelectionType': 'Undelivered' },
      },
    },
  });
}

/** "289.00" → 28900; anything but a non-negative amount of at most two decimals is undefined. */
export function fenOf(amount: string | undefined): number | undefined {
  const match = amount?.trim().match(/^(\d{1,9})(?:\.(\d{1,2}))?$/);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

function uniqueId(node: XmlNode, type: string): string | undefined {
  return attribute(
    children(node, 'UniqueID').find((id) => attribute(id, 'Type') === type),
    'ID',
  );
}

function amountAfterTax(node: XmlNode | undefined): number | undefined {
  return fenOf(attribute(node, 'AmountAfterTax'));
}

function guests(stay: XmlNode, code: string): number {
  return children(child(stay, 'GuestCounts'), 'GuestCount')
    .filter((count) => attribute(count, 'AgeQualifyingCode') === code)
    .reduce((sum, count) => sum + Number(attribute(count, 'Count') ?? 0), 0);
}

/** One RoomStay: its room type, rate plan, rooms, dates, guests and the nightly prices it lists. */
function readStay(stay: XmlNode): ChannelStay | string {
  const roomType = attribute(child(child(stay, 'RoomTypes'), 'RoomType'), 'RoomTypeCode');
  const roomRate = child(child(stay, 'RoomRates'), 'RoomRate');
  const ratePlan =
    attribute(child(child(stay, 'RatePlans'), 'RatePlan'), 'RatePlanCode') ??
    attribute(roomRate, 'RatePlanCode');
  const span = child(stay, 'TimeSpan');
  const checkIn = attribute(span, 'Start') ?? '';
  const checkOut = attribute(span, 'End') ?? '';
  if (!roomType || !ratePlan) return '缺少房型或房价代码';
  if (!DATE.test(checkIn) || !DATE.test(checkOut) || checkIn >= checkOut) return '入住或离店日期无效';
  const rooms = Number(attribute(roomRate, 'NumberOfUnits') ?? 1);
  if (!Number.isInteger(rooms) || rooms < 1 || rooms > 99) return '房间数无效';
  const nightly: ChannelStay['nightly'] = [];
  for (const rate of children(child(roomRate, 'Rates'), 'Rate')) {
    const amountFen = amountAfterTax(child(rate, 'Base'));
    const from = attribute(rate, 'EffectiveDate') ?? '';
    const to = attribute(rate, 'ExpireDate') ?? from;
    if (amountFen === undefined || !DATE.test(from) || !DATE.test(to)) return '每晚房价无效';
    // ExpireDate is the last night the rate applies to, or the day after it (both are in use)
    const nights = Math.max(1, daysBetween(from, to) + (to === checkOut ? 0 : 1));
    for (let i = 0; i < nights; i++) nightly.push({ night: addDays(from, i), amountFen });
  }
  return {
    roomType,
    ratePlan,
    rooms,
    checkIn,
    checkOut,
    adults: Math.max(1, guests(stay, ADULT)),
    children: guests(stay, CHILD),
    nightly,
    totalFen: amountAfterTax(child(stay, 'Total')),
  };
}

const STATUSES: Record<string, ChannelReservation['status']> = {
  Book: 'new',
  Commit: 'new',
  Modify: 'modify',
  Cancel: 'cancel',
};

function readReservation(node: XmlNode): ChannelReservation | UnreadableReservation {
  const messageId = uniqueId(node, MESSAGE_ID) ?? '';
  const global = child(node, 'ResGlobalInfo');
  const resId =
    uniqueId(node, RESERVATION_ID) ??
    attribute(
      children(child(global, 'HotelReservationIDs'), 'HotelReservationID').find(
        (id) => attribute(id, 'ResID_Type') === RESERVATION_ID,
      ),
      'ResID_Value',
    );
  const fail = (error: string): UnreadableReservation => ({ messageId, resId, error });
  if (!messageId) return fail('缺少消息编号（UniqueID Type 16）');
  if (!resId) return fail('缺少渠道订单号（UniqueID Type 14）');
  const status = STATUSES[attribute(node, 'ResStatus') ?? ''];
  if (!status) return fail(`无法识别的订单状态 ${attribute(node, 'ResStatus') ?? ''}`);

  const roomStays = children(child(node, 'RoomStays'), 'RoomStay');
  const stays: ChannelStay[] = [];
  for (const stay of roomStays) {
    const read = readStay(stay);
    if (typeof read === 'string') return fail(read);
    stays.push(read);
  }
  if (status !== 'cancel' && stays.length === 0) return fail('缺少入住信息（RoomStay）');
  const hotelCode =
    attribute(child(roomStays[0], 'BasicPropertyInfo'), 'HotelCode') ??
    attribute(child(node, 'BasicPropertyInfo'), 'HotelCode') ??
    '';
  if (!hotelCode && status !== 'cancel') return fail('缺少酒店代码');

  const customer = child(
    child(child(child(child(child(node, 'ResGuests'), 'ResGuest'), 'Profiles'), 'ProfileInfo'), 'Profile'),
    'Customer',
  );
  const person = child(customer, 'PersonName');
  const name = [childText(person, 'Surname'), childText(person, 'GivenName')].filter(Boolean).join('');
  const total = child(global, 'Total');
  if (total && attribute(total, 'CurrencyCode') && attribute(total, 'CurrencyCode') !== 'CNY')
    return fail(`币种 ${attribute(total, 'CurrencyCode')} 不受支持，仅接受 CNY`);
  // prepaid to the channel when it says a deposit was paid; otherwise the guest pays at the hotel
  const deposit = child(child(global, 'DepositPayments'), 'GuaranteePayment');
  return {
    messageId,
    resId,
    status,
    hotelCode,
    changedAt: attribute(node, 'LastModifyDateTime') ?? attribute(node, 'CreateDateTime'),
    stays,
    guest: {
      name,
      phone: attribute(child(customer, 'Telephone'), 'PhoneNumber') ?? '',
      email: childText(customer, 'Email') ?? '',
    },
    totalFen: amountAfterTax(total),
    collect: deposit ? 'channel' : 'hotel',
    remark: children(child(global, 'Comments'), 'Comment')
      .map((comment) => childText(comment, 'Text') ?? '')
      .filter(Boolean)
      .join('\n')
      .slice(0, 500),
  };
}

/**
 * Reads OTA_ResRetrieveRS: the reservations it delivers (in the order the channel changed them)
 * and those that cannot be read, each with why; an error when the answer is not that message or
 * reports Errors (the read itself failed).
 */
export function readReservationsRS(
  xml: string,
): { reservations: ChannelReservation[]; unreadable: UnreadableReservation[] } | { error: string } {
  const message = readMessage(xml);
  if (message?.name !== 'OTA_ResRetrieveRS') return { error: '渠道的应答不是 OTA_ResRetrieveRS' };
  const errors = children(child(message.root, 'Errors'), 'Error');
  if (errors.length > 0)
    return { error: errors.map((e) => text(e) ?? attribute(e, 'Code') ?? '').join('；') };
  const reservations: ChannelReservation[] = [];
  const unreadable: UnreadableReservation[] = [];
  for (const node of children(child(message.root, 'ReservationsList'), 'HotelReservation')) {
    const read = readReservation(node);
    if ('error' in read) unreadable.push(read);
    else reservations.push(read);
  }
  reservations.sort((a, b) => (a.changedAt ?? '').localeCompare(b.changedAt ?? ''));
  return { reservations, unreadable };
}

const STATUS_WORD: Record<ChannelReservation['status'], string> = {
  new: 'Book',
  modify: 'Modify',
  cancel: 'Cancel',
};

function reported(outcome: ReservationOutcome): XmlNode {
  return {
    ...('status' in outcome ? { '@_ResStatus': STATUS_WORD[outcome.status] } : {}),
    UniqueID: { '@_Type': MESSAGE_ID, '@_ID': outcome.messageId },
    ...('orderNos' in outcome && outcome.orderNos.length > 0
      ? {
          ResGlobalInfo: {
            HotelReservationIDs: {
              HotelReservationID: outcome.orderNos.map((orderNo) => ({
                '@_ResID_Type': RESERVATION_ID,
                '@_ResID_Value': orderNo,
              })),
            },
          },
        }
      : {}),
  };
}

/**
 * OTA_NotifReportRQ confirming deliveries: the taken ones with our order numbers, in one message;
 * the refused ones, each with its error, in another (a report is all Success or all Errors).
 */
export function notifReportRQs(header: () => MessageHeader, outcomes: ReservationOutcome[]): string[] {
  const taken = outcomes.filter((o) => 'orderNos' in o);
  const refused = outcomes.filter((o): o is Extract<ReservationOutcome, { error: string }> => 'error' in o);
  const messages: string[] = [];
  const details = (list: ReservationOutcome[]) => ({
    NotifDetails: { HotelNotifReport: { HotelReservations: { HotelReservation: list.map(reported) } } },
  });
  if (taken.length > 0)
    messages.push(otaMessage('OTA_NotifReportRQ', header(), { Success: '', ...details(taken) }));
  if (refused.length > 0) {
    messages.push(
      otaMessage('OTA_NotifReportRQ', header(), {
        Errors: {
          Error: refused.map((o) => ({ '@_Type': '3', '@_Code': OTA_ERROR_CODES[o.kind], '#text': o.error })),
        },
        ...details(refused),
      }),
    );
  }
  return messages;
}
