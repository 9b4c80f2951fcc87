import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { frontDeskRoutes } from './booking/routes/admin-front-desk.ts';
import { orderRoutes } from './booking/routes/admin-orders.ts';
import { hotelRoutes } from './catalogue/routes/admin-hotels.ts';
import { contentRoutes } from './content/routes/admin-content.ts';
import { uploadRoutes } from './content/routes/admin-uploads.ts';
import { MAX_UPLOAD_BYTES } from './content/services/media-uploads.ts';
import { enquiryRoutes } from './enquiries/routes/admin-enquiries.ts';
import { memberRoutes } from './members/routes/admin-members.ts';
import { ratesRoutes } from './rates/routes/admin-rates.ts';
import { dashboardRoutes } from './reports/routes/admin-dashboard.ts';
import { auditRoutes } from './staff/routes/admin-audit.ts';
import { authRoutes } from './staff/routes/admin-auth.ts';
import { staffRoutes } from './staff/routes/admin-staff.ts';
import { staffAuth } from './staff/staff-auth.ts';

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
    }
  });

  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(hotelRoutes, { prefix: '/hotels' });
  await app.register(staffRoutes, { prefix: '/staff' });
  await app.register(auditRoutes, { prefix: '/audit' });
  await app.register(uploadRoutes, { prefix: '/media' });
  await app.register(ratesRoutes, { prefix: '/rates' });
  await app.register(memberRoutes, { prefix: '/members' });
  await app.register(enquiryRoutes, { prefix: '/enquiries' });
  await app.register(contentRoutes, { prefix: '/content' });
  await app.register(orderRoutes, { prefix: '/orders' });
  await app.register(frontDeskRoutes, { prefix: '/front-desk' });
  await app.register(dashboardRoutes, { prefix: '/dashboard' });
};
