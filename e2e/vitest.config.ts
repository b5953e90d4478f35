import { defineConfig } from 'vitest/config';

/*
 * Browser tests against the real server and the built console. One file at a time: each drives
 * its own Chromium, and the machine has two cores.
 */
export default defineConfig({
  test: {
    include: ['*.e2e.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // expect.poll waits for its condition up to this long (Vitest's default, 1 s, is less than a
    // cold reload of a screen with its data takes on a slow two-core machine).
    expect: { poll: { timeout: 10_000 } },
  },
});
