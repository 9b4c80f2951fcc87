import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonForScript } from '../src/html.ts';

describe('text and JSON written into HTML', () => {
  it('escapes the five special characters of HTML text and attributes', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    );
  });

  it('keeps JSON in a script element from closing it, and reads back the same', () => {
    const data = { title: '</script><script>alert(1)</script>', line: 'a\u2028b' };
    const written = jsonForScript(data);
    expect(written).not.toContain('</script');
    expect(written).not.toContain('\u2028');
    expect(JSON.parse(written)).toEqual(data);
  });
});
