import { randomUUID } from 'node:crypto';
import type { ChannelAdapter, ChannelEndpoint, SendOutcome } from '../adapter.ts';
import type { RoomTypeAri } from '../ari.ts';
import { type ChannelNotice, readAnswer } from './answers.ts';
import { availNotif, rateAmountNotif } from './ari-messages.ts';
import { notifReportRQs, readReservationsRQ, readReservationsRS } from './reservations.ts';

/** How long a channel has to answer one message before the send counts as failed. */
export const OTA_TIMEOUT_MS = 10_000;

/** Posts one message (HTTP Basic with the connection's credentials): the answer's body, or why none came. */
async function exchange(to: ChannelEndpoint, xml: string): Promise<{ body: string } | { error: string }> {
  try {
    const response = await fetch(to.endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'text/xml; charset=utf-8',
        authorization: `Basic ${Buffer.from(`${to.username}:${to.password}`).toString('base64')}`,
      },
      body: xml,
      signal: AbortSignal.timeout(OTA_TIMEOUT_MS),
    });
    const body = await response.text();
    if (!response.ok) return { error: `渠道返回 HTTP ${response.status}` };
    return { body };
  } catch (err) {
    const timedOut = err instanceof Error && err.name === 'TimeoutError';
    return { error: timedOut ? `渠道 ${OTA_TIMEOUT_MS / 1000} 秒内未应答` : '无法连接渠道' };
  }
}

/** Posts one notification and reads the answer: taken (perhaps with warnings) or refused, and why. */
async function post(to: ChannelEndpoint, xml: string, expected: string): Promise<SendOutcome> {
  const answered = await exchange(to, xml);
  if ('error' in answered) return { ok: false, error: answered.error };
  const answer = readAnswer(answered.body, expected);
  if (answer.ok) return { ok: true, warnings: answer.warnings };
  return { ok: false, error: answer.errors.map((e) => (e.code ? `${e.code} ${e.text}` : e.text)).join('；') };
}

/** OpenTravel 2003/05 as channel managers take it: availability and restrictions, then rates. */
export const openTravelAdapter: ChannelAdapter = {
  async sendAri(to, hotelCode, roomTypes: RoomTypeAri[]) {
    const sender = { requestorId: to.requestorId };
    const avail = await post(
      to,
      availNotif({ echoToken: randomUUID(), timeStamp: new Date() }, sender, hotelCode, roomTypes),
      'OTA_HotelAvailNotifRS',
    );
    if (!avail.ok) return avail;
    const rates = await post(
      to,
      rateAmountNotif({ echoToken: randomUUID(), timeStamp: new Date() }, sender, hotelCode, roomTypes),
      'OTA_HotelRateAmountNotifRS',
    );
    if (!rates.ok) return rates;
    return { ok: true, warnings: [...avail.warnings, ...rates.warnings] };
  },

  async readReservations(from) {
    const header = { echoToken: randomUUID(), timeStamp: new Date() };
    const answered = await exchange(from, readReservationsRQ(header, { requestorId: from.requestorId }));
    if ('error' in answered) return { ok: false, error: answered.error };
    const read = readReservationsRS(answered.body);
    return 'error' in read ? { ok: false, error: read.error } : { ok: true, ...read };
  },

  async confirmReservations(to, outcomes) {
    const header = () => ({ echoToken: randomUUID(), timeStamp: new Date() });
    const warnings: ChannelNotice[] = [];
    for (const message of notifReportRQs(header, outcomes)) {
      const sent = await post(to, message, 'OTA_NotifReportRS');
      if (!sent.ok) return sent;
      warnings.push(...sent.warnings);
    }
    return { ok: true, warnings };
  },
};
