// /astrologers/{astro_id}: the astrologer's photo, status, price and Chat, then about, expertise, languages, the next
// free slots and reviews.
import { ArrowLeft, Briefcase, Languages, UserRoundX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { isNotFound, useAstrologer } from '../api/get-astrologer.ts';
import { AstrologerAvatar } from '../components/astrologer-avatar.tsx';
import { yearsText } from '../components/astrologer-card.tsx';
import { perMinute } from '../components/chat-button.tsx';
import { RatingStars } from '../components/rating-stars.tsx';
import { ReviewList } from '../components/review-list.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { listLabel, listLabels } from '../directory-state.ts';
import { useLiveStatus } from '../use-live-status.ts';
import { useStartChat } from '../use-start-chat.tsx';
import { FreeMinutesNote } from '../components/free-minutes.tsx';
import { NextSlots } from '../components/next-slots.tsx';
import { BlockAstrologer } from '../components/block-astrologer.tsx';
import { ChatOrWaitlist, WaitlistPlace } from '../components/waitlist-actions.tsx';
import { usePlaceWith } from '../../../lib/waitlist.ts';

const splitList = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

function Chips({ items, tone }: { items: string[]; tone: 'saffron' | 'night' }) {
  const look = tone === 'saffron' ? 'bg-saffron-50 text-saffron-800 ring-saffron-200' : 'bg-night-50 text-night-800 ring-night-200';
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item} className={`rounded-full px-3 py-1 text-sm font-medium ring-1 ring-inset ${look}`}>
          {item}
        </li>
      ))}
    </ul>
  );
}

function ProfileSkeleton() {
  const { t } = useT('astrologers');
  return (
    <div className="grid gap-6 lg:grid-cols-[22rem_1fr]" data-testid="astrologer-skeleton">
      <div className="space-y-4 rounded-2xl border border-night-100 bg-white p-6">
        <Skeleton className="mx-auto size-32 rounded-full" />
        <Skeleton className="mx-auto h-6 w-2/3" />
        <Skeleton className="mx-auto h-4 w-1/2" />
        <Skeleton className="h-11 w-full rounded-full" />
      </div>
      <div className="space-y-4 rounded-2xl border border-night-100 bg-white p-6">
        <Skeleton className="h-5 w-1/4" />
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-5 w-1/4" />
        <Skeleton className="h-16 w-full" />
      </div>
      <span className="sr-only" role="status">
        {t('profile.loading')}
      </span>
    </div>
  );
}

