import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The front ends' styles are built from the theme (docs/decisions.md, "The front ends' styles"):
 * colours are the palette's or antd's tokens, breakpoints are the custom media of
 * @hotel/shared/brand, and a component's styles are a CSS module beside it.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const SOURCES = ['apps/web/src', 'apps/admin/src'];
/** The themes themselves name the palette's colours for antd. */
const THEMES = new Set(['apps/web/src/app/theme.ts', 'apps/admin/src/app/theme.ts']);
/** Each app's one global sheet: the reset and the base typography. */
const GLOBAL_SHEETS = new Set(['apps/web/src/app/global.css', 'apps/admin/src/app/global.css']);
function filesUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
}

const files = SOURCES.flatMap(filesUnder);
const sheets = files.filter((file) => file.endsWith('.css'));
const code = files.filter((file) => /\.tsx?$/.test(file) && !THEMES.has(file));
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
/** The text without its comments, which may name a colour or a width to explain one. */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '');

/** lodash's camelCase, as Vite's CSS modules name a class for code (`hotel-card__name` → `hotelCardName`). */
const camelCase = (name: string) =>
  (name.match(/[A-Z]?[a-z]+|[A-Z]+|\d+/g) ?? [])
    .map((word, index) =>
      index === 0 ? word.toLowerCase() : word[0]?.toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join('');

/** The keys a CSS module gives its classes (the classes inside `:global()` are not its own). */
function moduleClasses(sheet: string): Set<string> {
  const selectors = withoutComments(read(sheet))
    .replace(/:global\([^)]*\)/g, '')
    .matchAll(/([^{}]+)\{/g);
  const classes = new Set<string>();
  for (const [, selector] of selectors) {
    if (selector?.trim().startsWith('@')) continue;
    for (const [, name] of selector?.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g) ?? [])
      classes.add(camelCase(name as string));
  }
  return classes;
}

/** Each line of `files` where `pattern` matches, as `file:line: text`. */
function findings(list: string[], pattern: RegExp, prepare: (text: string) => string = (t) => t) {
  return list.flatMap((file) =>
    prepare(read(file))
      .split('\n')
      .flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
  );
}

describe('styles from tokens', () => {
  it('finds the style sheets and the code it checks', () => {
    expect(sheets.length).toBeGreaterThan(10);
    expect(code.length).toBeGreaterThan(100);
  });

  it('names no colour in a style sheet: only the palette’s and antd’s variables', () => {
    const literal = /#[0-9a-f]{3,8}\b|\b(rgba?|hsla?)\(\s*\d|:\s*(white|black)\s*[;!]/i;
    expect(findings(sheets, literal, withoutComments)).toEqual([]);
  });

  it('names no colour in a component: the theme holds them', () => {
    const literal = /['"`]#[0-9a-f]{3,8}['"`]|\b(rgba?|hsla?)\(\s*\d/i;
    expect(findings(code, literal)).toEqual([]);
  });

  it('breaks layouts only at the named breakpoints', () => {
    const widths = /@media[^{]*\b(min|max)-width|@media[^{]*\bwidth\s*[<>]/;
    expect(findings(sheets, widths, withoutComments)).toEqual([]);
  });

  it('keeps a component’s styles in a CSS module beside it, and one global sheet per app', () => {
    const global = sheets.filter((file) => !file.endsWith('.module.css') && !GLOBAL_SHEETS.has(file));
    expect(global).toEqual([]);
  });

  it('names only classes its CSS modules have, and each module’s class is used', () => {
    const unknown: string[] = [];
    const used = new Map<string, Set<string>>();
    for (const file of code) {
      const text = read(file);
      for (const [, name, specifier] of text.matchAll(/^import (\w+) from '(\.[^']*\.module\.css)';$/gm)) {
        const sheet = path.join(path.dirname(file), specifier as string);
        const classes = moduleClasses(sheet);
        const seen = used.get(sheet) ?? used.set(sheet, new Set()).get(sheet);
        // a class picked by name (site-icon's styles[name]) counts them all as used
        if (new RegExp(`\\b${name}\\[`).test(text)) for (const key of classes) seen?.add(key);
        for (const [, key] of text.matchAll(new RegExp(`\\b${name}\\.(\\w+)`, 'g'))) {
          seen?.add(key as string);
          if (!classes.has(key as string)) unknown.push(`${file}: ${name}.${key}`);
        }
      }
    }
    expect(unknown).toEqual([]);
    const unused = [...used].flatMap(([sheet, seen]) =>
      [...moduleClasses(sheet)].filter((key) => !seen.has(key)).map((key) => `${sheet}: .${key}`),
    );
    expect(unused).toEqual([]);
  });
});
