import {
  aboutContentResponse,
  aboutQuery,
  brandContentResponse,
  brandQuery,
  footerPageQuery,
  healthContentResponse,
  homeContentResponse,
  hotelContentQuery,
  hotelNavResponse,
  joinInContentResponse,
  meetingContentResponse,
  newsListQuery,
  newsListResponse,
  richContentResponse,
  saleListContentResponse,
  showNewsQuery,
  showNewsResponse,
  siteInfoResponse,
  teaContentResponse,
} from '@hotel/shared/api/cms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, refusals } from '../../lib/envelope.ts';
import { publicBaseUrlOf } from '../../lib/public-base-url.ts';
import { readKey } from '../../lib/read-cache.ts';
import { replyFromCache } from '../../plugins/read-cache.ts';
import {
  aboutPage,
  brandPage,
  footerPage,
  joinInPage,
  membershipPage,
  newsDetail,
  newsOfColumn,
  saleListContentFor,
  siteInfoFrom,
} from '../services/content.ts';
import {
  healthContentOf,
  homeContentOf,
  hotelNav,
  meetingContentOf,
  teaContentOf,
} from '../services/hotel-pages.ts';

/** Content service: /cms/….aspx with the spec's paths and parameters; reads answer from app.readCache. */
export const cmsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/newslist.aspx',
    {
      schema: {
        tags: ['cms'],
        summary: '新闻列表（按栏目，最新在前）',
        querystring: newsListQuery,
        response: { 200: newsListResponse },
      },
    },
    async (request, reply) =>
      replyFromCache(reply, 'content', readKey('newslist', request.query.sid), async () =>
        ok(await newsOfColumn(app.db, request.query.sid)),
      ),
  );

  app.get(
    '/shownews.aspx',
    {
      schema: {
        tags: ['cms'],
        summary: '新闻详情',
        querystring: showNewsQuery,
        response: { 200: showNewsResponse, ...refusals(404) },
      },
    },
    async (request, reply) =>
      replyFromCache(reply, 'content', readKey('shownews', request.query.sid), async () =>
        ok(await newsDetail(app.db, request.query.sid)),
      ),
  );

  app.get(
    '/about.aspx',
    {
      schema: {
        tags: ['cms'],
        summary: '关于我们内容（集团介绍、核心支持、品牌内涵、服务理念、企业荣誉、品牌体系）',
        querystring: aboutQuery,
        response: { 200: aboutContentResponse, ...refusals(404) },
      },
    },
    async (request, reply) =>
      replyFromCache(reply, 'content', readKey('about', request.query.sid), async () =>
        ok(await aboutPage(app.db, request.query.sid)),
      ),
  );

  app.get(
    '/brand.aspx',
    {
      schema: {
        tags: ['cms'],
        summary: '品牌介绍内容及图集',
        querystring: brandQuery,
        response: { 200: brandContentResponse, ...refusals(404) },
      },
    },
    async (request, reply) =>
      replyFromCache(reply, 'content', readKey('brand', request.query.sid), async () =>
        ok(await brandPage(app.db, request.query.sid)),
      ),
  );

  app.get(
    '/footer.aspx',
    {
      schema: {
        tags: ['cms'],
        summary: '页脚信息页（加入我们、隐私政策、人身财产安全、网站使用条款、联系我们、职业发展）',
        querystring: footerPageQuery,
        response: { 200: richContentResponse, ...refusals(404) },
      },
    },
    async (request, reply) =>
      replyFromCache(reply, 'content', readKey('footer', request.query.name), async () =>
        ok(await footerPage(app.db, app.config.brand, request.query.name)),
      ),
  );

  app.get(
    '/joinin.aspx',
    {
      schema: {
        tags: ['cms'],
        summary: '加盟合作内容（横幅、数据亮点、合作模式）',
        response: { 200: joinInContentResponse, ...refusals(404) },
      },
    },
    async (_request, reply) =>
      replyFromCache(reply, 'content', readKey('joinin'), async () =>
        ok(await joinInPage(app.db, app.config.brand)),
      ),
  );

  app.get(
    '/hotelnav.aspx',
    {
      schema: {
        tags: ['cms'],
        summary: '单店站点菜单（HJ000001 为集团菜单）',
        querystring: hotelContentQuery,
        response: { 200: hotelNavResponse, ...refusals(404) },
      },
    },
    async (request, reply) =>
      replyFromCache(reply, 'content', readKey('hotelnav', request.query.HotelCode), async () =>
        ok(await hotelNav(app.db, request.query.HotelCode)),
      ),
  );

  app.get(
    '/health.aspx',
    {
      schema: {
        tags: ['cms'],
        summary: '单店康养内容',
        querystring: hotelContentQuery,
        response: { 200: healthContentResponse, ...refusals(404) },
      },
    },
    async (request, reply) =>
      replyFromCache(reply, 'content', readKey('health', request.query.HotelCode), async () =>
        ok(await healthContentOf(app.db, request.query.HotelCode)),
      ),
  );

  app.get(
    '/meeting.aspx',
    {
      schema: {
        tags: ['cms'],
        summary: '单店会议宴会内容',
        querystring: hotelContentQuery,
        response: { 200: meetingContentResponse, ...refusals(404) },
      },
    },
    async (request, reply) =>
      replyFromCache(reply, 'content', readKey('meeting', request.query.HotelCode), async () =>
        ok(await meetingContentOf(app.db, request.query.HotelCode)),
      ),
  );

  app.get(
    '/hotelhome.aspx',
    {
      schema: {
        tags: ['cms'],
        summary: '单店首页内容',
        querystring: hotelContentQuery,
        response: { 200: homeContentResponse, ...refusals(404) },
      },
    },
    async (request, reply) =>
      replyFromCache(reply, 'content', readKey('hotelhome', request.query.HotelCode), async () =>
        ok(await homeContentOf(app.db, request.query.HotelCode)),
      ),
  );

  app.get(
    '/tea.aspx',
    {
      schema: {
        tags: ['cms'],
        summary: '单店茶舍内容',
        querystring: hotelContentQuery,
        response: { 200: teaContentResponse, ...refusals(404) },
      },
    },
    async (request, reply) =>
      replyFromCache(reply, 'content', readKey('tea', request.query.HotelCode), async () =>
        ok(await teaContentOf(app.db, request.query.HotelCode)),
      ),
  );

  app.get(
    '/salelist.aspx',
    {
      schema: {
        tags: ['cms'],
        summary: '优惠活动页内容（横幅、简介、主题名称）',
        querystring: hotelContentQuery,
        response: { 200: saleListContentResponse, ...refusals(404) },
      },
    },
    async (request, reply) =>
      replyFromCache(reply, 'content', readKey('salelist', request.query.HotelCode), async () =>
        ok(await saleListContentFor(app.db, request.query.HotelCode)),
      ),
  );

  app.get(
    '/siteinfo.aspx',
    {
      schema: {
        tags: ['cms'],
        summary: '站点信息（品牌、热线、邮箱、备案号、版权、地图瓦片）',
        response: { 200: siteInfoResponse },
      },
    },
    async (request) => ok(siteInfoFrom(app.config, publicBaseUrlOf(app.config, request))),
  );

  app.get(
    '/membership.aspx',
    {
      schema: {
        tags: ['cms'],
        summary: '会员规则',
        response: { 200: richContentResponse, ...refusals(404) },
      },
    },
    async (_request, reply) =>
      replyFromCache(reply, 'content', readKey('membership'), async () => ok(await membershipPage(app.db))),
  );
};
