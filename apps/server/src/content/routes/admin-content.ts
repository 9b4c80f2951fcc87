import { previewBody, previewResponse } from '@hotel/shared/admin/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { sanitizeContent } from '../../lib/sanitize.ts';
import { requireStaff } from '../../staff/staff-auth.ts';
import { bannerRoutes } from './admin-banners.ts';
import { hotelContentRoutes } from './admin-hotel-content.ts';
import { newsRoutes } from './admin-news.ts';
import { offerRoutes } from './admin-offers.ts';
import { pageRoutes } from './admin-pages.ts';

/**
 * 内容管理 under /admin/api/content. The group's news, offers, banners and pages belong to content
 * editors and administrators; each hotel's pages to its managers and administrators. Front desks
 * reach none of it.
 */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(newsRoutes, { prefix: '/news' });
  await app.register(offerRoutes, { prefix: '/offers' });
  await app.register(bannerRoutes, { prefix: '/banners' });
  await app.register(pageRoutes, { prefix: '/pages' });
  await app.register(hotelContentRoutes, { prefix: '/hotels' });

  app.post(
    '/preview',
    {
      preValidation: requireStaff('admin', 'editor', 'manager'),
      schema: {
        tags: ['admin'],
        summary: '预览：按公众网站的方式清理 HTML',
        body: previewBody,
        response: { 200: previewResponse },
      },
    },
    async (request) => ok({ html: sanitizeContent(request.body.html) }),
  );
};
