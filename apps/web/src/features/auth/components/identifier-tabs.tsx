// Email / Phone tabs of the login forms: a WAI-ARIA tablist with one small form per tab.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { Input } from '../../../components/ui/field.tsx';
import { useT } from '../../../lib/i18n.tsx';

export type Identifier = { email: string } | { phone: string };

type Tab = 'email' | 'phone';

type IdentifierTabsProps = {
  emailSchema: z.ZodType<{ email: string }, { email: string }>;
  phoneSchema: z.ZodType<{ phone: string }, { phone: string }>;
  submitLabel: string;
  onSubmit: (identifier: Identifier) => Promise<void>;
};

const TABS: { key: Tab; label: string }[] = [
  { key: 'email', label: 'fields.emailTab' },
  { key: 'phone', label: 'fields.phoneTab' },
];

export function IdentifierTabs({ emailSchema, phoneSchema, submitLabel, onSubmit }: IdentifierTabsProps) {
  const { t } = useT('auth');
  const [tab, setTab] = useState<Tab>('email');
  const baseId = useId();
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ email: null, phone: null });

  // Arrow keys move between tabs and select them (automatic activation, as the pattern allows).
  const onKeyDown = (event: KeyboardEvent) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const next: Tab =
      event.key === 'Home' ? 'email' : event.key === 'End' ? 'phone' : tab === 'email' ? 'phone' : 'email';
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={t('fields.signInWith')}
        className="grid grid-cols-2 gap-1 rounded-full bg-night-50 p-1"
      >
        {TABS.map(({ key, label }) => (
          <button
            key={key}
            ref={(el) => {
              tabRefs.current[key] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${key}`}
            aria-selected={tab === key}
            aria-controls={`${baseId}-panel-${key}`}
            tabIndex={tab === key ? 0 : -1}
            onClick={() => setTab(key)}
            onKeyDown={onKeyDown}
            className={cn(
              'min-h-10 rounded-full text-sm font-semibold transition-colors',
              tab === key ? 'bg-white text-night-900 shadow-sm' : 'text-night-700 hover:text-night-900',
            )}
          >
            {t(label)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel-${tab}`}
        aria-labelledby={`${baseId}-tab-${tab}`}
        className="mt-5"
      >
        {tab === 'email' ? (
          <SingleFieldForm
            key="email"
            name="email"
            schema={emailSchema}
            submitLabel={submitLabel}
            onSubmit={onSubmit}
          />
        ) : (
          <SingleFieldForm
            key="phone"
            name="phone"
            schema={phoneSchema}
            submitLabel={submitLabel}
            onSubmit={onSubmit}
          />
        )}
      </div>
    </div>
  );
}

type SingleFieldFormProps<K extends 'email' | 'phone'> = {
  name: K;
  schema: z.ZodType<Record<K, string>, Record<K, string>>;
  submitLabel: string;
  onSubmit: (identifier: Identifier) => Promise<void>;
};

function SingleFieldForm<K extends 'email' | 'phone'>({
  name,
  schema,
  submitLabel,
  onSubmit,
}: SingleFieldFormProps<K>) {
  const { t } = useT('auth');
  const form = useForm<Record<string, string>>({
    resolver: zodResolver(schema as z.ZodType<Record<string, string>, Record<string, string>>),
    defaultValues: { [name]: '' },
    reValidateMode: 'onSubmit',
  });
  const error = form.formState.errors[name]?.message;
  const submit = form.handleSubmit(async (values) => {
    const value = values[name] ?? '';
    await onSubmit(name === 'email' ? { email: value } : { phone: value });
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {name === 'email' ? (
        <Input
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          error={typeof error === 'string' ? error : undefined}
          {...form.register(name, { onChange: () => form.clearErrors(name) })}
        />
      ) : (
        <Input
          label={t('fields.phone')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          prefix="+91"
          placeholder="98765 43210"
          error={typeof error === 'string' ? error : undefined}
          {...form.register(name, { onChange: () => form.clearErrors(name) })}
        />
      )}
      <Button type="submit" size="lg" loading={form.formState.isSubmitting} className="w-full">
        {submitLabel}
      </Button>
    </form>
  );
}
