import type { SiteUnderTest } from './site.ts';

export interface RawPage {
  status: number;
  html: string;
  /** The page's text as a crawler reads it: the HTML without tags, scripts or styles. */
  text: string;
  title: string;
  description: string;
  /** '' when the page names no canonical address. */
  canonical: string;
  jsonLd: { '@type': string; [key: string]: unknown }[];
}

/** Reads a page of the site as a crawler that runs no script gets it. */
export function crawler(site: SiteUnderTest): (path: string) => Promise<RawPage> {
  return async (path) => {
    const response = await fetch(`${site.baseUrl}${path}`, { redirect: 'manual' });
    const html = await response.text();
    const attribute = (pattern: RegExp) => decode(pattern.exec(html)?.[1] ?? '');
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? '{}'),
    );
    const body = html
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<style[\s\S]*?<\/style>/g, ' ')
      .replace(/<[^>]+>/g, ' ');
    return {
      status: response.status,
      html,
      text: decode(body).replace(/\s+/g, ' '),
      title: attribute(/<title>([^<]*)<\/title>/),
      description: attribute(/<meta name="description" content="([^"]*)"/),
      canonical: attribute(/<link rel="canonical" href="([^"]*)"/),
      jsonLd,
    };
  };
}

function decode(text: string): string {
  return text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
}
