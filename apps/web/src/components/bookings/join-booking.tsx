// A booking's Join: shut (with when it opens) until join_opens_at, then a button; once this side has joined and the
// other has not, "Waiting for … to join", asking again every 5 s and at once when a session event arrives, until the
// session's id comes back and the room (/consultations/:id) opens. Shared by "My bookings" and the console.
import { SOCKET_EVENTS } from '@app/contracts/consultations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Clock, LogIn } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { currentIntlLocale, useT } from '../../lib/i18n.tsx';
import { ApiError } from '../../lib/api.ts';
import { messageOf } from '../../lib/error-message.ts';
import { useSocketEvent } from '../../lib/socket.ts';
import { Button, buttonClasses } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';
import type { Booking, JoinBookingResponse } from '@app/contracts/bookings';
import { joinBooking, joinOpensAt, openingTime } from './booking-session.ts';

export const JOIN_POLL_MS = 5_000;
/** setTimeout's longest wait; a later opening is looked at again then. */
const MAX_WAIT_MS = 2 ** 31 - 1;

interface Props {
  booking: Booking;
  /** Which side this screen is: its own join mark says it is already waiting. */
  side: 'user' | 'astro';
  /** The clock the opening time is told on, and whether its zone is named. */
  zone: string;
  named: boolean;
  /** Told when the booking's state may have changed (joined, refused), so the list is read again. */
  onChanged?: () => void;
}

/** Date.now() as of the first render, read again when `at` passes. */
function useNowUntil(at: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (now >= at) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(at - now + 50, MAX_WAIT_MS));
    return () => clearTimeout(timer);
  }, [at, now]);
  return now;
}

export function JoinBooking({ booking, side, zone, named, onChanged }: Props) {
  const { t } = useT('consult');
  const navigate = useNavigate();
  const client = useQueryClient();
  const id = booking.booking_id;
  const ownMark = side === 'user' ? booking.user_joined_at : booking.astro_joined_at;
  const [joined, setJoined] = useState(Boolean(ownMark) && booking.status === 'booked');
  // Settled while waiting (the other side missed it, the platform cancelled it): the wait is over, the list says how.
  const [settled, setSettled] = useState(false);
  const enter = (consultationId: number) => void navigate(`/consultations/${consultationId}`);
  const heard = (answer: JoinBookingResponse) => {
    if (answer.consultation_id !== null) enter(answer.consultation_id);
    else if (answer.booking.status !== 'booked') setSettled(true);
    else setJoined(true);
    if (answer.consultation_id === null) onChanged?.();
  };
  const opensAt = joinOpensAt(booking);
  const now = useNowUntil(opensAt);
  const open = now >= opensAt;

  const join = useMutation({
    mutationFn: () => joinBooking(id),
    onSuccess: heard,
    onError: () => onChanged?.(),
  });
  const waiting = useQuery({
    queryKey: ['bookings', 'join', id],
    queryFn: async () => {
      try {
        const answer = await joinBooking(id);
        if (answer.consultation_id === null && answer.booking.status !== 'booked') heard(answer);
        return answer;
      } catch (error) {
        // Cancelled or settled since, gone, or the session over (signed out, refused): nothing to wait for.
        if (error instanceof ApiError && (error.code === 'booking_not_booked' || [401, 403, 404].includes(error.status))) {
          setSettled(true);
          onChanged?.();
        }
        throw error;
      }
    },
    enabled: joined && !settled,
    refetchInterval: JOIN_POLL_MS,
    refetchIntervalInBackground: true,
    gcTime: 0,
  });
  const arrived = waiting.data?.consultation_id ?? null;
  useEffect(() => {
    if (arrived !== null) void navigate(`/consultations/${arrived}`);
  }, [arrived, navigate]);
  // The session's event (the one an accepted request sends) arrives before the next poll: ask now.
  useSocketEvent(SOCKET_EVENTS.consultation, () => {
    if (joined) void client.refetchQueries({ queryKey: ['bookings', 'join', id] });
  });

  if (booking.status === 'started' && booking.consultation_id) {
    return (
      <Link to={`/consultations/${booking.consultation_id}`} className={buttonClasses('primary', 'sm')}>
        {t('bookings.join.room')}
      </Link>
    );
  }
  if (booking.status !== 'booked') return null;
  if (joined && !settled) {
    return (
      <div className="space-y-1" data-testid="join-waiting">
        <p role="status" className="flex items-center gap-2 text-sm font-semibold text-night-800">
          <Spinner decorative className="size-4 text-saffron-700" />
          {t('bookings.join.waiting', { name: booking.other_name })}
        </p>
        {waiting.isError && (
          <p role="alert" className="text-sm text-red-800">
            {messageOf(waiting.error, t('bookings.join.failed'))}
          </p>
        )}
      </div>
    );
  }
  return (
    <div className="space-y-1">
      {open ? (
        <Button size="sm" onClick={() => join.mutate()} loading={join.isPending}>
          <LogIn className="size-4" aria-hidden="true" />
          {t('bookings.join.button')}
        </Button>
      ) : (
        <Button size="sm" variant="outline" disabled>
          <Clock className="size-4" aria-hidden="true" />
          {t('bookings.join.opensAt', { time: openingTime(opensAt, now, zone, currentIntlLocale(), named) })}
        </Button>
      )}
      {join.isError && (
        <p role="alert" className="text-sm text-red-800">
          {messageOf(join.error, t('bookings.join.failed'))}
        </p>
      )}
    </div>
  );
}
