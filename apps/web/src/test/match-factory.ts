// Test data for the kundli matching screens: the API's answer for a known pair (Rohan, Pune 1990; Priya, Varanasi 1992).
import type { KundliMatchResponse } from '@app/contracts/kundli-match';

export function makeMatch(overrides: Partial<KundliMatchResponse> = {}): KundliMatchResponse {
  return {
    boy: {
      name: 'Rohan Sharma',
      birth: { date: '1990-05-14', time: '10:15', place_label: 'Pune, Maharashtra, India' },
      moon: { longitude: 257.5211, rashi: 9, rashi_name: 'Dhanu', degree: 17.5211, nakshatra: 20, nakshatra_name: 'Purva Ashadha', pada: 2 },
      manglik: {
        from: [
          { reference: 'lagna', house: 9, in_dosha_house: false, exception: null },
          { reference: 'moon', house: 3, in_dosha_house: false, exception: null },
          { reference: 'venus', house: 12, in_dosha_house: true, exception: null },
        ],
        severity: 'low',
        cancellations: [{ code: 'manglik_jupiter_aspects_mars', values: { aspect: 9 } }],
        manglik: false,
      },
    },
    girl: {
      name: 'Priya Verma',
      birth: { date: '1992-11-03', time: '18:40', place_label: 'Varanasi, Uttar Pradesh, India' },
      moon: { longitude: 300.2894, rashi: 11, rashi_name: 'Kumbha', degree: 0.2894, nakshatra: 23, nakshatra_name: 'Dhanishta', pada: 3 },
      manglik: {
        from: [
          { reference: 'lagna', house: 2, in_dosha_house: true, exception: { code: 'manglik_sign_house_exception', values: { house: 2, mars_rashi: 3 } } },
          { reference: 'moon', house: 5, in_dosha_house: false, exception: null },
          { reference: 'venus', house: 8, in_dosha_house: true, exception: null },
        ],
        severity: 'low',
        cancellations: [],
        manglik: true,
      },
    },
    guna_milan: {
      kootas: [
        { key: 'varna', score: 1, max: 1, reason: { code: 'varna_groom_equal_or_higher', values: { boy_varna: 'kshatriya', girl_varna: 'shudra' } } },
        { key: 'vashya', score: 1, max: 2, reason: { code: 'vashya_groups', values: { boy_vashya: 'chatushpada', girl_vashya: 'manava' } } },
        { key: 'tara', score: 1.5, max: 3, reason: { code: 'tara_one_favourable', values: { tara_from_boy: 4, tara_from_girl: 7 } } },
        { key: 'yoni', score: 2, max: 4, reason: { code: 'yoni_neutral', values: { boy_yoni: 'monkey', girl_yoni: 'lion' } } },
        {
          key: 'graha_maitri',
          score: 3,
          max: 5,
          reason: {
            code: 'maitri_relations',
            values: { boy_lord: 'jupiter', girl_lord: 'saturn', boy_lord_holds_girl_lord: 'neutral', girl_lord_holds_boy_lord: 'neutral' },
          },
        },
        { key: 'gana', score: 0, max: 6, reason: { code: 'gana_pair', values: { boy_gana: 'manushya', girl_gana: 'rakshasa' } } },
        { key: 'bhakoot', score: 7, max: 7, reason: { code: 'bhakoot_favourable', values: { girl_from_boy: 3, boy_from_girl: 11, axis: '3-11' } } },
        { key: 'nadi', score: 0, max: 8, reason: { code: 'nadi_same', values: { nadi: 'madhya' } } },
      ],
      total: 15.5,
      total_with_parihara: 15.5,
      max: 36,
      doshas: {
        bhakoot: { present: false, cancelled: false, reasons: [] },
        nadi: { present: true, cancelled: false, reasons: [] },
      },
      band: 'not_recommended',
    },
    manglik: 'girl_only',
    verdict: { band: 'not_recommended', cautions: ['nadi_dosha', 'manglik_mismatch'] },
    ...overrides,
  };
}
