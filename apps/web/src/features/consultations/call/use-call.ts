// The call's audio (and a video call's camera) for a mounted call screen: starts the side's CallLink while the session is active, and closes
// it (microphone off, connection closed) when the session ends or the screen goes away.
import type { IceServersResponse } from '@app/contracts/consultations';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../../lib/api.ts';
import { getSocket } from '../../../lib/socket.ts';
import { CallLink, INITIAL_SNAPSHOT, type CallSnapshot } from './call-link.ts';

export function useCall(consultationId: number, side: 'user' | 'astro', active: boolean, video = false) {
  const [snapshot, setSnapshot] = useState<CallSnapshot>(INITIAL_SNAPSHOT);
  const link = useRef<CallLink | null>(null);
  useEffect(() => {
    if (!active) return;
    const current = new CallLink({
      consultationId,
      side,
      video,
      socket: getSocket(),
      iceServers: async () =>
        (await api.get<IceServersResponse>(`/api/consultations/${consultationId}/ice-servers`)).ice_servers,
      onChange: setSnapshot,
    });
    link.current = current;
    void current.start();
    return () => {
      current.close();
      link.current = null;
    };
  }, [consultationId, side, active, video]);
  return {
    ...snapshot,
    setMuted: (muted: boolean) => link.current?.setMuted(muted),
    setCameraOff: (off: boolean) => link.current?.setCameraOff(off),
    switchCamera: () => void link.current?.switchCamera().catch(() => {}),
  };
}

/** The loudness (0-1) of a stream, sampled ten times a second through Web Audio; 0 without a stream. */
export function useAudioLevel(stream: MediaStream | null): number {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    if (!stream || typeof AudioContext === 'undefined') return;
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    const source = context.createMediaStreamSource(stream);
    source.connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    const timer = setInterval(() => {
      analyser.getByteTimeDomainData(samples);
      let sum = 0;
      for (const v of samples) sum += ((v - 128) / 128) ** 2;
      // RMS, scaled so speech fills most of the meter.
      setLevel(Math.min(1, Math.sqrt(sum / samples.length) * 4));
    }, 100);
    return () => {
      clearInterval(timer);
      source.disconnect();
      void context.close();
      setLevel(0);
    };
  }, [stream]);
  return level;
}
