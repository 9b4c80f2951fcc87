/**
 * The envelope's statusCode values (service-design.md section 2), in a module without Zod: the web
 * pages read them and do not carry Zod.
 */
export const STATUS = {
  ok: 200,
  badRequest: 400,
  notFound: 404,
  conflict: 409,
  tooManyRequests: 429,
  serverError: 500,
  loginRequired: 9999,
} as const;
