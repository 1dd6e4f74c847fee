// One test command for the workspace: the API and contracts run in Node, the web app in jsdom.
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two test files per core: the API files spend much of their time waiting on timers, sockets and other processes
    // (one per core kept the processors busy only about 60% of a run).
    maxWorkers: Math.min(2 * availableParallelism(), 8),
    // As the browser tests do (playwright.config.ts): on a shared CI machine a test that lost its timer to the
    // machine's load gets one more run. A test that fails twice still fails the run.
    retry: process.env.CI ? 1 : 0,
    projects: [
      {
        test: {
          name: 'contracts',
          include: ['packages/contracts/src/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['vitest.setup.ts'],
        },
      },
      {
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.mjs'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          // The bench's ceiling route is tested on the API it is added to.
          include: ['apps/api/src/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          setupFiles: ['vitest.setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(existsSync('apps/web/vitest.config.ts') ? ['apps/web/vitest.config.ts'] : []),
    ],
  },
});
