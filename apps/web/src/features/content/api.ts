import type { FooterNavName } from '@hotel/shared/constants';
import { queryOptions } from '@tanstack/react-query';
import { cmsApi } from '../../lib/api-client.ts';
import { cmsKeys } from '../../lib/query-keys.ts';

/** Content pages change rarely; ten minutes spares refetching while a guest clicks through tabs. */
const CONTENT_STALE_MS = 10 * 60_000;

/** about.aspx?sid: an About-us tab (its rich text, and the honours or brand tiers where it has them). */
export const aboutContentQuery = (sid: number) =>
  queryOptions({
    queryKey: cmsKeys.about(sid),
    queryFn: async () => (await cmsApi.get('/about.aspx', 'aboutContentResponse', { sid })).data,
    staleTime: CONTENT_STALE_MS,
  });

/** brand.aspx?sid: a Brand-page tab with its gallery. */
export const brandContentQuery = (sid: number) =>
  queryOptions({
    queryKey: cmsKeys.brand(sid),
    queryFn: async () => (await cmsApi.get('/brand.aspx', 'brandContentResponse', { sid })).data,
    staleTime: CONTENT_STALE_MS,
  });

/** footer.aspx?name: a footer information page (hotline and e-mail filled in by the server). */
export const footerPageQuery = (name: FooterNavName) =>
  queryOptions({
    queryKey: cmsKeys.footer(name),
    queryFn: async () => (await cmsApi.get('/footer.aspx', 'richContentResponse', { name })).data,
    staleTime: CONTENT_STALE_MS,
  });

/** joinin.aspx: the franchise page with its banners, claims and co-operation models. */
export const joinInQuery = () =>
  queryOptions({
    queryKey: cmsKeys.joinIn(),
    queryFn: async () => (await cmsApi.get('/joinin.aspx', 'joinInContentResponse')).data,
    staleTime: CONTENT_STALE_MS,
  });
