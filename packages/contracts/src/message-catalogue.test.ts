// Every message the contracts define is in the `messages` catalogue in English and Hindi, and a message made from
// values is recognised from its English and worded in Hindi with the same values.
import { describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES } from './addresses.ts';
import { ACCOUNT_MESSAGES } from './account.ts';
import { bulkMissingColumns } from './admin-bulk-upload.ts';
import { otpCooldownMessage, otpTooManySendsMessage } from './auth.ts';
import { BOOKING_MESSAGES, indiaDateTime } from './bookings.ts';
import { CART_MESSAGES } from './cart.ts';
import { CONSULT_MESSAGES } from './consultations.ts';
import { ERROR_CATALOGUE } from './errors.ts';
import { INVOICE_MESSAGES } from './invoices.ts';
import { MESSAGE_TABLES, englishMessages } from './message-catalogue.ts';
import { messageTranslator } from './message-translation.ts';
import { PAYMENT_MESSAGES } from './payments.ts';

import englishCatalogue from './locales/en/messages.json' with { type: 'json' };
import hindiCatalogue from './locales/hi/messages.json' with { type: 'json' };

const en: Record<string, Record<string, string>> = englishCatalogue;
const hi: Record<string, Record<string, string>> = hindiCatalogue;
const toHindi = messageTranslator(en, hi);
const toEnglish = messageTranslator(en, en);
const DEVANAGARI = /[\u0900-\u097F]/;

/** The messages made from values, made with sample values: each must be recognised. */
const MADE = [
  ACCOUNT_MESSAGES.balanceAcknowledgement(123_450),
  ACCOUNT_MESSAGES.astrologerUnsettled(50_000),
  ADDRESS_MESSAGES.pinNotInState('560001', 'Maharashtra'),
  CART_MESSAGES.productUnavailable(42),
  CART_MESSAGES.categoryMismatch('Rudraksha Mala'),
  CART_MESSAGES.overStock('Rudraksha Mala', 0),
  CART_MESSAGES.overStock('Rudraksha Mala', 3),
  CONSULT_MESSAGES.lowBalance(5, 75),
  BOOKING_MESSAGES.notOpen(indiaDateTime(Date.parse('2026-11-30T05:25:00Z'))),
  INVOICE_MESSAGES.retainedUntil('2033-12-31'),
  PAYMENT_MESSAGES.refundDue('Sphatik Mala'),
  otpCooldownMessage(27),
  otpTooManySendsMessage(1),
  otpTooManySendsMessage(15),
  ERROR_CATALOGUE.too_many_addresses(5),
  bulkMissingColumns(['name', 'email']),
];

describe('the messages catalogue', () => {
  it('is in step with the message tables (npx tsx scripts/make-message-catalogue.mts writes it)', () => {
    expect(en).toEqual(englishMessages());
  });

  it('words every fixed message of every table and every error code in Hindi', () => {
    const fixed = [
      ...Object.values(MESSAGE_TABLES).flatMap((table) => Object.values(table)),
      ...Object.entries(ERROR_CATALOGUE)
        .filter(([code]) => !['no_route', 'bad_request', 'web_not_built'].includes(code))
        .map(([, message]) => message),
    ].filter((m): m is string => typeof m === 'string');
    const untranslated = fixed.filter((message) => !DEVANAGARI.test(toHindi(message) ?? ''));
    expect(untranslated).toEqual([]);
  });

  it('recognises a message made from values and keeps its values in the Hindi', () => {
    for (const message of MADE) {
      expect(toEnglish(message), message).toBe(message);
      const hindi = toHindi(message);
      expect(hindi, message).toMatch(DEVANAGARI);
      for (const value of message.match(/\d[\d,.]*|Rudraksha Mala|Sphatik Mala|name, email/g) ?? []) {
        expect(hindi, message).toContain(value.replace(/\.$/, ''));
      }
    }
    expect(toHindi(otpCooldownMessage(27))).toBe('दूसरा OTP मँगाने से पहले कृपया 27 सेकंड रुकें।');
  });

  it('counts in the right number: one second, not "1 seconds"', () => {
    expect(otpCooldownMessage(1)).toBe('Please wait 1 second before requesting another OTP.');
    expect(otpCooldownMessage(2)).toBe('Please wait 2 seconds before requesting another OTP.');
    expect(toHindi(otpCooldownMessage(1))).toBe('दूसरा OTP मँगाने से पहले कृपया 1 सेकंड रुकें।');
  });

  it('leaves a message it does not know as it is (null)', () => {
    expect(toHindi('Some words no table defines')).toBeNull();
  });
});
