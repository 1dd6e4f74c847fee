// Deleting one's own account (confirmed with a fresh one-time code), downloading one's data, and the admin's log of deletions.
import { z } from 'zod';
import { booking } from './bookings.ts';
import { hoursResponse } from './hours.ts';
import { CONSULTATION_TYPES } from './consultations.ts';
import { LOCALES } from './i18n.ts';
import { AUTH_MESSAGES, ROLES, otpField } from './auth.ts';
import { pageLike } from './common.ts';
import { todayInIndia } from './profiles.ts';

/** Rupees as the screens print them: ₹1,234.50, or ₹1,234 for whole rupees. */
export const formatRupeesFromPaise = (paise: number): string =>
  (paise / 100).toLocaleString('en-IN', { minimumFractionDigits: paise % 100 === 0 ? 0 : 2, maximumFractionDigits: 2 });

export const ACCOUNT_MESSAGES = {
  localeUnknown: 'Please choose English (en) or Hindi (hi).',
  codeRequired: AUTH_MESSAGES.otpFormat,
  /** A wrong code, or a sign-in code sent to the deletion form: the sign-in wording. */
  codeInvalid: AUTH_MESSAGES.otpInvalid,
  codeExpired: AUTH_MESSAGES.otpExpired,
  codeTooManyAttempts: AUTH_MESSAGES.otpTooManyAttempts,
  codeSent: 'We sent a code to confirm the deletion. It works once and expires in 10 minutes.',
  codeSendFailed: AUTH_MESSAGES.otpSendFailed,
  balanceAcknowledgement: (paise: number) =>
    `Please confirm that you give up your wallet balance of ₹${formatRupeesFromPaise(paise)}.`,
  astrologerUnsettled: (paise: number) =>
    `Your wallet holds ₹${formatRupeesFromPaise(paise)} that has not been settled. Ask the admin to settle it before deleting your account.`,
  astrologerSession: 'You have a consultation requested or in progress. End it before deleting your account.',
  activeConsultation:
    'You have a consultation requested or in progress. Wait for it to end, or cancel the request, before deleting your account.',
  deleted: 'Your account has been deleted.',
  /** Under the lists of the deletion screen: why the tax invoices keep the buyer, who reads them, and until when. */
  invoicesRetained:
    'GST law requires every tax invoice to be kept exactly as it was issued until 31 December of the seventh year after the financial year it belongs to (72 months after that year\'s annual return is due). Until then only our admin can read your invoices; after it, your name and contact details are removed from them. Everything else kept stays detached from you.',
  exportFailed: 'Your data could not be prepared. Please try again.',
} as const;

/** What the deletion screen lists before the person confirms. */
export const ACCOUNT_ERASED = [
  'Your profile and birth details',
  'Your delivery addresses',
  'Your cart',
  'Your saved kundli and kundli matches',
  'Notifications on your devices',
  'Every sign-in on every device',
  'Your uploaded images',
  'The text of your consultation messages, voice notes and reviews',
  'Your name, e-mail and phone number',
] as const;
export const ACCOUNT_KEPT = [
  'Orders and tax invoices, for the period the tax law requires: orders without your name, e-mail, phone or address; tax invoices exactly as issued, with the name, e-mail or phone and address printed on them',
  'Consultations, wallet and payment records, without your name, e-mail or phone',
  'Review stars, so astrologers keep their ratings',
] as const;

export const deletionBlockReasons = ['active_consultation', 'astrologer_session', 'astrologer_unsettled', 'booked_consultations'] as const;
export type DeletionBlockReason = (typeof deletionBlockReasons)[number];

/** GET /api/account/deletion: what the confirmation screen shows. */
export const deletionInfoResponse = z.object({
  erased: z.array(z.string()),
  kept: z.array(z.string()),
  /** The user's wallet (or an astrologer's unsettled wallet), rupees. */
  wallet_balance: z.number(),
  /** True when the balance is above zero and must be given up with `acknowledge_balance: true`. */
  balance_acknowledgement_required: z.boolean(),
  /** Null when the account may be deleted now; else the reason and the message to show. */
  blocked: z.enum(deletionBlockReasons).nullable(),
  blocked_message: z.string().nullable(),
  /** Where the confirmation code goes: the account's own e-mail, else its phone. */
  code_channel: z.enum(['email', 'sms']),
  /** Masked: "as•••@example.com", "+91 •••••• 3210". */
  code_destination: z.string(),
});
export type DeletionInfo = z.infer<typeof deletionInfoResponse>;

