// The directory's filters as URL query parameters, how they are asked of the API, and how a status event or a
// refused chat request is read.
import { ASTROLOGER_TYPES } from '@app/contracts/astrologer-profile';
import { DIRECTORY_SORTS } from '@app/contracts/consultations';
import { rechargeRupees } from '@app/contracts/tariff';

export type DirectorySort = (typeof DIRECTORY_SORTS)[number];
export const GENDERS = ['Male', 'Female', 'Others'] as const;
export type Gender = (typeof GENDERS)[number];

export const TYPE_OPTIONS: readonly string[] = ASTROLOGER_TYPES;
export const LANGUAGE_OPTIONS = [
  'Hindi',
  'English',
  'Bengali',
  'Gujarati',
  'Kannada',
  'Malayalam',
  'Marathi',
  'Odia',
  'Punjabi',
  'Sanskrit',
  'Tamil',
  'Telugu',
] as const;

/** `label`: a key of the astrologers catalogue. */
export const SORT_OPTIONS: { value: DirectorySort; label: string }[] = [
  { value: 'rating', label: 'sort.topRated' },
  { value: 'price-low', label: 'sort.priceLow' },
  { value: 'price-high', label: 'sort.priceHigh' },
  { value: 'experience', label: 'sort.experience' },
];

/** Price bands in rupees a minute; the key is what the URL keeps, `label` a key of the astrologers catalogue. */
export const PRICE_OPTIONS = [
  { value: '', label: 'price.any', min: undefined, max: undefined },
  { value: 'under-20', label: 'price.under20', min: undefined, max: 20 },
  { value: '20-40', label: 'price.from20to40', min: 20, max: 40 },
  { value: '40-plus', label: 'price.over40', min: 40, max: undefined },
] as const satisfies readonly { value: string; label: string; min: number | undefined; max: number | undefined }[];
export type PriceBand = (typeof PRICE_OPTIONS)[number]['value'];

export const SEARCH_MAX_LENGTH = 100;
export const DIRECTORY_PAGE_SIZE = 24;

export interface DirectoryState {
  q: string;
  type: string;
  language: string;
  gender: Gender | '';
  price: PriceBand;
  sort: DirectorySort;
  online: boolean;
}

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

export function normaliseSearch(q: string): string {
  return q.trim().slice(0, SEARCH_MAX_LENGTH).trim();
}

/**
 * A fixed list's word in the shown language (a type, a language or a gender from the lists above); anything else,
 * such as an astrologer's own free text, as it was written.
 */
export function listLabel(t: (key: string) => string, list: 'type' | 'language' | 'gender', value: string): string {
  const known: readonly string[] = list === 'type' ? TYPE_OPTIONS : list === 'language' ? LANGUAGE_OPTIONS : GENDERS;
  if (!known.includes(value)) return value;
  if (list === 'type') return t(`type.${value}`);
  if (list === 'language') return t(`language.${value}`);
  return t(`gender.${value}`);
}

/** A comma-separated list ("Vedic, Tarot") with each known word in the shown language. */
export function listLabels(t: (key: string) => string, list: 'type' | 'language', text: string): string {
  // Only the words change: the separators and spaces stay as written.
  return text.replace(/[^,]+/g, (part) => {
    const word = part.trim();
    return word ? part.replace(word, listLabel(t, list, word)) : part;
  });
}

/** What the URL says; anything unknown falls back to "no filter". */
export function readDirectoryState(params: URLSearchParams): DirectoryState {
  const sort = params.get('sort') ?? '';
  const gender = params.get('gender') ?? '';
  const price = params.get('price') ?? '';
  const type = params.get('type') ?? '';
  const language = params.get('language') ?? '';
  return {
    q: normaliseSearch(params.get('q') ?? ''),
    type: isOneOf(TYPE_OPTIONS, type) ? type : '',
    language: isOneOf(LANGUAGE_OPTIONS, language) ? language : '',
    gender: isOneOf(GENDERS, gender) ? gender : '',
    price: isOneOf(
      PRICE_OPTIONS.map((p) => p.value),
      price,
    )
      ? price
      : '',
    sort: isOneOf(DIRECTORY_SORTS, sort) ? sort : 'rating',
    online: params.get('online') === '1',
  };
}

/** The URL for a state; defaults are left out so the plain /astrologers stays plain. */
export function writeDirectoryState(state: DirectoryState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.type) params.set('type', state.type);
  if (state.language) params.set('language', state.language);
  if (state.gender) params.set('gender', state.gender);
  if (state.price) params.set('price', state.price);
  if (state.sort !== 'rating') params.set('sort', state.sort);
  if (state.online) params.set('online', '1');
  return params;
}

/** How many filters (other than search and sort) are set: the count on the phone's "Filters" button. */
export function activeFilterCount(state: DirectoryState): number {
  return [state.type, state.language, state.gender, state.price, state.online].filter(Boolean).length;
}

/** GET path of one page of the directory for a state. */
export function directoryPath(state: DirectoryState, page: number, limit = DIRECTORY_PAGE_SIZE): string {
  const params = new URLSearchParams();
  const q = normaliseSearch(state.q);
  if (q) params.set('q', q);
  if (state.type) params.set('type', state.type);
  if (state.language) params.set('language', state.language);
  if (state.gender) params.set('gender', state.gender);
  const band = PRICE_OPTIONS.find((p) => p.value === state.price);
  if (band?.min !== undefined) params.set('min_price', String(band.min));
  if (band?.max !== undefined) params.set('max_price', String(band.max));
  params.set('sort', state.sort);
  if (state.online) params.set('online', 'true');
  params.set('page', String(page));
  params.set('limit', String(limit));
  return `/api/consult/astrologers?${params.toString()}`;
}

/**
 * The whole rupees to recharge after a refusal for a short wallet: the server names the shortfall in paise
 * (`code` low_balance, `needed_paise`); null for any other refusal.
 */
export function rechargeNeeded(refusal: { code: string | undefined; details: Readonly<Record<string, unknown>> }): number | null {
  const needed = refusal.details.needed_paise;
  return refusal.code === 'low_balance' && typeof needed === 'number' ? rechargeRupees(needed) : null;
}
