// Says so while the room's socket is down: the session goes on (its clock lives on the server), messages typed meanwhile
// wait and go by themselves, and a call's audio, which flows between the two browsers, keeps playing.
import { WifiOff } from 'lucide-react';
import { cn } from '../../../components/ui/cn.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useSocketState } from '../../../lib/socket.ts';

/** Keys of the consult catalogue. */
export const ROOM_CONNECTION_TEXT = {
  chat: 'connection.chat',
  call: 'connection.call',
  offline: 'connection.offline',
} as const;

export function ConnectionNotice({ kind, className }: { kind: 'chat' | 'call'; className?: string }) {
  const state = useSocketState();
  const { t } = useT('consult');
  if (state === 'connected' || state === 'connecting') return null;
  return (
    <p
      role="status"
      data-testid="connection-notice"
      className={cn('flex items-center gap-2 bg-amber-50 px-3 py-1.5 text-sm text-amber-900', className)}
    >
      <WifiOff className="size-4 shrink-0" aria-hidden="true" />
      {t(state === 'offline' ? ROOM_CONNECTION_TEXT.offline : ROOM_CONNECTION_TEXT[kind])}
    </p>
  );
}
