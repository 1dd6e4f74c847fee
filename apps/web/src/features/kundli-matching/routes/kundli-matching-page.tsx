// /kundli-matching: anyone enters the boy's and the girl's birth details and reads the guna milan and Manglik dosha;
// a signed-in user saves a match, opens the saved ones again and downloads them as PDFs.
import type { KundliMatchRequest, KundliMatchResponse } from '@app/contracts/kundli-match';
import { useState } from 'react';
import { useLogError } from '../../../hooks/use-log-error.ts';
import { ApiError } from '../../../lib/api.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useLoggedIn } from '../../../lib/storage.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { useSavedMatches } from '../../../components/kundli-match/saved-matches.ts';
import { MatchActions, type Account } from '../components/match-actions.tsx';
import { MatchForm } from '../components/match-form.tsx';
import { MatchResult } from '../../../components/kundli-match/match-result.tsx';
import { SavedMatches } from '../components/saved-matches.tsx';

function useAccount(): Account | 'loading' {
  const loggedIn = useLoggedIn();
  const saved = useSavedMatches(loggedIn);
  const refused = saved.error instanceof ApiError && saved.error.status >= 400 && saved.error.status < 500;
  // A refusal says who is looking (401: the session ended, 403: not a user's account); anything else is a failure.
  useLogError(refused ? null : saved.error, 'Loading the saved matches');
  if (!loggedIn) return 'visitor';
  if (saved.isPending) return 'loading';
  if (saved.isSuccess) return 'user';
  return saved.error instanceof ApiError && saved.error.status === 401 ? 'visitor' : 'other';
}

interface Shown {
  match: KundliMatchResponse;
  request: KundliMatchRequest | null;
  savedId: number | null;
}

export function KundliMatchingPage() {
  const { t } = useT('matching');
  usePageMeta(t('page.title'), t('page.description'));
  const account = useAccount();
  const [shown, setShown] = useState<Shown | null>(null);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-8 sm:px-6 lg:py-12">
      <header className="mx-auto max-w-3xl text-center">
        <p className="text-sm font-semibold tracking-[0.18em] text-saffron-700 uppercase">{t('page.eyebrow')}</p>
        <h1 className="mt-2 font-display text-3xl font-semibold text-night-900 sm:text-4xl">{t('page.heading')}</h1>
        <p className="mt-4 text-night-800 sm:text-lg">{t('page.intro')}</p>
      </header>

      <section
        aria-label={t('form.label')}
        className="mx-auto w-full max-w-5xl rounded-3xl border border-gold-300/50 bg-white/90 p-4 shadow-lg shadow-night-900/5 sm:p-8"
      >
        <MatchForm onMatched={(match, request) => setShown({ match, request, savedId: null })} />
      </section>

      {account === 'user' && (
        <SavedMatches
          onOpen={(id, match) => setShown({ match, request: null, savedId: id })}
          onRemoved={(id) => setShown((now) => (now?.savedId === id ? { ...now, savedId: null } : now))}
        />
      )}

      {shown && (
        <MatchResult
          match={shown.match}
          actions={
            account !== 'loading' && (
              <MatchActions
                account={account}
                request={shown.request}
                savedId={shown.savedId}
                onSaved={(id) => setShown((now) => now && { ...now, savedId: id })}
              />
            )
          }
        />
      )}
    </div>
  );
}
