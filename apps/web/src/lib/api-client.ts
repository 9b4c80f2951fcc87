import { STATUS } from '@hotel/shared/api/status';
import { HEAD_OFFICE_CODE } from '@hotel/shared/constants';
import { MSG } from '@hotel/shared/messages';
import {
  type AnswerSchema,
  ApiError,
  createApiClient,
  type Fetcher,
  type QueryValue,
  type Refusal,
} from '@hotel/ui/api-client.ts';
import type { z } from 'zod';
import { emitEvent } from './events.ts';
import { notify } from './notify.ts';
import type * as ResponseSchemas from './response-schemas.ts';
import { clearMemberSession } from './session.ts';
import { persistentStore } from './storage.ts';

export { ApiError };

/** The two services behind this origin (section 7). */
export const API_BASE = { crs: '/crsapi/v1', cms: '/cms' } as const;

let fetcher: Fetcher = (url, init) => fetch(url, init);

/** The server renders pages by calling its routes without a network hop (entry-server.tsx). */
export function setApiFetcher(next: Fetcher): void {
  fetcher = next;
}

function randomNonce(): string {
  return String(Math.floor(Math.random() * 1_000_000_000));
}

/**
 * statusCode 9999 (login expired) forgets the member and asks the shell for the login modal, which
 * says 登录超时: that is the one message, so the error says it has been shown.
 */
function sessionRefusal({ statusCode }: Refusal): ApiError | undefined {
  if (statusCode !== STATUS.loginRequired) return undefined;
  clearMemberSession();
  emitEvent('login-modal', { reason: MSG.loginExpired });
  return new ApiError(MSG.loginExpired, STATUS.loginRequired, { shown: true, refused: true });
}

/**
 * The site's calls: the spec's fixed headers and the member's token. A refusal is the screen's to
 * show (the server's Chinese, 验证码错误, at the field it is about, or the page's error state), so
 * the client shows only what has no answer (the catalogue's red message) and the login modal.
 */
const client = createApiClient({
  fetcher: () => fetcher,
  notifyError: notify.error,
  headers(_method, headers) {
    headers.set('channel', 'officialweb');
    headers.set('groupcode', HEAD_OFFICE_CODE);
    headers.set('nonce', randomNonce());
    headers.set('timestamp', String(Date.now()));
    const token = persistentStore.get('usertoken');
    if (token) headers.set('usertoken', token);
  },
  sessionRefusal,
  showsRefusals: false,
  wordlessRefusal: () => '',
});

type Query = Record<string, QueryValue>;
/** A call's response schema, by its name in @hotel/shared (`'groupCitiesResponse'`). */
export type SchemaName = keyof typeof ResponseSchemas;
/** The answer of a call whose schema is named N. */
type Answer<N extends SchemaName> = z.output<(typeof ResponseSchemas)[N]>;

let schemas: Promise<typeof ResponseSchemas> | undefined;

/** The schemas come with the first call, fetched beside its answer; a page drawn by the server has not needed them. */
function schemaOf<N extends SchemaName>(name: N): Promise<AnswerSchema<Answer<N>>> {
  schemas ??= import('./response-schemas.ts');
  // Each schema checks its own answer; TypeScript cannot follow that through the union of names.
  return schemas.then((loaded) => loaded[name] as unknown as AnswerSchema<Answer<N>>);
}

/**
 * Calls name the shared response schema of their answer (`crsApi.get(path, 'groupCitiesResponse',
 * query)`): what resolves is the answer that said yes, checked against it; a refusal rejects with
 * ApiError.
 */
export const crsApi = {
  get: <N extends SchemaName>(path: string, schema: N, query?: Query) =>
    client.request<Answer<N>>('GET', `${API_BASE.crs}${path}`, schemaOf(schema), { query }),
  /** `idempotencyKey`: sent as Idempotency-Key by the calls that book or pay (lib/idempotency-key.ts). */
  post: <N extends SchemaName>(path: string, schema: N, body: unknown, idempotencyKey?: string) =>
    client.request<Answer<N>>('POST', `${API_BASE.crs}${path}`, schemaOf(schema), {
      body,
      headers: { 'idempotency-key': idempotencyKey },
    }),
};

export const cmsApi = {
  get: <N extends SchemaName>(path: string, schema: N, query?: Query) =>
    client.request<Answer<N>>('GET', `${API_BASE.cms}${path}`, schemaOf(schema), { query }),
};
