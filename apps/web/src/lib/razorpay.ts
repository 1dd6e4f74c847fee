// The part of Razorpay's Checkout.js browser API we use (the fake gateway's script defines the same).
import { PAYMENT_MESSAGES, type CheckoutSuccess } from '@app/contracts/payments';
import { forgetScript, loadScript } from './load-script.ts';

export interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  name: string;
  /** Shown under the name in the checkout ("Wallet recharge"). */
  description?: string;
  order_id: string;
  prefill: { email?: string; contact?: string; name?: string };
  handler: (response: CheckoutSuccess) => void;
  modal: { ondismiss: () => void };
}

export interface RazorpayFailure {
  error?: { code?: string; description?: string; reason?: string };
}

export interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', callback: (failure: RazorpayFailure) => void): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

export function getRazorpay(): RazorpayConstructor | undefined {
  return (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
}

/**
 * Loads the gateway's checkout script and answers its constructor; when either fails the shopper is told (the spec's
 * alert) and the answer is null, so the caller only has to stop.
 */
export async function loadCheckout(script: string): Promise<RazorpayConstructor | null> {
  try {
    await loadScript(script);
  } catch {
    window.alert(PAYMENT_MESSAGES.sdkLoadFailed);
    return null;
  }
  const Razorpay = getRazorpay();
  if (!Razorpay) {
    forgetScript(script);
    window.alert(PAYMENT_MESSAGES.sdkLoadFailed);
    return null;
  }
  return Razorpay;
}
