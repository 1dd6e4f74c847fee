// The centred card every account and profile screen sits in: a heading, an optional lead line, the form.
import type { ReactNode } from 'react';
import { cn } from './cn.ts';

type FormCardProps = {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  wide?: boolean;
};

export function FormCard({ title, lead, children, wide = false }: FormCardProps) {
  return (
    <section className="px-4 py-10 sm:py-16">
      <div
        className={cn(
          'mx-auto w-full rounded-3xl border border-gold-300/50 bg-white/90 p-5 shadow-lg shadow-night-900/5 sm:p-8',
          wide ? 'max-w-2xl' : 'max-w-md',
        )}
      >
        <h1 className="font-display text-2xl font-bold text-night-900 sm:text-3xl">{title}</h1>
        {lead && <p className="mt-2 text-sm text-night-700 sm:text-base">{lead}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
