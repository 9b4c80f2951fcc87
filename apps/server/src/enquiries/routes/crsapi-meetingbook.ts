import { STATUS } from '@hotel/shared/api/envelope';
import { meetingbookBody, meetingbookResponse } from '@hotel/shared/api/meeting';
import { MSG } from '@hotel/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refusals } from '../../lib/envelope.ts';
import { bookMeeting } from '../services/meetings.ts';

/** Booking service meeting enquiry: /crsapi/v1/meetingbook/meetingbook as the spec names it. */
export const meetingbookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/meetingbook',
    {
      schema: {
        tags: ['meeting'],
        summary: '会议宴会预约（字段直接返回，含 msg）',
        body: meetingbookBody,
        response: { 200: meetingbookResponse, ...refusals(404, 429) },
      },
    },
    async (request) => {
      const enquiry = await bookMeeting(app.db, request.body, { ip: request.ip, now: new Date() });
      const message = MSG.meetingBooked;
      return { success: true, statusCode: STATUS.ok, message, msg: message, ...enquiry };
    },
  );
};
