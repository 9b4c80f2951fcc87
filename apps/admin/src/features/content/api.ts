import {
  type BannerBody,
  type BannerRow,
  bannerListResponse,
  bannerRowResponse,
  type HotelContentKind,
  hotelContentDetailResponse,
  hotelContentListResponse,
  type NewsBody,
  type NewsRow,
  newsDetailResponse,
  newsListResponse,
  type OfferBody,
  type OfferRow,
  offerDetailResponse,
  offerListResponse,
  type PageBody,
  type PublishBody,
  pageDetailResponse,
  pageListResponse,
  previewResponse,
} from '@hotel/shared/admin/content';
import { ADMIN_MSG } from '@hotel/shared/admin/messages';
import { envelopeBase } from '@hotel/shared/api/envelope';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminApi } from '../../lib/api-client.ts';
import { useChange } from '../../lib/use-change.ts';

/** Every 内容管理 query starts with this key; a change invalidates them all. */
export const CONTENT_KEY = ['content'] as const;

export interface ContentListParams {
  page: number;
  pageSize: number;
  keyword: string;
}

/** The lists of the group's content, one path each, and the row each lists. */
interface GroupRows {
  news: NewsRow;
  offers: OfferRow;
  banners: BannerRow;
}
export type GroupCollection = keyof GroupRows;
export type GroupRow<C extends GroupCollection> = GroupRows[C];

const LIST_RESPONSES: {
  [C in GroupCollection]: z.ZodType<{ data: { rows: GroupRow<C>[]; total: number } }>;
} = {
  news: newsListResponse,
  offers: offerListResponse,
  banners: bannerListResponse,
};

/** A page of one of the group's lists (news, offers, banners), drafts and scheduled items included. */
export const contentListQuery = <C extends GroupCollection>(collection: C, params: ContentListParams) =>
  queryOptions({
    queryKey: [...CONTENT_KEY, collection, params] as const,
    queryFn: async () => {
      const schema = LIST_RESPONSES[collection];
      return (await adminApi.get(`/content/${collection}`, schema, { query: { ...params } })).data;
    },
    placeholderData: (previous) => previous,
  });

export const newsDetailQuery = (id: number) =>
  queryOptions({
    queryKey: [...CONTENT_KEY, 'news', 'detail', id] as const,
    queryFn: async () => (await adminApi.get(`/content/news/${id}`, newsDetailResponse)).data,
  });

export const offerDetailQuery = (id: number) =>
  queryOptions({
    queryKey: [...CONTENT_KEY, 'offers', 'detail', id] as const,
    queryFn: async () => (await adminApi.get(`/content/offers/${id}`, offerDetailResponse)).data,
  });

export const pageListQuery = () =>
  queryOptions({
    queryKey: [...CONTENT_KEY, 'pages'] as const,
    queryFn: async () => (await adminApi.get('/content/pages', pageListResponse)).data,
  });

export const pageDetailQuery = (key: string) =>
  queryOptions({
    queryKey: [...CONTENT_KEY, 'pages', 'detail', key] as const,
    queryFn: async () =>
      (await adminApi.get(`/content/pages/${encodeURIComponent(key)}`, pageDetailResponse)).data,
  });

export const hotelContentListQuery = (hotelCode: string) =>
  queryOptions({
    queryKey: [...CONTENT_KEY, 'hotels', hotelCode] as const,
    queryFn: async () =>
      (await adminApi.get(`/content/hotels/${encodeURIComponent(hotelCode)}`, hotelContentListResponse)).data,
  });

export const hotelContentDetailQuery = (hotelCode: string, kind: HotelContentKind) =>
  queryOptions({
    queryKey: [...CONTENT_KEY, 'hotels', hotelCode, kind] as const,
    queryFn: async () =>
      (
        await adminApi.get(
          `/content/hotels/${encodeURIComponent(hotelCode)}/${kind}`,
          hotelContentDetailResponse,
        )
      ).data,
  });

export const saveNews = async (id: number | undefined, body: NewsBody) =>
  (id
    ? await adminApi.put(`/content/news/${id}`, newsDetailResponse, body)
    : await adminApi.post('/content/news', newsDetailResponse, body)
  ).data;

export const saveOffer = async (id: number | undefined, body: OfferBody) =>
  (id
    ? await adminApi.put(`/content/offers/${id}`, offerDetailResponse, body)
    : await adminApi.post('/content/offers', offerDetailResponse, body)
  ).data;

export const saveBanner = async (id: number | undefined, body: BannerBody) =>
  (id
    ? await adminApi.put(`/content/banners/${id}`, bannerRowResponse, body)
    : await adminApi.post('/content/banners', bannerRowResponse, body)
  ).data;

export const savePage = async (key: string, body: PageBody) =>
  (await adminApi.put(`/content/pages/${encodeURIComponent(key)}`, pageDetailResponse, body)).data;

export const saveHotelContent = async (
  hotelCode: string,
  kind: HotelContentKind,
  data: Record<string, unknown>,
) =>
  (
    await adminApi.put(
      `/content/hotels/${encodeURIComponent(hotelCode)}/${kind}`,
      hotelContentDetailResponse,
      { data },
    )
  ).data;

/** Where an item's publish and unpublish calls live: `/content/news/7`, `/content/hotels/HJ000101/home` … */
export async function publishAt(itemPath: string, body: PublishBody): Promise<string> {
  return (await adminApi.post(`/content/${itemPath}/publish`, envelopeBase, body)).message;
}

export async function unpublish(itemPath: string): Promise<string> {
  return (await adminApi.post(`/content/${itemPath}/unpublish`, envelopeBase, {})).message;
}

/** The HTML after the server's sanitiser: what the public site will show. */
export async function previewHtml(html: string): Promise<string> {
  return (await adminApi.post('/content/preview', previewResponse, { html })).data.html;
}

/** Saving a form of 内容管理 (a banner, a piece of news, an offer, a page, a hotel's page): 已保存. */
export function useContentSave<V>(save: (values: V) => Promise<unknown>) {
  return useChange(save, { said: () => ADMIN_MSG.saved, refresh: [CONTENT_KEY] });
}

/** Publishing or withdrawing an item: the server says what happened and when. */
export function useContentPublishing<V>(change: (values: V) => Promise<string>) {
  return useChange(change, { said: (message) => message, refresh: [CONTENT_KEY] });
}
