import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refusals } from '../../lib/envelope.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { isMediaCategory, MEDIA_NAME_PATTERN } from '../media/categories.ts';
import { renderSvg } from '../media/svg.ts';
import { mediaFileByName } from '../queries/media.ts';

// Plain strings: an unknown category or an odd name is a missing image (404), not a bad request.
const mediaParams = z.object({ category: z.string().max(32), name: z.string().max(80) });

/** Rendered images are small, but the same few hundred are asked for again and again. */
const CACHE_LIMIT = 1000;
const cache = new Map<string, string>();

function svgFor(category: Parameters<typeof renderSvg>[0], name: string): string {
  const key = `${category}/${name}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const svg = renderSvg(category, name);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, svg);
  return svg;
}

const uploadParams = z.object({ name: z.string().max(80) });

/** What the document says a 200 carries: the image's bytes. */
const imageBytes = z
  .custom<Buffer | string>((value) => Buffer.isBuffer(value) || typeof value === 'string')
  .meta({ type: 'string', format: 'binary' });
function imageOf(mediaType: string) {
  return { description: '图片', content: { [mediaType]: { schema: imageBytes } } };
}
const UPLOAD_NAME = /^[0-9a-f]{24}\.(jpg|png|gif|webp)$/;

/**
 * Images generated on this server (the site uses no external image): GET /media/:category/:name.svg;
 * and images staff uploaded (content/services/media-uploads.ts): GET /media/uploads/:name.
 */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/uploads/:name',
    {
      schema: {
        tags: ['media'],
        summary: '员工上传的图片',
        params: uploadParams,
        response: { 200: imageOf('image/*'), ...refusals(404) },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const file = UPLOAD_NAME.test(name) ? await mediaFileByName(app.db, name) : undefined;
      if (!file) throw new NotFoundError('图片不存在', 'IMAGE_NOT_FOUND');
      // a name is never given to another file: the image never changes
      return reply
        .type(file.mimeType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(file.bytes);
    },
  );

  app.get(
    '/:category/:name',
    {
      schema: {
        tags: ['media'],
        summary: '本地生成的示意图片（SVG）',
        params: mediaParams,
        response: { 200: imageOf('image/svg+xml'), ...refusals(404) },
      },
    },
    async (request, reply) => {
      const { category, name } = request.params;
      if (!isMediaCategory(category) || !MEDIA_NAME_PATTERN.test(name))
        throw new NotFoundError('图片不存在', 'IMAGE_NOT_FOUND');
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(svgFor(category, name.slice(0, -'.svg'.length)));
    },
  );
};
