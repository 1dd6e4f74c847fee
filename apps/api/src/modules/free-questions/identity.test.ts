// Unit tests of the pieces the free question's rules rest on: the identity marks and its two settings.
import { describe, expect, it } from 'vitest';
import { DEMO_SELLER, loadConfig } from '../../config.ts';
import { identityHashes } from './identity.ts';

describe('identity marks', () => {
  const key = 'k'.repeat(64);

  it('mark an e-mail whatever its case, and a phone by its last 10 digits', () => {
    const [one] = identityHashes(key, { email: 'Asha.Rao@Example.COM', phone: null });
    expect(identityHashes(key, { email: 'asha.rao@example.com', phone: null })).toEqual([one]);
    expect(identityHashes(key, { email: null, phone: '919876543210' })).toEqual(
      identityHashes(key, { email: null, phone: '9876543210' }),
    );
  });

  it('keep e-mails and phones apart, depend on the key, and come sorted', () => {
    const both = identityHashes(key, { email: '9876543210@example.com', phone: '9876543210' });
    expect(both).toHaveLength(2);
    expect(new Set(both).size).toBe(2);
    expect([...both].sort()).toEqual(both);
    expect(identityHashes('another key', { email: null, phone: '9876543210' })).not.toEqual(
      identityHashes(key, { email: null, phone: '9876543210' }),
    );
    expect(identityHashes(key, { email: null, phone: null })).toEqual([]);
    for (const mark of both) expect(mark).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('settings', () => {
  const production = {
    NODE_ENV: 'production',
    OTP_SECRET: 's'.repeat(32),
    SMTP_URL: 'smtp://mail.example.in',
    RAZORPAY_KEY_ID: 'k',
    RAZORPAY_KEY_SECRET: 's',
    ...DEMO_SELLER,
  };

  it('default to 24 hours and 10 rupees, an empty value meaning the default', () => {
    expect(loadConfig({})).toMatchObject({ FREE_QUESTION_ANSWER_H: 24, FREE_QUESTION_FEE: 10 });
    expect(loadConfig({ FREE_QUESTION_ANSWER_H: '', FREE_QUESTION_FEE: '' })).toMatchObject({
      FREE_QUESTION_ANSWER_H: 24,
      FREE_QUESTION_FEE: 10,
    });
    expect(loadConfig({ FREE_QUESTION_ANSWER_H: '0.5', FREE_QUESTION_FEE: '12.50' })).toMatchObject({
      FREE_QUESTION_ANSWER_H: 0.5,
      FREE_QUESTION_FEE: 12.5,
    });
    expect(loadConfig({ FREE_QUESTION_FEE: '0' }).FREE_QUESTION_FEE).toBe(0);
  });

  it('refuse a fee below zero or with fractions of a paisa, hours of 0, and under an hour in production', () => {
    expect(() => loadConfig({ FREE_QUESTION_FEE: '-1' })).toThrow(/FREE_QUESTION_FEE/);
    expect(() => loadConfig({ FREE_QUESTION_FEE: '10.005' })).toThrow(
      /FREE_QUESTION_FEE: must have at most 2 decimals/,
    );
    expect(() => loadConfig({ FREE_QUESTION_ANSWER_H: '0' })).toThrow(/FREE_QUESTION_ANSWER_H/);
    expect(() => loadConfig({ ...production, FREE_QUESTION_ANSWER_H: '0.5' })).toThrow(
      /FREE_QUESTION_ANSWER_H: may not be below 1 in production/,
    );
    expect(loadConfig({ ...production, FREE_QUESTION_ANSWER_H: '1' }).FREE_QUESTION_ANSWER_H).toBe(1);
  });
});
