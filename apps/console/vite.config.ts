import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const server = 'http://127.0.0.1:8080';
const proxied = ['/simplifi', '/tenant-assets', '/healthz', '/docs'];

/**
 * Libraries every route needs go to named vendor chunks, cached across releases. Ant Design is
 * left to Rollup on purpose: each component lands in the chunk of the pages that use it, so the
 * login route does not download the menu, selects or descriptions of the signed-in screens.
 */
const VENDORS: [RegExp, string][] = [
  [/node_modules\/(react|react-dom|scheduler)\//, 'react'],
  [/node_modules\/react-router\//, 'router'],
  [/node_modules\/@tanstack\//, 'query'],
  [/node_modules\/zod\//, 'zod'],
];

/** Imports from one unit (a feature, shared/, app/) to another: `@/` is src/ (tsconfig.json says the same). */
export const consoleAliases = [
  { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
  { find: /^@test\//, replacement: fileURLToPath(new URL('./test/', import.meta.url)) },
];

export default defineConfig({
  plugins: [react()],
  resolve: { alias: consoleAliases },
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: server }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rollupOptions: {
      output: { manualChunks: (id) => VENDORS.find(([pattern]) => pattern.test(id))?.[1] },
    },
  },
});
