// The console's top: the astrologer's status as users see it, and the big switch that takes chat requests. The
// status is the server's only while this console's socket is connected: without it users cannot reach the astrologer,
// so the pill says Reconnecting (or Offline, once the socket is closed for good) and never Online.
import type { AstroStatus } from '@app/contracts/consultations';
import type { AccountSuspension } from '@app/contracts/safety';
import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../components/ui/cn.ts';
import { formatMediumDateTime } from '../../../lib/format.ts';
import type { SocketState } from '../../../lib/socket.ts';
import { useT } from '../../../lib/i18n.tsx';

/** What the pill shows: the server's status while connected, else the connection's. */
export type ConsoleStatus = AstroStatus | 'connecting' | 'reconnecting';

/** The pill's words: keys of the console catalogue. */
export const CONSOLE_STATUS_TEXT: Record<ConsoleStatus, string> = {
  online: 'availability.status.online',
  busy: 'availability.status.busy',
  offline: 'availability.status.offline',
  connecting: 'availability.status.connecting',
  reconnecting: 'availability.status.reconnecting',
};

const STATUS_LOOK: Record<ConsoleStatus, { classes: string; dot: string }> = {
  online: { classes: 'bg-green-50 text-green-800 ring-green-300', dot: 'bg-green-500' },
  busy: { classes: 'bg-amber-50 text-amber-900 ring-amber-300', dot: 'bg-amber-500' },
  offline: { classes: 'bg-night-100 text-night-800 ring-night-300', dot: 'bg-night-400' },
  connecting: { classes: 'bg-night-100 text-night-800 ring-night-300', dot: 'bg-night-400 animate-pulse' },
  reconnecting: { classes: 'bg-amber-50 text-amber-900 ring-amber-300', dot: 'bg-amber-500 animate-pulse' },
};

/** The pill's status: the server's only while the socket is connected. */
export function consoleStatus(status: AstroStatus, connection: SocketState): ConsoleStatus {
  return connection === 'connected' ? status : connection;
}

export function StatusPill({ status }: { status: ConsoleStatus }) {
  const { t } = useT('console');
  const look = STATUS_LOOK[status];
  return (
    <span
      data-testid="status-pill"
      className={cn('inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset', look.classes)}
    >
      <span className={cn('size-2.5 rounded-full', look.dot)} aria-hidden="true" />
      {t(CONSOLE_STATUS_TEXT[status])}
    </span>
  );
}

interface AvailabilityPanelProps {
  status: ConsoleStatus;
  chat: boolean;
  call: boolean;
  pending: boolean;
  /** The admin's suspension, while it lasts: the switches stay off and the panel says why. */
  suspension?: AccountSuspension | null | undefined;
  onChange: (change: { chat?: boolean; call?: boolean }) => void;
}

/** Why the astrologer cannot go online: the admin's reason and words, and where to appeal. */
function SuspensionNotice({ suspension }: { suspension: AccountSuspension }) {
  const { t } = useT('console');
  return (
    <div role="alert" className="mt-3 flex gap-3 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900">
      <ShieldAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0">
        <p className="font-semibold">{t('suspension.title', { since: formatMediumDateTime(suspension.since) })}</p>
        <p className="mt-1">{t(`suspension.reasons.${suspension.reason}`)}</p>
        {suspension.note && <p className="mt-1">“{suspension.note}”</p>}
        <p className="mt-1">
          {t('suspension.appeal')}{' '}
          <Link to="/contact" className="font-semibold underline">
            {t('suspension.contact')}
          </Link>
        </p>
      </div>
    </div>
  );
}

function Switch({ label, on, pending, onToggle }: { label: string; on: boolean; pending: boolean; onToggle: () => void }) {
  return (
    <div className="flex items-center justify-between gap-3 sm:justify-end">
      <span aria-hidden="true" className="text-base font-semibold text-night-900">
        {label}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-label={label}
        disabled={pending}
        onClick={onToggle}
        className={cn(
          'relative inline-flex h-9 w-16 shrink-0 items-center rounded-full transition-colors disabled:opacity-70',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-700',
          on ? 'bg-green-600' : 'bg-night-300',
        )}
      >
        <span
          aria-hidden="true"
          className={cn('inline-block size-7 rounded-full bg-white shadow transition-transform', on ? 'translate-x-8' : 'translate-x-1')}
        />
      </button>
    </div>
  );
}

/** The hint under the switches: a key of the console catalogue. */
function availabilityText(chat: boolean, call: boolean): string {
  if (chat && call) return 'availability.hint.chatAndCall';
  if (chat) return 'availability.hint.chat';
  if (call) return 'availability.hint.call';
  return 'availability.hint.off';
}

export function AvailabilityPanel({ status, chat, call, pending, suspension, onChange }: AvailabilityPanelProps) {
  const { t } = useT('console');
  const locked = pending || Boolean(suspension);
  return (
    <section aria-labelledby="availability-heading" className="rounded-2xl border border-night-100 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h2 id="availability-heading" className="text-sm font-semibold tracking-wide text-night-600 uppercase">
            {t('availability.heading')}
          </h2>
          <div className="mt-1.5">
            <StatusPill status={status} />
          </div>
        </div>
        <div className="flex w-full flex-col gap-2 sm:w-auto">
          <Switch label={t('availability.chat')} on={chat} pending={locked} onToggle={() => onChange({ chat: !chat })} />
          <Switch label={t('availability.call')} on={call} pending={locked} onToggle={() => onChange({ call: !call })} />
        </div>
      </div>
      {suspension ? <SuspensionNotice suspension={suspension} /> : <p className="mt-3 text-sm text-night-700">{t(availabilityText(chat, call))}</p>}
    </section>
  );
}
