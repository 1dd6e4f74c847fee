// Every refusal the API answers with: a stable code (the error body's `code`) and its message. Clients decide on the
// code, never on the wording, and a translation keys on it (docs/decisions/error-codes.md).
import { ACCOUNT_MESSAGES } from './account.ts';
import { ADDRESS_MESSAGES } from './addresses.ts';
import { ADMIN_ACCOUNT_MESSAGES } from './admin-accounts.ts';
import { ASTROLOGER_FORM_MESSAGES } from './admin-astrologers.ts';
import { BULK_MESSAGES, bulkMissingColumns } from './admin-bulk-upload.ts';
import { CATALOGUE_MESSAGES } from './admin-catalogue.ts';
import { ADMIN_CONSULT_MESSAGES } from './admin-consultations.ts';
import { ASTROLOGER_PROFILE_MESSAGES } from './astrologer-profile.ts';
import { AUTH_MESSAGES, CONSENT_REQUIRED_CODE, otpCooldownMessage, otpTooManySendsMessage } from './auth.ts';
import { BOOKING_MESSAGES } from './bookings.ts';
import { CART_MESSAGES } from './cart.ts';
import { CONSULT_MESSAGES } from './consultations.ts';
import { DEV_MESSAGES } from './dev.ts';
import { FREE_QUESTION_MESSAGES } from './free-questions.ts';
import { INVOICE_MESSAGES } from './invoices.ts';
import { KUNDLI_MESSAGES } from './kundli.ts';
import { MATCH_MESSAGES } from './kundli-match.ts';
import { SAVED_MATCH_MESSAGES } from './kundli-matches.ts';
import { ORDER_MESSAGES } from './orders.ts';
import { PANCHANG_MESSAGES } from './panchang.ts';
import { PAYMENT_MESSAGES } from './payments.ts';
import { PROFILE_MESSAGES } from './profiles.ts';
import { PUSH_MESSAGES } from './push.ts';
import { MODERATION_MESSAGES, SAFETY_MESSAGES, SUSPENDED_MESSAGE } from './safety.ts';
import { IMAGE_UPLOAD_MESSAGES } from './uploads.ts';
import { WAITLIST_MESSAGES } from './waitlist.ts';
import { WALLET_MESSAGES } from './wallet.ts';

/** A message: the wording itself, or the wording made from the refusal's parameters. */
type ErrorMessage = string | ((...args: never[]) => string);

/**
 * One entry per distinct refusal. A form's field errors share `validation` (the body's `errors` names each field and
 * its message); every other refusal a client may act on, or a translation must word, has its own code.
 */
