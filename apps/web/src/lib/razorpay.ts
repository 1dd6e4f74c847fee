// The part of Razorpay's Checkout.js browser API we use (the fake gateway's script defines the same).
import type { CheckoutSuccess } from '@app/contracts/payments';

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
