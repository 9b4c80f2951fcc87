import type { App } from '../../src/app.ts';
import { outboxCode, uniqueIp } from './member-factories.ts';

/** The calls of 账号与隐私 (the member's own data), driven as the site drives them. */

export function exportDataRequest(app: App, token: string | undefined) {
  return app.inject({
    method: 'GET',
    url: '/crsapi/v1/user/exportData',
    headers: token === undefined ? {} : { usertoken: token },
  });
}

export function closeAccountCodeRequest(app: App, token: string, ip: string = uniqueIp()) {
  return app.inject({
    method: 'POST',
    url: '/crsapi/v1/user/closeAccountCode',
    headers: { usertoken: token },
    remoteAddress: ip,
  });
}

export function closeAccountRequest(app: App, token: string, code: string) {
  return app.inject({
    method: 'POST',
    url: '/crsapi/v1/user/closeAccount',
    headers: { usertoken: token },
    payload: { code },
  });
}

/** Asks for the closure code and reads it from the development outbox; fails the test when refused. */
export async function closureCode(app: App, token: string, mobile: string): Promise<string> {
  const sent = await closeAccountCodeRequest(app, token);
  if (sent.statusCode !== 200) throw new Error(`closeAccountCode failed: ${sent.body}`);
  return outboxCode(app, mobile);
}
