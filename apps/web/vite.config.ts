import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** In development the API lives on the Fastify server; in production it serves this build itself. */
const API_TARGET = 'http://localhost:8080';
const proxied = ['/crsapi', '/cms', '/media', '/dev', '/api-docs', '/openapi.json'];

/**
 * Where antd's overlay and radio code imports rc-form for one piece only, the module defining
 * that piece. rc-form's index assigns its parts onto its default export, so importing anything
 * from it keeps the whole form library and its validator (about 40 kB) on every page with a
 * Popover, Select, DatePicker or Radio, forms or not.
 */
const RC_FORM_PIECES: Record<string, string> = {
  // FormProvider, for ContextIsolator (every overlay isolates itself from forms).
  '/antd/es/form/context.js': "export { FormProvider } from '@rc-component/form/es/FormContext';",
  // rc-form's useForm hook, beside the name helper Radio.Group takes from this module.
  '/antd/es/form/hooks/useForm.js':
    "export { default as useForm } from '@rc-component/form/es/hooks/useForm';",
};
const PIECE_PREFIX = '\0rc-form-piece:';

function rcFormPiecesOnly(): Plugin {
  return {
    name: 'rc-form-pieces-only',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '@rc-component/form' || !importer) return null;
      const normalised = importer.replaceAll('\\', '/');
      const end = Object.keys(RC_FORM_PIECES).find((suffix) => normalised.endsWith(suffix));
      return end ? `${PIECE_PREFIX}${end}` : null;
    },
    load(id) {
      return id.startsWith(PIECE_PREFIX) ? RC_FORM_PIECES[id.slice(PIECE_PREFIX.length)] : null;
    },
  };
}

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [react(), rcFormPiecesOnly()],
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
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][\w-]+)[\\/]/,
            },
          ],
        },
      },
    },
  },
}));
