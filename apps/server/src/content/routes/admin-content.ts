import { previewBody, previewResponse } from '@hotel/shared/admin/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { sanitizeContent } from '../../lib/sanitize.ts';
import { requirePermission } from '../../staff/index.ts';
import { adminBannerRoutes } from './admin-banners.ts';
import { adminHotelContentRoutes } from './admin-hotel-content.ts';
import { adminNewsRoutes } from './admin-news.ts';
import { adminOfferRoutes } from './admin-offers.ts';
import { adminPageRoutes } from './admin-pages.ts';

/**
 * 内容管理 under /admin/api/content. The group's news, offers, banners and pages belong to content
 * editors and administrators; each hotel's pages to its managers and administrators. Front desks
 * reach none of it.
 */
export const adminContentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(adminNewsRoutes, { prefix: '/news' });
  await app.register(adminOfferRoutes, { prefix: '/offers' });
  await app.register(adminBannerRoutes, { prefix: '/banners' });
  await app.register(adminPageRoutes, { prefix: '/pages' });
  await app.register(adminHotelContentRoutes, { prefix: '/hotels' });

  app.post(
    '/preview',
    {
      preValidation: requirePermission('editGroupContent', 'editHotelContent'),
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
