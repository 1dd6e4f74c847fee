// The English of every message the contracts define (the *_MESSAGES tables and the error catalogue's own words), as the
// `messages` catalogue: one key per distinct wording, a `{{name}}` for each value a message is made with. The API
// words its refusals and the web its form errors in the reader's language by matching the English they were given
// (message-translation.ts), so the code keeps passing the spec's English around (docs/decisions/languages.md).
import { ACCOUNT_ERASED, ACCOUNT_KEPT, ACCOUNT_MESSAGES } from './account.ts';
import { ADDRESS_MESSAGES } from './addresses.ts';
import { ADMIN_ACCOUNT_MESSAGES } from './admin-accounts.ts';
import { ASTROLOGER_FORM_MESSAGES } from './admin-astrologers.ts';
import { BULK_MESSAGES } from './admin-bulk-upload.ts';
import { TEXT_TOO_LONG } from './admin-fields.ts';
import { ADMIN_FAILURE, ADMIN_SUCCESS } from './admin-messages.ts';
import { CATALOGUE_MESSAGES } from './admin-catalogue.ts';
import { ADMIN_CONSULT_MESSAGES } from './admin-consultations.ts';
import { REPORT_MESSAGES } from './admin-reports.ts';
import { CHART_MESSAGES } from './admin-charts.ts';
import { ASTROLOGER_PROFILE_MESSAGES } from './astrologer-profile.ts';
import { AUTH_MESSAGES } from './auth.ts';
import { BOOKING_MESSAGES } from './bookings.ts';
import { CART_MESSAGES } from './cart.ts';
import { SHOP_MESSAGES } from './catalogue-rules.ts';
import { CONSULT_MESSAGES, END_REASON_TEXT } from './consultations.ts';
import { CONTACT_FAILURE, CONTACT_MESSAGES, CONTACT_SUCCESS } from './contact.ts';
import { DEV_MESSAGES } from './dev.ts';
import { ERROR_CATALOGUE } from './errors.ts';
import { FREE_QUESTION_MESSAGES } from './free-questions.ts';
import { HOURS_MESSAGES } from './hours.ts';
import { INVOICE_MESSAGES } from './invoices.ts';
import { KUNDLI_MESSAGES } from './kundli.ts';
import { MATCH_MESSAGES } from './kundli-match.ts';
import { SAVED_MATCH_MESSAGES } from './kundli-matches.ts';
import { ORDER_MESSAGES } from './orders.ts';
import { PANCHANG_MESSAGES } from './panchang.ts';
import { PAYMENT_MESSAGES } from './payments.ts';
import { PROFILE_MESSAGES } from './profiles.ts';
import { PUSH_MESSAGES } from './push.ts';
import { MODERATION_MESSAGES, SAFETY_MESSAGES } from './safety.ts';
import { IMAGE_UPLOAD_MESSAGES } from './uploads.ts';
import { WAITLIST_MESSAGES } from './waitlist.ts';
import { WALLET_MESSAGES } from './wallet.ts';

export const MESSAGE_TABLES = {
  ACCOUNT_MESSAGES,
  ACCOUNT_ERASED,
  ACCOUNT_KEPT,
  ADDRESS_MESSAGES,
  ADMIN_ACCOUNT_MESSAGES,
  ASTROLOGER_FORM_MESSAGES,
  BULK_MESSAGES,
  CATALOGUE_MESSAGES,
  ADMIN_CONSULT_MESSAGES,
  REPORT_MESSAGES,
  ASTROLOGER_PROFILE_MESSAGES,
  AUTH_MESSAGES,
  CART_MESSAGES,
  SHOP_MESSAGES,
  CONSULT_MESSAGES,
  END_REASON_TEXT,
  CONTACT_MESSAGES,
  CONTACT_OUTCOME: { success: CONTACT_SUCCESS, failure: CONTACT_FAILURE },
  DEV_MESSAGES,
  FREE_QUESTION_MESSAGES,
  HOURS_MESSAGES,
  BOOKING_MESSAGES,
  INVOICE_MESSAGES,
  CHART_MESSAGES,
  KUNDLI_MESSAGES,
  MATCH_MESSAGES,
  SAVED_MATCH_MESSAGES,
  ORDER_MESSAGES,
  PANCHANG_MESSAGES,
  PAYMENT_MESSAGES,
  PROFILE_MESSAGES,
  PUSH_MESSAGES,
  IMAGE_UPLOAD_MESSAGES,
  SAFETY_MESSAGES,
  MODERATION_MESSAGES,
  WAITLIST_MESSAGES,
  WALLET_MESSAGES,
  ADMIN_SUCCESS,
  ADMIN_FAILURE,
  ADMIN_FIELDS: { TEXT_TOO_LONG },
} as const;

