// One of the user's bookings: the astrologer, the time on the user's own clock, kind, length and price; its state in
// words with what became of the money held; and, while it is booked, Join and Cancel.
import type { Booking } from '@app/contracts/bookings';
import { Link } from 'react-router';
import { bookingTime } from '../../../components/bookings/booking-session.ts';
import { JoinBooking } from '../../../components/bookings/join-booking.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { formatRupees } from '../../../lib/format.ts';
import { currentIntlLocale, useT } from '../../../lib/i18n.tsx';

interface Props {
  b: Booking;
  /** The user's time zone, and whether to name it on each time (when it is not India's). */
  zone: string;
  named: boolean;
  onCancel: (b: Booking) => void;
  onChanged: () => void;
}

const tone = (status: Booking['status']) =>
  status === 'booked' || status === 'started'
    ? 'bg-emerald-50 text-emerald-900'
    : status === 'no_show_user' || status === 'cancelled_by_user'
      ? 'bg-night-50 text-night-800'
      : 'bg-amber-50 text-amber-950';

/** What became of the hold: back to the wallet, paid to the astrologer, or both. */
function Outcome({ b }: { b: Booking }) {
  const { t } = useT('consult');
  if (b.status === 'booked') return null;
  if (b.status === 'started') return <p className="mt-2 text-sm text-night-700">{t('bookings.outcome.started')}</p>;
  const parts = [
    b.released > 0 && t('bookings.outcome.back', { amount: formatRupees(b.released) }),
    b.captured > 0 && t('bookings.outcome.paid', { amount: formatRupees(b.captured) }),
  ].filter(Boolean);
  return (
    <p className="mt-2 text-sm font-medium text-night-800" data-testid="booking-outcome">
      {parts.join(' · ')}
    </p>
  );
}

export function BookingItem({ b, zone, named, onCancel, onChanged }: Props) {
  const { t } = useT('consult');
  return (
    <li className="min-w-0 rounded-2xl border border-night-100 bg-white p-4 shadow-sm" data-testid="booking">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-semibold break-words text-night-900">
            <Link to={`/astrologers/${b.astro_id}`} className="hover:underline">
              {b.other_name}
            </Link>
          </p>
          <p className="text-sm text-night-800">
            <time dateTime={b.starts_at} className="font-semibold">
              {bookingTime(b.starts_at, zone, currentIntlLocale(), named)}
            </time>
          </p>
          <p className="text-sm text-night-700">
            {t(`bookings.kind.${b.kind}`)} · {t('bookings.minutes', { count: b.length })} ·{' '}
            {t('bookings.money', { price: formatRupees(b.price), held: formatRupees(b.held) })}
          </p>
        </div>
        <span className={cn('shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold', tone(b.status))} data-testid="booking-status">
          {t(`bookings.status.${b.status}`)}
        </span>
      </div>
      <Outcome b={b} />
      {(b.status === 'booked' || b.status === 'started') && (
        <div className="mt-3 flex flex-wrap items-start gap-2">
          <JoinBooking booking={b} side="user" zone={zone} named={named} onChanged={onChanged} />
          {b.status === 'booked' && (
            <Button variant="outline" size="sm" onClick={() => onCancel(b)}>
              {t('bookings.cancel.button')}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
