import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminFrontDeskRoutes, adminOrderRoutes } from './booking/index.ts';
import { adminHotelRoutes } from './catalogue/index.ts';
import { adminChannelsRoutes } from './channels/index.ts';
import { adminContentRoutes, adminUploadRoutes, MAX_UPLOAD_BYTES } from './content/index.ts';
import { adminEnquiryRoutes } from './enquiries/index.ts';
import { adminMemberRoutes } from './members/index.ts';
import { adminRatesRoutes } from './rates/index.ts';
import { adminDashboardRoutes } from './reports/index.ts';
import { adminAuditRoutes, adminAuthRoutes, adminStaffRoutes, staffAuth } from './staff/index.ts';

/**
 * The back office's calls under /admin/api (tag `admin` of the OpenAPI document): the same envelope
 * and Chinese messages as the site's, a staff session in an HttpOnly cookie, roles and hotels
 * checked on every call (plugins/staff-auth.ts, services/hotel-scope.ts).
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 12 } });
  await app.register(staffAuth);
  // what the OpenAPI document says a staff call needs (plugins/staff-auth.ts): the session cookie,
  // and the CSRF header when the call changes something; the sign-in declares that it needs neither
  app.addHook('onRoute', (route) => {
    if (route.schema?.security) return;
    const reads = [route.method].flat().every((method) => method === 'GET' || method === 'HEAD');
    route.schema = {
      ...route.schema,
      security: [reads ? { staffSession: [] } : { staffSession: [], csrfToken: [] }],
    };
  });
  // Whatever staff change (content, hotels, room types, rates, a desk action giving rooms back) the
  // site shows at once: every successful write empties the public read cache, before the answer
  // goes out. Staff write rarely, and no screen added later can forget it.
  app.addHook('onSend', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 300) {
      await app.readCache.invalidate();
      // a member's level changed here (会员管理) prices them at it on their next read
      app.viewerLevels.clear();
    }
  });

  await app.register(adminAuthRoutes, { prefix: '/auth' });
  await app.register(adminHotelRoutes, { prefix: '/hotels' });
  await app.register(adminStaffRoutes, { prefix: '/staff' });
  await app.register(adminAuditRoutes, { prefix: '/audit' });
  await app.register(adminUploadRoutes, { prefix: '/media' });
  await app.register(adminRatesRoutes, { prefix: '/rates' });
  await app.register(adminChannelsRoutes, { prefix: '/channels' });
  await app.register(adminMemberRoutes, { prefix: '/members' });
  await app.register(adminEnquiryRoutes, { prefix: '/enquiries' });
  await app.register(adminContentRoutes, { prefix: '/content' });
  await app.register(adminOrderRoutes, { prefix: '/orders' });
  await app.register(adminFrontDeskRoutes, { prefix: '/front-desk' });
  await app.register(adminDashboardRoutes, { prefix: '/dashboard' });
};
