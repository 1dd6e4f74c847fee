// Recording a voice note with MediaRecorder: the first supported of Opus in WebM, Opus in Ogg, or MP4; the time
// shown as it runs; a stop at 120 s; then the note is sent or thrown away.
import { VOICE_MAX_SECONDS } from '@app/contracts/consultations';
import { Mic, Send, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { formatClock } from '../clock.ts';

const MIME_TYPES = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/mp4'];

export function pickMimeType(): string | null {
  if (typeof MediaRecorder === 'undefined' || typeof MediaRecorder.isTypeSupported !== 'function')
    return null;
  return MIME_TYPES.find((t) => MediaRecorder.isTypeSupported(t)) ?? null;
}

export const voiceSupported = () =>
  pickMimeType() !== null &&
  typeof navigator !== 'undefined' &&
  Boolean(navigator.mediaDevices?.getUserMedia);

interface Props {
  disabled?: boolean;
  onSend: (blob: Blob, durationMs: number) => void;
  /** Tells the composer a recording is open, so it hides the text box meanwhile. */
  onActive: (active: boolean) => void;
}

type Phase = 'idle' | 'recording' | 'stopped';

export function VoiceRecorder({ disabled, onSend, onActive }: Props) {
  const { t } = useT('consult');
  const [phase, setPhase] = useState<Phase>('idle');
  const [elapsed, setElapsed] = useState(0);
  const recorder = useRef<MediaRecorder | null>(null);
  const chunks = useRef<Blob[]>([]);
  const startedAt = useRef(0);
  const durationMs = useRef(0);
  const sendWhenStopped = useRef(false);
  const mime = useRef('');

  function release() {
    recorder.current?.stream.getTracks().forEach((t) => t.stop());
    recorder.current = null;
  }

  useEffect(
    () => () => {
      sendWhenStopped.current = false;
      if (recorder.current?.state === 'recording') recorder.current.stop();
      release();
    },
    [],
  );

  useEffect(() => {
    if (phase !== 'recording') return;
    const timer = setInterval(() => {
      const ms = Date.now() - startedAt.current;
      setElapsed(Math.floor(ms / 1000));
      if (ms >= VOICE_MAX_SECONDS * 1000) stop();
    }, 250);
    return () => clearInterval(timer);
  });

  function reset() {
    release();
    chunks.current = [];
    setPhase('idle');
    setElapsed(0);
    onActive(false);
  }

  function finish() {
    const blob = new Blob(chunks.current, { type: mime.current.split(';')[0] });
    if (sendWhenStopped.current && blob.size > 0) onSend(blob, durationMs.current);
    if (sendWhenStopped.current) reset();
  }

  async function start() {
    const type = pickMimeType();
    if (!type || !navigator.mediaDevices?.getUserMedia) {
      toast.error(t('voice.unsupported'));
      return;
    }
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const rec = new MediaRecorder(stream, { mimeType: type });
      mime.current = type;
      chunks.current = [];
      sendWhenStopped.current = false;
      rec.ondataavailable = (e) => {
        if (e.data.size > 0) chunks.current.push(e.data);
      };
      rec.onstop = finish;
      recorder.current = rec;
      startedAt.current = Date.now();
      rec.start(1000);
      setElapsed(0);
      setPhase('recording');
      onActive(true);
    } catch {
      toast.error(t('voice.micRefused'));
    }
  }

  function stop() {
    const rec = recorder.current;
    if (rec?.state !== 'recording') return;
    durationMs.current = Math.min(Date.now() - startedAt.current, VOICE_MAX_SECONDS * 1000);
    setElapsed(Math.floor(durationMs.current / 1000));
    rec.stream.getTracks().forEach((t) => t.stop());
    // The phase first: a send asked for meanwhile may reset it to idle when the recorder reports its end.
    setPhase('stopped');
    rec.stop();
  }

  function send() {
    sendWhenStopped.current = true;
    if (recorder.current?.state === 'recording') stop();
    else finish();
  }

  function cancel() {
    sendWhenStopped.current = false;
    if (recorder.current?.state === 'recording') recorder.current.stop();
    reset();
  }

  if (phase === 'idle') {
    return (
      <Button
        variant="ghost"
        size="sm"
        className="size-11 shrink-0 p-0"
        disabled={disabled}
        onClick={() => void start()}
        aria-label={t('voice.record')}
      >
        <Mic className="size-5" aria-hidden="true" />
      </Button>
    );
  }

  return (
    <div className="flex min-w-0 flex-1 items-center gap-2">
      <p className="flex min-w-0 flex-1 items-center gap-2 text-sm text-night-900" role="status">
        {phase === 'recording' && (
          <span className="size-2.5 shrink-0 animate-pulse rounded-full bg-red-600" aria-hidden="true" />
        )}
        <span>
          {phase === 'recording' ? t('voice.recording') : t('voice.recorded')}{' '}
          <span className="tabular-nums">{formatClock(elapsed)}</span>
          <span className="text-night-700"> / {formatClock(VOICE_MAX_SECONDS)}</span>
        </span>
      </p>
      <Button
        variant="ghost"
        size="sm"
        className="size-11 shrink-0 p-0"
        onClick={cancel}
        aria-label={t('voice.cancel')}
      >
        <Trash2 className="size-5" aria-hidden="true" />
      </Button>
      <Button
        size="sm"
        className="size-11 shrink-0 p-0"
        onClick={send}
        disabled={disabled}
        aria-label={t('voice.send')}
      >
        <Send className="size-5" aria-hidden="true" />
      </Button>
    </div>
  );
}
