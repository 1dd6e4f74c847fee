// The user's prepaid wallet: balance and ledger, recharge packs, GST on a recharge, and the wallet's messages.
import { z } from 'zod';
import { boundedInt, intLike, pageLike } from './common.ts';
import { PAYMENT_PROVIDERS } from './payments.ts';

/** Recharge packs offered as buttons, rupees. Any whole amount in the range is accepted too. */
export const RECHARGE_PACKS = [50, 100, 200, 500, 1000, 2000, 5000] as const;
export const RECHARGE_MIN_RUPEES = 1;
export const RECHARGE_MAX_RUPEES = 100_000;

export const WALLET_MESSAGES = {
  amountInvalid: `Enter a whole amount from ₹${RECHARGE_MIN_RUPEES} to ₹${RECHARGE_MAX_RUPEES.toLocaleString('en-IN')}.`,
  recharged: 'Wallet recharged successfully!',
  rechargeFailed: 'Recharge failed. Please try again.',
  verificationFailed: 'Payment verification failed. If money was deducted, it will be credited to your wallet shortly.',
  rechargeNotFound: 'Recharge not found',
  loadFailed: 'Failed to load your wallet. Please try again.',
  noEntries: 'No transactions yet',
  alreadyPaid: 'This recharge was already paid. Your second payment will be refunded.',
} as const;

/**
 * GST on a recharge, rounded half up to the paisa; `gstPercent` may have 2 decimals.
 * The wallet is credited `amountPaise`; the user pays `amountPaise + taxPaise`.
 */
export function rechargeTax(amountPaise: number, gstPercent: number): { taxPaise: number; totalPaise: number } {
  const bp = Math.round(gstPercent * 100);
  const taxPaise = Math.floor((amountPaise * bp + 5_000) / 10_000);
  return { taxPaise, totalPaise: amountPaise + taxPaise };
}

export const rechargeBody = z.object({
  /** Rupees, a whole number. */
  amount: intLike(WALLET_MESSAGES.amountInvalid).pipe(
    z
      .number()
      .min(RECHARGE_MIN_RUPEES, { error: WALLET_MESSAGES.amountInvalid })
      .max(RECHARGE_MAX_RUPEES, { error: WALLET_MESSAGES.amountInvalid }),
  ),
});

/** What /api/payment/process answers, for a recharge: the gateway order to pay. */
export const rechargeResponse = z.object({
  recharge_id: z.number().int(),
  currency: z.literal('INR'),
  gateway_order_id: z.string(),
  /** Paise including GST, as the gateway takes it. */
  amount: z.number().int(),
  amount_in_rupee: z.number(),
  key: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  checkout_script: z.string(),
  name: z.string(),
  prefill: z.object({ email: z.string(), contact: z.string() }),
  /** The breakdown shown before paying, rupees. */
  breakdown: z.object({ amount: z.number(), gst_percent: z.number(), gst: z.number(), total: z.number() }),
});
export type RechargeResponse = z.infer<typeof rechargeResponse>;

export const rechargeConfirmBody = z.object({
  gateway_order_id: z.string().trim().min(1, { error: 'gateway_order_id is required' }).max(64),
  payment_id: z.string().trim().min(1, { error: 'payment_id is required' }).max(64),
  signature: z.string().trim().min(1, { error: 'signature is required' }).max(200),
});
export type RechargeConfirmBody = z.input<typeof rechargeConfirmBody>;

export const rechargeConfirmResponse = z.object({
  message: z.string(),
  /** Rupees. */
  balance: z.number(),
  /** Rupees credited by this recharge. */
  credited: z.number(),
});
export type RechargeConfirmResponse = z.infer<typeof rechargeConfirmResponse>;

export const WALLET_ENTRY_TYPES = ['recharge', 'consultation', 'refund', 'adjustment', 'booking_hold', 'booking_release'] as const;

export const walletEntry = z.object({
  entry_id: z.number().int(),
  type: z.enum(WALLET_ENTRY_TYPES),
  /** Rupees, signed: credits positive. */
  amount: z.number(),
  balance_after: z.number(),
  consultation_id: z.number().int().nullable(),
  description: z.string(),
  created_at: z.string(),
  /** A recharge's id, and its GST tax invoice (PDF at invoicePdfPath(invoice_id)); null for other entries. */
  recharge_id: z.number().int().nullable(),
  invoice_id: z.number().int().nullable(),
  invoice_number: z.string().nullable(),
});
export type WalletEntry = z.infer<typeof walletEntry>;

export const walletQuery = z.object({
  page: pageLike().default(1),
  limit: boundedInt('limit must be from 1 to 100', 1, 100).default(20),
});

export const walletResponse = z.object({
  /** Rupees. */
  balance: z.number(),
  entries: z.array(walletEntry),
  page: z.number().int(),
  total_pages: z.number().int(),
  total: z.number().int(),
  gst_percent: z.number(),
  packs: z.array(z.number()),
});
export type WalletResponse = z.infer<typeof walletResponse>;

/** Where the server first heard of a payment: the browser's confirm or the gateway's webhook. */
export const PAYMENT_SOURCES = ['confirm', 'webhook'] as const;

/** A second payment of a recharge already paid: never credited to the wallet, to be refunded by the admin. */
export const rechargeRefund = z.object({
  refund_id: z.number().int(),
  recharge_id: z.number().int(),
  user_id: z.number().int(),
  user_name: z.string().nullable(),
  user_email: z.string().nullable(),
  user_phone: z.string().nullable(),
  provider: z.string(),
  gateway_order_id: z.string(),
  gateway_payment_id: z.string(),
  /** Rupees the gateway took with this payment (the recharge's total with GST). */
  amount: z.number(),
  source: z.enum(PAYMENT_SOURCES),
  created_at: z.string(),
});
export type RechargeRefund = z.infer<typeof rechargeRefund>;

/** GET /api/admin/recharge-refunds: the payments to give back, newest first. */
export const rechargeRefundsQuery = walletQuery;
export const rechargeRefundsResponse = z.object({
  refunds: z.array(rechargeRefund),
  page: z.number().int(),
  total_pages: z.number().int(),
  total: z.number().int(),
});
export type RechargeRefundsResponse = z.infer<typeof rechargeRefundsResponse>;
