// One test command for the workspace: the API and contracts run in Node, the web app in jsdom.
import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contracts',
          include: ['packages/contracts/src/**/*.test.ts'],
          environment: 'node',
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
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(existsSync('apps/web/vitest.config.ts') ? ['apps/web/vitest.config.ts'] : []),
    ],
  },
});
