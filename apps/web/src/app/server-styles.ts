/**
 * antd's styles sent with a page the server rendered (entry-server.tsx), cut to what can touch its
 * first paint. extractStyle also gives the styles of components that drew nothing yet (a closed
 * Popover, a Drawer, the click wave), the token variables of the root ConfigProvider, whose class
 * no element carries (the frame has its own: features/shell/site-layout.tsx), and all ~380 token
 * variables where a page reads under half. Nothing is lost: when the browser hydrates, antd makes
 * a style the page lacks itself (its cache-path map names it, the page has not got it) and writes
 * every token variable again, as for a page it renders alone.
 */

/** One `<style>` element of extractStyle's output: its attributes and its CSS. */
const STYLE_ELEMENT = /<style([^>]*)>([\s\S]*?)<\/style>/g;
/** A class in a page's HTML as React writes it. */
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const KEYFRAMES = /^@(?:-[a-z]+-)?keyframes\s+([^\s{]+)/;
const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;
/** A style of CSS variables only: one rule, no nested block. */
const VARIABLES_RULE = /^\s*([^{}]+)\{([^{}]*)\}\s*$/;

/** The CSS variables `text` reads (`var(--name…)`). */
export function cssVariablesIn(text: string): Set<string> {
  return new Set([...text.matchAll(VAR_REFERENCE)].map(([, name = '']) => name));
}

/**
 * The styles of `styles` (extractStyle's `<style>` elements) that can apply to something in
 * `html`, their CSS variables cut to those read by them, by `html` or by `readElsewhere` (the
 * site's own style sheets).
 */
export function stylesUsedBy(
  styles: string,
  html: string,
  readElsewhere: ReadonlySet<string> = new Set(),
): string {
  const classes = new Set<string>();
  for (const [, names = ''] of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of names.split(/\s+/)) if (name) classes.add(name);
  }
  const elements = [...styles.matchAll(STYLE_ELEMENT)].map(([element, attributes = '', css = '']) => ({
    element,
    attributes,
    css,
    keyframes: KEYFRAMES.exec(css.trim())?.[1],
    // Only token styles: antd in the browser writes them again, whereas it takes a component's
    // style as the page has it.
    variables: attributes.includes('data-token-hash') ? variablesOf(css) : undefined,
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

  const read = new Set([...readElsewhere, ...cssVariablesIn(html)]);
  for (const { css, variables } of kept)
    if (!variables) for (const name of cssVariablesIn(css)) read.add(name);
  // A variable kept keeps those its value reads.
  const defined = new Map<string, string>();
  for (const { variables } of kept)
    for (const [name, value] of variables?.declarations ?? []) defined.set(name, value);
  const pending = [...read];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    for (const next of cssVariablesIn(defined.get(name) ?? '')) {
      if (!read.has(next)) {
        read.add(next);
        pending.push(next);
      }
    }
  }

  let index = 0;
  return styles.replace(STYLE_ELEMENT, (element) => {
    const style = elements[index];
    index += 1;
    if (!style) return element;
    if (!kept.has(style)) return '';
    if (!style.variables) return element;
    const { selector, declarations } = style.variables;
    const used = declarations.filter(([name]) => read.has(name)).map(([name, value]) => `${name}:${value};`);
    return used.length > 0 ? `<style${style.attributes}>${selector}{${used.join('')}}</style>` : '';
  });
}

/** The declarations of a style that only sets CSS variables, else undefined. */
function variablesOf(css: string): { selector: string; declarations: [string, string][] } | undefined {
  const rule = VARIABLES_RULE.exec(css);
  if (!rule) return undefined;
  const [, selector = '', body = ''] = rule;
  const declarations: [string, string][] = [];
  for (const declaration of splitTopLevel(body, ';')) {
    if (!declaration.trim()) continue;
    const colon = declaration.indexOf(':');
    const name = declaration.slice(0, colon).trim();
    if (colon < 0 || !name.startsWith('--')) return undefined;
    declarations.push([name, declaration.slice(colon + 1)]);
  }
  return { selector: selector.trim(), declarations };
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
function splitTopLevel(text: string, separator: ',' | ';'): string[] {
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
