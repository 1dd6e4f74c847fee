// The fair meter as the room shows it: the user's balance and the minutes it still buys beside the time and cost (the
// free minutes of a first session counted first), and a chat's wait for the astrologer's first message, when nothing
// is charged yet.
import { minutesAffordable } from '@app/contracts/tariff';
import { Gift, Hourglass } from 'lucide-react';
import { cn } from '../../../components/ui/cn.ts';
import { formatRupees } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.tsx';
import { formatClock, secondsBetween } from '../clock.ts';
import type { LiveConsultation } from '../use-consultation.ts';

type Meter = Pick<LiveConsultation, 'rate' | 'billed_minutes' | 'free_minutes'>;

/**
 * The minutes still to come that are paid for: the free ones not started yet, then whole minutes of the balance at
 * the rate (each minute is charged at its start, so the running one is already paid). Null when minutes cost nothing.
 */
export function minutesLeft(c: Meter, balance: number): { free: number; total: number | null } {
  const free = Math.max(0, c.free_minutes - c.billed_minutes);
  if (c.rate <= 0) return { free, total: null };
  // In paise, so ₹0.30 / ₹0.10 is exactly 3.
  return { free, total: free + minutesAffordable(Math.round(balance * 100), Math.round(c.rate * 100)) };
}

/** "Balance ₹120.00 · about 8 min left", and the free minutes still to come. */
export function MeterLine({ c, balance, className }: { c: Meter; balance: number | undefined; className?: string }) {
  const { t } = useT('consult');
  if (balance === undefined) return null;
  const left = minutesLeft(c, balance);
  return (
    <p className={cn('text-sm', className)} data-testid="meter">
      <span data-testid="balance">{t('meter.balance', { amount: formatRupees(balance) })}</span>
      {left.total !== null && (
        <>
          <span aria-hidden="true"> · </span>
          <span data-testid="minutes-left">{t('meter.minutesLeft', { count: left.total })}</span>
        </>
      )}
      {left.free > 0 && (
        <span className="ml-2 inline-flex items-center gap-1 font-semibold text-emerald-700" data-testid="free-left">
          <Gift className="size-3.5" aria-hidden="true" />
          {t('meter.freeLeft', { count: left.free })}
        </span>
      )}
    </p>
  );
}

/**
 * An accepted chat before the astrologer's first message: the user is told nothing is charged until the reply, the
 * astrologer that their first message starts the session, each with the time left before it ends at no cost.
 */
export function AwaitingReply({ c, viewerIsUser, now }: { c: LiveConsultation; viewerIsUser: boolean; now: number }) {
  const { t } = useT('consult');
  const left = formatClock(secondsBetween(now, c.accept_by));
  return (
    <div
      role="status"
      data-testid="awaiting-reply"
      className="flex items-center gap-3 border-b border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-950 sm:px-4"
    >
      <Hourglass className="size-5 shrink-0 text-emerald-700" aria-hidden="true" />
      <p className="min-w-0 flex-1">
        {viewerIsUser ? t('meter.awaitingUser', { name: c.astro_name, time: left }) : t('meter.awaitingAstro', { time: left })}
      </p>
    </div>
  );
}
