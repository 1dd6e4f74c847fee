// axe-core's serious and critical WCAG 2.1 AA findings on a page as it is now, for the journeys that check the
// screens they reach (e2e/accessibility.spec.ts scans every route with its own, fuller report).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export async function blockingViolations(page: Page): Promise<string[]> {
  // Legacy mode runs axe in the page itself, without the blank page the default mode opens to finish each run.
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
