import { attribute, child, children, readMessage, text } from './xml.ts';

/** One of a channel's `Errors` or `Warnings`: its OpenTravel code (EWT/ERR lists) and its words. */
export interface ChannelNotice {
  type?: string | undefined;
  code?: string | undefined;
  text: string;
}

/** What a channel answered a notification: taken (perhaps with warnings) or refused, and why. */
export type ChannelAnswer =
  | { ok: true; echoToken?: string | undefined; warnings: ChannelNotice[] }
  | { ok: false; echoToken?: string | undefined; errors: ChannelNotice[] };

function notices(nodes: ReturnType<typeof children>): ChannelNotice[] {
  return nodes.map((node) => ({
    type: attribute(node, 'Type'),
    code: attribute(node, 'Code'),
    text: (text(node) ?? attribute(node, 'ShortText') ?? '').trim(),
  }));
}

/**
 * Reads the answer (…RS) to one of our messages. An answer that is not OpenTravel, not the answer
 * to `expected`, or says neither Success nor Errors is a refusal of its own: the message is sent
 * again later, never taken as delivered.
 */
export function readAnswer(xml: string, expected: string): ChannelAnswer {
  const message = readMessage(xml);
  if (!message) return { ok: false, errors: [{ text: '渠道的应答不是 XML' }] };
  const echoToken = attribute(message.root, 'EchoToken');
  if (message.name !== expected) {
    return { ok: false, echoToken, errors: [{ text: `渠道应答了 ${message.name}，应为 ${expected}` }] };
  }
  const errors = notices(children(child(message.root, 'Errors'), 'Error'));
  if (errors.length > 0) return { ok: false, echoToken, errors };
  if (!('Success' in message.root))
    return { ok: false, echoToken, errors: [{ text: '渠道的应答既无 Success 也无 Errors' }] };
  return { ok: true, echoToken, warnings: notices(children(child(message.root, 'Warnings'), 'Warning')) };
}