export const ERROR_CATALOGUE = {
  // Any request.
  /** A body, query or path that breaks its schema (or a rule the service checks on one field); `message` is the first field's. */
  validation: 'Invalid request',
  invalid_json: 'The request body is not valid JSON.',
  payload_too_large: 'The file or request is too large.',
  unsupported_media_type: 'Unsupported content type.',
  rate_limited: 'Too many requests. Please try again later.',
  no_route: (method: string, path: string) => `No route for ${method} ${path}`,
  /** A path the router cannot decode (%C0%AF), or a path parameter past its length. */
  url_invalid: 'The request address is not valid.',
  url_too_long: 'The request address is too long.',
  /** Another 4xx of the framework (a malformed header, URL or multipart body): its own wording, not translated. */
  bad_request: (detail: string) => detail,
  /** A 5xx: the cause is logged, not told. */
  internal_error: 'Something went wrong. Please try again.',
  unauthorized: 'Please login to continue.',
  session_expired: 'Your session has expired. Please login again.',
  forbidden: 'You are not allowed to do this.',
  [CONSENT_REQUIRED_CODE]: AUTH_MESSAGES.consentRequired,
  local_only: DEV_MESSAGES.localOnly,
  web_not_built: 'The web app is not built. Run npm run build.',
  file_not_found: 'File not found',

  // Uploads.
  upload_unreadable: 'The upload could not be read. Please choose the file again.',
  no_file: IMAGE_UPLOAD_MESSAGES.noFile,
  not_an_image: IMAGE_UPLOAD_MESSAGES.notAnImage,
  image_not_found: 'Image not found',
  images_unavailable: 'Images are unavailable right now. Please try again.',
  bulk_no_file: BULK_MESSAGES.noFile,
  bulk_unsupported: BULK_MESSAGES.unsupported,
  bulk_unreadable: BULK_MESSAGES.unreadable,
  bulk_empty: BULK_MESSAGES.empty,
  bulk_too_many_rows: BULK_MESSAGES.tooManyRows,
  bulk_too_large: BULK_MESSAGES.tooLarge,
  bulk_missing_columns: bulkMissingColumns,

  // Sign-in and the account.
  otp_cooldown: otpCooldownMessage,
  otp_too_many_sends: otpTooManySendsMessage,
  otp_send_failed: AUTH_MESSAGES.otpSendFailed,
  otp_invalid: AUTH_MESSAGES.otpInvalid,
  otp_expired: AUTH_MESSAGES.otpExpired,
  otp_too_many_attempts: AUTH_MESSAGES.otpTooManyAttempts,
  phone_unavailable: AUTH_MESSAGES.phoneUnavailable,
  registration_failed: AUTH_MESSAGES.registrationFailed,
  account_removed: AUTH_MESSAGES.accountRemoved,
  token_invalid: AUTH_MESSAGES.tokenInvalid,
  astrologer_session: ACCOUNT_MESSAGES.astrologerSession,
  astrologer_unsettled: ACCOUNT_MESSAGES.astrologerUnsettled,
  active_consultation: ACCOUNT_MESSAGES.activeConsultation,
  balance_acknowledgement_required: ACCOUNT_MESSAGES.balanceAcknowledgement,

  // Profiles.
  not_your_profile: 'You can only view your own profile.',
  profile_not_found: PROFILE_MESSAGES.notFound,
  /** A profile's place of birth with some but not all of its latitude, longitude and time zone. */
  birth_place_incomplete: PROFILE_MESSAGES.placeIncomplete,
  birth_time_zone_invalid: PROFILE_MESSAGES.timeZoneInvalid,
  astrologer_profile_not_found: ASTROLOGER_PROFILE_MESSAGES.notFound,
  astrologer_exists: AUTH_MESSAGES.astrologerExists,

  // Consultations.
  consult_users_only: CONSULT_MESSAGES.usersOnly,
  astrologers_only: CONSULT_MESSAGES.astrologersOnly,
  astrologer_not_found: CONSULT_MESSAGES.astrologerNotFound,
  consultation_not_found: CONSULT_MESSAGES.consultationNotFound,
  /** 402, with `needed_paise` and `minutes` beside the message. */
  low_balance: CONSULT_MESSAGES.lowBalance,
  already_open: CONSULT_MESSAGES.alreadyOpen,
  /** The astrologer is offline, answering another request or in a session. */
  astrologer_busy: CONSULT_MESSAGES.astrologerUnavailable,
  astrologer_action_only: CONSULT_MESSAGES.astrologerActionOnly,
  user_action_only: CONSULT_MESSAGES.userActionOnly,
  request_not_waiting: CONSULT_MESSAGES.notRequested,
  request_expired: CONSULT_MESSAGES.expired,
  /** The consultation is not active (not yet accepted, or over). */
  session_ended: CONSULT_MESSAGES.notActive,
  call_only: CONSULT_MESSAGES.callOnly,
  /** A live video call asked of an astrologer with no video price (astrologer_booking_prices kind 'video'). */
  video_not_offered: CONSULT_MESSAGES.videoNotOffered,
  call_not_live: CONSULT_MESSAGES.callNotLive,
  signal_invalid: CONSULT_MESSAGES.signalInvalid,
  voice_invalid: CONSULT_MESSAGES.voiceInvalid,
  voice_too_large: CONSULT_MESSAGES.voiceTooLarge,
  voice_too_long: CONSULT_MESSAGES.voiceTooLong,
  voice_note_not_found: 'Voice note not found',
  review_not_allowed: CONSULT_MESSAGES.reviewNotAllowed,
  review_exists: CONSULT_MESSAGES.reviewExists,
  astrologer_in_session: CONSULT_MESSAGES.astrologerInSession,
  refund_invalid: CONSULT_MESSAGES.refundInvalid,
  refund_not_ended: ADMIN_CONSULT_MESSAGES.refundNotEnded,
  refund_nothing: CONSULT_MESSAGES.refundNothing,
  /** A live request while one of the astrologer's bookings starts within the minimum session's minutes. */
  astrologer_booked_soon: BOOKING_MESSAGES.bookedSoon,

  // Booked consultations.
  booking_kind_not_offered: BOOKING_MESSAGES.kindNotOffered,
  /** Not one of the slots the slots route offers now (outside the hours, inside the notice, past the 14 days). */
  slot_not_offered: BOOKING_MESSAGES.slotNotOffered,
  /** Another booking holds (part of) the slot. */
  slot_taken: BOOKING_MESSAGES.slotTaken,
  booking_not_found: BOOKING_MESSAGES.bookingNotFound,
  booking_not_booked: BOOKING_MESSAGES.notBooked,
  /** Join before the booking opens (BOOKING_JOIN_EARLY_MIN before its start): the message says when. */
  booking_not_open: BOOKING_MESSAGES.notOpen,
  /** An account with booked consultations (as the user or the astrologer) cannot be deleted before they are cancelled. */
  booked_consultations: BOOKING_MESSAGES.hasBookings,

  // Trust and safety.
  /** One report per participant and consultation. */
  report_exists: SAFETY_MESSAGES.reportExists,
  block_not_found: SAFETY_MESSAGES.blockNotFound,
  report_not_found: MODERATION_MESSAGES.reportNotFound,
  flag_not_found: MODERATION_MESSAGES.flagNotFound,
  moderation_closed: MODERATION_MESSAGES.alreadyClosed,
  /** The account is suspended: no consultation, no going online, no free question. */
  account_suspended: SUSPENDED_MESSAGE,
  account_not_found: MODERATION_MESSAGES.accountNotFound,
  already_suspended: MODERATION_MESSAGES.alreadySuspended,
  not_suspended: MODERATION_MESSAGES.notSuspended,
  not_suspendable: MODERATION_MESSAGES.adminNotSuspendable,
  /** A queue refund goes to the user: the report must be the user's. */
  refund_user_only: MODERATION_MESSAGES.refundUserOnly,

  // The waitlist of a busy astrologer.
  /** Join refused: the astrologer is free, so the client requests the consultation directly. */
  waitlist_astrologer_free: WAITLIST_MESSAGES.astrologerFree,
  /** Join refused: the astrologer is offline or does not take this type now. */
  waitlist_astrologer_unavailable: WAITLIST_MESSAGES.astrologerUnavailable,
  /** One list at a time: the user already waits (or holds an offer) somewhere. */
  waitlist_already_on: WAITLIST_MESSAGES.alreadyOn,
  /** The astrologer's list holds CONSULT_WAITLIST_MAX people. */
  waitlist_full: WAITLIST_MESSAGES.full,
  waitlist_entry_not_found: WAITLIST_MESSAGES.notFound,
  waitlist_not_offered: WAITLIST_MESSAGES.notOffered,
  waitlist_offer_expired: WAITLIST_MESSAGES.offerExpired,

  // Kundli and the free question.
  place_not_found: KUNDLI_MESSAGES.placeNotFound,
  kundli_not_saved: KUNDLI_MESSAGES.notSaved,
  panchang_place_not_found: PANCHANG_MESSAGES.placeNotFound,
  /** A date and place where the Sun does not both rise and set (the polar day and night). */
  no_sunrise: PANCHANG_MESSAGES.noSunrise,
  kundli_not_found: MATCH_MESSAGES.kundliNotFound,
  match_not_found: SAVED_MATCH_MESSAGES.notFound,
  matches_full: SAVED_MATCH_MESSAGES.full,
  question_users_only: FREE_QUESTION_MESSAGES.usersOnly,
  profile_required: FREE_QUESTION_MESSAGES.profileRequired,
  already_asked: FREE_QUESTION_MESSAGES.alreadyAsked,
  phone_or_email_used: FREE_QUESTION_MESSAGES.phoneOrEmailUsed,
  question_not_found: FREE_QUESTION_MESSAGES.notFound,
  already_answered: FREE_QUESTION_MESSAGES.alreadyAnswered,
  already_claimed: FREE_QUESTION_MESSAGES.alreadyClaimed,
  deadline_passed: FREE_QUESTION_MESSAGES.deadlinePassed,
  question_not_yours: FREE_QUESTION_MESSAGES.notYours,
  claim_limit: FREE_QUESTION_MESSAGES.claimLimit,
  reassign_target: FREE_QUESTION_MESSAGES.reassignTarget,

  // Shop: catalogue, cart, orders, addresses, payments, invoices.
  product_not_found: CATALOGUE_MESSAGES.productNotFound,
  product_unavailable: CART_MESSAGES.productUnavailable,
  category_mismatch: CART_MESSAGES.categoryMismatch,
  out_of_stock: CART_MESSAGES.overStock,
  cart_too_many_lines: CART_MESSAGES.tooManyLines,
  cart_empty: ORDER_MESSAGES.cartEmpty,
  order_not_found: ORDER_MESSAGES.notFound,
  order_not_payable: PAYMENT_MESSAGES.notPending,
  address_not_found: ADDRESS_MESSAGES.notFound,
  too_many_addresses: (max: number) => `You can keep at most ${max} addresses`,
  /** The default address has no mobile or a state not on the list (saved before they were asked): edit it first. */
  address_incomplete: ADDRESS_MESSAGES.incomplete,
  payment_verification_failed: PAYMENT_MESSAGES.verificationFailed,
  refund_due: PAYMENT_MESSAGES.refundDue,
  refund_due_again: PAYMENT_MESSAGES.refundDueAgain,
  duplicate_payment: PAYMENT_MESSAGES.duplicatePayment,
  gateway_order_unknown: PAYMENT_MESSAGES.gatewayOrderUnknown,
  webhook_signature: PAYMENT_MESSAGES.webhookSignature,
  webhook_body: PAYMENT_MESSAGES.webhookBody,
  payment_amount_mismatch: 'The payment provider answered an unexpected amount. Please try again.',
  payment_provider_unreachable: 'The payment provider is not reachable. Please try again.',
  invoice_not_found: INVOICE_MESSAGES.notFound,

  // Wallet.
  recharge_verification_failed: WALLET_MESSAGES.verificationFailed,
  recharge_already_paid: WALLET_MESSAGES.alreadyPaid,
  recharge_not_found: WALLET_MESSAGES.rechargeNotFound,

  // Push notifications.
  push_off: 'Notifications are not available on this server.',
  push_subscription_invalid: PUSH_MESSAGES.subscriptionInvalid,
  push_endpoint_ip_address: PUSH_MESSAGES.endpointIpAddress,
  push_endpoint_not_listed: PUSH_MESSAGES.endpointNotListed,
  push_endpoint_private: PUSH_MESSAGES.endpointPrivate,
  push_endpoint_unresolved: PUSH_MESSAGES.endpointUnresolved,

  // Admin.
  category_exists: CATALOGUE_MESSAGES.categoryExists,
  category_not_found: CATALOGUE_MESSAGES.categoryNotFound,
  category_unknown: CATALOGUE_MESSAGES.category,
  category_has_products: CATALOGUE_MESSAGES.categoryHasProducts,
  category_has_ordered_products:
    'This category has removed products that appear in past orders, so it cannot be deleted.',
  email_taken: ADMIN_ACCOUNT_MESSAGES.emailTaken,
  phone_taken: ADMIN_ACCOUNT_MESSAGES.phoneTaken,
  user_not_found: ASTROLOGER_FORM_MESSAGES.userNotFound,
  user_not_astro: ASTROLOGER_FORM_MESSAGES.userNotAstro,
  astrologer_profile_exists: ASTROLOGER_FORM_MESSAGES.profileExists,
  wallet_not_settled: ASTROLOGER_FORM_MESSAGES.walletNotSettled,
  nothing_to_settle: ASTROLOGER_FORM_MESSAGES.nothingToSettle,
} as const satisfies Record<string, ErrorMessage>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[];

/** Codes whose message is fixed wording (no parameters). */
export type FixedErrorCode = {
  [C in ErrorCode]: (typeof ERROR_CATALOGUE)[C] extends string ? C : never;
}[ErrorCode];

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(ERROR_CATALOGUE, value);
