import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { brandStyles, cssModules } from '../../packages/ui/src/vite/brand-styles.ts';

/** In development the API lives on the Fastify server; in production it serves this build itself. */
const API_TARGET = 'http://localhost:8080';
// Uploaded and generated images are served by the server under /media, as on the public site.
const proxied = ['/admin/api', '/media'];

export default defineConfig({
  // The server serves this build under /admin, next to the public site at the root.
  base: '/admin/',
  plugins: [react(), brandStyles()],
  css: { modules: cssModules() },
  server: {
    // Apart from the site's dev server (5173), so both can run at once.
    port: 5174,
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // antd (tables, forms, date pickers, menus) is one ~1.2 MB chunk (390 kB gzipped), cached apart
    // from our code.
    chunkSizeWarningLimit: 1300,
    rolldownOptions: {
      output: {
        // Libraries change less often than our code; separate files keep them cached across releases.
        advancedChunks: {
          groups: [
            { name: 'antd', test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[\w-]+)[\\/]/ },
            // The rich-text editor (tiptap, ProseMirror) is left to the content forms' own lazy chunk.
            {
              name: 'vendor',
              test: /node_modules[\\/](?!@tiptap|prosemirror-|orderedmap|rope-sequence|w3c-keyname|linkifyjs)/,
            },
          ],
        },
      },
    },
  },
});
