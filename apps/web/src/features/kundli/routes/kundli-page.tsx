// /kundli: a free birth chart for anyone; a signed-in user finds their saved chart (or, with none saved, the one their
// profile's birth details draw), saves a new one and downloads the PDF.
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


interface AccountCharts {
  account: Account | 'loading';
  saved: Kundli | null;
  /** With nothing saved, the chart of the profile's date, time and picked place of birth. */
  fromProfile: Kundli | null;
}

/** The birth details a chart was drawn from, as the form would send them to save it. */
const requestOf = (kundli: Kundli): KundliRequest => ({
  date_of_birth: kundli.birth.date,
  time_of_birth: kundli.birth.time.slice(0, 5),
  place_id: kundli.birth.place.id,
  ...(kundli.name && { name: kundli.name }),
});

function useAccount(): AccountCharts {
  const loggedIn = useLoggedIn();
  const mine = useMyKundli(loggedIn);
  const refused = mine.error instanceof ApiError && mine.error.status >= 400 && mine.error.status < 500;
  // A refusal says who is looking (401: the session ended, 403: not a user's account); anything else is a failure.
  useLogError(refused ? null : mine.error, 'Loading the saved kundli');
  if (!loggedIn) return { account: 'visitor', saved: null, fromProfile: null };
  if (mine.isPending) return { account: 'loading', saved: null, fromProfile: null };
  if (mine.isSuccess) return { account: 'user', saved: mine.data.kundli, fromProfile: mine.data.from_profile ?? null };
  return {
    account: mine.error instanceof ApiError && mine.error.status === 401 ? 'visitor' : 'other',
    saved: null,
    fromProfile: null,
  };
}

export function KundliPage() {
  const { t } = useT('kundli');
  usePageMeta(t('page.title'), t('page.description'));
  const { account, saved, fromProfile } = useAccount();
  const [drawn, setDrawn] = useState<{ kundli: Kundli; request: KundliRequest } | null>(null);
  // The form is filled once, from the chart saved when the page opened or else the profile's; saving or removing later
  // leaves it as typed. A server-rendered page is first rendered for a visitor (the server cannot read the session):
  // once the stored session shows a user, the form is filled again from that user's chart, unless one was drawn.
  const [prefill, setPrefill] = useState<{ kundli: Kundli | null; account: Account } | null>(null);
  const refill = prefill?.account === 'visitor' && account === 'user' && !drawn;
  if (account !== 'loading' && (prefill === null || refill)) setPrefill({ kundli: saved ?? fromProfile, account });
  // The profile's chart is shown as drawn (it is not saved yet, so the user may save it) until another is drawn.
  const profileShown = !drawn && !saved && fromProfile !== null;
  const shown = drawn?.kundli ?? saved ?? (profileShown ? fromProfile : null);
  const request = drawn?.request ?? (profileShown && fromProfile ? requestOf(fromProfile) : null);

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
          <>
            <KundliForm
              key={prefill.account}
              initial={prefill.kundli}
              onDrawn={(kundli, asked) => setDrawn({ kundli, request: asked })}
            />
            {profileShown && (
              <p className="mt-4 text-sm text-night-700" data-testid="from-profile-note">
                {t('page.fromProfile')}
              </p>
            )}
          </>
        )}
      </section>

      {shown && account !== 'loading' && (
        <KundliResult
          kundli={shown}
          announce={Boolean(drawn)}
          actions={<SaveActions account={account} saved={saved} request={request} />}
        />
      )}

      <NakshatraGuide />
    </div>
  );
}
