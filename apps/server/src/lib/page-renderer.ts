import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { READ_SCOPE_HEADER, RENDER_REQUEST_HEADERS } from '../plugins/read-cache.ts';
import type { ReadScope } from './read-cache.ts';
import { startingAfterLoad } from './site-start.ts';

/** What the public site's server bundle (apps/web/src/entry-server.tsx) answers for an address. */
type RenderResult =
  | { kind: 'browser-only' }
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      head: string;
      html: string;
      state: string;
      stateContent: string;
      complete: boolean;
    };

interface RenderRequest {
  url: string;
  userAgent: string | undefined;
  fetchApi: (url: string, init: RequestInit) => Promise<Response>;
}

interface ServerBundle {
  renderPage(request: RenderRequest): Promise<RenderResult>;
  /** The width a page is rendered for, from the User-Agent: a phone's or a desktop's. */
  viewportWidthFor(userAgent: string | undefined): number;
}

/**
 * What the page route sends: a page of HTML (its ETag says what it shows, whenever it was
 * rendered), or a redirect.
 */
export type PageAnswer = (
  | { kind: 'html'; status: number; body: Buffer; etag?: string }
  | { kind: 'redirect'; status: number; location: string }
) & {
  /** The stays whose prices and rooms the page shows (its availability answers' scopes). */
  scopes?: readonly ReadScope[];
};

/**
 * Rendered pages kept: every public page at both widths with room to spare, ~130 kB each before
 * compression (the compressed copies, kept beside them, are a fifth of that).
 */
const PAGE_CACHE_LIMITS = { maxEntries: 1_000, maxBytes: 64 * 1024 * 1024 };

/**
 * A page not to keep: the shell of a render that failed, or a page drawn loading where a query
 * failed (the browser asks again); it is sent, and the next request renders anew.
 */
class NotToKeep extends Error {
  constructor(readonly page: PageAnswer) {
    super('page not kept');
  }
}

/** index.html's marks where the server puts the page's head, its HTML and its state. */
const HEAD_REGION = /<!--page-head-->[\s\S]*?<!--\/page-head-->/;
const HTML_MARK = '<!--page-html-->';
const STATE_MARK = '<!--page-state-->';

/**
 * Renders the public pages on the server with the site's own bundle, built beside its assets in
 * `<dist>-ssr` (`npm run build`). Without that bundle, or when a render fails, a page is the bare
 * shell the browser renders alone, as before server rendering: a guest always gets the site.
 */
export function createPageRenderer(app: FastifyInstance, distDir: string) {
  const indexHtml = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const shell = indexHtml
    .replace(HEAD_REGION, (region) =>
      region.slice('<!--page-head-->'.length, -'<!--/page-head-->'.length).trim(),
    )
    .replace(HTML_MARK, '')
    .replace(STATE_MARK, '');
  // A page the browser renders alone needs its code at once; a rendered one is shown first.
  const template = startingAfterLoad(indexHtml);
  const bundlePath = path.join(`${distDir}-ssr`, 'entry-server.js');
  // Loaded in the background: a few MB of code, which must not hold up the server's start.
  const bundleLoading = loadBundle(app, bundlePath);

  /** The scopes of the availability answers the page being rendered read (one list per render). */
  const readScopes = new AsyncLocalStorage<ReadScope[]>();

  /** The site's own API, called in-process: no network hop, same validation, cache and answers. */
  const fetchApi = async (url: string, init: RequestInit): Promise<Response> => {
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET' | 'POST',
      url,
      headers: { ...Object.fromEntries(new Headers(init.headers).entries()), ...RENDER_REQUEST_HEADERS },
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      if (name === READ_SCOPE_HEADER) readScopes.getStore()?.push(JSON.parse(String(value)) as ReadScope);
      else headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : response.body, { status: response.statusCode, headers });
  };

  const shellPage: PageAnswer = { kind: 'html', status: 200, body: Buffer.from(shell) };

  const renderAnew = async (
    bundle: ServerBundle,
    url: string,
    userAgent: string | undefined,
  ): Promise<PageAnswer> => {
    let result: RenderResult;
    // the render's own calls, and only they, run in this context (each render has its own)
    const scopes: ReadScope[] = [];
    try {
      result = await readScopes.run(scopes, () => bundle.renderPage({ url, userAgent, fetchApi }));
    } catch (error) {
      app.log.error({ err: error, url }, 'server rendering failed; the browser renders the page');
      throw new NotToKeep(shellPage);
    }
    if (result.kind === 'redirect') return { ...result, scopes };
    if (result.kind === 'browser-only') return shellPage;
    const body = template
      .replace(HEAD_REGION, () => result.head)
      .replace(HTML_MARK, () => result.html)
      .replace(STATE_MARK, () => result.state);
    const etag = createHash('sha1')
      .update(`${result.status}\n${result.head}\n${result.html}\n${result.stateContent}`)
      .digest('base64url');
    const page: PageAnswer = {
      kind: 'html',
      status: result.status,
      body: Buffer.from(body),
      etag: `W/"${etag}"`,
      scopes,
    };
    if (!result.complete) throw new NotToKeep(page);
    return page;
  };

  /**
   * Pages rendered for visitors, kept until what they show changes (the read cache's
   * invalidations, on every instance) or the cache's lifetime passes: any change of content, and a
   * change of rooms or prices that touches a stay the page shows. A page is the same for everyone
   * who asks for it at a width: the server renders no member's page (their prices are asked by the
   * browser), so the key is the address and the width.
   */
  const pages = app.readCache.companion<PageAnswer>(PAGE_CACHE_LIMITS, (page) =>
    page.kind === 'html' ? page.body.length : page.location.length,
  );

  return {
    async render(url: string, userAgent: string | undefined): Promise<PageAnswer> {
      const bundle = await bundleLoading;
      if (!bundle) return shellPage;
      const key = JSON.stringify([url, bundle.viewportWidthFor(userAgent)]);
      try {
        return await pages.read(
          ['content', 'availability'],
          key,
          () => renderAnew(bundle, url, userAgent),
          (page) => page.scopes ?? [{}],
        );
      } catch (error) {
        if (error instanceof NotToKeep) return error.page;
        throw error;
      }
    },
    stats: () => pages.stats(),
  };
}

async function loadBundle(app: FastifyInstance, bundlePath: string): Promise<ServerBundle | undefined> {
  if (!existsSync(bundlePath)) {
    app.log.warn({ bundlePath }, 'no server bundle of the public site: its pages render in the browser only');
    return undefined;
  }
  try {
    return (await import(pathToFileURL(bundlePath).href)) as ServerBundle;
  } catch (error) {
    app.log.error({ err: error, bundlePath }, 'the server bundle of the public site does not load');
    return undefined;
  }
}
