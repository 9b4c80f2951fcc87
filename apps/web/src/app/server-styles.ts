import hash from '@emotion/hash';

/**
 * antd's styles sent with a page the server rendered (entry-server.tsx), cut to what can touch its
 * first paint: extractStyle also gives the styles of components that drew nothing yet (a closed
 * Popover, a Drawer, the click wave); antd makes those in the browser when they are first drawn.
 * What is sent is what antd in the browser would write, under the ids it looks for, so hydrating
 * writes no style that the page has: a style written then makes the browser restyle the page.
 */

/** One `<style>` element of extractStyle's output: its attributes and its CSS. */
const STYLE_ELEMENT = /<style([^>]*)>([\s\S]*?)<\/style>/g;
/** A class in a page's HTML as React writes it. */
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const KEYFRAMES = /^@(?:-[a-z]+-)?keyframes\s+([^\s{]+)/;
const TOKEN_KEY = /\sdata-token-hash="([^"]+)"/;
const STYLE_ID = /\sdata-css-hash="[^"]*"/;
const STYLE_ID_VALUE = /\sdata-css-hash="([^"]*)"/;
/**
 * A declaration antd computed as NaN: with CSS variables a token is `var(--…)`, and arithmetic on
 * it gives `NaNpx` (antd 6.6's Image: `borderRadiusXS / 2`). Browsers drop it anyway; left out, the
 * page's HTML is valid.
 */
const NAN_DECLARATION = /(?<=[{;])[a-z-]+:[^;{}]*\bNaN(?:px)?\b[^;{}]*;?/g;

/** The styles of `styles` (extractStyle's `<style>` elements) that can apply to something in `html`. */
export function stylesUsedBy(styles: string, html: string): string {
  const classes = new Set<string>();
  for (const [, names = ''] of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of names.split(/\s+/)) if (name) classes.add(name);
  }
  const elements = [...styles.matchAll(STYLE_ELEMENT)].map(([element, attributes = '', css = '']) => ({
    element,
    attributes,
    css,
    keyframes: KEYFRAMES.exec(css.trim())?.[1],
  }));
  const kept = new Set(
    elements.filter(
      ({ attributes, css, keyframes }) =>
        // The map of styles already on the page, which antd in the browser reads first.
        attributes.includes('data-ant-cssinjs-cache-path') ||
        (!keyframes && selectorsOf(css).some((selector) => mayMatch(selector, classes))),
    ),
  );
  // An animation is kept while a kept style names it.
  const keptCss = [...kept].map(({ css }) => css).join('\n');
  for (const element of elements) {
    if (element.keyframes && namesAnimation(keptCss, element.keyframes)) kept.add(element);
  }
  const sentIds = new Set(
    [...kept].map(({ attributes }) => STYLE_ID_VALUE.exec(attributes)?.[1]).filter((id) => id !== undefined),
  );
  return elements
    .filter((element) => kept.has(element))
    .map(({ element, attributes, css }) => {
      if (attributes.includes('data-ant-cssinjs-cache-path')) return cachePathsOf(element, sentIds);
      const key = TOKEN_KEY.exec(attributes)?.[1];
      return key && css.startsWith(`.${key}{`)
        ? themeTokenStyle(attributes, css, key)
        : element.replace(NAN_DECLARATION, '');
    })
    .join('');
}

/**
 * The map of styles on the page, naming only those sent: a style the render made and did not send
 * (a loading state an earlier render pass drew, a closed Popover) is made by antd in the browser
 * when it is drawn, as it is for a path the map does not name. So the map, like the styles, depends
 * only on the page's final HTML, and a page rendered again the same is sent the same.
 */
function cachePathsOf(element: string, sentIds: ReadonlySet<string>): string {
  return element.replace(/content:"([^"]*)"/, (_whole, paths: string) => {
    const named = paths.split(';').filter((entry) => sentIds.has(entry.slice(entry.lastIndexOf(':') + 1)));
    return `content:"${named.join(';')}"`;
  });
}

/**
 * The theme's token variables under the id antd in the browser looks them up by. @ant-design/cssinjs
 * 2.1 extracts them under the token's hash but looks for `hash('css-var-' + key)`, so it wrote the
 * ~12 kB of variables again beside the server's and the browser restyled the whole page.
 */
function themeTokenStyle(attributes: string, css: string, key: string): string {
  return `<style${attributes.replace(STYLE_ID, ` data-css-hash="${hash(`css-var-${key}`)}"`)}>${css}</style>`;
}

/** The selector lists of a style sheet's rules, at-rules' own preludes and keyframes left out. */
export function selectorsOf(css: string): string[] {
  const selectors: string[] = [];
  let start = 0;
  let depth = 0;
  /** The depth a `@keyframes` block opened at, whose `from`/`50%` are not selectors. */
  let keyframesDepth = -1;
  for (let i = 0; i < css.length; i += 1) {
    const char = css[i];
    if (char === '"' || char === "'") {
      i = endOfString(css, i);
    } else if (char === '{') {
      const prelude = css.slice(start, i).trim();
      if (keyframesDepth < 0) {
        if (KEYFRAMES.test(prelude)) keyframesDepth = depth;
        else if (!prelude.startsWith('@')) selectors.push(prelude);
      }
      depth += 1;
      start = i + 1;
    } else if (char === '}') {
      depth -= 1;
      if (depth === keyframesDepth) keyframesDepth = -1;
      start = i + 1;
    } else if (char === ';') {
      start = i + 1;
    }
  }
  return selectors;
}

/**
 * Whether some selector of a list could match an element of a page with these classes: each class
 * it requires is on some element. Only what a selector surely requires counts (not what it names
 * inside `:not()`, `:is()`, `:where()` or an attribute), so a doubt keeps the style.
 */
export function mayMatch(selectorList: string, classes: ReadonlySet<string>): boolean {
  return splitTopLevel(selectorList, ',').some((selector) =>
    requiredClasses(selector).every((name) => classes.has(name)),
  );
}

function requiredClasses(selector: string): string[] {
  let plain = '';
  let nesting = 0;
  for (let i = 0; i < selector.length; i += 1) {
    const char = selector[i];
    if (char === '"' || char === "'") {
      i = endOfString(selector, i);
    } else if (char === '(' || char === '[') {
      nesting += 1;
    } else if (char === ')' || char === ']') {
      nesting -= 1;
      plain += ' ';
    } else if (nesting === 0) {
      plain += char;
    }
  }
  // An escaped name (`.a\:b`) is not required: its spelling in HTML differs.
  return [...plain.matchAll(/\.((?:\\.|[\w-])+)/g)]
    .map(([, name = '']) => name)
    .filter((name) => !name.includes('\\'));
}

/** `text` cut at each `separator` outside strings, brackets and parentheses. */
function splitTopLevel(text: string, separator: ','): string[] {
  const parts: string[] = [];
  let nesting = 0;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '"' || char === "'") i = endOfString(text, i);
    else if (char === '(' || char === '[') nesting += 1;
    else if (char === ')' || char === ']') nesting -= 1;
    else if (char === separator && nesting === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** The index of the quote closing the string that opens at `open`. */
function endOfString(text: string, open: number): number {
  const quote = text[open];
  for (let i = open + 1; i < text.length; i += 1) {
    if (text[i] === '\\') i += 1;
    else if (text[i] === quote) return i;
  }
  return text.length;
}

function namesAnimation(css: string, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?:^|[^\\w-])${escaped}(?![\\w-])`).test(css);
}
