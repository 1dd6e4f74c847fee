// Writing to the other party: Enter sends, Shift+Enter starts a new line, at most 2000 characters (counted beside
// the box); or a voice note instead.
import { MESSAGE_MAX_CHARS } from '@app/contracts/consultations';
import { SendHorizontal } from 'lucide-react';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { useT } from '../../../lib/i18n.tsx';
import { VoiceRecorder, voiceSupported } from './voice-recorder.tsx';

interface Props {
  disabled?: boolean;
  onSend: (text: string) => void;
  onVoice: (blob: Blob, durationMs: number) => void;
}

export function Composer({ disabled, onSend, onVoice }: Props) {
  const { t } = useT('consult');
  const [text, setText] = useState('');
  const [recording, setRecording] = useState(false);
  const [canRecord] = useState(voiceSupported);
  const length = text.length;
  const tooLong = length > MESSAGE_MAX_CHARS;
  const empty = text.trim().length === 0;

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (disabled || empty || tooLong) return;
    onSend(text.trim());
    setText('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <form
      onSubmit={submit}
      className="border-t border-night-100 bg-white px-2 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] sm:px-3"
    >
      <div className="flex items-end gap-1.5">
        {!recording && (
          <div className="min-w-0 flex-1">
            <label htmlFor="composer" className="sr-only">
              {t('composer.message')}
            </label>
            <textarea
              id="composer"
              value={text}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={onKeyDown}
              rows={1}
              maxLength={MESSAGE_MAX_CHARS}
              disabled={disabled}
              placeholder={t('composer.placeholder')}
              aria-describedby="composer-count"
              className="block max-h-32 min-h-11 w-full resize-none rounded-2xl border border-night-200 bg-night-50/40 px-3.5 py-2.5 text-base text-night-950 [field-sizing:content] focus:border-saffron-600 focus:outline-none disabled:opacity-60"
            />
          </div>
        )}
        {canRecord && <VoiceRecorder disabled={disabled} onSend={onVoice} onActive={setRecording} />}
        {!recording && (
          <Button
            type="submit"
            size="sm"
            className="size-11 shrink-0 p-0"
            disabled={disabled || empty || tooLong}
            aria-label={t('composer.send')}
          >
            <SendHorizontal className="size-5" aria-hidden="true" />
          </Button>
        )}
      </div>
      {!recording && (
        <p
          id="composer-count"
          className={cn(
            'px-2 pt-0.5 text-right text-xs tabular-nums',
            length > MESSAGE_MAX_CHARS * 0.9 ? 'text-red-700' : 'text-night-700',
          )}
          aria-live={length > MESSAGE_MAX_CHARS * 0.9 ? 'polite' : 'off'}
        >
          {length}/{MESSAGE_MAX_CHARS}
        </p>
      )}
    </form>
  );
}
