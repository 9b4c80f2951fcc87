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

/** Credentials no log line shows at all. */
const SECRET_PATHS = ['req.headers.usertoken', 'req.headers.authorization'];

/**
 * pino's redaction, applied after serialising. Mobiles reach a log in the request URL (the smscode
 * query) and in errors: a failed query carries its parameters in the message, stack and `params`.
 * They are masked, not removed, so a line still tells which number it was about.
 */
export const logRedaction = {
  paths: [...SECRET_PATHS, 'req.url', 'err.*'],
  censor: (value: unknown, path: string[]): unknown =>
    SECRET_PATHS.includes(path.join('.')) ? '[Redacted]' : maskMobilesInValue(value),
};
