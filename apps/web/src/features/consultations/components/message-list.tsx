// The conversation: the server's messages and this tab's unsent ones, own on the right; it keeps to the newest
// unless the reader has scrolled up. A live log, so screen readers hear each new message.
import type { ConsultationMessage } from '@app/contracts/consultations';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { cn } from '../../../components/ui/cn.ts';
import { BRAND_NAME } from '../../../config/site.ts';
import { currentIntlLocale, useT } from '../../../lib/i18n.tsx';
import { OUTGOING_TEXT, type Outgoing } from '../messages.ts';
import { maskedSentences } from '../../../components/masked-words.ts';
import { VoicePlayer } from '../../../components/voice-player.tsx';

/** One time-of-day formatter per language shown, made on first use. */
const timeFormatters = new Map<string, Intl.DateTimeFormat>();
function timeFormatter(): Intl.DateTimeFormat {
  const locale = currentIntlLocale();
  let formatter = timeFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });
    timeFormatters.set(locale, formatter);
  }
  return formatter;
}
const timeOf = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : timeFormatter().format(d);
};

interface Props {
  messages: ConsultationMessage[];
  outgoing?: Outgoing[];
  own: 'user' | 'astro';
  otherName: string;
  onRetry?: (clientId: string) => void;
  className?: string;
  emptyText?: string;
}

function Bubble({
  mine,
  children,
  meta,
}: {
  mine: boolean;
  children: React.ReactNode;
  meta: React.ReactNode;
}) {
  return (
    <li className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3.5 py-2 shadow-sm sm:max-w-[70%]',
          mine
            ? 'rounded-br-sm bg-saffron-100 text-night-950'
            : 'rounded-bl-sm bg-white text-night-950 ring-1 ring-night-100',
        )}
      >
        {children}
        <div className="mt-1 text-right text-xs text-night-700">{meta}</div>
      </div>
    </li>
  );
}

/**
 * Under a message the safety filter masked: to its sender, what was hidden and why; to the other side, that something
 * was (docs/decisions/safety.md).
 */
function MaskedNote({ masked, mine }: { masked: ConsultationMessage['masked']; mine: boolean }) {
  const { t } = useT('consult');
  const lines = mine ? maskedSentences(t, masked, 'message') : [t('safety.hiddenForYou', { brand: BRAND_NAME })];
  return (
    <p className="mt-1 flex items-start gap-1 text-xs text-night-700" data-testid="masked-note">
      <ShieldCheck className="mt-px size-3.5 shrink-0 text-green-700" aria-hidden="true" />
      <span>{lines.join(' ')}</span>
    </p>
  );
}

export function MessageList({
  messages,
  outgoing = [],
  own,
  otherName,
  onRetry,
  className,
  emptyText,
}: Props) {
  const { t } = useT('consult');
  const ref = useRef<HTMLDivElement>(null);
  const stuck = useRef(true);

  useLayoutEffect(() => {
    const el = ref.current;
    if (el && stuck.current) el.scrollTop = el.scrollHeight;
  }, [messages, outgoing]);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onScroll = () => {
      stuck.current = el.scrollHeight - el.scrollTop - el.clientHeight < 48;
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <div
      ref={ref}
      role="log"
      aria-label={t('messages.log')}
      aria-live="polite"
      // A scrolling region must take focus so keyboard users can scroll it (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={cn('overflow-y-auto overscroll-contain', className)}
    >
      <ol className="flex min-h-full flex-col gap-2 p-3 sm:p-4">
        {messages.length === 0 && outgoing.length === 0 && (
          <li className="m-auto text-center text-sm text-night-700">
            {emptyText ?? t('messages.empty')}
          </li>
        )}
        {messages.map((m) => {
          const mine = m.sender === own;
          return (
            <Bubble
              key={m.message_id}
              mine={mine}
              meta={
                <>
                  <span className="sr-only">{mine ? t('messages.you') : otherName}, </span>
                  <time dateTime={m.created_at}>{timeOf(m.created_at)}</time>
                </>
              }
            >
              {m.voice_url ? (
                <VoicePlayer url={m.voice_url} durationMs={m.voice_duration_ms} />
              ) : (
                <p className="break-words whitespace-pre-wrap">{m.text}</p>
              )}
              {m.masked.length > 0 && <MaskedNote masked={m.masked} mine={mine} />}
            </Bubble>
          );
        })}
        {outgoing.map((o) => (
          <Bubble
            key={o.client_id}
            mine
            meta={
              o.state === 'failed' ? (
                <span className="text-red-700">
                  {t(OUTGOING_TEXT.failed)}{' '}
                  <button
                    type="button"
                    className="font-semibold underline"
                    onClick={() => onRetry?.(o.client_id)}
                  >
                    {t(OUTGOING_TEXT.retry)}
                  </button>
                </span>
              ) : (
                <span data-testid="outgoing-state">{t(OUTGOING_TEXT[o.state])}</span>
              )
            }
          >
            {o.voice ? (
              <VoicePlayer blob={o.voice.blob} durationMs={o.voice.durationMs} />
            ) : (
              <p className="break-words whitespace-pre-wrap opacity-80">{o.text}</p>
            )}
          </Bubble>
        ))}
      </ol>
    </div>
  );
}
