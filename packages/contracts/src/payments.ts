// Payments: process, confirm, the webhook and the fake gateway's bodies, and the payment messages.
import { z } from 'zod';
import { blankToUndefined, idLike } from './common.ts';
import { ADDRESS_MESSAGES } from './addresses.ts';

export const PAYMENT_PROVIDERS = ['razorpay', 'fake'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
export const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';
export const FAKE_CHECKOUT_URL = '/dev/payments/checkout.js';

const orderId = idLike('order_id must be a positive whole number');

export const processPaymentBody = z.object({
  order_id: orderId,
});

export const processPaymentResponse = z.object({
  currency: z.literal('INR'),
  gateway_order_id: z.string(),
  /** Paise, as the gateway takes it. */
  amount: z.number().int(),
  amount_in_rupee: z.number(),
  /** Public key id for the checkout script. */
  key: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  checkout_script: z.string(),
  order_id: z.number().int(),
  name: z.string(),
  prefill: z.object({ email: z.string(), contact: z.string() }),
});
export type ProcessPaymentResponse = z.infer<typeof processPaymentResponse>;

const gatewayText = (message: string) =>
  z.preprocess(blankToUndefined, z.string({ error: message }).trim().min(1, { error: message }).max(200, { error: message }).optional());

/** Accepts our names and the names Razorpay's handler gives (razorpay_order_id, ...). */
export const confirmPaymentBody = z
  .object({
    order_id: orderId,
    address_id: idLike(ADDRESS_MESSAGES.selectAddress),
    gateway_order_id: gatewayText('gateway_order_id is required'),
    payment_id: gatewayText('payment_id is required'),
    signature: gatewayText('signature is required'),
    razorpay_order_id: gatewayText('razorpay_order_id is invalid'),
    razorpay_payment_id: gatewayText('razorpay_payment_id is invalid'),
    razorpay_signature: gatewayText('razorpay_signature is invalid'),
  })
  .transform((b, ctx) => {
    const gatewayOrderId = b.gateway_order_id ?? b.razorpay_order_id;
    const paymentId = b.payment_id ?? b.razorpay_payment_id;
    const signature = b.signature ?? b.razorpay_signature;
    for (const [name, value] of [
      ['gateway_order_id', gatewayOrderId],
      ['payment_id', paymentId],
      ['signature', signature],
    ] as const) {
      if (!value) ctx.addIssue({ code: 'custom', path: [name], message: `${name} is required` });
    }
    return {
      orderId: b.order_id,
      addressId: b.address_id,
      gatewayOrderId: gatewayOrderId ?? '',
      paymentId: paymentId ?? '',
      signature: signature ?? '',
    };
  });
export type ConfirmPaymentBody = z.input<typeof confirmPaymentBody>;

export const confirmPaymentResponse = z.object({
  message: z.string(),
  order_id: z.number().int(),
  status: z.string(),
});
export type ConfirmPaymentResponse = z.infer<typeof confirmPaymentResponse>;

/** What Razorpay's Checkout.js hands to options.handler (and the fake gateway's pay route answers). */
export const checkoutSuccessSchema = z.object({
  razorpay_payment_id: z.string(),
  razorpay_order_id: z.string(),
  razorpay_signature: z.string(),
});
export type CheckoutSuccess = z.infer<typeof checkoutSuccessSchema>;

export const fakePayBody = z.object({
  outcome: z.enum(['success', 'failure'], { error: 'outcome must be success or failure' }),
});
/** What Checkout.js hands to the 'payment.failed' listeners (the fake gateway's pay route answers it too). */
export const fakeFailureSchema = z.object({
  error: z.object({
    code: z.string(),
    description: z.string(),
    source: z.string(),
    step: z.string(),
    reason: z.string(),
    metadata: z.object({ order_id: z.string(), payment_id: z.string() }),
  }),
});
export type CheckoutFailure = z.infer<typeof fakeFailureSchema>;

/** The merchant name shown in the checkout dialog. */
export const CHECKOUT_MERCHANT_NAME = 'Jyotish Kendra';

export const webhookResponse = z.object({ status: z.string() });

export const PAYMENT_MESSAGES = {
  success: 'Payment Successfully Done!',
  orderPlaced: 'Order placed successfully!',
  confirmFailed: 'Payment Failed, Please Try Again!',
  otherFailure: 'Payment failed. Please try again.',
  sdkLoadFailed: 'Failed to load Razorpay SDK. Please check your internet connection.',
  verificationFailed: 'Payment verification failed',
  notPending: 'This order can no longer be paid',
  refundDue: (name: string) =>
    `Sorry, ${name} sold out while you were paying. Your payment will be refunded.`,
  webhookSignature: 'Invalid webhook signature',
  webhookBody: 'The webhook body is not valid JSON',
  /** A repeated confirm of an order already marked for refund. */
  refundDueAgain: 'An item in this order sold out while you were paying. Your payment will be refunded.',
  duplicatePayment: 'This order was already paid. Your second payment will be refunded.',
  gatewayOrderUnknown: 'Unknown payment order',
} as const;
