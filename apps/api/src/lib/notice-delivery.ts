// Short notices to an account's e-mail or phone (not codes) through the same drivers as the one-time codes:
// the development outbox, or SMTP for e-mail and the SMS provider's plain-text route for phones.
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { outboxMessages } from '../db/schema/index.ts';
import { createMailer } from './mailer.ts';
import { createSmsSender } from './otp-delivery-sms.ts';
import { isLocale, type Locale } from '@app/contracts/i18n';
import type { OtpChannel } from './otp-delivery.ts';

/** A file an e-mail carries (a booking's .ics); an SMS carries none. */
export interface NoticeAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface Notice {
  to: string;
  channel: OtpChannel;
  subject: string;
  text: string;
  attachments?: NoticeAttachment[];
}

export interface NoticeDelivery {
  send(notice: Notice, now: Date): Promise<void>;
}

/** Where a notice to an account goes: its e-mail, or its phone when it has none, in the account's language. */
export function noticeAddress(
  account: { email: string | null; phone: string | null; locale: string | null } | null | undefined,
): { to: string; channel: OtpChannel; locale: Locale } | null {
  const locale: Locale = isLocale(account?.locale) ? account.locale : 'en';
  if (account?.email) return { to: account.email, channel: 'email', locale };
  if (account?.phone) return { to: account.phone, channel: 'sms', locale };
  return null;
}

type NoticeConfig = Pick<
  Config,
  'OTP_DELIVERY' | 'SMTP_URL' | 'MAIL_FROM' | 'SMS_API_KEY' | 'SMS_PROVIDER_URL'
>;

/** The driver OTP_DELIVERY names; the outbox keeps the notice for GET /dev/outbox (with no code). */
export function createNoticeDelivery(config: NoticeConfig, db: Db): NoticeDelivery {
  if (config.OTP_DELIVERY === 'outbox') {
    return {
      async send(notice, now) {
        await db
          .insert(outboxMessages)
          .values({
            to: notice.to,
            channel: notice.channel,
            subject: notice.subject,
            body: notice.text,
            attachments: notice.channel === 'email' && notice.attachments?.length
              ? notice.attachments.map((a) => ({ filename: a.filename, content_type: a.contentType, content: a.content }))
              : null,
            createdAt: now,
          });
      },
    };
  }
  const mailer = createMailer(config);
  const sms = createSmsSender(config);
  return {
    async send(notice) {
      if (notice.channel === 'sms') {
        if (!sms) throw new Error('SMS delivery is not configured (SMS_API_KEY)');
        return sms.sendText(notice.to, notice.text);
      }
      if (!mailer) throw new Error('e-mail delivery is not configured (SMTP_URL)');
      await mailer.send({ to: notice.to, subject: notice.subject, text: notice.text, ...(notice.attachments && { attachments: notice.attachments }) });
    },
  };
}
