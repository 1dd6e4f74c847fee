// The place picker's search, lookup by id, and the reading of a profile's free-text place.
import { describe, expect, it } from 'vitest';
import { findPlace, resolvePlaceName, searchPlaces } from './places.ts';

describe('searchPlaces', () => {
  it('finds a place written in Devanagari, by its Hindi name or letter by letter', () => {
    expect(searchPlaces('वाराणसी')[0]).toMatchObject({ name: 'Varanasi', country_code: 'IN' });
    expect(searchPlaces('बनारस')[0]).toMatchObject({ name: 'Varanasi', country_code: 'IN' });
    expect(searchPlaces('दिल्ली')[0]).toMatchObject({ name: 'Delhi', country_code: 'IN' });
    expect(searchPlaces('मुंबई')[0]).toMatchObject({ name: 'Mumbai', country_code: 'IN' });
    expect(searchPlaces('पुणे')[0]?.id).toBe('1259229');
    expect(searchPlaces('नागपुर')[0]).toMatchObject({ name: 'Nagpur', region: 'Maharashtra' });
    expect(searchPlaces('सूरत')[0]).toMatchObject({ name: 'Surat', country_code: 'IN' });
    expect(searchPlaces('गोरखपुर')[0]).toMatchObject({ name: 'Gorakhpur', country_code: 'IN' });
    expect(searchPlaces('कानपु')[0]).toMatchObject({ name: 'Kanpur' });
  });

  it('reads a profile’s place written in Hindi', () => {
    expect(resolvePlaceName('वाराणसी')?.name).toBe('Varanasi');
    expect(resolvePlaceName('पुणे')?.id).toBe('1259229');
  });

  it('searches Latin text exactly as before', () => {
    expect(searchPlaces('Varanasi')[0]?.name).toBe('Varanasi');
    expect(searchPlaces('Delhi')[0]?.name).toBe('Delhi');
    expect(searchPlaces('Mumbai')[0]?.name).toBe('Mumbai');
  });

  it('finds Pune first, with its state, country, coordinates and time zone', () => {
    const [pune] = searchPlaces('Pune');
    expect(pune).toMatchObject({
      id: '1259229',
      name: 'Pune',
      region: 'Maharashtra',
      country: 'India',
      country_code: 'IN',
      time_zone: 'Asia/Kolkata',
      label: 'Pune, Maharashtra, India',
    });
    expect(pune?.latitude).toBeCloseTo(18.52, 1);
    expect(pune?.longitude).toBeCloseTo(73.86, 1);
  });

  it('finds small Indian towns', () => {
    expect(searchPlaces('Baramati')[0]).toMatchObject({ name: 'Bārāmati', region: 'Maharashtra' });
    expect(searchPlaces('Kasauli')[0]).toMatchObject({ region: 'Himachal Pradesh', country_code: 'IN' });
  });

  it('finds a place by an old name and by the start of its name', () => {
    expect(searchPlaces('Bombay')[0]?.name).toBe('Mumbai');
    expect(searchPlaces('mumb')[0]?.name).toBe('Mumbai');
    expect(searchPlaces('Calcutta')[0]?.name).toBe('Kolkata');
    expect(searchPlaces('navi mu')[0]?.name).toBe('Navi Mumbai');
  });

  it('ignores case and accents both ways', () => {
    expect(searchPlaces('SAO PAULO')[0]?.name).toBe('São Paulo');
    expect(searchPlaces('zürich')[0]?.name).toBe('Zürich');
    expect(searchPlaces('baramati')).toEqual(searchPlaces('Bārāmati'));
  });

  it('puts an exact name before a longer one, and the larger of two same-named places first', () => {
    const names = searchPlaces('Delhi').map((p) => p.label);
    expect(names[0]).toBe('Delhi, India');
    expect(searchPlaces('new delhi')[0]?.name).toBe('New Delhi');
    expect(searchPlaces('Hyderabad').map((p) => p.country_code)).toEqual(['IN', 'PK']);
  });

  it('puts an Indian place before a foreign one of the same name, larger or not', () => {
    // Kochi is Cochin's own name in Kerala (an "other name" in the gazetteer), and a larger city in Japan.
    expect(searchPlaces('Kochi').slice(0, 2).map((p) => `${p.name}, ${p.country_code}`)).toEqual(['Cochin, IN', 'Kochi, JP']);
    expect(searchPlaces('Salem')[0]).toMatchObject({ region: 'Tamil Nadu' });
    expect(searchPlaces('Hyderabad')[0]).toMatchObject({ region: 'Telangana' });
    // Where no Indian place has the name, the larger foreign one still comes first.
    expect(searchPlaces('Paris')[0]).toMatchObject({ country_code: 'FR' });
  });

  it('narrows by a region or country after a comma', () => {
    expect(searchPlaces('Aurangabad, Bihar')[0]).toMatchObject({ name: 'Aurangābād', region: 'Bihar' });
    expect(searchPlaces('Delhi, United States')[0]?.country_code).toBe('US');
  });

  it('respects the limit and answers nothing for nothing', () => {
    expect(searchPlaces('san', 3)).toHaveLength(3);
    expect(searchPlaces('sa')).toHaveLength(10);
    expect(searchPlaces('  ')).toEqual([]);
    expect(searchPlaces('zzzzqx')).toEqual([]);
  });
});

describe('findPlace', () => {
  it('round-trips a search result by its id', () => {
    for (const place of searchPlaces('Chennai', 3)) expect(findPlace(place.id)).toEqual(place);
  });

  it('is undefined for an unknown or malformed id', () => {
    expect(findPlace('1')).toBeUndefined();
    expect(findPlace('pune')).toBeUndefined();
    expect(findPlace('')).toBeUndefined();
  });
});

describe('resolvePlaceName', () => {
  it.each([
    ['Pune', 'Pune, Maharashtra, India'],
    ['pune maharashtra', 'Pune, Maharashtra, India'],
    ['  PUNE,  India ', 'Pune, Maharashtra, India'],
    ['New Delhi, India', 'New Delhi, Delhi, India'],
    ['Bombay', 'Mumbai, Maharashtra, India'],
    ['Bangalore', 'Bengaluru, Karnataka, India'],
    ['Kolkata West Bengal India', 'Kolkata, West Bengal, India'],
    ['Hyderabad, Pakistan', 'Hyderabad, Sindh, Pakistan'],
    ['Springfield, Illinois', 'Springfield, Illinois, United States'],
  ])('reads %j as %s', (text, label) => {
    expect(resolvePlaceName(text)?.label).toBe(label);
  });

  it.each(['', 'xyzzy', 'Narnia', 'Pune Narnia', 'my home town'])('finds nothing plausible in %j', (text) => {
    expect(resolvePlaceName(text)).toBeUndefined();
  });
});
