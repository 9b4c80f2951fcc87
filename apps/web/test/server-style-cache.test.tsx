import { extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { Button, Tag } from 'antd';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pageStyleCache } from '../src/app/server-style-cache.ts';

/** One page's render on the server, as entry-server.tsx does it: its HTML and the styles extracted. */
function renderPage(page: React.ReactNode) {
  const cache = pageStyleCache();
  const html = renderToString(<StyleProvider cache={cache}>{page}</StyleProvider>);
  return { html, styles: extractStyle(cache), keys: [...cache.cache.keys()], values: cache.cache };
}

describe('pageStyleCache', () => {
  it('gives a page the styles a fresh cache would, whatever the process rendered before', async () => {
    const withButton = <Button type="primary">预订</Button>;
    const withTag = <Tag color="gold">会员价</Tag>;
    const first = renderPage(withButton);
    expect(first.styles).toContain('.ant-btn');
    // another page with other components, then the first page again: its values now come from what
    // the process computed, its cache holds what it asked for alone
    const other = renderPage(withTag);
    expect(other.styles).toContain('.ant-tag');
    expect(other.styles).not.toContain('.ant-btn-primary');
    const again = renderPage(withButton);
    expect([again.html, again.styles, again.keys]).toEqual([first.html, first.styles, first.keys]);
    expect(again.styles).not.toContain('.ant-tag');
    // not worked out again: the theme's tokens and the button's CSS are the very values of the first
    for (const key of first.keys) expect(again.values.get(key)?.[1]).toBe(first.values.get(key)?.[1]);
    expect(first.keys.some((key) => key.startsWith('token%'))).toBe(true);
  });
});
