// Outgoing e-mail over SMTP (nodemailer); null when SMTP_URL is unset so callers decide what "no mail" means.
import type { Transporter } from 'nodemailer';
import type { Config } from '../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; contentType: string; content: string }[];
}

export interface Mailer {
  send(msg: MailMessage): Promise<void>;
}

/** A mailer for SMTP_URL (smtp:// or smtps://, credentials in the URL), sending from MAIL_FROM. */
export function createMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>): Mailer | null {
  if (!config.SMTP_URL) return null;
  const url = config.SMTP_URL;
  // nodemailer is loaded with the first message rather than at start (about 55 ms and 10 MB);
  // one promise, so messages sent together share one transport.
  let transport: Promise<Transporter> | undefined;
  const getTransport = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      // Timeouts keep a dead mail server from holding a request open for minutes.
      nodemailer.createTransport({
        url,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    ));
  return {
    async send(msg) {
      await (await getTransport()).sendMail({
        from: config.MAIL_FROM,
        to: msg.to,
        subject: msg.subject,
        text: msg.text,
        ...(msg.html === undefined ? {} : { html: msg.html }),
        ...(msg.attachments?.length ? { attachments: msg.attachments } : {}),
      });
    },
  };
}
