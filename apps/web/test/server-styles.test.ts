import hash from '@emotion/hash';
import { describe, expect, it } from 'vitest';
import { mayMatch, selectorsOf, stylesUsedBy } from '../src/app/server-styles.ts';

/** A style element as extractStyle writes one. */
function style(css: string, attributes: Record<string, string> = {}): string {
  const attrs = Object.entries({ 'data-rc-order': 'prependQueue', ...attributes })
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');
  return `<style${attrs}>${css}</style>`;
}

/** The map of the styles extracted (a button's and a popover's), and of those sent (the button's). */
const cachePaths = (content: string) =>
  style(`.data-ant-cssinjs-cache-path{content:"${content}";}`, {
    'data-ant-cssinjs-cache-path': 'data-ant-cssinjs-cache-path',
  });
const MAP = cachePaths('css-x|Button-Button|ant-btn:b1;css-x|Popover-Popover|ant-popover:p1');
const SENT_MAP = cachePaths('css-x|Button-Button|ant-btn:b1');
const BUTTON = style(
  ':where(.css-x).ant-btn{color:red;}:where(.css-x).ant-btn:not(.ant-btn-disabled):hover{color:blue;}',
  {
    'data-css-hash': 'b1',
  },
);
const POPOVER = style(
  ':where(.css-x).ant-popover{position:absolute;}@media (max-width:575px){:where(.css-x).ant-popover{left:0;}}',
  {
    'data-css-hash': 'p1',
  },
);
const HTML =
  '<div class="site site-tokens"><button class="ant-btn ant-btn-loading css-x site-tokens">查询</button></div>';

describe('antd styles sent with a server-rendered page', () => {
  it('leaves out the style of a component the page has no element of, and its place in the map of styles', () => {
    const sent = stylesUsedBy(MAP + BUTTON + POPOVER, HTML);
    expect(sent).toBe(SENT_MAP + BUTTON);
  });

  it('keeps a style that needs a class only inside :not(), :where() or an attribute, or none at all', () => {
    const shared = style('a:where(.css-y){color:inherit;}', { 'data-css-hash': 's1' });
    const attribute = style('[class^="ant-tabs"]{box-sizing:border-box;}', { 'data-css-hash': 's2' });
    const negated = style('.site :not(.ant-popover){margin:0;}', { 'data-css-hash': 's3' });
    expect(stylesUsedBy(shared + attribute + negated, HTML)).toBe(shared + attribute + negated);
  });

  it('keeps an animation a kept style names and leaves out the popover’s', () => {
    const spin = style('@keyframes css-x-loadingCircle{100%{transform:rotate(360deg);}}', {
      'data-css-hash': '_effect-css-x-loadingCircle',
    });
    const zoom = style('@keyframes css-x-antZoomBigIn{0%{opacity:0;}}', {
      'data-css-hash': '_effect-css-x-antZoomBigIn',
    });
    const spinning = style(':where(.css-x).ant-btn-loading{animation-name:css-x-loadingCircle;}', {
      'data-css-hash': 'b2',
    });
    expect(stylesUsedBy(spinning + spin + POPOVER + zoom, HTML)).toBe(spinning + spin);
  });

  it("sends the theme's token variables whole, under the id antd in the browser looks them up by", () => {
    const variables =
      '.site-tokens{--ant-color-primary:#7a1f2b;--ant-color-link:var(--ant-color-primary);--ant-blue-1:#e6f4ff;}';
    const tokens = style(variables, { 'data-token-hash': 'site-tokens', 'data-css-hash': 'token-key' });
    expect(stylesUsedBy(BUTTON + tokens, HTML)).toBe(
      BUTTON +
        style(variables, { 'data-token-hash': 'site-tokens', 'data-css-hash': hash('css-var-site-tokens') }),
    );
  });

  it('leaves out a token style whose class no element carries', () => {
    const root = style('.css-var-r0{--ant-color-primary:#7a1f2b;}', { 'data-token-hash': 'css-var-r0' });
    const popover = style('.site-tokens.ant-popover{--ant-popover-title-min-width:177px;}', {
      'data-token-hash': 'site-tokens',
    });
    expect(stylesUsedBy(BUTTON + root + popover, HTML)).toBe(BUTTON);
  });

  it('leaves out a declaration antd computed as NaN from a CSS variable, and keeps the rest of the rule', () => {
    const rail = (radius: string) =>
      style(`:where(.css-x).ant-btn::before{height:100%;${radius}transition:width 0.2s ease;}`, {
        'data-css-hash': 'r1',
      });
    expect(stylesUsedBy(rail('border-radius:NaNpx;'), HTML)).toBe(rail(''));
  });

  it('sends a component token style as it is, which antd in the browser takes as the page has it', () => {
    const variables = style('.site-tokens.ant-btn{--ant-btn-unread:1px;}', { 'data-css-hash': 'c1' });
    expect(stylesUsedBy(variables, HTML)).toBe(variables);
  });
});

describe('reading CSS', () => {
  it('finds the selectors of rules, in media queries too, but not keyframe steps or strings', () => {
    const css =
      '.a{content:"{";}@media (min-width:768px){.b .c,.d{color:red;}}@keyframes k{from{opacity:0;}50%{opacity:1;}}.e::after{content:"}";}';
    expect(selectorsOf(css)).toEqual(['.a', '.b .c,.d', '.e::after']);
  });

  it('matches a selector list when one of its selectors has all its classes on the page', () => {
    const classes = new Set(['ant-btn', 'css-x']);
    expect(mayMatch(':where(.css-x).ant-popover,:where(.css-x).ant-btn', classes)).toBe(true);
    expect(mayMatch(':where(.css-x).ant-btn.ant-btn-loading', classes)).toBe(false);
    expect(mayMatch('.ant-btn[href$=".pdf"]', classes)).toBe(true);
  });
});
