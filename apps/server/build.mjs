// Builds the server into dist/: one ES module per entry and per lazily loaded part (the product
// metrics renderer stays out of the start-up code), our workspace packages compiled in, every npm
// dependency left to node_modules. `npm start` runs it with plain Node: no TypeScript compiler and
// no source maps held in memory at run time (docs/decisions/0024, idle RSS).
import { cp, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const here = new URL('.', import.meta.url).pathname;
const dist = `${here}dist`;

await rm(dist, { recursive: true, force: true });
await build({
  absWorkingDir: here,
  entryPoints: { server: 'src/server.ts' },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [
    {
      name: 'npm-packages-external',
      setup(b) {
        // Bare imports (npm packages, node: built-ins) are loaded at run time; @console/* is ours, in TypeScript.
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@console/') ? undefined : { external: true },
        );
      },
    },
  ],
});
// Files the code finds beside itself (import.meta.url): the migrations and the broker's worker thread.
await cp(`${here}src/platform/db/migrations`, `${dist}/migrations`, { recursive: true });
await cp(`${here}src/platform/mqtt/broker-worker.js`, `${dist}/broker-worker.js`);
await cp(`${here}src/platform/mqtt/message-fifo.js`, `${dist}/message-fifo.js`);
