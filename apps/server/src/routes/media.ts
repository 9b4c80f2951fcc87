import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Images generated on this server (the site uses no external image). Filled in by the media module. */
export const mediaRoutes: FastifyPluginAsyncZod = async () => {};
