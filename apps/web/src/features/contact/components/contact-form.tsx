// The contact form: name, e-mail, phone and message, checked with the shared schema, sent to POST /api/contact.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONTACT_FAILURE,
  CONTACT_MESSAGE_MAX,
  CONTACT_SUCCESS,
  CONTACT_SUCCESS_VISIBLE_MS,
  contactSchema,
  type ContactFormValues,
  type ContactRequest,
} from '@app/contracts/contact';
import { CircleAlert, CircleCheck, Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Input, Textarea } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useMessageWords } from '../../../lib/message-words.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';

const EMPTY: ContactFormValues = { name: '', email: '', contactNumber: '', message: '' };
const FIELDS = Object.keys(EMPTY) as (keyof ContactFormValues)[];

type Outcome = 'idle' | 'sent' | 'failed';

export function ContactForm() {
  const form = useForm<ContactFormValues, unknown, ContactRequest>({
    resolver: zodResolver(contactSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const { t } = useT('pages');
  const tm = useMessageWords();
  const problem = (message: string | undefined) => (message ? tm(message) : undefined);
  const send = useSendContactMessage();
  const [outcome, setOutcome] = useState<Outcome>('idle');

  // The spec's success note is brief: it disappears after three seconds.
  useEffect(() => {
    if (outcome !== 'sent') return;
    const timer = window.setTimeout(() => setOutcome('idle'), CONTACT_SUCCESS_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome('idle');
    try {
      await send.mutateAsync(values);
      form.reset(EMPTY);
      setOutcome('sent');
    } catch (error) {
      // The server checks with the same schema; if it still objects to a field, show that next to the field.
      if (error instanceof ApiError) {
        for (const field of FIELDS) {
          const message = error.errors[field];
          if (message) form.setError(field, { message });
        }
      }
      setOutcome('failed');
    }
  });

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-labelledby="contact-form-heading"
      className="space-y-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          label={t('contact.form.name')}
          autoComplete="name"
          required
          error={problem(errors.name?.message)}
          {...form.register('name')}
        />
        <Input
          label={t('contact.form.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          error={problem(errors.email?.message)}
          {...form.register('email')}
        />
      </div>
      <Input
        label={t('contact.form.phone')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        prefix="+91"
        placeholder="98765 43210"
        maxLength={12}
        required
        error={problem(errors.contactNumber?.message)}
        {...form.register('contactNumber')}
      />
      <Textarea
        label={t('contact.form.message')}
        rows={6}
        maxLength={CONTACT_MESSAGE_MAX}
        hint={t('contact.form.messageHint')}
        required
        error={problem(errors.message?.message)}
        {...form.register('message')}
      />

      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Button type="submit" size="lg" loading={send.isPending}>
          <Send className="size-4" aria-hidden="true" />
          {t('contact.form.send')}
        </Button>
        {/* Always in the page, so screen readers announce the success note when it appears. */}
        <div aria-live="polite" className="min-h-6">
          {outcome === 'sent' && (
            <p className="flex items-center gap-2 font-semibold text-emerald-700">
              <CircleCheck className="size-5 shrink-0" aria-hidden="true" />
              {tm(CONTACT_SUCCESS)}
            </p>
          )}
        </div>
      </div>
      {outcome === 'failed' && (
        <p
          role="alert"
          className="flex items-center gap-2 rounded-xl border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800"
        >
          <CircleAlert className="size-5 shrink-0" aria-hidden="true" />
          {tm(CONTACT_FAILURE)}
        </p>
      )}
    </form>
  );
}
