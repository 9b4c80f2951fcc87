import { WECHAT_BOOKING_CODE } from '@hotel/shared/constants';

/**
 * The external WeChat booking link of a hotel: `<base>?code=EAKA&sub=<hotelCode>`. It is only
 * encoded in a QR code, never loaded. Undefined while the base is unknown or not an http(s) URL.
 */
export function wechatBookingLink(base: string | undefined, hotelCode: string): string | undefined {
  if (!base) return undefined;
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  url.searchParams.set('code', WECHAT_BOOKING_CODE);
  url.searchParams.set('sub', hotelCode);
  return url.toString();
}
