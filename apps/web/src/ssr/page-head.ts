import type { QueryClient } from '@tanstack/react-query';
import type { RouteHandle } from '../app/route-handle.ts';
import { DEFAULT_BRAND_NAME } from '../config/site.ts';
import { composeTitle } from '../lib/document-title.ts';
import type { PageHead } from '../lib/page-head.ts';
import { siteInfoQuery } from '../lib/site-info.ts';
import { headTags } from './head-tags.ts';

/** Said of every page that names no description of its own (as index.html says it). */
export const SITE_DESCRIPTION =
  '光影酒店集团官方网站：智能影音主题酒店在线预订、品牌介绍、新闻动态与加盟合作。';

/** Query parameters that make a different page (the room of a room-detail page); others are dropped. */
const CANONICAL_PARAMS = ['index'];

interface PageHeadInput {
  handle: RouteHandle | undefined;
  queryClient: QueryClient;
  /** The address asked for, with the site's public origin. */
  url: URL;
  /** What the rendered pages said (lib/page-head.ts). */
  said: PageHead;
}

/**
 * The head of a server-rendered page: title, description, canonical link, Open Graph and JSON-LD.
 * A not-found page keeps its title and description only: it describes nothing that exists.
 */
export function pageHead({ handle, queryClient, url, said }: PageHeadInput): string {
  const brand = queryClient.getQueryData(siteInfoQuery().queryKey)?.brandName || DEFAULT_BRAND_NAME;
  const absolute = (path: string) => new URL(path, url.origin).href;
  const found = !said.notFound;
  return headTags({
    title: composeTitle(said.title ?? handle?.title, brand),
    description: said.description || SITE_DESCRIPTION,
    canonical: found ? (said.canonical ? absolute(said.canonical) : canonicalOf(url)) : undefined,
    type: said.type ?? 'website',
    image: found && said.image ? absolute(said.image) : undefined,
    siteName: brand,
    jsonLd: found ? (said.jsonLd ?? []).map((data) => withAbsoluteLinks(data, absolute)) : [],
  });
}

function canonicalOf(url: URL): string {
  const canonical = new URL(url.pathname, url.origin);
  for (const name of CANONICAL_PARAMS) {
    const value = url.searchParams.get(name);
    if (value !== null) canonical.searchParams.set(name, value);
  }
  return canonical.href;
}

/** schema.org wants absolute addresses: the pages give site paths for url, logo and image. */
function withAbsoluteLinks(data: object, absolute: (path: string) => string): object {
  const linkKeys = new Set(['url', 'logo', 'image']);
  const walk = (value: unknown, key?: string): unknown => {
    if (typeof value === 'string')
      return key && linkKeys.has(key) && value.startsWith('/') ? absolute(value) : value;
    if (Array.isArray(value)) return value.map((item) => walk(item, key));
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, k)]));
    }
    return value;
  };
  return walk(data) as object;
}
