import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import razorpayUtils from 'razorpay/dist/utils/razorpay-utils';
import { signPayment, signWebhook, verifyPaymentSignature, verifyWebhookSignature } from './razorpay-signature.ts';

const { validatePaymentVerification, validateWebhookSignature } = razorpayUtils;

describe('Razorpay signatures, checked against the razorpay package', () => {
  it('signs and verifies the checkout callback exactly as the SDK does', () => {
    for (let i = 0; i < 20; i++) {
      const orderId = `order_${randomBytes(7).toString('hex')}`;
      const paymentId = `pay_${randomBytes(7).toString('hex')}`;
      const secret = randomBytes(12).toString('base64');
      const signature = signPayment(orderId, paymentId, secret);
      expect(validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, signature, secret)).toBe(true);
      expect(verifyPaymentSignature(orderId, paymentId, signature, secret)).toBe(true);
      const tampered = signature.slice(0, -1) + (signature.endsWith('0') ? '1' : '0');
      expect(validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, tampered, secret)).toBe(false);
      expect(verifyPaymentSignature(orderId, paymentId, tampered, secret)).toBe(false);
      expect(verifyPaymentSignature(paymentId, orderId, signature, secret)).toBe(false);
      expect(verifyPaymentSignature(orderId, paymentId, signature, `${secret}x`)).toBe(false);
    }
  });

  it('signs and verifies webhook bodies exactly as the SDK does', () => {
    const secret = 'whsec_compare';
    const body = JSON.stringify({ event: 'payment.captured', payload: { payment: { entity: { id: 'pay_1', amount: 4990 } } } });
    const signature = signWebhook(body, secret);
    expect(validateWebhookSignature(body, signature, secret)).toBe(true);
    expect(verifyWebhookSignature(body, signature, secret)).toBe(true);
    // One byte of difference in the body (re-serialised JSON, say) fails both.
    const spaced = body.replace(':', ': ');
    expect(validateWebhookSignature(spaced, signature, secret)).toBe(false);
    expect(verifyWebhookSignature(spaced, signature, secret)).toBe(false);
  });

  it('never accepts empty secrets, signatures or ids', () => {
    expect(verifyPaymentSignature('order_1', 'pay_1', signPayment('order_1', 'pay_1', ''), '')).toBe(false);
    expect(verifyPaymentSignature('order_1', 'pay_1', '', 'secret')).toBe(false);
    expect(verifyWebhookSignature('{}', signWebhook('{}', ''), '')).toBe(false);
    expect(verifyWebhookSignature('{}', '', 'secret')).toBe(false);
  });
});
