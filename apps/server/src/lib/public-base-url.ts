import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/**
 * The site's address for links handed to this visitor (a cashier page, a QR code): PUBLIC_BASE_URL
 * when set, else the scheme and host the request came by. Behind a trusted proxy (TRUST_PROXY)
 * Fastify reads them from X-Forwarded-Proto and X-Forwarded-Host; from anyone else those headers are
 * ignored. A visitor who sends a false Host only misleads their own answer.
 */
export function publicBaseUrlOf(config: Pick<Config, 'publicBaseUrl'>, request: FastifyRequest): string {
  return config.publicBaseUrl ?? `${request.protocol}://${request.host}`;
}
