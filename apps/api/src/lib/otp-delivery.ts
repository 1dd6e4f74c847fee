// Delivers one-time codes: the development outbox, e-mail over SMTP, or SMS; OTP_DELIVERY selects.
import type { Locale } from '@app/contracts/i18n';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { outboxMessages } from '../db/schema/index.ts';
import { translator } from './i18n.ts';
import { createMailer } from './mailer.ts';
import { createSmsSender } from './otp-delivery-sms.ts';

export type OtpChannel = 'email' | 'sms';

export interface OtpMessage {
  to: string;
  channel: OtpChannel;
  code: string;
  /** A code to confirm deleting the account says so (default: a sign-in code). */
  purpose?: 'signin' | 'delete_account';
  /** The language the person asked in: the message is worded in it (default: English). */
  locale?: Locale;
}

export interface OtpDelivery {
  readonly driver: 'outbox' | 'smtp';
  /** Whether a code can be sent on this channel at all (checked before a code is made). */
  supports(channel: OtpChannel): boolean;
  send(msg: OtpMessage, now: Date): Promise<void>;
}

export interface DeliveryLogger {
  info(obj: object, msg: string): void;
}

/** The code's e-mail subject and text, in the language the person asked in (English when not given). */
const wordsOf = (msg: OtpMessage) => translator(msg.locale ?? 'en', 'notices');

export const OTP_SUBJECT = translator('en', 'notices')('otp.subject');

export function otpText(code: string, locale: Locale = 'en'): string {
  return translator(locale, 'notices')('otp.text', { code });
}

export const DELETE_ACCOUNT_SUBJECT = translator('en', 'notices')('otp.deleteSubject');

export function deleteAccountText(code: string, locale: Locale = 'en'): string {
  return translator(locale, 'notices')('otp.deleteText', { code });
}

const subjectOf = (msg: OtpMessage) => wordsOf(msg)(msg.purpose === 'delete_account' ? 'otp.deleteSubject' : 'otp.subject');
const textOf = (msg: OtpMessage) =>
  msg.purpose === 'delete_account' ? deleteAccountText(msg.code, msg.locale) : otpText(msg.code, msg.locale);

/** The driver for this configuration; production configs never reach `outbox` (config.ts refuses it). */
export function createOtpDelivery(
  config: Pick<Config, 'OTP_DELIVERY' | 'SMTP_URL' | 'MAIL_FROM' | 'SMS_API_KEY' | 'SMS_PROVIDER_URL'>,
  db: Db,
  log: DeliveryLogger,
): OtpDelivery {
  if (config.OTP_DELIVERY === 'outbox') {
    return {
      driver: 'outbox',
      supports: () => true,
      async send(msg, now) {
        await db.insert(outboxMessages).values({
          to: msg.to,
          channel: msg.channel,
          subject: subjectOf(msg),
          body: textOf(msg),
          code: msg.code,
          createdAt: now,
        });
        log.info({ to: msg.to, channel: msg.channel, code: msg.code }, 'one-time code (outbox driver)');
      },
    };
  }
  const mailer = createMailer(config);
  const sms = createSmsSender(config);
  return {
    driver: 'smtp',
    supports: (channel) => (channel === 'email' ? mailer !== null : sms !== null),
    async send(msg) {
      if (msg.channel === 'sms') {
        if (!sms) throw new Error('SMS delivery is not configured (SMS_API_KEY)');
        await sms.sendOtp(msg.to, msg.code);
        return;
      }
      if (!mailer) throw new Error('e-mail delivery is not configured (SMTP_URL)');
      await mailer.send({ to: msg.to, subject: subjectOf(msg), text: textOf(msg) });
    },
  };
}
