import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document, generated from the route schemas, at /openapi.json and browsable at /api-docs. */
export const openapi = fp(async (app: FastifyInstance, options: { brandName: string }) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${options.brandName} 官网与预订接口`,
        description:
          '预订服务 /crsapi/v1 与内容服务 /cms。所有应答使用统一信封：success、statusCode、message、msg、data。',
        version: '1.0.0',
      },
      tags: [
        { name: 'hotel', description: '酒店、城市、房型与促销' },
        { name: 'user', description: '会员验证码、注册、登录与资料' },
        { name: 'order', description: '查房、下单、订单查询与取消' },
        { name: 'pay', description: '支付方式、订单支付与支付结果' },
        { name: 'cms', description: '新闻与内容页' },
        { name: 'system', description: '运行状态' },
        {
          name: 'admin',
          description:
            '管理后台：员工登录（Cookie 会话与 x-csrf-token）、房价房态、订单、内容、会员、员工与日志',
        },
      ],
      components: {
        securitySchemes: { usertoken: { type: 'apiKey', in: 'header', name: 'usertoken' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api-docs' });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});
