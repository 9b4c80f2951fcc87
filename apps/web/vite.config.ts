import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { brandStyles, cssModules } from '../../packages/ui/src/vite/brand-styles.ts';

/** In development the API lives on the Fastify server; in production it serves this build itself. */
const API_TARGET = 'http://localhost:8080';
const proxied = ['/crsapi', '/cms', '/media', '/dev', '/api-docs', '/openapi.json'];

/**
 * Imports inside antd that would put code on every page for a feature this site does not use,
 * pointed at a module with just what is used. Keyed by the importing file and the import.
 */
const NARROWED_IMPORTS: { importer: string; source: string; code: string }[] = [
  // rc-form's index assigns its parts onto its default export, so importing anything from it keeps
  // the whole form library and its validator (about 40 kB) on every page with a Popover, Select,
  // DatePicker or Radio, forms or not. FormProvider, for ContextIsolator (every overlay isolates
  // itself from forms):
  {
    importer: '/antd/es/form/context.js',
    source: '@rc-component/form',
    code: "export { FormProvider } from '@rc-component/form/es/FormContext';",
  },
  // rc-form's useForm hook, beside the name helper Radio.Group takes from this module.
  {
    importer: '/antd/es/form/hooks/useForm.js',
    source: '@rc-component/form',
    code: "export { default as useForm } from '@rc-component/form/es/hooks/useForm';",
  },
  // ConfigProvider wraps the page in the tooltip UniqueProvider only with `tooltip.unique`, which
  // the site does not set; the import alone is rc-trigger's popup code (about 7 kB) in the entry.
  {
    importer: '/antd/es/config-provider/index.js',
    source: '../tooltip/UniqueProvider',
    code: 'export default function UniqueProviderUnused({ children }) { return children; }',
  },
  // Pagination's page-size changer is antd's Select (~25 kB with rc-select and its virtual list)
  // for four sizes: a native select in its place (components/page-size-select.tsx).
  {
    importer: '/antd/es/pagination/Pagination.js',
    source: '../select',
    code: `export { default } from ${JSON.stringify(fileURLToPath(new URL('./src/components/page-size-select.tsx', import.meta.url)))};`,
  },
];
const NARROWED_PREFIX = '\0narrowed-import:';

function narrowedImports(): Plugin {
  return {
    name: 'narrowed-imports',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      const normalised = importer.replaceAll('\\', '/');
      const index = NARROWED_IMPORTS.findIndex(
        (entry) => entry.source === source && normalised.endsWith(entry.importer),
      );
      return index === -1 ? null : `${NARROWED_PREFIX}${index}`;
    },
    load(id) {
      return id.startsWith(NARROWED_PREFIX)
        ? NARROWED_IMPORTS[Number(id.slice(NARROWED_PREFIX.length))]?.code
        : null;
    },
  };
}

/**
 * antd and its rc-components fall back to their en_US texts wherever no locale is given, so every
 * page carried the English texts beside the Chinese ones the site sets. The site is Chinese only:
 * each `locale/en_US` module of theirs resolves to the `zh_CN` one beside it (already in the bundle).
 */
function chineseFallbackLocale(): Plugin {
  return {
    name: 'chinese-fallback-locale',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !/en_US(\.js)?$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !/[\\/]node_modules[\\/].*[\\/]locale[\\/]en_US\.js$/.test(resolved.id))
        return resolved;
      const chinese = resolved.id.replace(/en_US\.js$/, 'zh_CN.js');
      return existsSync(chinese) ? { ...resolved, id: chinese } : resolved;
    },
  };
}

/**
 * Our modules the entry imports statically (main.tsx, the shell, lib/, config/, @hotel/*): what
 * every page runs before its own code. Worked out once the module graph is complete (buildEnd),
 * before the chunks are made, for the `first-load` group below. The walk stops at node_modules:
 * a package's index (antd's) names every component, most of them loaded by a page or never; the
 * packages our modules use come along as their dependencies.
 */
function firstLoadModules(): { plugin: Plugin; has: (id: string) => boolean } {
  const ids = new Set<string>();
  const plugin: Plugin = {
    name: 'first-load-modules',
    apply: 'build',
    buildEnd() {
      ids.clear();
      const pending = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (ids.has(id) || /[\\/]node_modules[\\/]/.test(id)) continue;
        ids.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, has: (id) => ids.has(id) };
}

/** Filled by each build of the browser's bundle (buildEnd), read as its chunks are made. */
const firstLoad = firstLoadModules();

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [react(), narrowedImports(), chineseFallbackLocale(), brandStyles(), firstLoad.plugin],
  css: { modules: cssModules() },
  // The server runs the React build of the bundle's mode (production unless built for debugging
  // with --mode development), whatever NODE_ENV the server was started with.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify(mode) } : {},
  // The server bundle (entry-server.tsx) carries its dependencies: the server runs it as one file
  // set, whatever the packages' module formats.
  ssr: { noExternal: true },
  server: {
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // One style sheet for the whole site (~20 kB compressed, cached across pages and releases of
    // unchanged CSS), linked by index.html: a page rendered on the server is styled before any
    // script runs, with one request instead of one per page's code (docs/decisions.md).
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // What every page runs (React, the router, the query cache) changes less often than our
        // code: a file of its own stays cached across releases. antd and the rest are split by
        // the pages that use them, so a page loads only the components it shows.
        // What the entry needs besides the framework (the shell, lib/, antd's core, dayjs) is one
        // file with the entry: left to the bundler it was ~20 small shared files, since the pages'
        // chunks import them too, each compressed on its own (~5 kB more brotli on every first
        // load, by npm run bench:web) and each a modulepreload of its own.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][\w-]+)[\\/]/,
              priority: 2,
            },
            ...(isSsrBuild ? [] : [{ name: 'first-load', test: firstLoad.has, priority: 1 }]),
          ],
        },
      },
    },
  },
}));
