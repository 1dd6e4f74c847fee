// A voice note: its bytes fetched with the session header and played from a blob URL (freed when it goes). In the
// chat room and in the admin's transcript of a reported consultation.
import { useEffect, useState } from 'react';
import { formatClock } from '../lib/clock-text.ts';
import { useT } from '../lib/i18n.tsx';
import { fetchVoice } from '../lib/voice.ts';

export function VoicePlayer({
  url,
  durationMs,
  blob,
}: {
  url?: string | null;
  durationMs: number | null;
  blob?: Blob;
}) {
  const { t } = useT('consult');
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    const load = blob ? Promise.resolve(blob) : url ? fetchVoice(url, controller.signal) : null;
    if (!load) return;
    load
      .then((b) => {
        if (controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(b);
        setSrc(objectUrl);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, blob]);

  const length = durationMs ? formatClock(durationMs / 1000) : null;
  const label = length ? t('voice.noteWithTime', { time: length }) : t('voice.note');
  if (failed) return <p className="text-sm italic">{t('voice.loadFailed')}</p>;
  if (!src) return <p className="text-sm italic">{t('voice.loading', { label })}</p>;
  // A recorded WebM names no length of its own: the player reads 0:00 until it has played, so the recorder's is shown.
  return (
    <span className="inline-flex max-w-full items-center gap-2">
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- a participant's own voice note has no captions */}
      <audio controls src={src} aria-label={label} className="h-10 w-60 max-w-full min-w-0" preload="metadata" />
      {length && (
        <span className="shrink-0 text-sm tabular-nums" data-testid="voice-length">
          {length}
        </span>
      )}
    </span>
  );
}
