import { describe, expect, it } from 'vitest';
import { WALLET_MESSAGES } from '@app/contracts/wallet';
import { breakdown, initialAmount, parseAmount, safeNext } from './recharge-amount.ts';

describe('parseAmount', () => {
  it('accepts whole rupees from 1 to 1,00,000', () => {
    expect(parseAmount('1')).toEqual({ ok: true, amount: 1 });
    expect(parseAmount(' 250 ')).toEqual({ ok: true, amount: 250 });
    expect(parseAmount('100000')).toEqual({ ok: true, amount: 100_000 });
  });

  it('refuses anything else with the API message', () => {
    for (const text of ['', '0', '100001', '10.5', 'abc', '-5', '1e3']) {
      expect(parseAmount(text)).toEqual({ ok: false, error: WALLET_MESSAGES.amountInvalid });
    }
  });
});

describe('initialAmount', () => {
  it('keeps a valid ?amount= and drops the rest', () => {
    expect(initialAmount('200')).toBe('200');
    expect(initialAmount('0')).toBe('');
    expect(initialAmount('x')).toBe('');
    expect(initialAmount(null)).toBe('');
  });
});

describe('safeNext', () => {
  it('allows paths on this site only', () => {
    expect(safeNext('/consultations/5')).toBe('/consultations/5');
    expect(safeNext('/astrologers?online=true')).toBe('/astrologers?online=true');
    for (const bad of [null, '', 'https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/a\nb']) {
      expect(safeNext(bad)).toBeNull();
    }
  });
});

describe('breakdown', () => {
  it('adds GST rounded to the paisa', () => {
    expect(breakdown(200, 18)).toEqual({ amount: 200, gst: 36, total: 236 });
    expect(breakdown(333, 18)).toEqual({ amount: 333, gst: 59.94, total: 392.94 });
    expect(breakdown(3, 12.5)).toEqual({ amount: 3, gst: 0.38, total: 3.38 });
  });
});
