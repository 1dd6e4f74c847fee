// The sheet a free slot opens: the kind (among those the astrologer offers, each with its price), the length, the
// amount held from the wallet, the balance, the cancellation rule, and a top-up when the balance is short. Confirm
// books it (POST /api/bookings); a 402 from the server shows the top-up too.
import type { BookedKind, Booking } from '@app/contracts/bookings';
import { BOOKING_LENGTHS, type BookingLength } from '@app/contracts/hours';
import { rechargeRupees } from '@app/contracts/tariff';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { ApiError } from '../../../lib/api.ts';
import { messageOf } from '../../../lib/error-message.ts';
import { formatRupees } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.tsx';
import { createBooking, getBalance } from '../api/create-booking.ts';
import { perMinute } from './chat-button.tsx';

export interface BookingSheetProps {
  astroId: number;
  /** The slot's start, a UTC instant. */
  startsAt: string;
  /** How it reads on the visitor's clock. */
  timeLabel: string;
  initialLength: BookingLength;
  /** Rupees per minute of each kind; null for a kind not offered. */
  prices: Record<BookedKind, number | null>;
  onClose: () => void;
  onBooked: (booking: Booking) => void;
}

const choice = (on: boolean) =>
  cn(
    'rounded-xl px-3 py-2 text-left text-sm font-semibold ring-1 ring-inset',
    on ? 'bg-night-900 text-white ring-night-900' : 'bg-white text-night-800 ring-night-200 hover:bg-night-50',
  );

export function BookingSheet({ astroId, startsAt, timeLabel, initialLength, prices, onClose, onBooked }: BookingSheetProps) {
  const { t } = useT('astrologers');
  const client = useQueryClient();
  const offered = (['chat', 'call', 'video'] as const).filter((k) => prices[k] !== null);
  const [kind, setKind] = useState<BookedKind>(offered[0] ?? 'chat');
  const [length, setLength] = useState<BookingLength>(initialLength);
  const balance = useQuery({ queryKey: ['wallet', 'balance'], queryFn: ({ signal }) => getBalance(signal), staleTime: 0 });
  const book = useMutation({
    mutationFn: () => createBooking({ astro_id: astroId, kind, starts_at: startsAt, length }),
    onSuccess: (made) => {
      void client.invalidateQueries({ queryKey: ['astrologers', 'slots', astroId] });
      void client.invalidateQueries({ queryKey: ['wallet'] });
      onBooked(made);
    },
  });
  const price = prices[kind] ?? 0;
  const heldPaise = Math.round(price * 100) * length;
  const refusal = book.error instanceof ApiError ? book.error : null;
  const neededPaise = refusal?.code === 'low_balance' && typeof refusal.details.needed_paise === 'number' ? refusal.details.needed_paise : null;
  const balancePaise = balance.data === undefined ? null : Math.round(balance.data * 100);
  const shortPaise = neededPaise ?? (balancePaise !== null && balancePaise < heldPaise ? heldPaise : null);
  const back = encodeURIComponent(`/astrologers/${astroId}`);

  return (
    <Modal open onClose={onClose} title={t('slots.book.title', { time: timeLabel })} className="max-w-md">
      <div className="space-y-4" data-testid="booking-sheet">
        <fieldset>
          <legend className="text-sm font-semibold text-night-900">{t('slots.book.kind')}</legend>
          <div className="mt-1 grid grid-cols-3 gap-2">
            {offered.map((k) => (
              <button key={k} type="button" aria-pressed={k === kind} className={choice(k === kind)} onClick={() => setKind(k)}>
                <span className="block">{t(`slots.book.kinds.${k}`)}</span>
                <span className="block text-xs font-normal">{perMinute(prices[k] ?? 0)}</span>
              </button>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="text-sm font-semibold text-night-900">{t('slots.book.length')}</legend>
          <div className="mt-1 flex gap-2">
            {BOOKING_LENGTHS.map((m) => (
              <button key={m} type="button" aria-pressed={m === length} className={choice(m === length)} onClick={() => setLength(m)}>
                {t('slots.minutes', { count: m })}
              </button>
            ))}
          </div>
        </fieldset>
        <dl className="grid grid-cols-2 gap-3">
          <div className="rounded-xl bg-night-50 p-3">
            <dt className="text-xs font-semibold text-night-600">{t('slots.book.held')}</dt>
            <dd className="mt-0.5 text-lg font-semibold text-night-900" data-testid="booking-held">
              {formatRupees(heldPaise / 100)}
            </dd>
          </div>
          <div className="rounded-xl bg-night-50 p-3">
            <dt className="text-xs font-semibold text-night-600">{t('slots.book.balance')}</dt>
            <dd className="mt-0.5 text-lg font-semibold text-night-900">{balance.data === undefined ? '…' : formatRupees(balance.data)}</dd>
          </div>
        </dl>
        <p className="text-sm text-night-700">{t('slots.book.rule')}</p>
        {shortPaise !== null && (
          <div role="alert" className="rounded-xl border border-amber-200 bg-amber-50 px-3 py-2 text-amber-950">
            <p>{t('slots.book.short', { needed: formatRupees(shortPaise / 100) })}</p>
            <Link to={`/wallet?amount=${rechargeRupees(shortPaise)}&next=${back}`} className={buttonClasses('primary', 'sm', 'mt-2')}>
              {t('slots.book.topUp', { amount: formatRupees(rechargeRupees(shortPaise)) })}
            </Link>
          </div>
        )}
        {book.error && neededPaise === null && (
          <p role="alert" className="text-sm text-red-800">
            {messageOf(book.error, t('slots.book.failed'))}
          </p>
        )}
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          {t('slots.book.cancel')}
        </Button>
        <Button onClick={() => book.mutate()} loading={book.isPending} disabled={offered.length === 0}>
          {t('slots.book.confirm', { amount: formatRupees(heldPaise / 100) })}
        </Button>
      </div>
    </Modal>
  );
}
