import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { CSRF_HEADER, STAFF_SESSION_COOKIE } from '@hotel/shared/admin/auth';
import { POLICY_PAGES } from '@hotel/shared/constants';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { documentRoute, referToRefusals } from '../lib/openapi-operations.ts';

/** The credentials an operation's `security` names. */
export const SECURITY_SCHEMES = {
  usertoken: {
    type: 'apiKey',
    in: 'header',
    name: 'usertoken',
    description: '会员登录令牌：/crsapi/v1/user/login 应答的 token',
  },
  staffSession: {
    type: 'apiKey',
    in: 'cookie',
    name: STAFF_SESSION_COOKIE,
    description: '员工会话：/admin/api/auth/login 成功后设置的 HttpOnly Cookie（路径 /admin）',
  },
  csrfToken: {
    type: 'apiKey',
    in: 'header',
    name: CSRF_HEADER,
    description:
      '防跨站令牌：登录或 /admin/api/auth/session 应答的 csrfToken，员工的修改类调用（非 GET）必带',
  },
} as const;

/** The OpenAPI document, generated from the route schemas, at /openapi.json and browsable at /api-docs. */
export const openapi = fp(
  async (app: FastifyInstance, options: { brand: Config['brand']; publicBaseUrl: string | undefined }) => {
    // unset: relative, the server this document was read from
    const site = options.publicBaseUrl?.replace(/\/+$/, '') ?? '';
    await app.register(swagger, {
      openapi: {
        info: {
          title: `${options.brand.name} 官网与预订接口`,
          description: [
            '预订服务 /crsapi/v1 与内容服务 /cms，管理后台 /admin/api。',
            '所有应答使用统一信封：success、statusCode、message、msg（同一句中文）、data。',
            '拒绝请求时 success 为 false，statusCode 与 HTTP 状态码相同；需要会员登录而 usertoken 缺失或失效时为 9999（HTTP 401）。',
            '管理后台的列表与新建调用也接受末尾带斜杠的旧路径（如 /admin/api/staff/），文档只列不带斜杠的路径。',
          ].join('\n\n'),
          version: '1.0.0',
          contact: { name: options.brand.name, email: options.brand.email },
          license: {
            name: POLICY_PAGES.terms.name,
            url: `${site}/${POLICY_PAGES.terms.footerNavName}`,
          },
        },
        servers: [{ url: site || '/', description: '本站' }],
        tags: [
          { name: 'hotel', description: '酒店、城市、房型与促销' },
          { name: 'user', description: '会员验证码、注册、登录与资料' },
          { name: 'order', description: '查房、下单、订单查询与取消' },
          { name: 'pay', description: '支付方式、订单支付与支付结果' },
          { name: 'meeting', description: '会议宴会预约' },
          { name: 'cms', description: '新闻与内容页' },
          { name: 'media', description: '图片' },
          { name: 'system', description: '运行状态、爬虫规则与站点地图' },
          {
            name: 'admin',
            description:
              '管理后台：员工登录（Cookie 会话与 x-csrf-token）、房价房态、订单、内容、会员、员工与日志',
          },
        ],
        components: { securitySchemes: SECURITY_SCHEMES },
      },
      transform: documentRoute,
      transformObject: referToRefusals,
    });
    await app.register(swaggerUi, { routePrefix: '/api-docs' });
    app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
);
