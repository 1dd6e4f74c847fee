// The Terms and Conditions page has exactly twenty numbered sections with distinct anchors.
import { describe, expect, it } from 'vitest';
import { TERMS_SECTIONS } from './terms-conditions.tsx';

describe('Terms and Conditions', () => {
  it('has exactly 20 sections, numbered 1 to 20 in order', () => {
    expect(TERMS_SECTIONS).toHaveLength(20);
    TERMS_SECTIONS.forEach((section, index) => expect(section.heading).toMatch(new RegExp(`^${index + 1}\\. \\S`)));
  });

  it('gives every section its own anchor', () => {
    expect(new Set(TERMS_SECTIONS.map((s) => s.id)).size).toBe(20);
  });
});
