// A video call's pictures: the other person large, this side's own camera small in a corner (mirrored for a front
// camera, as a mirror shows a face), and the notice when this side goes on with audio only. The sound plays from the
// call screen's audio element, so these pictures are muted.
import { useEffect, useRef } from 'react';
import { cn } from '../../../components/ui/cn.ts';
import { useT } from '../../../lib/i18n.tsx';

interface Props {
  remote: MediaStream | null;
  local: MediaStream | null;
  otherName: string;
  mirrored: boolean;
  cameraOff: boolean;
  cameraError: string | null;
  framesDecoded: number;
}

function Picture({ stream, className, label }: { stream: MediaStream | null; className: string; label: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.srcObject = stream;
    if (stream) void el.play().catch(() => {});
  }, [stream]);
  return <video ref={ref} autoPlay playsInline muted aria-label={label} className={className} />;
}

export function VideoStage({ remote, local, otherName, mirrored, cameraOff, cameraError, framesDecoded }: Props) {
  const { t } = useT('consult');
  const showsLocal = local !== null && local.getVideoTracks().length > 0 && !cameraOff;
  return (
    <div className="w-full">
      <div
        data-testid="video-stage"
        className="relative aspect-[3/4] w-full overflow-hidden rounded-2xl bg-night-900 sm:aspect-video"
      >
        <Picture stream={remote} label={t('video.remote', { name: otherName })} className="size-full object-cover" />
        {framesDecoded === 0 && (
          <p className="absolute inset-0 flex items-center justify-center px-6 text-center text-sm text-night-200">
            {t('video.noRemote', { name: otherName })}
          </p>
        )}
        {showsLocal && (
          <Picture
            stream={local}
            label={t('video.self')}
            className={cn(
              'absolute right-3 bottom-3 aspect-[3/4] w-24 rounded-xl bg-night-800 object-cover shadow-lg ring-2 ring-white/70 sm:w-36',
              mirrored && '-scale-x-100',
            )}
          />
        )}
      </div>
      {cameraError && (
        <p role="status" className="mt-3 rounded-xl bg-amber-100 px-3 py-2 text-left text-sm text-amber-950">
          {cameraError}
        </p>
      )}
    </div>
  );
}
