// The error catalogue checked entry by entry: the codes a client and a translation key on stay well formed.
import { describe, expect, it } from 'vitest';
import { CONSENT_REQUIRED_CODE } from './auth.ts';
import { ERROR_CATALOGUE, ERROR_CODES, isErrorCode, type ErrorCode, type FixedErrorCode } from './errors.ts';

type Catalogue = typeof ERROR_CATALOGUE;
/** Parameters for every message made from its refusal's values: a new one does not compile until it has a sample. */
const SAMPLES: { [C in Exclude<ErrorCode, FixedErrorCode>]: Parameters<Catalogue[C]> } = {
  no_route: ['GET', '/api/nope'],
  bad_request: ['Body is not valid multipart'],
  bulk_missing_columns: [['email', 'phone']],
  otp_cooldown: [42],
  otp_too_many_sends: [15],
  astrologer_unsettled: [12_345],
  balance_acknowledgement_required: [12_345],
  low_balance: [2, 40],
  product_unavailable: [7],
  category_mismatch: ['Tulsi Mala'],
  out_of_stock: ['Tulsi Mala', 2],
  too_many_addresses: [50],
  refund_due: ['Tulsi Mala'],
  booking_not_open: ['2026-11-30 10:55'],
};
const wordingOf = (code: ErrorCode): string => {
  const entry = ERROR_CATALOGUE[code];
  if (typeof entry === 'string') return entry;
  return (entry as (...args: unknown[]) => string)(...SAMPLES[code as keyof typeof SAMPLES]);
};

describe('the error catalogue', () => {
  it('names every refusal in snake_case', () => {
    for (const code of ERROR_CODES) expect(code, code).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
  });

  it('gives every code a non-empty message, fixed or made from its parameters', () => {
    for (const code of ERROR_CODES) {
      const entry = ERROR_CATALOGUE[code];
      if (typeof entry === 'function')
        expect(entry.length, `${code} takes its parameters`).toBeGreaterThan(0);
      expect(wordingOf(code).trim(), code).not.toBe('');
    }
  });

  it('words no two refusals alike, so a translation keyed on the code is one to one', () => {
    const fixed = ERROR_CODES.filter((code) => typeof ERROR_CATALOGUE[code] === 'string');
    const byWording = new Map<string, string[]>();
    for (const code of fixed)
      byWording.set(wordingOf(code), [...(byWording.get(wordingOf(code)) ?? []), code]);
    expect([...byWording.values()].filter((codes) => codes.length > 1)).toEqual([]);
  });

  it('keeps the codes clients already read, with their values', () => {
    expect(CONSENT_REQUIRED_CODE).toBe('consent_required');
    for (const code of [
      'validation',
      'low_balance',
      'astrologer_busy',
      'already_open',
      'consent_required',
      'session_ended',
      'unauthorized',
      'forbidden',
      'rate_limited',
      'invalid_json',
      'payload_too_large',
      'unsupported_media_type',
      'no_route',
    ])
      expect(isErrorCode(code), code).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode('Insufficient balance')).toBe(false);
  });

  it('makes the messages with parameters from the values the API passes', () => {
    expect(ERROR_CATALOGUE.no_route('GET', '/api/nope')).toBe('No route for GET /api/nope');
    expect(ERROR_CATALOGUE.too_many_addresses(50)).toBe('You can keep at most 50 addresses');
  });
});
