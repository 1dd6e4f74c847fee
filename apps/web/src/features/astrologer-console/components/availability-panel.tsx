// The console's top: the astrologer's status as users see it, and the big switch that takes chat requests. The
// status is the server's only while this console's socket is connected: without it users cannot reach the astrologer,
// so the pill says Reconnecting (or Offline, once the socket is closed for good) and never Online.
import type { AstroStatus } from '@app/contracts/consultations';
import { cn } from '../../../components/ui/cn.ts';
import type { SocketState } from '../../../lib/socket.ts';

/** What the pill shows: the server's status while connected, else the connection's. */
export type ConsoleStatus = AstroStatus | 'connecting' | 'reconnecting';

export const CONSOLE_STATUS_TEXT: Record<ConsoleStatus, string> = {
  online: 'Online',
  busy: 'Busy',
  offline: 'Offline',
  connecting: 'Connecting…',
  reconnecting: 'Reconnecting…',
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
  const look = STATUS_LOOK[status];
  return (
    <span
      data-testid="status-pill"
      className={cn('inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset', look.classes)}
    >
      <span className={cn('size-2.5 rounded-full', look.dot)} aria-hidden="true" />
      {CONSOLE_STATUS_TEXT[status]}
    </span>
  );
}

interface AvailabilityPanelProps {
  status: ConsoleStatus;
  chat: boolean;
  call: boolean;
  pending: boolean;
  onChange: (change: { chat?: boolean; call?: boolean }) => void;
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

function availabilityText(chat: boolean, call: boolean): string {
  if (chat && call) return 'Users can send you chat and call requests while this page is open. Keep it open to stay online.';
  if (chat) return 'Users can send you chat requests while this page is open. Keep it open to stay online.';
  if (call) return 'Users can call you while this page is open. Keep it open to stay online.';
  return 'Switch on to receive chat or call requests from users.';
}

export function AvailabilityPanel({ status, chat, call, pending, onChange }: AvailabilityPanelProps) {
  return (
    <section aria-labelledby="availability-heading" className="rounded-2xl border border-night-100 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h2 id="availability-heading" className="text-sm font-semibold tracking-wide text-night-600 uppercase">
            Your status
          </h2>
          <div className="mt-1.5">
            <StatusPill status={status} />
          </div>
        </div>
        <div className="flex w-full flex-col gap-2 sm:w-auto">
          <Switch label="Available for chat" on={chat} pending={pending} onToggle={() => onChange({ chat: !chat })} />
          <Switch label="Available for calls" on={call} pending={pending} onToggle={() => onChange({ call: !call })} />
        </div>
      </div>
      <p className="mt-3 text-sm text-night-700">{availabilityText(chat, call)}</p>
    </section>
  );
}
