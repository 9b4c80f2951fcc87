import { SMS_PURPOSE } from '@hotel/shared/constants';
import { MSG } from '@hotel/shared/messages';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingConfirmations } from '../../src/db/schema/confirmations.ts';
import { smsCodes } from '../../src/db/schema/members.ts';
import { addDays, shanghaiDate } from '../../src/lib/time.ts';
import { sendSmsCode } from '../../src/members/services/sms-codes.ts';
import { createSmsProvider, type SmsProvider } from '../../src/sms/provider.ts';
import { smsSettingsFrom } from '../../src/sms/settings.ts';
import type { SmsTemplate } from '../../src/sms/templates.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import {
  insertMemberLevels,
  insertTestMember,
  loginRequest,
  registerRequest,
  requestSmsCode,
  uniqueIp,
  uniqueMobile,
} from '../helpers/member-factories.ts';
import {
  type BookingWorld,
  createBookingMember,
  createBookingWorld,
  orderPayRequest,
  payByCardRequest,
  submitBody,
  submitOrderRequest,
} from '../helpers/order-factories.ts';
import type { SmsStandInAnswer } from '../stand-ins/sms-gateway-server.ts';
import { SIGN_NAME } from './fixtures.ts';

/** A message as a stand-in received it, its variables by name. */
export interface ReceivedSms {
  mobile: string;
  signName: string;
  template: SmsTemplate;
  params: Record<string, string>;
}

/** One gateway's stand-in, started for a suite. */
export interface RunningStandIn {
  answer: SmsStandInAnswer;
  refusals: string[];
  received(): ReceivedSms[];
  /** The gateway's business error for a number sent too many messages. */
  limitCode: string;
  /** The app's environment for this gateway, with another secret key or endpoint when given. */
  env(overrides?: { secret?: string; endpoint?: string }): Record<string, string>;
  /** The secret key the stand-in checks signatures with: it must never reach a log or an error. */
  secret: string;
  close(): Promise<void>;
}

/**
 * What each gateway must do through its real SDK: codes and confirmations reach the gateway with
 * the sign, template and variables, and a gateway that refuses, breaks or hangs costs the guest
 * nothing (短信发送失败，请稍后再试, no countdown, no code counted, the confirmation sent later).
 */
