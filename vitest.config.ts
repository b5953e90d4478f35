import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { consoleAliases } from './apps/console/vite.config';

/*
 * Unit and API tests. The server suite runs on PGlite and the embedded broker, and once more
 * on PostgreSQL, Mosquitto and Redis when TEST_DATABASE_URL and TEST_MQTT_URL (and TEST_REDIS_URL)
 * are set (as .ci/run does).
 */
const serverTests = ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'];
/*
 * Server test files share their worker's modules (no isolation): each file builds its own app,
 * database and broker, and none mocks a module, so what isolation bought was loading Fastify,
 * Drizzle and every area again for each of 170 files: 16 route test files took 92 s isolated and
 * 41 s shared, one run after the other on two cores, and the whole embedded project ran in 325 s
 * shared. A test that changes process-wide state (Date.now, timers, process.env) restores it.
 */
const sharedModules = { isolate: false };
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
          ...sharedModules,
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
                ...sharedModules,
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
