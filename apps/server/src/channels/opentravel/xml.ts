import { XMLBuilder, XMLParser } from 'fast-xml-parser';

/** The namespace of every OpenTravel (OTA 2003/05) message, ours and the channel's. */
export const OTA_NAMESPACE = 'http://www.opentravel.org/OTA/2003/05';
export const OTA_VERSION = '1.0';

/** Attributes are `@_Name`, as fast-xml-parser writes them. */
export type XmlNode = { [name: string]: XmlValue };
export type XmlValue = string | number | boolean | XmlNode | XmlNode[] | undefined;

const builder = new XMLBuilder({
  ignoreAttributes: false,
  suppressEmptyNode: true,
  suppressBooleanAttributes: false,
});

/**
 * The elements that may repeat in what we read: the parser keeps them as arrays even when one
 * came, so the code reading them does not guess.
 */
const REPEATED = new Set([
  'Error',
  'Warning',
  'HotelReservation',
  'RoomStay',
  'RoomType',
  'RatePlan',
  'Rate',
  'ResGuest',
  'Profile',
  'Telephone',
  'Email',
  'HotelReservationID',
  'UniqueID',
  'GuestCount',
  'AvailStatusMessage',
  'RateAmountMessage',
  'BaseByGuestAmt',
  'RestrictionStatus',
  'LengthOfStay',
  'Comment',
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  // prefixes dropped from names (ota:OTA_ReadRQ reads as OTA_ReadRQ), xmlns kept to be checked
  transformTagName: (name) => name.replace(/^[^:]+:/, ''),
  // codes and amounts stay text: "0012" is a code, "289.00" an amount read with its own rule
  parseAttributeValue: false,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => REPEATED.has(name),
  // the five XML entities only: a document with a DOCTYPE is refused before parsing (readMessage)
  processEntities: true,
});

/** The message's root with its OpenTravel header: namespace, EchoToken, TimeStamp, Version. */
export interface MessageHeader {
  echoToken: string;
  timeStamp: Date;
}

export function otaMessage(root: string, header: MessageHeader, body: XmlNode): string {
  const document = {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    [root]: {
      '@_xmlns': OTA_NAMESPACE,
      '@_EchoToken': header.echoToken,
      '@_TimeStamp': otaTimeStamp(header.timeStamp),
      '@_Version': OTA_VERSION,
      ...body,
    },
  };
  return builder.build(document) as string;
}

/** xs:dateTime in Asia/Shanghai with its offset, as the business reads it: 2026-12-01T09:30:47+08:00. */
export function otaTimeStamp(instant: Date): string {
  return `${new Date(instant.getTime() + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;
}

/** The document's root element and its name (namespace prefixes dropped), or undefined for no XML. */
export function readMessage(xml: string): { name: string; root: XmlNode } | undefined {
  // no message of the set declares entities: a DOCTYPE could only expand or fetch them
  if (/<!DOCTYPE/i.test(xml)) return undefined;
  let document: XmlNode;
  try {
    document = parser.parse(xml, true) as XmlNode;
  } catch {
    return undefined;
  }
  const name = Object.keys(document).find((key) => key !== '?xml');
  const root = name ? document[name] : undefined;
  if (!name || typeof root !== 'object' || Array.isArray(root)) return undefined;
  return { name, root };
}

/** A child element (the first, if it repeats), or undefined. */
export function child(node: XmlNode | undefined, name: string): XmlNode | undefined {
  const value = node?.[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'object' ? first : undefined;
}

/** Every child element of a name. */
export function children(node: XmlNode | undefined, name: string): XmlNode[] {
  const value = node?.[name];
  if (Array.isArray(value)) return value;
  return typeof value === 'object' ? [value] : [];
}

/** An attribute's text, or undefined. */
export function attribute(node: XmlNode | undefined, name: string): string | undefined {
  const value = node?.[`@_${name}`];
  return typeof value === 'string' ? value : undefined;
}

/** An element's text (`<Text>…</Text>`, or its `#text` beside attributes). */
export function text(node: XmlValue): string | undefined {
  if (typeof node === 'string') return node;
  if (node && typeof node === 'object' && !Array.isArray(node)) {
    const value = node['#text'];
    return typeof value === 'string' ? value : undefined;
  }
  return undefined;
}

/** The text of the first child element of a name (repeated or not). */
export function childText(node: XmlNode | undefined, name: string): string | undefined {
  const value = node?.[name];
  return text(Array.isArray(value) ? value[0] : value);
}
