// Getting the astrologer's attention while a request waits: a ring (a two-tone beep and a buzz, repeated) from the
// moment one arrives until none is waiting or the astrologer silences it, and "(1) New request" in the tab's title.
import { useEffect, useState } from 'react';
import { tNow } from '../../lib/i18n.tsx';

/** How often the ring repeats while a request waits. */
export const RING_EVERY_MS = 2_500;

let audio: AudioContext | null = null;

/** Browsers refuse sound and vibration (and complain in the console) until the page has been touched once. */
const pageTouched = () => navigator.userActivation?.hasBeenActive ?? true;

function audioContext(): AudioContext | null {
  const Context = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return null;
  audio ??= new Context();
  return audio;
}

/** Called from a click: creates (or resumes) the page's audio, which browsers allow only in answer to a gesture. */
export function unlockRing(): void {
  try {
    const context = audioContext();
    if (context?.state === 'suspended') void context.resume();
  } catch {
    // No audio on this device: the card and the title still show the request.
  }
}

/** A short two-tone beep made with Web Audio (no sound file to load); silent where audio is unavailable. */
export function beep(): void {
  try {
    audio = audioContext();
    if (!audio) return;
    if (audio.state === 'suspended') void audio.resume();
    const start = audio.currentTime;
    for (const [offset, frequency] of [[0, 880], [0.18, 1175]] as const) {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.type = 'sine';
      osc.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.3, start + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.15);
      osc.connect(gain).connect(audio.destination);
      osc.start(start + offset);
      osc.stop(start + offset + 0.16);
    }
  } catch {
    // Browsers may refuse audio before the page has been touched; the title and the card still say it.
  }
}

export function newRequestTitle(count: number): string {
  return tNow('console:requests.newTitle', { count });
}

/**
 * `waitingIds`: the requests waiting for an answer now. Rings while any waits, until `silence()`; a request that
 * arrives after silencing rings again. Answers whether it is ringing.
 */
export function useRequestAlert(waitingIds: readonly number[]): { ringing: boolean; silence: () => void } {
  const key = waitingIds.join(',');
  // Silencing covers the requests waiting then; a new one rings again.
  const [silenced, setSilenced] = useState<ReadonlySet<number>>(() => new Set());
  const ringing = waitingIds.some((id) => !silenced.has(id));

  useEffect(() => {
    if (!ringing) return;
    const ring = () => {
      if (!pageTouched()) return;
      beep();
      navigator.vibrate?.([200, 100, 200]);
    };
    ring();
    const timer = setInterval(ring, RING_EVERY_MS);
    return () => {
      clearInterval(timer);
      if (pageTouched()) navigator.vibrate?.(0);
    };
  }, [ringing]);

  useEffect(() => {
    if (waitingIds.length === 0) return;
    const before = document.title;
    document.title = newRequestTitle(waitingIds.length);
    return () => {
      document.title = before;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is waitingIds' content
  }, [key]);

  return { ringing, silence: () => setSilenced(new Set(waitingIds)) };
}
