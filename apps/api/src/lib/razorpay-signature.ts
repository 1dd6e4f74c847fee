// Razorpay's two signatures (checkout callback and webhook), computed and compared in constant time.
import { createHmac, timingSafeEqual } from 'node:crypto';

const hmacHex = (secret: string, message: string) => createHmac('sha256', secret).update(message).digest('hex');

/** Compares two hex strings without leaking where they differ. */
function safeEqualHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  // Comparing against itself keeps the time independent of the given length.
  if (a.length !== b.length) {
    timingSafeEqual(a, a);
    return false;
  }
  return timingSafeEqual(a, b);
}

/** The checkout signature: HMAC_SHA256(order_id + "|" + payment_id, key_secret), hex. */
export function signPayment(gatewayOrderId: string, paymentId: string, keySecret: string): string {
  return hmacHex(keySecret, `${gatewayOrderId}|${paymentId}`);
}

export function verifyPaymentSignature(
  gatewayOrderId: string,
  paymentId: string,
  signature: string,
  keySecret: string,
): boolean {
  if (!keySecret || !gatewayOrderId || !paymentId || !signature) return false;
  return safeEqualHex(signPayment(gatewayOrderId, paymentId, keySecret), signature);
}

/** The webhook signature: HMAC_SHA256 of the raw request body with the webhook secret, hex. */
export function signWebhook(rawBody: string, webhookSecret: string): string {
  return hmacHex(webhookSecret, rawBody);
}

export function verifyWebhookSignature(rawBody: string, signature: string, webhookSecret: string): boolean {
  if (!webhookSecret || !signature) return false;
  return safeEqualHex(signWebhook(rawBody, webhookSecret), signature);
}