/** POST /api/account/deletion/code: a fresh code for deleting, which cannot sign in (and a sign-in code cannot delete). */
export const deletionCodeResponse = z.object({
  message: z.string(),
  code_channel: z.enum(['email', 'sms']),
  code_destination: z.string(),
});
export type DeletionCodeResponse = z.infer<typeof deletionCodeResponse>;

/** "true", "on", "1" from form state count as true; anything else as not acknowledged. */
const lenientTrue = z.preprocess(
  (v) => (v === 'true' || v === 'on' || v === '1' || v === 1 ? true : v === '' || v === null ? undefined : v),
  z.boolean({ error: 'acknowledge_balance must be true or false' }).optional(),
);

/** DELETE /api/account. */
export const deleteAccountBody = z.object({
  /** Absent or malformed: ACCOUNT_MESSAGES.codeRequired. */
  code: otpField,
  acknowledge_balance: lenientTrue,
});
export type DeleteAccountBody = z.output<typeof deleteAccountBody>;
export type DeleteAccountForm = z.input<typeof deleteAccountBody>;
export const deleteAccountResponse = z.object({ message: z.string() });

// ---- GET /api/account/export: a JSON download of everything held about the caller ----

const voiceNote = z.object({ mime: z.string(), bytes: z.number(), duration_ms: z.number().nullable(), url: z.string() });
const exportMessage = z.object({
  message_id: z.number(),
  sender: z.enum(['user', 'astro']),
  text: z.string().nullable(),
  voice: voiceNote.nullable(),
  created_at: z.string(),
});
const exportConsultation = z.object({
  consultation_id: z.number(),
  type: z.enum(CONSULTATION_TYPES),
  status: z.string(),
  astrologer_id: z.number(),
  astrologer_name: z.string(),
  rate_per_minute: z.number(),
  billed_minutes: z.number(),
  amount: z.number(),
  refunded: z.number(),
  requested_at: z.string(),
  started_at: z.string().nullable(),
  ended_at: z.string().nullable(),
  end_reason: z.string().nullable(),
  messages: z.array(exportMessage),
});

