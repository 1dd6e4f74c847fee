// "Turn on notifications": asks for the browser's permission only when clicked, then subscribes this device; says
// why not when the browser cannot or the user blocked it; hidden when the server has push off.
import { Bell, BellOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { messageOf } from '../../lib/error-message.ts';
import { useT } from '../../lib/i18n.tsx';
import { messageNow } from '../../lib/message-words.ts';
import { PUSH_STATE_TEXT, pushState, turnOffPush, turnOnPush, type PushState } from '../../lib/push.ts';
import { Button } from '../ui/button.tsx';
import { cn } from '../ui/cn.ts';

interface Props {
  /** What turning them on is for, in a sentence. */
  purpose: string;
  className?: string;
}

export function NotificationsToggle({ purpose, className }: Props) {
  // Its words are in the consult catalogue: a page that has not loaded it gets it loaded here, and the toggle shows once
  // they are in.
  const { t, ready } = useT('consult');
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    pushState().then(
      (s) => live && setState(s),
      () => live && setState('unavailable'),
    );
    return () => {
      live = false;
    };
  }, []);

  if (state === null || state === 'unavailable' || !ready) return null;

  async function change(on: boolean) {
    setBusy(true);
    setError(null);
    try {
      setState(on ? await turnOnPush() : await turnOffPush());
    } catch (e) {
      setError(messageOf(e, t('notifications.changeFailed')));
    } finally {
      setBusy(false);
    }
  }

  const note = PUSH_STATE_TEXT[state] && messageNow(PUSH_STATE_TEXT[state]);
  return (
    <div className={cn('flex flex-wrap items-center gap-3 rounded-2xl border border-night-100 bg-white p-4 text-sm', className)}>
      <Bell className="size-5 shrink-0 text-saffron-700" aria-hidden="true" />
      <p className="min-w-0 flex-1 text-night-800">{note ?? (state === 'on' ? t('notifications.on') : purpose)}</p>
      {state === 'off' && (
        <Button size="sm" loading={busy} onClick={() => void change(true)}>
          {t('notifications.turnOn')}
        </Button>
      )}
      {state === 'on' && (
        <Button size="sm" variant="outline" loading={busy} onClick={() => void change(false)}>
          <BellOff className="size-4" aria-hidden="true" />
          {t('notifications.turnOff')}
        </Button>
      )}
      {error && (
        <p role="alert" className="basis-full text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