/**
 * The messages made from values, as templates: each key names the table entry (or error code) it words; a message
 * with two shapes has one template per shape. message-catalogue.test.ts checks each against its function.
 */
export const MESSAGE_TEMPLATES: Record<string, string> = {
  'ACCOUNT_MESSAGES.balanceAcknowledgement':
    'Please confirm that you give up your wallet balance of ₹{{amount}}.',
  'ACCOUNT_MESSAGES.astrologerUnsettled':
    'Your wallet holds ₹{{amount}} that has not been settled. Ask the admin to settle it before deleting your account.',
  'ADDRESS_MESSAGES.pinNotInState': 'PIN code {{pin}} is not in {{state}}. Please check the state or the PIN code.',
  'CART_MESSAGES.productUnavailable': 'Product {{product}} is not available',
  'CART_MESSAGES.categoryMismatch': '{{name}} does not belong to the given category',
  'CART_MESSAGES.overStock_none': '{{name}} is out of stock',
  'CART_MESSAGES.overStock_some': 'Only {{stock}} left in stock for {{name}}',
  'CONSULT_MESSAGES.lowBalance':
    'Insufficient balance. You need at least ₹{{rupees}} for a {{minutes}} minute consultation. Please recharge your wallet.',
  'BOOKING_MESSAGES.lowBalance': 'Insufficient balance. You need ₹{{rupees}} to hold this booking. Please recharge your wallet.',
  'BOOKING_MESSAGES.notOpen': 'You can join this booking from {{opensAt}} (India time).',
  'INVOICE_MESSAGES.retainedUntil':
    'Account deleted. Kept as issued, as GST law requires, until {{day}}; then the buyer is purged.',
  'PAYMENT_MESSAGES.refundDue':
    'Sorry, {{name}} sold out while you were paying. Your payment will be refunded.',
  'errors.otp_cooldown_one': 'Please wait {{seconds}} second before requesting another OTP.',
  'errors.otp_cooldown_other': 'Please wait {{seconds}} seconds before requesting another OTP.',
  'errors.otp_too_many_sends_one': 'Too many OTP requests. Please try again in {{minutes}} minute.',
  'errors.otp_too_many_sends_other': 'Too many OTP requests. Please try again in {{minutes}} minutes.',
  'errors.too_many_addresses': 'You can keep at most {{max}} addresses',
  'errors.bulk_missing_columns': 'The file is missing the column(s): {{columns}}',
};

/** Error codes whose wording is the framework's or a developer's, not a reader's: never translated. */
const UNTRANSLATED_CODES = new Set(['no_route', 'bad_request', 'web_not_built']);

type Nested = Record<string, Record<string, string>>;

/** The `messages` catalogue in English: every distinct wording once, under the first table (or code) that has it. */
export function englishMessages(): Nested {
  const catalogue: Nested = {};
  const seen = new Set<string>();
  const add = (group: string, key: string, text: string) => {
    if (seen.has(text)) return;
    seen.add(text);
    (catalogue[group] ??= {})[key] = text;
  };
  for (const [table, entries] of Object.entries(MESSAGE_TABLES)) {
    for (const [key, value] of Object.entries(entries)) {
      if (typeof value === 'string') add(table, key, value);
    }
  }
  for (const [code, value] of Object.entries(ERROR_CATALOGUE)) {
    if (typeof value === 'string' && !UNTRANSLATED_CODES.has(code)) add('errors', code, value);
  }
  for (const [path, template] of Object.entries(MESSAGE_TEMPLATES)) {
    const [group = '', key = ''] = path.split('.');
    add(group, key, template);
  }
  return catalogue;
}
