// A day's panchang as GET /api/panchang answers it: Diwali 2023 at New Delhi (the engine's own answer), for page tests.
import type { PanchangResponse } from '@app/contracts/panchang';

const DIWALI_2023: PanchangResponse = {
  date: '2023-11-12',
  place: { id: '1261481', name: 'New Delhi', label: 'New Delhi, Delhi, India', latitude: 28.63576, longitude: 77.22445, zone: 'Asia/Kolkata', name_hi: 'नई दिल्ली' },
  sunrise: '2023-11-12T01:12:16.253Z',
  sunset: '2023-11-12T11:57:46.453Z',
  next_sunrise: '2023-11-13T01:13:03.323Z',
  vara: { number: 1, name: 'ravivara' },
  tithi: [
    { number: 29, name: 'chaturdashi', end: '2023-11-12T09:15:23.019Z', paksha: 'krishna' },
    { number: 30, name: 'amavasya', end: '2023-11-13T09:27:25.301Z', paksha: 'krishna' },
  ],
  nakshatra: [
    { number: 15, name: 'swati', end: '2023-11-12T21:21:18.858Z' },
    { number: 16, name: 'vishakha', end: '2023-11-13T21:52:46.555Z' },
  ],
  yoga: [
    { number: 3, name: 'ayushman', end: '2023-11-12T10:53:50.349Z' },
    { number: 4, name: 'saubhagya', end: '2023-11-13T09:52:39.133Z' },
  ],
  karana: [
    { number: 58, name: 'shakuni', end: '2023-11-12T09:15:23.019Z' },
    { number: 59, name: 'chatushpada', end: '2023-11-12T21:25:40.706Z' },
    { number: 60, name: 'naga', end: '2023-11-13T09:27:25.302Z' },
  ],
  moon_rashi: [{ number: 7, name: 'tula', end: '2023-11-13T15:47:51.493Z' }],
  sun_rashi: { number: 7, name: 'tula' },
  sankranti: null,
  rahu_kaal: { start: '2023-11-12T10:37:05.178Z', end: '2023-11-12T11:57:46.453Z' },
  yamaganda: { start: '2023-11-12T06:35:01.353Z', end: '2023-11-12T07:55:42.628Z' },
  gulika_kaal: { start: '2023-11-12T09:16:23.903Z', end: '2023-11-12T10:37:05.178Z' },
  abhijit: { start: '2023-11-12T06:13:30.346Z', end: '2023-11-12T06:56:32.360Z' },
  masa: { amanta: { number: 7, name: 'ashwin', adhika: false }, purnimanta: { number: 8, name: 'kartika', adhika: false } },
  samvat: { shaka: 1945, vikram: 2080 },
};

export function makePanchangDay(overrides: Partial<PanchangResponse> = {}): PanchangResponse {
  return { ...structuredClone(DIWALI_2023), ...overrides };
}
