// The home page's strip of astrologers online now (available, not busy), scrolling sideways: each with photo, name,
// types, languages, rating (as the directory shows it) and price a minute, leading to their profile; "See all" leads
// to the directory. A server-rendered home page has it in its HTML (app/server-pages.ts reads the answer); once on
// screen it follows the statuses live (online-now-live.ts, loaded then). Nobody online: one line to the directory.
import type { DirectoryAstrologer } from '@app/contracts/consultations';
import type { TFunction } from 'i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowRight, Languages } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { T, useT } from '../../../lib/i18n.tsx';
import { onlineNowQuery } from '../api/get-online-now.ts';
import { AstrologerAvatar } from './astrologer-avatar.tsx';
import { perMinute } from './chat-button.tsx';
import { RatingStars } from './rating-stars.tsx';

const HEADING_ID = 'online-now-heading';
const SKELETON_CARDS = 3;
const cardClass = 'relative flex w-64 shrink-0 snap-start flex-col rounded-2xl border border-night-100 bg-white p-4 shadow-sm sm:w-72';

/**
 * "Vedic, Tarot" with each word the catalogue knows in the shown language, the others as written: what the directory's
 * listLabels shows, without its lists of known words (directory-state.ts), which come with zod.
 */
function labels(t: TFunction, list: 'type' | 'language', text: string): string {
  return text.replace(/[^,]+/g, (part) => {
    const word = part.trim();
    return word ? part.replace(word, t(`${list}.${word}`, { defaultValue: word })) : part;
  });
}

/** Follows the statuses once the strip is on screen; its code (and the socket's) loads then, not with the page. */
function useLiveStrip() {
  const client = useQueryClient();
  useEffect(() => {
    let live = true;
    let stop: (() => void) | undefined;
    import('../online-now-live.ts').then(
      ({ followOnlineNow }) => {
        if (live) stop = followOnlineNow(client);
      },
      // Without its code (a lost connection) the strip still re-reads itself every 15 s.
      () => undefined,
    );
    return () => {
      live = false;
      stop?.();
    };
  }, [client]);
}

function OnlineCard({ astrologer }: { astrologer: DirectoryAstrologer }) {
  const { t } = useT('astrologers');
  return (
    <li className={`${cardClass} transition-shadow hover:shadow-md`} data-testid="online-now-card">
      <div className="flex items-center gap-3">
        <span className="relative shrink-0">
          <AstrologerAvatar src={astrologer.profile_image} name={astrologer.name} className="size-14" />
          <span className="absolute right-0 bottom-0 size-3.5 rounded-full bg-green-500 ring-2 ring-white" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h3 className="line-clamp-2 leading-snug font-semibold text-night-900">
            {/* The whole card is the link: its heading names it. */}
            <Link to={`/astrologers/${astrologer.astro_id}`} className="after:absolute after:inset-0 after:rounded-2xl hover:text-saffron-800">
              {astrologer.name}
            </Link>
          </h3>
          <p className="truncate text-sm font-medium text-saffron-800">{labels(t, 'type', astrologer.type)}</p>
        </div>
      </div>
      <p className="mt-3 flex items-center gap-1.5 text-sm text-night-700">
        <Languages className="size-4 shrink-0 text-night-400" aria-hidden="true" />
        <span className="truncate">{labels(t, 'language', astrologer.language_known)}</span>
      </p>
      <div className="mt-2 min-h-6">
        <RatingStars rating={astrologer.rating} count={astrologer.reviews_count} />
      </div>
      <p className="mt-auto pt-3 font-semibold text-night-900">{perMinute(astrologer.charge)}</p>
    </li>
  );
}

export function OnlineNow() {
  const { t } = useT('astrologers');
  const strip = useQuery(onlineNowQuery());
  useLiveStrip();
  // A strip that could not be read is left out: the page's other ways to the astrologers stay.
  if (strip.isError && !strip.data) return null;
  const online = strip.data?.astrologers.filter((a) => a.status === 'online');
  if (online?.length === 0) {
    return (
      <p className="mx-auto max-w-7xl px-4 pt-12 text-center text-night-700 sm:px-6" data-testid="online-now-none">
        <T
          ns="astrologers"
          i18nKey="onlineNow.none"
          components={{ 1: <Link to="/astrologers" className="font-semibold text-saffron-800 underline underline-offset-4 hover:text-saffron-900" /> }}
        />
      </p>
    );
  }
  return (
    <section aria-labelledby={HEADING_ID} aria-busy={!online} className="mx-auto max-w-7xl px-4 pt-12 sm:px-6 lg:pt-16">
      <h2 id={HEADING_ID} className="flex items-center gap-2.5 text-2xl font-semibold text-night-900 sm:text-3xl">
        <span className="size-2.5 shrink-0 rounded-full bg-green-500 motion-safe:animate-pulse" aria-hidden="true" />
        {t('onlineNow.title')}
      </h2>
      <div className="mt-1 flex items-baseline justify-between gap-4">
        <p className="text-night-700">{t('onlineNow.lead')}</p>
        <Link
          to="/astrologers"
          className="-my-1 inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-1 font-semibold text-saffron-800 hover:text-saffron-900 hover:underline"
        >
          {t('onlineNow.seeAll')}
          <ArrowRight className="size-4 self-center" aria-hidden="true" />
        </Link>
      </div>
      {/* Edge to edge on a phone, so a card half in view says there are more. */}
      <ul className="-mx-4 mt-5 flex snap-x scroll-px-4 gap-4 overflow-x-auto px-4 pb-3 sm:mx-0 sm:scroll-px-0 sm:px-0">
        {online
          ? online.map((astrologer) => <OnlineCard key={astrologer.astro_id} astrologer={astrologer} />)
          : Array.from({ length: SKELETON_CARDS }, (_, i) => (
              <li key={i} className={cardClass} aria-hidden="true">
                <div className="flex items-center gap-3">
                  <Skeleton className="size-14 rounded-full" />
                  <div className="flex-1 space-y-2">
                    <Skeleton className="h-4 w-3/4" />
                    <Skeleton className="h-3 w-1/2" />
                  </div>
                </div>
                <Skeleton className="mt-4 h-3 w-2/3" />
                <Skeleton className="mt-3 h-3 w-1/2" />
                <Skeleton className="mt-5 h-4 w-1/4" />
              </li>
            ))}
      </ul>
    </section>
  );
}
