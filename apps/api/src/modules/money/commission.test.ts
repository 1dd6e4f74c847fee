// The payout split: integer paise in, integer paise out, the two parts always adding up to the wallet.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bpToPercent, percentToBp, splitWallet } from './commission.ts';

describe('splitWallet', () => {
  it('splits the wallet by commission in whole paise', () => {
    expect(splitWallet(100_000, 2_000)).toEqual({ payablePaise: 80_000, platformPaise: 20_000 });
    expect(splitWallet(999, 1_234)).toEqual({ payablePaise: 876, platformPaise: 123 });
    expect(splitWallet(1, 5_000)).toEqual({ payablePaise: 0, platformPaise: 1 });
    expect(splitWallet(12_345, 0)).toEqual({ payablePaise: 12_345, platformPaise: 0 });
    expect(splitWallet(12_345, 10_000)).toEqual({ payablePaise: 0, platformPaise: 12_345 });
  });

  it('always adds up, neither part negative', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), fc.integer({ min: 0, max: 10_000 }), (wallet, bp) => {
        const { payablePaise, platformPaise } = splitWallet(wallet, bp);
        expect(payablePaise + platformPaise).toBe(wallet);
        expect(payablePaise).toBeGreaterThanOrEqual(0);
        expect(platformPaise).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('reads a two-decimal percent as basis points and back', () => {
    expect(percentToBp(12.34)).toBe(1234);
    expect(bpToPercent(1234)).toBe(12.34);
  });
});
