// The console's "Upcoming bookings": each booked session with the user, kind, India date and time (IST), length and
// price; Join (open from join_opens_at) and Cancel (whole hold back to the user, counted against the astrologer), or
// the way back to a started session's room; and the astrologer's record: how many they cancelled and missed.
import type { Booking } from '@app/contracts/bookings';
import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { bookingTime, INDIA_ZONE } from '../../../components/bookings/booking-session.ts';
import { JoinBooking } from '../../../components/bookings/join-booking.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { messageOf } from '../../../lib/error-message.ts';
import { formatRupees } from '../../../lib/format.ts';
import { currentIntlLocale, useT } from '../../../lib/i18n.tsx';
import { useCancelConsoleBooking, useConsoleBookings } from '../api/get-bookings.ts';
import { CancelBookingDialog } from './cancel-booking-dialog.tsx';

/** The console is in India time, named on every time. */
const istTime = (iso: string) => bookingTime(iso, INDIA_ZONE, currentIntlLocale(), true);

function BookingRow({ b, onCancel, onChanged }: { b: Booking; onCancel: () => void; onChanged: () => void }) {
  const { t } = useT(['console', 'consult']);
  return (
    <li className="min-w-0 rounded-2xl border border-night-100 bg-white p-4 shadow-sm" data-testid="console-booking">
      <p className="font-semibold break-words text-night-900">{b.other_name}</p>
      <p className="text-sm font-semibold text-night-800">
        <time dateTime={b.starts_at}>{istTime(b.starts_at)}</time>
      </p>
      <p className="text-sm text-night-700">
        {t(`consult:bookings.kind.${b.kind}`)} · {t('consult:bookings.minutes', { count: b.length })} ·{' '}
        {t('bookings.price', { price: formatRupees(b.price), total: formatRupees(b.held) })}
      </p>
      <div className="mt-3 flex flex-wrap items-start gap-2">
        <JoinBooking booking={b} side="astro" zone={INDIA_ZONE} named onChanged={onChanged} />
        {b.status === 'booked' && (
          <Button variant="outline" size="sm" onClick={onCancel}>
            {t('bookings.cancel.button')}
          </Button>
        )}
      </div>
    </li>
  );
}

export function BookingsSection() {
  const { t } = useT('console');
  const list = useConsoleBookings();
  const cancel = useCancelConsoleBooking();
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const close = () => {
    setCancelling(null);
    cancel.reset();
  };
  const bookings = list.data?.bookings ?? [];

  return (
    <section aria-labelledby="bookings-heading" className="mt-6">
      <h2 id="bookings-heading" className="flex items-center gap-2 text-xl font-semibold text-night-900">
        <CalendarClock className="size-5 text-saffron-700" aria-hidden="true" />
        {t('bookings.heading')}
      </h2>
      {list.data && (
        <p className="mt-1 text-sm text-night-700" data-testid="booking-record">
          {t('bookings.record', { cancelled: list.data.cancelled_by_you, noShows: list.data.no_shows })}
        </p>
      )}
      <div className="mt-3">
        {list.isPending ? (
          <div className="flex justify-center py-8">
            <Spinner label={t('bookings.loading')} className="size-6 text-night-600" />
          </div>
        ) : list.isError ? (
          <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-center">
            <p className="font-semibold text-red-800">{t('bookings.loadFailed')}</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void list.refetch()}>
              {t('page.retry')}
            </Button>
          </div>
        ) : bookings.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-night-200 p-4 text-sm text-night-700">{t('bookings.none')}</p>
        ) : (
          <ul className="space-y-3">
            {bookings.map((b) => (
              <BookingRow key={b.booking_id} b={b} onCancel={() => setCancelling(b)} onChanged={() => void list.refetch()} />
            ))}
          </ul>
        )}
      </div>
      {cancelling && (
        <CancelBookingDialog
          name={cancelling.other_name}
          time={istTime(cancelling.starts_at)}
          held={cancelling.held}
          pending={cancel.isPending}
          error={cancel.isError ? messageOf(cancel.error, t('bookings.cancel.failed')) : null}
          onClose={close}
          onConfirm={(reason) =>
            cancel.mutate(
              { id: cancelling.booking_id, reason },
              {
                onSuccess: () => {
                  toast.success(t('bookings.cancel.done', { name: cancelling.other_name }));
                  close();
                },
              },
            )
          }
        />
      )}
    </section>
  );
}
