import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** In development the API lives on the Fastify server; in production it serves this build itself. */
const API_TARGET = 'http://localhost:8080';
const proxied = ['/crsapi', '/cms', '/media', '/dev', '/api-docs', '/openapi.json'];

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // antd is one ~800 kB chunk on its own (260 kB gzipped), cached apart from our code.
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        // Libraries change less often than our code; separate files keep them cached across releases.
        advancedChunks: {
          groups: [
            { name: 'antd', test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[\w-]+)[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
});
