// What the start prints under "running at": with the outbox or the fake gateway, that this is the demo configuration,
// who can reach it, and how to run for real.
import type { Config } from './config.ts';
import { isLoopbackAddress } from './lib/ip-ranges.ts';

export function demoBanner(config: Pick<Config, 'HOST' | 'OTP_DELIVERY' | 'PAYMENT_PROVIDER'>, origin: string): string[] {
  const outbox = config.OTP_DELIVERY === 'outbox';
  const fake = config.PAYMENT_PROVIDER === 'fake';
  if (!outbox && !fake) return [];
  const parts = [
    outbox && `sign-in codes are not sent but kept in the outbox (${origin}/dev/outbox?to=<e-mail or phone>)`,
    fake && 'payments go through the fake payment gateway',
  ].filter(Boolean);
  const host = config.HOST === 'localhost' || isLoopbackAddress(config.HOST);
  return [
    `This is the demo configuration: ${parts.join(', and ')}.`,
    host
      ? `It listens only on this machine (HOST=${config.HOST}).`
      : `It listens on HOST=${config.HOST}, so other machines can open the site; the outbox and the fake gateway still answer only on this machine.`,
    'To run for real, set NODE_ENV=production with SMTP_URL (and SMS_API_KEY for phones), RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, OTP_SECRET and SELLER_*: see "Run it for real" in README.md.',
  ];
}
