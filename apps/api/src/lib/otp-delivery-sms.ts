// Fast2SMS's OTP route (POST /dev/bulkV2, route=otp): the one real SMS provider; see docs/decisions/sms-provider.md.
import type { Config } from '../config.ts';

export const FAST2SMS_URL = 'https://www.fast2sms.com/dev/bulkV2';

export interface SmsSender {
  sendOtp(phone: string, code: string): Promise<void>;
}

interface Fast2SmsAnswer {
  return?: boolean;
  message?: unknown;
}

/** A sender for SMS_API_KEY, or null when no key is configured. */
export function createSmsSender(config: Pick<Config, 'SMS_API_KEY' | 'SMS_PROVIDER_URL'>): SmsSender | null {
  const key = config.SMS_API_KEY;
  if (!key) return null;
  const url = config.SMS_PROVIDER_URL ?? FAST2SMS_URL;
  return {
    async sendOtp(phone, code) {
      // POST takes the key in the `authorization` header (never in the URL, where logs would keep it).
      const res = await fetch(url, {
        method: 'POST',
        headers: { authorization: key, 'content-type': 'application/json', accept: 'application/json' },
        // Fast2SMS sends its own DLT-registered text "... OTP ... {#var#}" with the code as the variable.
        body: JSON.stringify({ route: 'otp', variables_values: code, numbers: phone }),
        signal: AbortSignal.timeout(10_000),
      });
      let answer: Fast2SmsAnswer = {};
      try {
        answer = (await res.json()) as Fast2SmsAnswer;
      } catch {
        // A non-JSON answer is a failure, reported below.
      }
      if (!res.ok || answer.return !== true) {
        throw new Error(`Fast2SMS refused the message (HTTP ${res.status}): ${JSON.stringify(answer.message ?? null)}`);
      }
    },
  };
}
