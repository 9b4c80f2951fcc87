/** 138****8000: enough to tell messages apart in a log without publishing the number. */
export function maskMobile(mobile: string): string {
  return mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : '***';
}

/** A mobile (MOBILE_PATTERN) inside a text; not a piece of a longer number or of a decimal fraction. */
const MOBILE_IN_TEXT = /(?<![\d.])1\d{10}(?!\d)/g;

function maskMobilesIn(text: string): string {
  return text.replace(MOBILE_IN_TEXT, (mobile) => maskMobile(mobile));
}

function maskMobilesInValue(value: unknown): unknown {
  if (typeof value === 'string') return maskMobilesIn(value);
  if (Array.isArray(value)) return value.map(maskMobilesInValue);
  return value;
}

/** What a log line shows of a request (Fastify's own fields): never its headers, the URL masked. */
interface LoggedRequest {
  method: string;
  url: string;
  host: string;
  ip: string;
  socket?: { remotePort?: number } | null;
}

/**
 * pino's serialisers. Mobiles reach a log in the request URL (the smscode query); the request's
 * serialiser masks them there, once per line, and writes no headers, so no credential (usertoken,
 * Authorization) can reach a line through it.
 */
export const logSerializers = {
  req: (request: LoggedRequest) => ({
    method: request.method,
    url: maskMobilesIn(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};

/**
 * pino's redaction, applied after serialising, for errors: a failed query carries its parameters
 * in the message, stack and `params`. They are masked, not removed, so a line still tells which
 * number it was about. Only lines with an error pay for it.
 */
export const logRedaction = {
  paths: ['err.*'],
  censor: (value: unknown): unknown => maskMobilesInValue(value),
};
