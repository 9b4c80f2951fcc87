import path from 'node:path';
import type { CSSModulesOptions, Plugin } from 'vite';
// A relative import: Vite loads its config with Node, which strips no types inside node_modules.
import { brandCssVariables, resolveCustomMedia } from '../../../shared/src/brand.ts';

const VIRTUAL_ID = 'virtual:brand-colours.css';

/**
 * The group's palette and breakpoints in the front ends' style sheets (@hotel/shared/brand):
 * `import 'virtual:brand-colours.css'` is the palette as :root variables (--wine, --wine-rgb …),
 * and every style sheet's `@media (--phone)` is the breakpoint's query.
 */
export function brandStyles(): Plugin {
  const resolved = `\0${VIRTUAL_ID}`;
  return {
    name: 'brand-styles',
    enforce: 'pre',
    resolveId: (source) => (source === VIRTUAL_ID ? resolved : null),
    load: (id) => (id === resolved ? brandCssVariables() : null),
    transform(code, id) {
      if (id.startsWith('\0') || !/\.css(\?|$)/.test(id)) return null;
      return { code: resolveCustomMedia(code, id), map: null };
    },
  };
}

const MODULE_SUFFIX = '.module.css';

/**
 * CSS modules whose class names say where they come from: `.card__name` of `hotel-card.module.css`
 * is `hotel-card_card__name` in the page, the same in the browser's and the server's bundle.
 * Modules' file names are unique in an app, so two modules never share a class; a second module
 * of the same name is an error at build time.
 */
export function cssModules(): CSSModulesOptions {
  const fileOfName = new Map<string, string>();
  return {
    localsConvention: 'camelCaseOnly',
    generateScopedName(local, filename) {
      const file = filename.split('?')[0] ?? filename;
      const name = path.basename(file, MODULE_SUFFIX);
      const known = fileOfName.get(name);
      if (known === undefined) fileOfName.set(name, file);
      else if (known !== file) throw new Error(`two CSS modules are named ${name}: ${known} and ${file}`);
      return `${name}_${local}`;
    },
  };
}
