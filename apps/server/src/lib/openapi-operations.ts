import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refusalEnvelope } from './envelope.ts';

/**
 * How each route becomes an operation of the OpenAPI document: a stable operationId, one path
 * without a trailing slash, its credentials, and every refusal it can give, each a reference to
 * one shared response whose body is the one refusal envelope.
 */

/** The shared refusal responses, by HTTP status; each operation refers to those it can give. */
export const REFUSAL_RESPONSES: Record<number, { name: string; description: string }> = {
  400: {
    name: 'BadRequest',
    description: '请求参数有误：message 说明是哪一项、为什么（缺少、格式不符或业务规则不允许的值）',
  },
  401: {
    name: 'Unauthorized',
    description:
      '未登录或登录已失效：会员调用的 usertoken 缺失、无效或已过期（statusCode 9999，登录超时）；员工调用的会话 Cookie 缺失或已过期；员工登录的账号、密码或动态验证码有误',
  },
  403: {
    name: 'Forbidden',
    description: '无权限：员工的角色或所辖酒店不允许此操作，或修改类调用缺少或带错 x-csrf-token',
  },
  404: {
    name: 'NotFound',
    description: '未找到：所指的酒店、房型、订单、内容或其他记录不存在，或不属于本人、本店',
  },
  409: {
    name: 'Conflict',
    description: '与当前状态冲突：message 说明原因（如房量不足、订单已支付或已取消、手机号已注册）',
  },
  413: { name: 'PayloadTooLarge', description: '请求内容过大（请求体超过 256 KB）' },
  414: { name: 'UriTooLong', description: '请求地址过长（路径参数超过 100 个字符）' },
  415: {
    name: 'UnsupportedMediaType',
    description: '请求格式不支持：请求体的 Content-Type 不是本调用接受的类型',
  },
  429: { name: 'TooManyRequests', description: '操作过于频繁：message 说明限制，稍后再试' },
  431: {
    name: 'RequestHeaderFieldsTooLarge',
    description: '请求地址或请求头过长（请求行与请求头合计超过 16 KB）',
  },
  502: { name: 'BadGateway', description: '支付渠道或短信通道暂时无法完成请求，稍后再试' },
  503: {
    name: 'ServiceUnavailable',
    description: '服务暂时不可用：数据库不可用或繁忙、请求超时，或服务器正在停机；稍后重试',
  },
};

/** Carries an operation's refusals from the route's transform to the document's. */
const REFUSALS_KEY = 'x-refusals';

type Security = NonNullable<FastifySchema['security']>;

