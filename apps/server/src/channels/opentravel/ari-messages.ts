import { type NightRange, nightRanges, type RoomTypeAri, rateNights, ratePlansOf } from '../ari.ts';
import { type MessageHeader, otaMessage, type XmlNode } from './xml.ts';

/** Who is sending: our system's id at the channel (POS/Source/RequestorID, type 22: ERSP). */
export interface Sender {
  requestorId: string;
}

function pos(sender: Sender): XmlNode {
  return { POS: { Source: { RequestorID: { '@_Type': '22', '@_ID': sender.requestorId } } } };
}

function control(range: NightRange<unknown>, roomType: string, ratePlan?: string): XmlNode {
  return {
    '@_Start': range.start,
    '@_End': range.end,
    '@_InvTypeCode': roomType,
    ...(ratePlan ? { '@_RatePlanCode': ratePlan } : {}),
  };
}

type RateNight = ReturnType<typeof rateNights>[number];

/** Each restriction of a rate plan as its own AvailStatusMessage: what it reads of a night and how it is written. */
const RESTRICTIONS: {
  of: (night: RateNight) => boolean | number;
  element: (value: boolean | number) => XmlNode;
}[] = [
  {
    of: (night) => night.stopSell,
    element: (closed) => ({
      RestrictionStatus: { '@_Restriction': 'Master', '@_Status': closed ? 'Close' : 'Open' },
    }),
  },
  {
    of: (night) => night.closedToArrival,
    element: (closed) => ({
      RestrictionStatus: { '@_Restriction': 'Arrival', '@_Status': closed ? 'Close' : 'Open' },
    }),
  },
  {
    of: (night) => night.minStay,
    element: (nights) => ({
      LengthsOfStay: {
        LengthOfStay: { '@_MinMaxMessageType': 'SetMinLOS', '@_Time': nights, '@_TimeUnit': 'Day' },
      },
    }),
  },
];

/**
 * OTA_HotelAvailNotifRQ of one hotel: the rooms to sell per room type (BookingLimit, shared by its
 * rate plans) and, per rate plan, each restriction on its own (stop sell, closed to arrival, the
 * minimum stay), every value over the longest ranges of equal nights. Restrictions are independent:
 * a message about one never clears another, so each is always sent with its own value.
 */
export function availNotif(
  header: MessageHeader,
  sender: Sender,
  hotelCode: string,
  roomTypes: RoomTypeAri[],
): string {
  const messages: XmlNode[] = [];
  for (const ari of roomTypes) {
    for (const range of nightRanges(ari.nights, (night) => night.rooms)) {
      messages.push({
        '@_BookingLimit': range.value,
        StatusApplicationControl: control(range, ari.roomType),
      });
    }
    for (const ratePlan of ratePlansOf(ari)) {
      const nights = rateNights(ari, ratePlan);
      for (const restriction of RESTRICTIONS) {
        for (const range of nightRanges(nights, restriction.of)) {
          messages.push({
            StatusApplicationControl: control(range, ari.roomType, ratePlan),
            ...restriction.element(range.value),
          });
        }
      }
    }
  }
  return otaMessage('OTA_HotelAvailNotifRQ', header, {
    ...pos(sender),
    AvailStatusMessages: { '@_HotelCode': hotelCode, AvailStatusMessage: messages },
  });
}

/** Yuan with two decimals, as OpenTravel amounts are written: 28900 → "289.00". */
export function otaAmount(fen: number): string {
  return (fen / 100).toFixed(2);
}

/**
 * OTA_HotelRateAmountNotifRQ of one hotel: per room type and rate plan, the price of one room a
 * night (tax included, CNY) over the longest ranges of equal prices.
 */
export function rateAmountNotif(
  header: MessageHeader,
  sender: Sender,
  hotelCode: string,
  roomTypes: RoomTypeAri[],
): string {
  const messages: XmlNode[] = [];
  for (const ari of roomTypes) {
    for (const ratePlan of ratePlansOf(ari)) {
      const ranges = nightRanges(rateNights(ari, ratePlan), (night) => night.priceFen);
      messages.push({
        StatusApplicationControl: { '@_InvTypeCode': ari.roomType, '@_RatePlanCode': ratePlan },
        Rates: {
          Rate: ranges.map((range) => ({
            '@_CurrencyCode': 'CNY',
            '@_Start': range.start,
            '@_End': range.end,
            BaseByGuestAmts: { BaseByGuestAmt: { '@_AmountAfterTax': otaAmount(range.value) } },
          })),
        },
      });
    }
  }
  return otaMessage('OTA_HotelRateAmountNotifRQ', header, {
    ...pos(sender),
    RateAmountMessages: { '@_HotelCode': hotelCode, RateAmountMessage: messages },
  });
}
