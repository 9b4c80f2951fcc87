import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicBaseUrlOf } from '../../lib/public-base-url.ts';
import { shanghaiDate } from '../../lib/time.ts';
import { sitemapEntries, sitemapXml } from '../services/sitemap.ts';

/**
 * What crawlers may not fetch: the back office, member, order and pay calls, the development and
 * sandbox routes, and the booking and member pages of the site (nothing there for a search engine).
 * The public reads (/crsapi/v1/hotel, /cms, /media) stay open, since a crawler that runs the site's
 * scripts needs them to see a page.
 */
const DISALLOWED = [
  '/admin',
  '/crsapi/v1/user/',
  '/crsapi/v1/order/',
  '/crsapi/v1/pay/',
  '/dev/',
  '/sandbox/',
  '/pay/',
  '/api-docs',
  '/courtesy',
  '/register',
  '/pay-step',
  '/PayDetail',
  '/PayState',
  '/*/child-hotel/',
];

export function robotsTxt(baseUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${baseUrl.replace(/\/+$/, '')}/sitemap.xml`,
    '',
  ].join('\n');
}

/** robots.txt and sitemap.xml, made on each request from the database (revalidated by ETag). */
export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/robots.txt', { schema: { tags: ['system'], summary: '爬虫规则' } }, async (request, reply) =>
    reply.type('text/plain; charset=utf-8').send(robotsTxt(publicBaseUrlOf(app.config, request))),
  );
  app.get(
    '/sitemap.xml',
    { schema: { tags: ['system'], summary: '站点地图：已发布的酒店、新闻与优惠页面' } },
    async (request, reply) => {
      const entries = await sitemapEntries(app.db, shanghaiDate());
      return reply
        .type('application/xml; charset=utf-8')
        .send(sitemapXml(publicBaseUrlOf(app.config, request), entries));
    },
  );
};
