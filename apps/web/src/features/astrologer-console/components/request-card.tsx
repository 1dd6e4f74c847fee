// One open session on the console: a waiting request (who, their birth details, the rate, the time left, accept or
// decline) or the session in progress with the way back to its chat.
import { isMediaSession } from '@app/contracts/consultations';
import { MessageCircle, Phone, Timer } from 'lucide-react';
import { Link } from 'react-router';
import { MatchDisclosure } from '../../../components/kundli-match/match-disclosure.tsx';
import { KundliDisclosure } from '../../../components/kundli/kundli-disclosure.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { formatRupees } from '../../../lib/format.ts';
import type { OpenRequest } from '../api/get-requests.ts';
import { clockText, secondsLeft } from '../countdown.ts';
import { formatBirthDate, formatBirthTime, formatDateTime } from '../format.ts';
import { useT } from '../../../lib/i18n.tsx';

interface RequestCardProps {
  request: OpenRequest;
  now: number;
  busy: boolean;
  onAccept: () => void;
  onDecline: () => void;
}

function BirthDetails({ user }: { user: OpenRequest['user'] }) {
  const { t } = useT('console');
  const rows: [string, string | null][] = [
    [t('request.dateOfBirth'), formatBirthDate(user.date_of_birth)],
    [t('request.timeOfBirth'), formatBirthTime(user.time_of_birth)],
    [t('request.placeOfBirth'), user.place_of_birth],
    [t('request.gender'), user.gender],
  ];
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-night-600">{label}</dt>
          <dd className="font-semibold break-words text-night-900">{value || t('request.notGiven')}</dd>
        </div>
      ))}
    </dl>
  );
}

export function RequestCard({ request, now, busy, onAccept, onDecline }: RequestCardProps) {
  const { t } = useT('console');
  const { consultation: session, user } = request;
  const kind = t('request.kind', {
    type: t(`request.type.${session.type}`),
    rate: formatRupees(session.rate),
  });

  if (session.status === 'active') {
    return (
      <article
        className="rounded-2xl border-2 border-green-300 bg-green-50 p-4 sm:p-5"
        aria-label={t('request.sessionWith', { name: user.name })}
      >
        <p className="text-sm font-semibold text-green-800">{t('request.inSession', { kind })}</p>
        <h3 className="mt-1 text-xl font-semibold break-words text-night-900">{user.name}</h3>
        <p className="mt-1 text-sm text-night-700">
          {t('request.started', { time: formatDateTime(session.started_at) })}
        </p>
        <Link
          to={`/consultations/${session.consultation_id}`}
          className={buttonClasses('primary', 'lg', 'mt-4 w-full sm:w-auto')}
        >
          {isMediaSession(session.type) ? (
            <Phone className="size-5" aria-hidden="true" />
          ) : (
            <MessageCircle className="size-5" aria-hidden="true" />
          )}
          {isMediaSession(session.type) ? t('request.returnToCall') : t('request.returnToChat')}
        </Link>
      </article>
    );
  }

  const left = secondsLeft(session.accept_by, request.clockOffsetMs, now);
  const expired = left === 0;
  return (
    <article
      aria-label={t('request.requestFrom', { name: user.name })}
      className={cn(
        'rounded-2xl border-2 p-4 shadow-md sm:p-5',
        expired
          ? 'border-night-200 bg-night-50 opacity-80'
          : 'border-saffron-500 bg-white shadow-saffron-900/10',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-saffron-800">{t('request.newRequest', { kind })}</p>
          <h3 className="mt-1 text-2xl font-semibold break-words text-night-900">{user.name}</h3>
        </div>
        <p
          data-testid="countdown"
          className={cn(
            'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-base font-bold tabular-nums',
            expired
              ? 'bg-night-200 text-night-800'
              : left <= 20
                ? 'bg-red-100 text-red-800'
                : 'bg-saffron-100 text-saffron-900',
          )}
        >
          <Timer className="size-4" aria-hidden="true" />
          {expired ? t('request.expired') : clockText(left)}
        </p>
      </div>
      <div className="mt-4">
        <BirthDetails user={user} />
      </div>
      <KundliDisclosure
        source={`/api/consultations/${session.consultation_id}/kundli`}
        className="mt-4 rounded-xl border border-night-100 bg-white px-3 py-2.5"
      />
      {request.match && (
        <MatchDisclosure
          consultationId={session.consultation_id}
          summary={request.match}
          className="mt-3 rounded-xl border border-night-100 bg-white px-3 py-2.5"
        />
      )}
      {expired ? (
        <p className="mt-4 text-sm font-medium text-night-700">{t('request.expiredNote')}</p>
      ) : (
        <div className="mt-5 flex flex-col gap-3 sm:flex-row">
          <Button size="lg" className="w-full sm:flex-1" onClick={onAccept} loading={busy}>
            {t('request.accept')}
          </Button>
          <Button
            size="lg"
            variant="outline"
            className="w-full sm:w-auto"
            onClick={onDecline}
            disabled={busy}
          >
            {t('request.decline')}
          </Button>
        </div>
      )}
    </article>
  );
}
