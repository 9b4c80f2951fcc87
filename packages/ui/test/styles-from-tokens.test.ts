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
/**
 * Sheets still global, to become modules like the others (issue 27 continues); the list only
 * shrinks: a new sheet is a module.
 */
const NOT_YET_MODULES = new Set([
  'apps/web/src/features/booking/booking.css',
  'apps/web/src/features/booking/order-page.css',
  'apps/web/src/features/content/content.css',
  'apps/web/src/features/home/home.css',
  'apps/web/src/features/hotel-site/hotel-site.css',
  'apps/web/src/features/hotels/hotels.css',
  'apps/web/src/features/member/member.css',
  'apps/web/src/features/search/search.css',
]);

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
    const global = sheets.filter(
      (file) => !file.endsWith('.module.css') && !GLOBAL_SHEETS.has(file) && !NOT_YET_MODULES.has(file),
    );
    expect(global).toEqual([]);
    // a sheet that became a module leaves the list
    expect([...NOT_YET_MODULES].filter((file) => !sheets.includes(file))).toEqual([]);
  });
});
