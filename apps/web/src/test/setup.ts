// Test setup for jsdom: the English catalogues, Testing Library matchers, DOM cleanup, and browser APIs jsdom lacks. A test of server
// rendering (`@vitest-environment node`) has no DOM to set up.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { NAMESPACES } from '../lib/i18n-runtime.ts';
import { startI18n } from '../lib/i18n.tsx';

// findBy and waitFor wait up to 5 s instead of 1 s: the answer a test waits for is the point, not how fast it came,
// and a full run shares two processors with the API files.
configure({ asyncUtilTimeout: 5_000 });

// Every component renders in English with its words loaded, as the app does once startI18n has resolved.
await startI18n('en', NAMESPACES);

if (typeof window !== 'undefined') {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  // jsdom implements neither; the layout scrolls on navigation and the home page scrolls to the slider.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();
}
