// Fast2SMS (POST /dev/bulkV2), the one real SMS provider, for one-time codes and short notices; see
// docs/decisions/sms-provider.md.
import type { Config } from '../config.ts';

export const FAST2SMS_URL = 'https://www.fast2sms.com/dev/bulkV2';

export interface SmsSender {
  /** The OTP route: Fast2SMS sends its own DLT-registered text "... OTP ... {#var#}" with the code as the variable. */
  sendOtp(phone: string, code: string): Promise<void>;
  /** The quick route: a text of our own (a notice with a link), where the OTP route only carries a code. */
  sendText(phone: string, text: string): Promise<void>;
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

  /** One message on one route; anything but an HTTP success with `return: true` is a failure. */
  const send = async (body: Record<string, string | number>): Promise<void> => {
    // POST takes the key in the `authorization` header (never in the URL, where logs would keep it).
    const res = await fetch(url, {
      method: 'POST',
      headers: { authorization: key, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    // A non-JSON answer is a failure, reported below.
    const answer = (await res.json().catch(() => ({}))) as Fast2SmsAnswer;
    if (!res.ok || answer.return !== true) {
      throw new Error(`Fast2SMS refused the message (HTTP ${res.status}): ${JSON.stringify(answer.message ?? null)}`);
    }
  };

  return {
    sendOtp: (phone, code) => send({ route: 'otp', variables_values: code, numbers: phone }),
    sendText: (phone, text) => send({ route: 'q', message: text, language: 'english', flash: 0, numbers: phone }),
  };
}
