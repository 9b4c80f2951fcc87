import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffAuth } from '../plugins/staff-auth.ts';
import { MAX_UPLOAD_BYTES } from '../services/media-uploads.ts';
import { auditRoutes } from './audit.ts';
import { authRoutes } from './auth.ts';
import { contentRoutes } from './content.ts';
import { dashboardRoutes } from './dashboard.ts';
import { enquiryRoutes } from './enquiries.ts';
import { frontDeskRoutes } from './front-desk.ts';
import { hotelRoutes } from './hotels.ts';
import { memberRoutes } from './members.ts';
import { orderRoutes } from './orders.ts';
import { ratesRoutes } from './rates.ts';
import { staffRoutes } from './staff.ts';
import { uploadRoutes } from './uploads.ts';

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
