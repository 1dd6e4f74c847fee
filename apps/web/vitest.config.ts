// Unit tests of the web app: components rendered in jsdom with Testing Library matchers.
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['../../vitest.setup.ts', './src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // A test's own waits decide what it proves; the limit only stops a stuck one. Rendering whole routes (the
    // hydration test loads the app twice) takes several seconds when the API files share the processors.
    testTimeout: 20_000,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
