// A video call's media: the camera with the microphone (the front camera on a phone), audio alone when the camera
// cannot be had, and the video sender's encodings, lowered on a poor connection and raised again on a good one.
// Simulcast is not needed between two people: one encoding, scaled and capped, adapts the picture.
import { tNow } from '../../../lib/i18n.tsx';

const AUDIO: MediaTrackConstraints = { echoCancellation: true, noiseSuppression: true, autoGainControl: true };

/** The camera asked for: the front one on a phone, a picture light enough for a phone's uplink. */
export const VIDEO_CONSTRAINTS: MediaTrackConstraints = {
  facingMode: 'user',
  width: { ideal: 640 },
  height: { ideal: 480 },
  frameRate: { ideal: 24, max: 30 },
};

export interface Captured {
  stream: MediaStream;
  /** Why a video call goes on with audio only (the camera refused, absent or busy); null when the camera is on. */
  cameraError: string | null;
}

export function cameraErrorText(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  return name === 'NotAllowedError' || name === 'SecurityError' ? tNow('consult:video.cameraBlocked') : tNow('consult:video.audioOnly');
}

/**
 * The microphone, and for a video call the camera with it. A camera that cannot be had does not stop the call: the
 * microphone alone is asked for again and the reason kept for the notice. A microphone that cannot be had throws.
 */
export async function captureMedia(video: boolean): Promise<Captured> {
  if (!video) return { stream: await navigator.mediaDevices.getUserMedia({ audio: AUDIO }), cameraError: null };
  try {
    return { stream: await navigator.mediaDevices.getUserMedia({ audio: AUDIO, video: VIDEO_CONSTRAINTS }), cameraError: null };
  } catch (error) {
    const stream = await navigator.mediaDevices.getUserMedia({ audio: AUDIO });
    return { stream, cameraError: cameraErrorText(error) };
  }
}

/** How many cameras the device has (their labels and ids are readable once one was allowed). */
export async function videoCameras(): Promise<number> {
  try {
    return (await navigator.mediaDevices.enumerateDevices()).filter((d) => d.kind === 'videoinput').length;
  } catch {
    return 0;
  }
}

export type VideoLevel = 'high' | 'low';

/** The sender's encoding at each level: full picture, or half its size at a third of the bitrate and fewer frames. */
export const VIDEO_ENCODINGS: Record<VideoLevel, { maxBitrate: number; scaleResolutionDownBy: number; maxFramerate: number }> = {
  high: { maxBitrate: 800_000, scaleResolutionDownBy: 1, maxFramerate: 30 },
  low: { maxBitrate: 250_000, scaleResolutionDownBy: 2, maxFramerate: 15 },
};

/** What the connection's statistics say about sending video. */
export interface VideoSample {
  /** The estimated bandwidth out, bits a second (candidate-pair availableOutgoingBitrate). */
  availableBitrate: number | null;
  /** The share of our video packets the other side lost (remote-inbound-rtp fractionLost, 0 to 1). */
  fractionLost: number | null;
  /** The browser says it is holding the picture back for bandwidth (outbound-rtp qualityLimitationReason). */
  bandwidthLimited: boolean;
}

/**
 * The level for the next moment: down as soon as the connection is poor (little bandwidth, heavy loss, or the browser
 * limited by bandwidth), up only when it is clearly good again, so a borderline link does not flap between the two.
 */
export function videoLevel(current: VideoLevel, s: VideoSample): VideoLevel {
  const lost = s.fractionLost ?? 0;
  const poor = (s.availableBitrate !== null && s.availableBitrate < 400_000) || lost > 0.1 || s.bandwidthLimited;
  if (poor) return 'low';
  const good = s.availableBitrate !== null && s.availableBitrate > 1_200_000 && lost < 0.02;
  return current === 'low' && !good ? 'low' : 'high';
}

/**
 * Applies the level to the connection's video sender. The browser keeps the frame rate and gives up resolution first
 * ('maintain-framerate'): a moving face matters more in a consultation than a sharp one.
 */
export async function tuneVideoSender(pc: RTCPeerConnection, level: VideoLevel): Promise<void> {
  const sender = pc.getSenders().find((s) => s.track?.kind === 'video');
  if (!sender) return;
  const params = sender.getParameters() as RTCRtpSendParameters & { degradationPreference?: string };
  // Before negotiation there is no encoding to change; the call after 'connected' finds one.
  if (!params.encodings?.length) return;
  params.encodings = params.encodings.map((e) => ({ ...e, ...VIDEO_ENCODINGS[level] }));
  params.degradationPreference = 'maintain-framerate';
  try {
    await sender.setParameters(params);
  } catch {
    // A browser that refuses a field keeps its own adaptation; the call goes on.
  }
}
