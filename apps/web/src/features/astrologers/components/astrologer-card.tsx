// One astrologer in the directory: photo, name, status, types, languages, experience, rating, profile link and Chat
// (Join waitlist while they are busy, the user's place once on their list).
import type { ConsultationType, DirectoryAstrologer } from '@app/contracts/consultations';
import { Briefcase, Languages } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { T, tNow, useT } from '../../../lib/i18n.tsx';
import { usePlaceWith } from '../../../lib/waitlist.ts';
import { listLabels } from '../directory-state.ts';
import { AstrologerAvatar } from './astrologer-avatar.tsx';
import { RatingStars } from './rating-stars.tsx';
import { StatusBadge } from './status-badge.tsx';
import { ChatOrWaitlist, WaitlistPlace } from './waitlist-actions.tsx';

interface AstrologerCardProps {
  astrologer: DirectoryAstrologer;
  onChat: (astrologer: DirectoryAstrologer, kind: ConsultationType) => void;
  /** Which of the astrologer's buttons is starting a consultation now. */
  starting?: ConsultationType | null;
  eager?: boolean;
}

/** "5 years experience" in the shown language (the component calling it renders again when the language changes). */
export const yearsText = (years: number) => tNow('astrologers:card.experience', { count: years });

export function AstrologerCard({ astrologer, onChat, starting = null, eager = false }: AstrologerCardProps) {
  const href = `/astrologers/${astrologer.astro_id}`;
  const { t } = useT('astrologers');
  // On this astrologer's waitlist: the place and Leave stand where Chat and Call were.
  const place = usePlaceWith(astrologer.astro_id);
  return (
    <article className="flex w-full flex-col rounded-2xl border border-night-100 bg-white p-4 shadow-sm transition-shadow hover:shadow-md">
      <div className="flex gap-4">
        <Link to={href} tabIndex={-1} aria-hidden="true" className="shrink-0">
          <AstrologerAvatar src={astrologer.profile_image} name={astrologer.name} eager={eager} className="size-20" />
        </Link>
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
            <h3 className="min-w-0 text-base leading-snug font-semibold text-night-900">
              <Link to={href} className="hover:text-saffron-700 hover:underline">
                {astrologer.name}
              </Link>
            </h3>
            <StatusBadge status={astrologer.status} />
          </div>
          <p className="line-clamp-1 text-sm font-medium text-saffron-800">{listLabels(t, 'type', astrologer.type)}</p>
          <p className="flex items-start gap-1.5 text-sm text-night-700">
            <Languages className="mt-0.5 size-4 shrink-0 text-night-400" aria-hidden="true" />
            <span className="line-clamp-1">{listLabels(t, 'language', astrologer.language_known)}</span>
          </p>
          <p className="flex items-center gap-1.5 text-sm text-night-700">
            <Briefcase className="size-4 shrink-0 text-night-400" aria-hidden="true" />
            {yearsText(astrologer.experience)}
          </p>
          <RatingStars rating={astrologer.rating} count={astrologer.reviews_count} />
        </div>
      </div>
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        <Link to={href} className={buttonClasses('outline', 'sm', 'flex-1')}>
          <T
            ns="astrologers"
            i18nKey="card.profile"
            values={{ name: astrologer.name }}
            components={{ 1: <span className="sr-only" /> }}
          />
        </Link>
        {place ? (
          <WaitlistPlace place={place} name={astrologer.name} className="basis-full" />
        ) : (
          <>
            <ChatOrWaitlist astrologer={astrologer} onChat={() => onChat(astrologer, 'chat')} loading={starting === 'chat'} className="flex-[1.4]" />
            {astrologer.call_status !== 'offline' && (
              <ChatOrWaitlist
                astrologer={astrologer}
                kind="call"
                onChat={() => onChat(astrologer, 'call')}
                loading={starting === 'call'}
                className="basis-full"
              />
            )}
          </>
        )}
      </div>
    </article>
  );
}

export function AstrologerCardSkeleton() {
  return (
    <div className="w-full rounded-2xl border border-night-100 bg-white p-4" data-testid="astrologer-skeleton">
      <div className="flex gap-4">
        <Skeleton className="size-20 shrink-0 rounded-full" />
        <div className="flex-1 space-y-2.5">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-3 w-1/2" />
          <Skeleton className="h-3 w-3/4" />
          <Skeleton className="h-3 w-1/2" />
        </div>
      </div>
      <div className="mt-4 flex gap-2">
        <Skeleton className="h-9 flex-1 rounded-full" />
        <Skeleton className="h-9 flex-[1.4] rounded-full" />
      </div>
    </div>
  );
}
