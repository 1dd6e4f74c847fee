// Where each nakshatra lies in the signs: 13°20′ each from 0° Mesha, some across two signs, the last ending at 30° Meena.
import { describe, expect, it } from 'vitest';
import { nakshatraSpan } from './nakshatra-guide.tsx';

describe('nakshatraSpan', () => {
  it('places each nakshatra in its sign or across two', () => {
    expect(nakshatraSpan(0)).toBe('Mesha 0°00′ – 13°20′');
    expect(nakshatraSpan(2)).toBe('Mesha 26°40′ – Vrishabha 10°00′');
    expect(nakshatraSpan(8)).toBe('Karka 16°40′ – 30°00′');
    expect(nakshatraSpan(9)).toBe('Simha 0°00′ – 13°20′');
    expect(nakshatraSpan(26)).toBe('Meena 16°40′ – 30°00′');
  });
});
