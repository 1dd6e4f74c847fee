// The Hindi names table names real places: every id is an Indian place of the gazetteer, and each Hindi name is
// Devanagari only, one per place.
import { describe, expect, it } from 'vitest';
import { HINDI_PLACE_NAMES, hindiPlaceName } from './hindi-place-names.ts';
import { findPlace } from './places.ts';

describe('HINDI_PLACE_NAMES', () => {
  it('names Indian places of the gazetteer, in Devanagari, each name once', () => {
    const entries = Object.entries(HINDI_PLACE_NAMES);
    expect(entries.length).toBeGreaterThan(90);
    for (const [id, name] of entries) {
      expect(findPlace(id)?.country_code, `GeoNames ${id}`).toBe('IN');
      expect(name).toMatch(/^[\u0900-\u097f ]+$/);
    }
    expect(new Set(entries.map(([, name]) => name)).size).toBe(entries.length);
  });

  it('answers by id, and null for a place it does not know', () => {
    expect(findPlace('1253405')?.name).toBe('Varanasi');
    expect(hindiPlaceName('1253405')).toBe('वाराणसी');
    expect(hindiPlaceName(1259229)).toBe('पुणे');
    expect(hindiPlaceName('2643743')).toBeNull();
  });
});