export function describeSmsGateway(name: string, startStandIn: () => Promise<RunningStandIn>) {
  describe(`SMS through ${name}`, () => {
    let gateway: RunningStandIn;
    let t: TestApp;
    let world: BookingWorld;
    const lines: string[] = [];
    beforeAll(async () => {
      gateway = await startStandIn();
      t = await createTestApp({
        env: { LOG_LEVEL: 'info', ...gateway.env() },
        prepare: insertMemberLevels,
        logStream: { write: (line) => lines.push(line) },
      });
      world = await createBookingWorld(t.db, { rooms: 20 });
    });
    afterAll(async () => {
      await t.close();
      await gateway.close();
    });

    function lastReceived(): ReceivedSms | undefined {
      return gateway.received().at(-1);
    }

    function codeRows(mobile: string) {
      return t.db.$count(smsCodes, eq(smsCodes.mobile, mobile));
    }

    /**
     * The failure is logged with the masked number, and nothing of the request: not the number,
     * the key, the variables (with the code) or the signature, which some SDK errors quote.
     */
    function expectFailureLoggedPrivately(mobile: string) {
      const logged = lines.join('');
      expect(logged).toContain('sms provider failed');
      expect(logged).toContain(`${mobile.slice(0, 3)}****${mobile.slice(7)}`);
      for (const secret of [mobile, gateway.secret, 'TemplateParam', 'Authorization', 'Signature']) {
        expect(logged).not.toContain(secret);
      }
    }

    function provider(env: Record<string, string>): SmsProvider {
      return createSmsProvider({ settings: smsSettingsFrom(env, false), production: false, log: t.app.log });
    }

    describe('codes', () => {
      it('sends a registration code with the sign and the register template, and that code registers', async () => {
        const mobile = uniqueMobile();
        expect((await requestSmsCode(t.app, mobile, 1)).json().success).toBe(true);
        const sms = lastReceived();
        expect(sms).toEqual({
          mobile,
          signName: SIGN_NAME,
          template: 'register',
          params: { code: expect.stringMatching(/^\d{6}$/) },
        });

        const res = await registerRequest(t.app, {
          Name: '张三',
          mobile,
          SmsCode: sms?.params.code,
          Pwd: 'abc123',
          BirthDay: '15/6/1990',
          Sex: 1,
        });
        expect(res.json()).toMatchObject({ success: true });
      });

      it('sends a login code with the login template, and that code logs in', async () => {
        const { mobile } = await insertTestMember(t.db);
        expect((await requestSmsCode(t.app, mobile, 2)).json().success).toBe(true);
        const sms = lastReceived();
        expect(sms).toMatchObject({ mobile, signName: SIGN_NAME, template: 'login' });

        const res = await loginRequest(t.app, mobile, sms?.params.code ?? '');
        expect(res.json()).toMatchObject({ success: true });
      });

      it('is refused by the gateway when signed with another key', async () => {
        const before = gateway.received().length;
        const forged = provider(gateway.env({ secret: 'not-the-secret-the-gateway-knows' }));
        const message = {
          mobile: uniqueMobile(),
          template: 'login' as const,
          params: { code: '135790' },
          text: '',
        };
        await expect(forged.send(message)).rejects.toThrow(/did not send/);
        expect(gateway.refusals.at(-1)).toMatch(/Signature/);
        expect(gateway.received()).toHaveLength(before);
      });
    });

    describe('when the gateway fails', () => {
      const failures: [string, (limitCode: string) => SmsStandInAnswer][] = [
        ['refuses the message', (code) => ({ code })],
        ['answers HTTP 500', () => 'http-500'],
        ['drops the connection', () => 'drop'],
      ];
      it.each(failures)(
        'answers 短信发送失败 when it %s, keeps no code and lets the guest retry at once',
        async (_, answer) => {
          const { mobile } = await insertTestMember(t.db);
          gateway.answer = answer(gateway.limitCode);
          lines.length = 0;
          const failed = await requestSmsCode(t.app, mobile, 2);
          gateway.answer = 'ok';
          expect(failed.statusCode).toBe(502);
          expect(failed.json()).toMatchObject({
            success: false,
            statusCode: 502,
            message: MSG.smsSendFailed,
          });
          expect(await codeRows(mobile)).toBe(0);
          expectFailureLoggedPrivately(mobile);

          // no 60 s countdown started, no daily allowance used
          const retried = await requestSmsCode(t.app, mobile, 2);
          expect(retried.json()).toMatchObject({ success: true });
          expect(await codeRows(mobile)).toBe(1);
          expect(lastReceived()?.mobile).toBe(mobile);
        },
      );

      it('treats a gateway that does not answer in SMS_TIMEOUT_MS as a failure', async () => {
        const { mobile } = await insertTestMember(t.db);
        const impatient = provider({ ...gateway.env(), SMS_TIMEOUT_MS: '100' });
        const deps = {
          db: t.db,
          sms: impatient,
          brandName: '光影酒店集团',
          log: t.app.log,
          secret: t.config.appSecret,
        };
        gateway.answer = 'slow';
        const sending = sendSmsCode(deps, { mobile, purpose: SMS_PURPOSE.login, ip: uniqueIp() }, new Date());
        lines.length = 0;
        await expect(sending).rejects.toThrow(MSG.smsSendFailed);
        gateway.answer = 'ok';
        expect(await codeRows(mobile)).toBe(0);
        expectFailureLoggedPrivately(mobile);
        expect((await requestSmsCode(t.app, mobile, 2)).json()).toMatchObject({ success: true });
      });

      it('fails when nobody answers at the endpoint', async () => {
        // port 9 (discard): nothing listens there
        const nowhere = provider(gateway.env({ endpoint: 'http://127.0.0.1:9' }));
        const message = {
          mobile: uniqueMobile(),
          template: 'login' as const,
          params: { code: '135790' },
          text: '',
        };
        await expect(nowhere.send(message)).rejects.toThrow(/did not send the login SMS to 1\d\d\*{4}\d{4}/);
      });
    });

    describe('booking confirmations', () => {
      let guestSeq = 0;
      async function book(rateCode = world.freeCancelRate) {
        guestSeq += 1;
        const mobile = `1570000${String(guestSeq).padStart(4, '0')}`;
        const member = await createBookingMember(t.db, { balanceFen: 500_000 });
        const body = submitBody(world, { rateCode }, { mobile, email: '' });
        const order = (await submitOrderRequest(t.app, member.token, body)).json().data as {
          id: number;
          orderNo: string;
          revNo: string;
        };
        return { member, order, mobile };
      }
      const facts = (orderNo: string) => ({
        orderNo,
        hotel: world.hotelName,
        roomType: expect.any(String),
        rooms: '1',
        checkin: addDays(shanghaiDate(), 1),
        checkout: addDays(shanghaiDate(), 4),
        nights: '3',
        amount: '957.00',
      });

      it('sends a paid booking with the paid template and its facts', async () => {
        const { member, order, mobile } = await book();
        expect((await payByCardRequest(t.app, member, order.revNo)).json().message).toBe('支付成功');
        expect(lastReceived()).toEqual({
          mobile,
          signName: SIGN_NAME,
          template: 'bookingPaid',
          params: { ...facts(order.orderNo), freeUntil: `${addDays(shanghaiDate(), 1)} 18:00` },
        });
      });

      it('sends a non-refundable booking with its own template', async () => {
        const { member, order, mobile } = await book(world.nonRefundableRate);
        await payByCardRequest(t.app, member, order.revNo);
        expect(lastReceived()).toMatchObject({ mobile, template: 'bookingPaidNonRefundable' });
      });

      it('sends pay at the hotel with the time the room is held until', async () => {
        const { member, order, mobile } = await book();
        const res = await orderPayRequest(t.app, member.token, { revNo: order.revNo, payCode: 'ddzf' });
        expect(res.json().message).toBe('预订成功，请到店支付');
        expect(lastReceived()).toEqual({
          mobile,
          signName: SIGN_NAME,
          template: 'bookingPayAtHotel',
          params: { ...facts(order.orderNo), holdUntil: `${addDays(shanghaiDate(), 1)} 18:00` },
        });
      });

      it('keeps a confirmation the gateway refused and sends it with the jobs', async () => {
        const { member, order, mobile } = await book();
        gateway.answer = { code: gateway.limitCode };
        const paid = await payByCardRequest(t.app, member, order.revNo);
        gateway.answer = 'ok';
        expect(paid.json().message).toBe('支付成功');
        const [row] = await t.db
          .select()
          .from(bookingConfirmations)
          .where(eq(bookingConfirmations.orderId, order.id))
          .orderBy(asc(bookingConfirmations.id));
        expect(row).toMatchObject({ status: 'pending', tries: 1 });
        expect(row?.lastError).toContain(gateway.limitCode);
        expect(row?.lastError).not.toContain(mobile);

        expect(await t.app.confirmations.send(new Date(Date.now() + 61_000))).toBe(1);
        expect(lastReceived()).toMatchObject({
          mobile,
          template: 'bookingPaid',
          params: facts(order.orderNo),
        });
      });
    });
  });
}
