// "My bookings": the user's booked consultations, upcoming first, each with its kind, time (on the user's own clock,
// the zone named when it is not India's), length, price and hold, its state and money in words, Join, and a Cancel
// that says how much comes back before it is done.
import type { Booking } from '@app/contracts/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarClock, Globe } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { browserZone, isIndiaZone } from '../../../components/bookings/booking-session.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { messageOf } from '../../../lib/error-message.ts';
import { formatRupees } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.tsx';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { cancelBooking, useMyBookings } from '../api/bookings.ts';
import { BookingItem } from '../components/booking-item.tsx';
import { CancelBookingDialog } from '../components/cancel-booking-dialog.tsx';

/** zone: the clock the times are told on, the browser's unless a test names one. */
export function MyBookingsPage({ timeZone = browserZone() }: { timeZone?: string }) {
  const { t } = useT('consult');
  usePageMeta(t('bookings.title'));
  const client = useQueryClient();
  const list = useMyBookings();
  // The moment the dialog opened decides the rule it shows (the server decides again when it cancels).
  const [cancelling, setCancelling] = useState<{ b: Booking; now: number } | null>(null);
  const cancel = useMutation({
    mutationFn: (id: number) => cancelBooking(id),
    onSuccess: (done) => {
      toast.success(t('bookings.cancel.done', { amount: formatRupees(done.released) }));
      setCancelling(null);
      void client.invalidateQueries({ queryKey: ['bookings'] });
      void client.invalidateQueries({ queryKey: ['wallet'] });
    },
    onError: (error) => toast.error(messageOf(error, t('bookings.cancel.failed'))),
  });
  const bookings = list.data?.bookings ?? [];
  const named = !isIndiaZone(timeZone);
  const reread = () => void client.invalidateQueries({ queryKey: ['bookings', 'mine'] });

  return (
    <main className="mx-auto max-w-2xl px-4 py-8">
      <h1 className="flex items-center gap-2 text-2xl font-bold text-night-900">
        <CalendarClock className="size-6 text-saffron-700" aria-hidden="true" />
        {t('bookings.title')}
      </h1>
      {list.isPending ? (
        <div className="mt-6 space-y-3" aria-busy="true">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : list.isError ? (
        <p role="alert" className="mt-6 text-red-800">
          {messageOf(list.error, t('bookings.loadFailed'))}
        </p>
      ) : bookings.length === 0 ? (
        <p className="mt-6 text-night-700">{t('bookings.none')}</p>
      ) : (
        <ul className="mt-6 space-y-3">
          {bookings.map((b) => (
            <BookingItem
              key={b.booking_id}
              b={b}
              zone={timeZone}
              named={named}
              onChanged={reread}
              onCancel={(chosen) => setCancelling({ b: chosen, now: Date.now() })}
            />
          ))}
        </ul>
      )}
      <p className="mt-4 flex items-center gap-1.5 text-xs text-night-600" data-testid="bookings-zone">
        <Globe className="size-3.5" aria-hidden="true" />
        {named ? t('bookings.yourTime', { zone: timeZone.replace(/_/g, ' ') }) : t('bookings.indiaTime')}
      </p>
      {cancelling && (
        <CancelBookingDialog
          booking={cancelling.b}
          now={cancelling.now}
          busy={cancel.isPending}
          onClose={() => setCancelling(null)}
          onConfirm={() => cancel.mutate(cancelling.b.booking_id)}
        />
      )}
    </main>
  );
}
