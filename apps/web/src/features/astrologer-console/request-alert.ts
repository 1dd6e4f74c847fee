// Getting the astrologer's attention while a request waits: a short beep and a buzz when a new one arrives, and
// "(1) New request" in the tab's title until none is waiting.
import { useEffect, useRef } from 'react';

let audio: AudioContext | null = null;

/** Browsers refuse sound and vibration (and complain in the console) until the page has been touched once. */
const pageTouched = () => navigator.userActivation?.hasBeenActive ?? true;

/** A short two-tone beep made with Web Audio (no sound file to load); silent where audio is unavailable. */
export function beep(): void {
  try {
    const Context = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Context) return;
    audio ??= new Context();
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
  return `(${count}) New request${count === 1 ? '' : 's'}`;
}

/** `waitingIds`: the requests waiting for an answer now. */
export function useRequestAlert(waitingIds: readonly number[]): void {
  const heard = useRef(new Set<number>());
  const key = waitingIds.join(',');

  useEffect(() => {
    const fresh = waitingIds.filter((id) => !heard.current.has(id));
    for (const id of fresh) heard.current.add(id);
    if (fresh.length > 0 && pageTouched()) {
      beep();
      navigator.vibrate?.([200, 100, 200]);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is waitingIds' content
  }, [key]);

  useEffect(() => {
    if (waitingIds.length === 0) return;
    const before = document.title;
    document.title = newRequestTitle(waitingIds.length);
    return () => {
      document.title = before;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is waitingIds' content
  }, [key]);
}
