// /kundli: a free birth chart for anyone; a signed-in user finds their saved chart, saves a new one and downloads
// the PDF.
import type { Kundli, KundliRequest } from '@app/contracts/kundli';
import { useState } from 'react';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useLogError } from '../../../hooks/use-log-error.ts';
import { ApiError } from '../../../lib/api.ts';
import { useLoggedIn } from '../../../lib/storage.ts';
import { useT } from '../../../lib/i18n.tsx';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { useMyKundli } from '../api/get-my-kundli.ts';
import { KundliForm } from '../components/kundli-form.tsx';
import { KundliResult } from '../components/kundli-result.tsx';
import { NakshatraGuide } from '../components/nakshatra-guide.tsx';
import { SaveActions, type Account } from '../components/save-actions.tsx';


function useAccount(): { account: Account | 'loading'; saved: Kundli | null } {
  const loggedIn = useLoggedIn();
  const mine = useMyKundli(loggedIn);
  const refused = mine.error instanceof ApiError && mine.error.status >= 400 && mine.error.status < 500;
  // A refusal says who is looking (401: the session ended, 403: not a user's account); anything else is a failure.
  useLogError(refused ? null : mine.error, 'Loading the saved kundli');
  if (!loggedIn) return { account: 'visitor', saved: null };
  if (mine.isPending) return { account: 'loading', saved: null };
  if (mine.isSuccess) return { account: 'user', saved: mine.data.kundli };
  return {
    account: mine.error instanceof ApiError && mine.error.status === 401 ? 'visitor' : 'other',
    saved: null,
  };
}

export function KundliPage() {
  const { t } = useT('kundli');
  usePageMeta(t('page.title'), t('page.description'));
  const { account, saved } = useAccount();
  const [drawn, setDrawn] = useState<{ kundli: Kundli; request: KundliRequest } | null>(null);
  const shown = drawn?.kundli ?? saved;
  // The form is filled once, from the chart saved when the page opened; saving or removing later leaves it as typed.
  const [prefill, setPrefill] = useState<{ kundli: Kundli | null } | null>(null);
  if (account !== 'loading' && prefill === null) setPrefill({ kundli: saved });

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-8 sm:px-6 lg:py-12">
      <header className="mx-auto max-w-3xl text-center">
        <p className="text-sm font-semibold tracking-[0.18em] text-saffron-700 uppercase">{t('page.eyebrow')}</p>
        <h1 className="mt-2 font-display text-3xl font-semibold text-night-900 sm:text-4xl">
          {t('page.heading')}
        </h1>
        <p className="mt-4 text-night-800 sm:text-lg">
          {t('page.intro')}
        </p>
      </header>

      <section
        aria-label={t('form.label')}
        className="mx-auto w-full max-w-2xl rounded-3xl border border-gold-300/50 bg-white/90 p-5 shadow-lg shadow-night-900/5 sm:p-8"
      >
        {prefill === null ? (
          <div className="flex flex-col gap-5" aria-hidden="true">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-12 w-40 rounded-full" />
          </div>
        ) : (
          <KundliForm initial={prefill.kundli} onDrawn={(kundli, request) => setDrawn({ kundli, request })} />
        )}
      </section>

      {shown && account !== 'loading' && (
        <KundliResult
          kundli={shown}
          announce={Boolean(drawn)}
          actions={<SaveActions account={account} saved={saved} request={drawn?.request ?? null} />}
        />
      )}

      <NakshatraGuide />
    </div>
  );
}
