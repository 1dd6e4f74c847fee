// /astrologers: the directory. Filters live in the URL; statuses change live (socket) and are re-read every 15 s.
import type { DirectoryAstrologer } from '@app/contracts/consultations';
import { AlertTriangle, UserRoundSearch } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { useDirectory } from '../api/get-astrologers.ts';
import { AstrologerCard, AstrologerCardSkeleton } from '../components/astrologer-card.tsx';
import { FilterBar } from '../components/filter-bar.tsx';
import { normaliseSearch, readDirectoryState, writeDirectoryState, type DirectoryState } from '../directory-state.ts';
import { useLiveStatus } from '../use-live-status.ts';
import { useStartChat } from '../use-start-chat.tsx';
import { FreeMinutesNote } from '../components/free-minutes.tsx';

const SKELETON_CARDS = 6;
const SEARCH_DEBOUNCE_MS = 300;
const grid = 'grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3';

export function AstrologersPage() {
  const { t } = useT('astrologers');
  usePageMeta(t('directory.metaTitle'), t('directory.metaDescription'));
  const [params, setParams] = useSearchParams();
  const state = readDirectoryState(params);
  const directory = useDirectory(state);
  const chat = useStartChat();
  const startingId = chat.startingId;
  // A search still waiting for typing to pause must not fire once the chat's room is loading: its change of the
  // address would cancel the way to the room.
  const startChat: typeof chat.startChat = (astro, kind) => {
    clearTimeout(searchTimer.current);
    return chat.startChat(astro, kind);
  };
  useLiveStatus();

  const update = (patch: Partial<DirectoryState>) =>
    setParams(writeDirectoryState({ ...state, ...patch }), { replace: true, preventScrollReset: true });

  // The box shows every key at once; the URL, and with it the query, follow once typing pauses.
  const [text, setText] = useState(state.q);
  const searchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    searchTimer.current = setTimeout(() => {
      const q = normaliseSearch(text);
      if (q !== state.q) update({ q });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(searchTimer.current);
    // Only the typed text schedules a search; the other controls write the URL themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);
  // The URL changed from elsewhere (a link, history): the box follows it.
  const [urlQ, setUrlQ] = useState(state.q);
  if (urlQ !== state.q) {
    setUrlQ(state.q);
    if (normaliseSearch(text) !== state.q) setText(state.q);
  }

  const pages = directory.data?.pages ?? [];
  const shown: DirectoryAstrologer[] = pages.flatMap((p) => p.astrologers);
  const total = pages[0]?.total ?? 0;

  let results;
  if (directory.isPending) {
    results = (
      <div className={grid}>
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <AstrologerCardSkeleton key={i} />
        ))}
        <span className="sr-only" role="status">
          {t('directory.loading')}
        </span>
      </div>
    );
  } else if (directory.isError && shown.length === 0) {
    results = (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-red-200 bg-white px-6 py-16 text-center" role="alert">
        <AlertTriangle className="size-12 text-red-400" aria-hidden="true" />
        <p className="mt-4 text-lg font-semibold text-night-900">{t('directory.loadFailed')}</p>
        <p className="mt-1 text-night-700">{t('directory.checkConnection')}</p>
        <Button variant="outline" className="mt-6" onClick={() => void directory.refetch()} loading={directory.isFetching}>
          {t('directory.tryAgain')}
        </Button>
      </div>
    );
  } else if (shown.length === 0) {
    results = (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-night-200 bg-white px-6 py-16 text-center">
        <UserRoundSearch className="size-12 text-night-300" aria-hidden="true" />
        <p className="mt-4 text-lg font-semibold text-night-900">{t('directory.noneFound')}</p>
        <p className="mt-1 text-night-700">
          {state.online ? t('directory.noneOnline') : t('directory.changeFilters')}
        </p>
      </div>
    );
  } else {
    results = (
      <ul className={grid}>
        {shown.map((astrologer, index) => (
          <li key={astrologer.astro_id} className="flex">
            <AstrologerCard
              astrologer={astrologer}
              onChat={(a, kind) => void startChat(a, kind)}
              starting={startingId === astrologer.astro_id ? chat.startingType : null}
              eager={index < 4}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-12">
      {chat.sheet}
      <div>
        <p className="text-sm font-semibold tracking-[0.18em] text-saffron-700 uppercase">{t('directory.eyebrow')}</p>
        <h1 className="mt-2 font-display text-3xl font-semibold text-night-900 sm:text-4xl">{t('directory.title')}</h1>
        <p className="mt-1 text-night-700">{t('directory.intro')}</p>
      </div>
      <FreeMinutesNote variant="banner" className="mt-4" />

      <div className="mt-6">
        <FilterBar state={state} text={text} onText={setText} onChange={update} />
      </div>

      <section className="mt-6" aria-labelledby="astro-results-heading" aria-busy={directory.isPending || directory.isPlaceholderData}>
        <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="astro-results-heading" className="text-xl font-semibold text-night-900">
            {state.online ? t('directory.onlineNow') : t('directory.allAstrologers')}
          </h2>
          {!directory.isPending && !directory.isError && (
            <p className="text-sm text-night-700" aria-live="polite">
              {t('directory.found', { count: total })}
            </p>
          )}
        </div>
        {results}
        {directory.hasNextPage && shown.length > 0 && (
          <div className="mt-8 flex flex-col items-center gap-2">
            <p className="text-sm text-night-700">
              {t('directory.showing', { shown: shown.length, total })}
            </p>
            <Button variant="outline" onClick={() => void directory.fetchNextPage()} loading={directory.isFetchingNextPage}>
              {t('directory.showMore')}
            </Button>
          </div>
        )}
      </section>
    </div>
  );
}
