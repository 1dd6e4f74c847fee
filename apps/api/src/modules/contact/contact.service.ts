// Contact messages: stored first so none is ever lost, then e-mailed to the business when mail is configured.
import type { ContactRequest } from '@app/contracts/contact';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { createMailer, type MailMessage } from '../../lib/mailer.ts';
import * as repo from './contact.repository.ts';

const istFormatter = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** The notification the business receives; plain text, so nothing a visitor types can become markup. */
export function contactMail(to: string, message: ContactRequest, id: number, at: Date): MailMessage {
  return {
    to,
    subject: `Contact form: message from ${message.name}`,
    text: [
      `A visitor sent a message through the contact page (message #${id}).`,
      '',
      `Name:    ${message.name}`,
      `E-mail:  ${message.email}`,
      `Phone:   +91 ${message.contactNumber}`,
      `Received: ${istFormatter.format(at)} IST`,
      '',
      message.message,
      '',
      `Reply to ${message.email} to answer.`,
    ].join('\n'),
  };
}

export interface ContactService {
  /** Stores the message and starts the e-mail in the background; resolves with the stored id. */
  submit(message: ContactRequest, ip: string | null, log: FastifyBaseLogger): Promise<number>;
  /** Waits for e-mails still being sent (on shutdown, and in tests). */
  settle(): Promise<void>;
}

export function createContactService(ctx: AppContext): ContactService {
  const mailer = createMailer(ctx.config);
  const to = ctx.config.CONTACT_TO;
  const pending = new Set<Promise<void>>();

  async function deliver(id: number, message: ContactRequest, at: Date, log: FastifyBaseLogger) {
    if (!mailer || !to) return;
    try {
      await mailer.send(contactMail(to, message, id, at));
      await repo.markEmailed(ctx.db, id, ctx.now());
    } catch (err) {
      // The message is safe in contact_messages (emailed_at stays null), so a mail outage only delays the answer.
      log.error({ err, contactMessageId: id }, 'contact message stored but not e-mailed');
    }
  }

  return {
    async submit(message, ip, log) {
      const at = ctx.now();
      const id = await repo.insertMessage(ctx.db, message, ip, at);
      // The visitor should not wait on a slow mail server; the answer only promises the message was received.
      const job = deliver(id, message, at, log).finally(() => pending.delete(job));
      pending.add(job);
      return id;
    },
    async settle() {
      await Promise.all([...pending]);
    },
  };
}