export function AstrologerPage() {
  const { astroId = '' } = useParams();
  const astrologer = useAstrologer(astroId);
  const { startChat, sheet, startingId, startingType } = useStartChat();
  useLiveStatus();
  const a = astrologer.data;
  const place = usePlaceWith(a?.astro_id ?? 0);
  const { t } = useT('astrologers');
  usePageMeta(a ? t('profile.metaTitle', { name: a.name }) : t('profile.metaTitleFallback'), a ? a.about.slice(0, 160) : undefined);

  let body;
  if (astrologer.isPending) {
    body = <ProfileSkeleton />;
  } else if (!a) {
    const missing = isNotFound(astrologer.error);
    body = (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-night-200 bg-white px-6 py-16 text-center" role="alert">
        <UserRoundX className="size-12 text-night-300" aria-hidden="true" />
        <p className="mt-4 text-lg font-semibold text-night-900">{missing ? t('profile.notFound') : t('profile.loadFailed')}</p>
        <p className="mt-1 text-night-700">{missing ? t('profile.notFoundHint') : t('profile.checkConnection')}</p>
        <Link to="/astrologers" className={buttonClasses('primary', 'md', 'mt-6')}>
          {t('profile.seeAll')}
        </Link>
      </div>
    );
  } else {
    body = (
      <div className="grid items-start gap-6 lg:grid-cols-[22rem_1fr]">
        <section className="rounded-2xl border border-night-100 bg-white p-6 text-center shadow-sm lg:sticky lg:top-24" aria-label={t('profile.summary')}>
          <AstrologerAvatar src={a.profile_image} name={a.name} eager className="size-32" />
          <h1 className="mt-4 font-display text-2xl font-semibold text-night-900 sm:text-3xl">{a.name}</h1>
          <div className="mt-2 flex justify-center">
            <StatusBadge status={a.status} />
          </div>
          <p className="mt-3 text-sm font-medium text-saffron-800">{listLabels(t, 'type', a.type)}</p>
          <div className="mt-3 flex justify-center">
            <RatingStars rating={a.rating} count={a.reviews_count} size="md" />
          </div>
          <dl className="mt-5 grid grid-cols-2 gap-3 text-left">
            <div className="rounded-xl bg-night-50 p-3">
              <dt className="text-xs font-semibold tracking-wide text-night-600 uppercase">{t('profile.price')}</dt>
              <dd className="mt-0.5 text-lg font-semibold text-night-900">{perMinute(a.charge)}</dd>
            </div>
            <div className="rounded-xl bg-night-50 p-3">
              <dt className="text-xs font-semibold tracking-wide text-night-600 uppercase">{t('profile.experience')}</dt>
              <dd className="mt-0.5 text-lg font-semibold text-night-900">
                {t('profile.years', { count: a.experience })}
              </dd>
            </div>
          </dl>
          {place ? (
            <WaitlistPlace place={place} name={a.name} className="mt-5" />
          ) : (
            <>
              <ChatOrWaitlist
                astrologer={a}
                onChat={() => void startChat(a, 'chat')}
                loading={startingId === a.astro_id && startingType === 'chat'}
                size="lg"
                className="mt-5 w-full"
              />
              {a.call_status !== 'offline' && (
                <ChatOrWaitlist
                  astrologer={a}
                  kind="call"
                  onChat={() => void startChat(a, 'call')}
                  loading={startingId === a.astro_id && startingType === 'call'}
                  size="lg"
                  className="mt-3 w-full"
                />
              )}
              {/* Video only from an astrologer with a video price; it follows their call availability. */}
              {a.video_charge !== null && a.call_status !== 'offline' && (
                <ChatOrWaitlist
                  astrologer={a}
                  kind="video"
                  onChat={() => void startChat(a, 'video')}
                  loading={startingId === a.astro_id && startingType === 'video'}
                  size="lg"
                  className="mt-3 w-full"
                />
              )}
            </>
          )}
          <FreeMinutesNote className="mt-3" />
          {a.status !== 'online' && (
            <p className="mt-2 text-sm text-night-600">
              {a.status === 'busy' ? t('profile.busyNote') : t('profile.offlineNote')}
            </p>
          )}
          <BlockAstrologer astroId={a.astro_id} name={a.name} />
        </section>

        <div className="min-w-0 space-y-6">
          <section className="rounded-2xl border border-night-100 bg-white p-6 shadow-sm" aria-labelledby="about-heading">
            <h2 id="about-heading" className="text-lg font-semibold text-night-900">
              {t('profile.about', { name: a.name })}
            </h2>
            <p className="mt-3 leading-relaxed break-words whitespace-pre-line text-night-800">{a.about}</p>
            <div className="mt-5 grid gap-5 sm:grid-cols-2">
              <div>
                <h3 className="flex items-center gap-2 text-sm font-semibold tracking-wide text-night-700 uppercase">
                  <Briefcase className="size-4" aria-hidden="true" /> {t('profile.expertise')}
                </h3>
                <div className="mt-2">
                  <Chips items={splitList(a.expertise)} tone="saffron" />
                </div>
              </div>
              <div>
                <h3 className="flex items-center gap-2 text-sm font-semibold tracking-wide text-night-700 uppercase">
                  <Languages className="size-4" aria-hidden="true" /> {t('profile.languages')}
                </h3>
                <div className="mt-2">
                  <Chips items={splitList(a.language_known).map((l) => listLabel(t, 'language', l))} tone="night" />
                </div>
              </div>
            </div>
            <p className="mt-5 text-sm text-night-700">{yearsText(a.experience)} · {listLabel(t, 'gender', a.gender)}</p>
          </section>

          <NextSlots astroId={a.astro_id} chatPrice={a.charge} />

          <section className="rounded-2xl border border-night-100 bg-white p-6 shadow-sm" aria-labelledby="reviews-heading">
            <h2 id="reviews-heading" className="text-lg font-semibold text-night-900">
              {t('profile.reviews')}
            </h2>
            <div className="mt-4">
              <ReviewList reviews={a.reviews} />
            </div>
          </section>
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-10">
      {sheet}
      <Link to="/astrologers" className="mb-5 inline-flex items-center gap-1.5 text-sm font-semibold text-night-800 hover:text-saffron-700">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('profile.back')}
      </Link>
      {body}
    </div>
  );
}
