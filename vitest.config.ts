import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { consoleAliases } from './apps/console/vite.config';

/*
 * Unit and API tests. The server suite runs on PGlite and the embedded broker, and once more
 * on PostgreSQL, Mosquitto and Redis when TEST_DATABASE_URL and TEST_MQTT_URL (and TEST_REDIS_URL)
 * are set (as .ci/run does).
 */
const serverTests = ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'];
const realServices = Boolean(process.env.TEST_DATABASE_URL || process.env.TEST_MQTT_URL);

export default defineConfig({
  test: {
    // Vitest's default, one worker fewer than the cores, is one worker on a two-core machine; much
    // of the server suite waits on PostgreSQL, brokers and child servers, so two files at a time
    // take the whole suite from about 20 to 14 minutes there (every file's data is its own).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve: { alias: consoleAliases },
        test: {
          name: 'unit',
          include: ['packages/**/src/**/*.test.ts', 'apps/console/src/**/*.test.ts'],
        },
      },
      {
        // Console components in a DOM (jsdom), the API answered through the contracts' own schemas.
        esbuild: { jsx: 'automatic' },
        resolve: { alias: consoleAliases },
        test: {
          name: 'console components',
          include: ['apps/console/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['apps/console/test/setup.ts'],
          // A screen's first render (Ant Design in jsdom) takes seconds on a busy two-core machine.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'server (embedded)',
          include: serverTests,
          env: { TEST_TARGET: 'embedded' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(realServices
        ? [
            {
              test: {
                name: 'server (PostgreSQL, Mosquitto)',
                include: serverTests,
                env: { TEST_TARGET: 'real' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
