import { describe, expect, it } from 'vitest';
import { commissionToBasisPoints, payableAmount } from './payable.ts';

describe('payableAmount', () => {
  it('is the wallet minus the commission share', () => {
    expect(payableAmount(1000, 20)).toBe(800);
    expect(payableAmount(1000, '12.5')).toBe(875);
    expect(payableAmount(999.99, 0)).toBe(999.99);
    expect(payableAmount(999.99, 100)).toBe(0);
  });

  it('rounds the platform share to the paisa without floating-point drift', () => {
    // 0.1 + 0.2 style drift would give 70.00000000000001 here.
    expect(payableAmount(100.1, 30)).toBe(70.07);
    expect(payableAmount(0.05, 50)).toBe(0.02);
  });

  it('treats an empty or invalid commission as none', () => {
    expect(payableAmount(500, '')).toBe(500);
    expect(payableAmount(500, 'abc')).toBe(500);
    expect(payableAmount(500, '150')).toBe(500);
  });
});

describe('commissionToBasisPoints', () => {
  it('accepts 0-100 with up to 2 decimals', () => {
    expect(commissionToBasisPoints('12.34')).toBe(1234);
    expect(commissionToBasisPoints(100)).toBe(10000);
    expect(commissionToBasisPoints('12.345')).toBeNull();
    expect(commissionToBasisPoints('-1')).toBeNull();
    expect(commissionToBasisPoints('100.01')).toBeNull();
  });
});