export const accountExport = z.object({
  exported_at: z.string(),
  account: z.object({
    user_id: z.number(),
    role: z.enum(ROLES),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    name: z.string().nullable(),
    created_at: z.string(),
    age_confirmed_at: z.string().nullable(),
    privacy_consent_at: z.string().nullable(),
  }),
  profile: z
    .object({
      name: z.string(),
      date_of_birth: z.string(),
      gender: z.string(),
      place_of_birth: z.string(),
      /** The place of birth as picked from the list: null for one typed before the picker. */
      birth_place_id: z.string().nullable(),
      birth_latitude: z.number().nullable(),
      birth_longitude: z.number().nullable(),
      birth_time_zone: z.string().nullable(),
      time_of_birth: z.string(),
      profile_image: z.string(),
      created_at: z.string(),
      updated_at: z.string(),
    })
    .nullable(),
  addresses: z.array(
    z.object({
      address_id: z.number(),
      address_name: z.string().nullable(),
      address_type: z.string(),
      street: z.string(),
      city: z.string(),
      state: z.string(),
      postal_code: z.string(),
      country: z.string(),
      phone: z.string().nullable(),
      is_selected: z.boolean(),
      created_at: z.string(),
    }),
  ),
  cart: z.array(z.object({ product_id: z.number(), name: z.string(), quantity: z.number(), added_at: z.string() })),
  orders: z.array(
    z.object({
      order_id: z.number(),
      status: z.string(),
      delivery_status: z.string(),
      total: z.number(),
      delivery_address: z.string().nullable(),
      delivery_phone: z.string().nullable(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      paid_at: z.string().nullable(),
      created_at: z.string(),
      lines: z.array(
        z.object({
          product_id: z.number(),
          name: z.string(),
          category_name: z.string(),
          unit_price: z.number(),
          discount: z.number(),
          quantity: z.number(),
          line_total: z.number(),
        }),
      ),
    }),
  ),
  invoices: z.array(
    z.object({
      number: z.string(),
      kind: z.enum(['order', 'recharge']),
      order_id: z.number().nullable(),
      recharge_id: z.number().nullable(),
      issued_at: z.string(),
      buyer_name: z.string(),
      buyer_contact: z.string().nullable(),
      buyer_address: z.string().nullable(),
      place_of_supply: z.string(),
      taxable: z.number(),
      cgst: z.number(),
      sgst: z.number(),
      igst: z.number(),
      total: z.number(),
    }),
  ),
  wallet: z.object({
    balance: z.number(),
    entries: z.array(
      z.object({
        entry_id: z.number(),
        type: z.string(),
        amount: z.number(),
        balance_after: z.number(),
        consultation_id: z.number().nullable(),
        recharge_id: z.number().nullable(),
        note: z.string().nullable(),
        created_at: z.string(),
      }),
    ),
    recharges: z.array(
      z.object({
        recharge_id: z.number(),
        amount: z.number(),
        tax: z.number(),
        total: z.number(),
        status: z.string(),
        provider: z.string(),
        gateway_payment_id: z.string().nullable(),
        paid_at: z.string().nullable(),
        created_at: z.string(),
      }),
    ),
  }),
  consultations: z.array(exportConsultation),
  /** The consultations booked as the user, cancelled ones too: the price, the hold and what became of it. */
  bookings: z.array(booking),
  reviews: z.array(
    z.object({ consultation_id: z.number(), astrologer_id: z.number(), stars: z.number(), text: z.string(), created_at: z.string() }),
  ),
  free_questions: z.array(
    z.object({
      question_id: z.number(),
      question: z.string(),
      birth_name: z.string(),
      birth_gender: z.string(),
      birth_date: z.string(),
      birth_time: z.string(),
      birth_place: z.string(),
      status: z.string(),
      answer: z.string().nullable(),
      answered_at: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  kundli: z
    .object({
      name: z.string().nullable(),
      birth_date: z.string(),
      birth_time: z.string(),
      place_label: z.string(),
      latitude: z.number(),
      longitude: z.number(),
      time_zone: z.string(),
      created_at: z.string(),
      updated_at: z.string(),
    })
    .nullable(),
  /** The kundli matches saved to the profile: both people's birth details and the total out of 36. */
  kundli_matches: z.array(
    z.object({
      boy_name: z.string().nullable(),
      boy_birth_date: z.string(),
      boy_birth_time: z.string(),
      boy_place_label: z.string(),
      girl_name: z.string().nullable(),
      girl_birth_date: z.string(),
      girl_birth_time: z.string(),
      girl_place_label: z.string(),
      total: z.number(),
      band: z.string(),
      created_at: z.string(),
    }),
  ),
  push_subscriptions: z.array(z.object({ endpoint: z.string(), created_at: z.string(), last_sent_at: z.string().nullable() })),
  /** For an astrologer: the public profile, the wallet's ledger, the payouts and the published hours. Null for a user. */
  astrologer: z
    .object({
      astro_id: z.number(),
      token_no: z.string(),
      name: z.string(),
      about: z.string(),
      profile_image: z.string(),
      experience: z.number(),
      language_known: z.string(),
      type: z.string(),
      expertise: z.string(),
      skills: z.string().nullable(),
      charge: z.number(),
      dob: z.string(),
      gender: z.string(),
      commission: z.number(),
      is_verified: z.boolean(),
      wallet: z.number(),
      created_at: z.string(),
      ledger: z.array(
        z.object({
          entry_id: z.number(),
          type: z.string(),
          amount: z.number(),
          consultation_id: z.number().nullable(),
          payout_id: z.number().nullable(),
          free_question_id: z.number().nullable(),
          created_at: z.string(),
        }),
      ),
      payouts: z.array(
        z.object({ payout_id: z.number(), wallet_before: z.number(), payable: z.number(), platform: z.number(), commission: z.number(), created_at: z.string() }),
      ),
      /** The hours published for booked consultations, every exception kept, and the booked kinds' prices. */
      hours: hoursResponse,
    })
    .nullable(),
});
export type AccountExport = z.infer<typeof accountExport>;

/** The download's file name. */
/** The export's file, named by the India date of the instant it was made (not UTC's: 01:00 IST is still "today"). */
export const exportFileName = (isoInstant: string): string => `my-data-${todayInIndia(new Date(isoInstant))}.json`;

// ---- GET /api/admin/account-deletions?page=: when, and what kind of account; never who ----

export const ACCOUNT_DELETIONS_PAGE_SIZE = 20;
export const accountDeletionsQuery = z.object({
  page: pageLike().default(1),
});
export const accountDeletionRow = z.object({
  deleted_at: z.string(),
  role: z.enum(ROLES),
  /** The wallet balance given up, rupees. */
  forfeited: z.number(),
});
export const accountDeletionsResponse = z.object({
  deletions: z.array(accountDeletionRow),
  page: z.number(),
  total_pages: z.number(),
  total: z.number(),
});
export type AccountDeletionsResponse = z.infer<typeof accountDeletionsResponse>;

/** PUT /api/account/locale: the language the account reads, on every device, in its notices, e-mails and SMS. */
export const accountLocaleBody = z.object({ locale: z.enum(LOCALES, { error: ACCOUNT_MESSAGES.localeUnknown }) });
export const accountLocaleResponse = z.object({ locale: z.enum(LOCALES) });
