// An accepted call (voice or video): the other party (a video call's pictures, video-stage.tsx), whether the audio is connecting or connected, the running time and cost once
// billing starts, mute, the speaker's level and volume, and hang up; the user's low-balance warning and the
// astrologer's view of the user's birth details.
import { Mic, MicOff, PhoneOff, SwitchCamera, Video, VideoOff, Volume2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { cn } from '../../../components/ui/cn.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatRupees } from '../../../lib/format.ts';
import { T, useT } from '../../../lib/i18n.tsx';
import { useAudioLevel, useCall } from '../call/use-call.ts';
import type { CallState } from '../call/call-link.ts';
import { formatClock, secondsBetween } from '../clock.ts';
import type { LiveConsultation } from '../use-consultation.ts';
import { useServerNow } from '../use-now.ts';
import { useBalance } from './chat-room.tsx';
import { ConnectionNotice } from './connection-notice.tsx';
import { isLowBalance, LowBalanceWarning } from './low-balance.tsx';
import { MeterLine } from './meter.tsx';
import { PartyAvatar } from './party-avatar.tsx';
import { ReportButton } from './report-sheet.tsx';
import { UserDetails } from './user-details.tsx';
import { UserKundliSection } from './user-kundli.tsx';
import { VideoStage } from './video-stage.tsx';

interface Props {
  consultation: LiveConsultation;
  viewerIsUser: boolean;
  ending: boolean;
  onEnd: () => void;
}

/** A call state's words in the shown language. */
const stateText = (t: (key: string) => string, state: CallState) => t(`call.state.${state}`);

export function CallRoom({ consultation: c, viewerIsUser, ending, onEnd }: Props) {
  const { t } = useT('consult');
  const video = c.type === 'video';
  const call = useCall(c.consultation_id, viewerIsUser ? 'user' : 'astro', c.status === 'active', video);
  const now = useServerNow(c.offset);
  const elapsed = c.started_at ? secondsBetween(c.started_at, now) : 0;
  const balance = useBalance(viewerIsUser, `${c.server_time}|${c.billed_minutes}`);
  const low = viewerIsUser && balance !== undefined && isLowBalance(balance, c);
  const other = viewerIsUser ? c.astro_name : c.user_name;
  const level = useAudioLevel(call.remote);
  const [volume, setVolume] = useState(1);
  const audio = useRef<HTMLAudioElement>(null);
  const volumeId = useId();

  useEffect(() => {
    const el = audio.current;
    if (!el) return;
    el.srcObject = call.remote;
    if (call.remote) void el.play().catch(() => {});
  }, [call.remote]);
  useEffect(() => {
    if (audio.current) audio.current.volume = volume;
  }, [volume]);

  const status = call.micError
    ? call.micError
    : video && call.state === 'starting'
      ? t('video.starting')
      : c.started_at ? stateText(t, call.state) : stateText(t, call.state === 'connected' ? 'connecting' : call.state);

  const roundButton = 'flex size-14 items-center justify-center rounded-full transition-colors disabled:opacity-50';
  const idle = 'bg-white/15 text-white hover:bg-white/25';
  const starting = call.state === 'failed' || call.state === 'starting';
  return (
    <div className={cn('mx-auto flex flex-col gap-4 px-4 py-6 sm:py-10', video ? 'max-w-3xl' : 'max-w-xl')}>
      <ConnectionNotice kind="call" className="rounded-2xl" />
      <section
        aria-labelledby="call-title"
        data-testid="call-screen"
        data-call-state={call.state}
        data-bytes-received={call.bytesReceived}
        data-audio-packets={call.audioPackets}
        data-frames-decoded={call.framesDecoded}
        className={cn(
          'relative flex flex-col items-center rounded-3xl bg-night-950 text-center text-white shadow-lg',
          video ? 'px-3 pt-14 pb-6 sm:px-6' : 'px-6 py-8 sm:px-10',
        )}
      >
        <ReportButton consultationId={c.consultation_id} otherName={other} className="absolute top-3 right-3" />
        {video ? (
          <VideoStage
            remote={call.remote}
            local={call.local}
            otherName={other}
            mirrored={call.mirrored}
            cameraOff={call.cameraOff}
            cameraError={call.cameraError}
            framesDecoded={call.framesDecoded}
          />
        ) : (
        <div className="relative">
          <span
            aria-hidden="true"
            className="absolute -inset-3 rounded-full bg-saffron-500/40 transition-transform duration-100"
            style={{ transform: `scale(${1 + level * 0.35})`, opacity: call.state === 'connected' ? 1 : 0 }}
          />
          <PartyAvatar src={viewerIsUser ? c.astro_image : undefined} name={other} className="relative size-24" />
        </div>
        )}
        <h1 id="call-title" className={cn('font-display text-2xl font-semibold', video ? 'mt-4' : 'mt-5')}>
          {other}
        </h1>
        <p className={cn('mt-1 text-sm', call.micError ? 'text-red-200' : 'text-night-200')} role="status">
          {status}
        </p>
        <p className="mt-4 text-3xl font-semibold tabular-nums" data-testid="elapsed" aria-label={t('call.time')}>
          {formatClock(elapsed)}
        </p>
        <p className="mt-1 text-sm text-night-200">
          <T
            ns="consult"
            i18nKey="call.soFar"
            values={{ amount: formatRupees(c.amount), rate: t('perMinute', { price: formatRupees(c.rate) }) }}
            components={{ 1: <span data-testid="cost" /> }}
          />
          {!c.started_at && <span className="block">{t('call.billingStarts')}</span>}
        </p>
        {viewerIsUser && <MeterLine c={c} balance={balance} className="mt-1 text-night-200" />}

        <div className="mt-6 w-full max-w-xs">
          <div className="flex items-center justify-between text-xs text-night-200">
            <span>{t('call.speaker')}</span>
            <span className="sr-only">{t('call.level', { percent: Math.round(level * 100) })}</span>
          </div>
          <div
            role="meter"
            aria-label={t('call.speakerLevel')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(level * 100)}
            className="mt-1 h-2 overflow-hidden rounded-full bg-white/15"
          >
            <div className="h-full rounded-full bg-saffron-400 transition-[width] duration-100" style={{ width: `${level * 100}%` }} />
          </div>
          <label htmlFor={volumeId} className="mt-3 flex items-center gap-2 text-sm text-night-100">
            <Volume2 className="size-4 shrink-0" aria-hidden="true" />
            <span className="sr-only">{t('call.volume')}</span>
            <input
              id={volumeId}
              type="range"
              min={0}
              max={1}
              step={0.05}
              value={volume}
              onChange={(e) => setVolume(Number(e.target.value))}
              className="w-full accent-saffron-500"
            />
          </label>
        </div>

        <div className={cn('mt-8 flex flex-wrap items-center justify-center', video ? 'gap-4' : 'gap-6')}>
          {video && call.cameras > 1 && !call.cameraError && (
            <button type="button" onClick={call.switchCamera} disabled={starting} className={cn(roundButton, idle)}>
              <SwitchCamera className="size-6" aria-hidden="true" />
              <span className="sr-only">{t('video.switchCamera')}</span>
            </button>
          )}
          {video && !call.cameraError && (
            <button
              type="button"
              aria-pressed={call.cameraOff}
              onClick={() => call.setCameraOff(!call.cameraOff)}
              disabled={starting}
              className={cn(roundButton, call.cameraOff ? 'bg-white text-night-950' : idle)}
            >
              {call.cameraOff ? <VideoOff className="size-6" aria-hidden="true" /> : <Video className="size-6" aria-hidden="true" />}
              <span className="sr-only">{call.cameraOff ? t('video.cameraOn') : t('video.cameraOff')}</span>
            </button>
          )}
          <button
            type="button"
            aria-pressed={call.muted}
            onClick={() => call.setMuted(!call.muted)}
            disabled={starting}
            className={cn(roundButton, call.muted ? 'bg-white text-night-950' : idle)}
          >
            {call.muted ? <MicOff className="size-6" aria-hidden="true" /> : <Mic className="size-6" aria-hidden="true" />}
            <span className="sr-only">{call.muted ? t('call.unmute') : t('call.mute')}</span>
          </button>
          <button
            type="button"
            onClick={onEnd}
            disabled={ending}
            className="flex size-16 items-center justify-center rounded-full bg-red-600 text-white shadow-lg shadow-red-900/30 transition-colors hover:bg-red-700 active:bg-red-800 disabled:opacity-60"
          >
            {ending ? <Spinner className="size-6" label={t('call.hangingUp')} /> : <PhoneOff className="size-7" aria-hidden="true" />}
            <span className="sr-only">{t('call.hangUp')}</span>
          </button>
        </div>
        {/* A live two-way call: there is no recording to caption. */}
        {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
        <audio ref={audio} autoPlay className="hidden" />
      </section>
      {low && (
        <div className="overflow-hidden rounded-2xl border border-amber-200">
          <LowBalanceWarning c={c} />
        </div>
      )}
      {!viewerIsUser && (
        <div className="overflow-hidden rounded-2xl border border-night-100">
          <UserDetails id={c.consultation_id} />
          <UserKundliSection id={c.consultation_id} always className="bg-white px-3 py-2 text-sm sm:px-4" />
        </div>
      )}
    </div>
  );
}