/** `/admin/api/staff/` → `/admin/api/staff`; `:id` → `{id}`. */
export function canonicalPath(url: string): string {
  const path = url.replace(/:(\w+)/g, '{$1}');
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

function camelCase(words: string[]): string {
  const parts = words.flatMap((word) => word.split(/[^A-Za-z0-9]+/)).filter((part) => part !== '');
  return parts.map((part, i) => (i === 0 ? part : part[0]?.toUpperCase() + part.slice(1))).join('');
}

/**
 * The spec's calls are named by their domain and call (`hotelGetBanner`, `cmsNewslist`); the other
 * paths by the method and each segment, a parameter as By<Name> (`putAdminStaffById`). Both stay
 * the same as long as the path and the method do.
 */
export function operationIdOf(method: string, path: string): string {
  const call = /^\/crsapi\/v1\/(\w+)\/(\w+)$/.exec(path) ?? /^\/(cms)\/(\w+)\.aspx$/.exec(path);
  if (call?.[1] && call[2]) return camelCase([call[1], call[2]]);
  const segments = path
    .split('/')
    .filter((segment) => segment !== '' && segment !== 'api')
    .map((segment) => (segment.startsWith('{') ? `by-${segment.slice(1, -1)}` : segment));
  return camelCase([method.toLowerCase(), ...segments]);
}

/** A login is required when every alternative names a credential (`[{}, …]` makes it optional). */
function requiresCredentials(security: Security): boolean {
  return security.length > 0 && security.every((requirement) => Object.keys(requirement).length > 0);
}

/** The refusals every route of this shape gives, whatever its services do. */
function refusalsOfShape(schema: FastifySchema, security: Security, path: string): number[] {
  const schemes = new Set(security.flatMap((requirement) => Object.keys(requirement)));
  const statuses: number[] = [];
  if (schema.body || schema.querystring || schema.params || schema.headers) statuses.push(400);
  if (requiresCredentials(security)) statuses.push(401);
  if (schemes.has('staffSession')) statuses.push(403);
  if (schema.body) statuses.push(413, 415);
  if (path.includes('{')) statuses.push(414);
  // any request: headers over Node's limit; past its time-out, an unavailable or busy database, a
  // server shutting down
  statuses.push(431, 503);
  return statuses;
}

/** fastify-swagger's `transform`: the route's schema as the operation it documents. */
export const documentRoute: SwaggerTransform = (input) => {
  const { schema, url, route } = input;
  if (!schema || schema.hide) return jsonSchemaTransform(input);
  const path = canonicalPath(url);
  const security = schema.security ?? [];
  const response: Record<string, unknown> = { ...(schema.response as Record<string, unknown> | undefined) };
  const refusals = new Set(refusalsOfShape(schema, security, path));
  for (const [status, answer] of Object.entries(response)) {
    if (answer !== refusalEnvelope) continue;
    refusals.add(Number(status));
    delete response[status];
  }
  for (const status of refusals) {
    if (status in response) refusals.delete(status);
  }
  const documented: FastifySchema & Record<string, unknown> = {
    ...schema,
    operationId: schema.operationId ?? operationIdOf(String(route.method), path),
    security,
    // none left: fastify-swagger's default 200
    response: Object.keys(response).length > 0 ? response : undefined,
    [REFUSALS_KEY]: [...refusals].sort((a, b) => a - b),
  };
  return jsonSchemaTransform({ ...input, schema: documented, url: path });
};

interface Operation {
  [REFUSALS_KEY]?: number[];
  responses?: Record<string, unknown>;
}

function refusalSchema() {
  const { $schema: _, ...schema } = z.toJSONSchema(refusalEnvelope, { target: 'openapi-3.0' });
  return { ...schema, description: '拒绝请求时的统一信封' };
}

function sharedResponse(status: number) {
  const shared = REFUSAL_RESPONSES[status];
  if (!shared) throw new Error(`no shared response for refusal ${status}`);
  return shared;
}

/**
 * fastify-swagger's `transformObject`: the shared refusal responses, and each operation's refusals
 * as references to them.
 */
export const referToRefusals: SwaggerTransformObject = (document) => {
  if (!('openapiObject' in document)) return document.swaggerObject;
  const openapi = document.openapiObject;
  const given = new Set<number>();
  for (const pathItem of Object.values(openapi.paths ?? {})) {
    for (const operation of Object.values(pathItem ?? {}) as Operation[]) {
      const statuses = operation?.[REFUSALS_KEY];
      if (!statuses) continue;
      delete operation[REFUSALS_KEY];
      operation.responses ??= {};
      for (const status of statuses) {
        operation.responses[status] = { $ref: `#/components/responses/${sharedResponse(status).name}` };
        given.add(status);
      }
    }
  }
  openapi.components ??= {};
  const components: { schemas?: Record<string, unknown>; responses?: Record<string, unknown> } =
    openapi.components;
  components.schemas = { ...components.schemas, Refusal: refusalSchema() };
  const content = { 'application/json': { schema: { $ref: '#/components/schemas/Refusal' } } };
  components.responses = { ...components.responses };
  for (const status of [...given].sort((a, b) => a - b)) {
    const { name, description } = sharedResponse(status);
    components.responses[name] = { description, content };
  }
  return openapi;
};
