// One side of a call's audio: the microphone, an RTCPeerConnection, and the signals that connect it to the other
// side through the server's socket. The user's side makes the offers (when it opens and whenever the astrologer's
// side says it is ready, which means that side has a fresh connection); the astrologer's side answers each offer on
// a fresh connection. While connected, the astrologer's side reports it every CALL_MEDIA_INTERVAL_MS: the server
// starts billing once the user's offer and the astrologer's answer went through it and this report arrives, and
// ends the call when the reports stop for the grace period (docs/decisions/calls.md). The user's side, which pays,
// reports nothing: nothing it could withhold decides the billing. A video call is the same connection with the camera
// too (video-media.ts): no camera, or one refused, leaves the call going with audio only.
import {
  CALL_MEDIA_INTERVAL_MS,
  SOCKET_EVENTS,
  type CallSignalBody,
  type CallSignalEvent,
  type SocketAck,
} from '@app/contracts/consultations';
import type { Socket } from 'socket.io-client';
import { tNow } from '../../../lib/i18n.tsx';
import { captureMedia, VIDEO_CONSTRAINTS, videoCameras, videoLevel, tuneVideoSender, type VideoLevel, type VideoSample } from './video-media.ts';

export type CallState = 'starting' | 'connecting' | 'connected' | 'reconnecting' | 'failed' | 'closed';

export interface CallSnapshot {
  state: CallState;
  /** Why the microphone could not be used, when it could not. */
  micError: string | null;
  muted: boolean;
  /** Audio bytes received from the other side so far (RTCPeerConnection.getStats, inbound-rtp). */
  bytesReceived: number;
  remote: MediaStream | null;
  /** A video call: this side's own camera and microphone stream (null for a voice call or before it starts). */
  local: MediaStream | null;
  /** Why the camera could not be used in a video call, which then goes on with audio only. */
  cameraError: string | null;
  cameraOff: boolean;
  /** How many cameras the device has (a switch is offered for more than one). */
  cameras: number;
  /** Whether the own picture shows mirrored: a front camera's, as people expect to see themselves. */
  mirrored: boolean;
  /** Video frames decoded from the other side so far (inbound-rtp, kind video). */
  framesDecoded: number;
  /** Audio packets received from the other side so far (inbound-rtp, kind audio). */
  audioPackets: number;
}

export const INITIAL_SNAPSHOT: CallSnapshot = {
  state: 'starting',
  micError: null,
  muted: false,
  bytesReceived: 0,
  remote: null,
  local: null,
  cameraError: null,
  cameraOff: false,
  cameras: 0,
  mirrored: true,
  framesDecoded: 0,
  audioPackets: 0,
};

export interface CallLinkOptions {
  consultationId: number;
  side: 'user' | 'astro';
  socket: Socket;
  /** A video call: the camera too, the remote picture, and the sender's encodings adapted to the connection. */
  video?: boolean;
  iceServers: () => Promise<RTCIceServer[]>;
  onChange: (snapshot: CallSnapshot) => void;
}

const STATS_MS = 1000;

export function micErrorText(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return tNow('consult:call.micBlocked');
  if (name === 'NotFoundError') return tNow('consult:call.micNotFound');
  return tNow('consult:call.micFailed');
}

export class CallLink {
  private readonly opts: CallLinkOptions;
  private pc: RTCPeerConnection | null = null;
  private local: MediaStream | null = null;
  private servers: RTCIceServer[] = [];
  private pending: RTCIceCandidateInit[] = [];
  private timers: ReturnType<typeof setInterval>[] = [];
  private closed = false;
  private snapshot: CallSnapshot = INITIAL_SNAPSHOT;
  private level: VideoLevel = 'high';
  private readonly onSignal = (event: CallSignalEvent) => {
    if (event?.consultation_id === this.opts.consultationId && event.from !== this.opts.side) void this.handle(event);
  };
  // The audio flows between the browsers, not through the server: a socket that comes back (the signalling server
  // restarted) leaves a live connection alone, and only a side still connecting announces itself again.
  private readonly onReconnect = () => {
    if (this.pc?.connectionState !== 'connected') void this.announce();
  };

  constructor(opts: CallLinkOptions) {
    this.opts = opts;
  }

  async start(): Promise<void> {
    try {
      const captured = await captureMedia(Boolean(this.opts.video));
      this.local = captured.stream;
      if (this.opts.video) this.update({ local: captured.stream, cameraError: captured.cameraError, cameras: await videoCameras() });
    } catch (error) {
      this.update({ state: 'failed', micError: micErrorText(error) });
      return;
    }
    if (this.closed) return this.stopTracks();
    try {
      this.servers = await this.opts.iceServers();
    } catch {
      this.servers = [];
    }
    if (this.closed) return this.stopTracks();
    this.opts.socket.on(SOCKET_EVENTS.callSignal, this.onSignal);
    this.opts.socket.on('connect', this.onReconnect);
    this.timers.push(setInterval(() => this.tick(), Math.min(STATS_MS, CALL_MEDIA_INTERVAL_MS)));
    this.update({ state: 'connecting' });
    await this.announce();
  }

  setMuted(muted: boolean): void {
    for (const track of this.local?.getAudioTracks() ?? []) track.enabled = !muted;
    this.update({ muted });
  }

  /** Camera off sends black frames on the same track: nothing to negotiate again, and on again at once. */
  setCameraOff(off: boolean): void {
    for (const track of this.local?.getVideoTracks() ?? []) track.enabled = !off;
    this.update({ cameraOff: off });
  }

  /** The next camera (a phone's back one after its front one): a new track replaces the old on the same sender. */
  async switchCamera(): Promise<void> {
    const old = this.local?.getVideoTracks()[0];
    if (!this.local || !old) return;
    const devices = (await navigator.mediaDevices.enumerateDevices()).filter((d) => d.kind === 'videoinput');
    const at = devices.findIndex((d) => d.deviceId === old.getSettings().deviceId);
    const next = devices[(at + 1) % devices.length];
    if (!next || next.deviceId === old.getSettings().deviceId) return;
    const { facingMode: _facing, ...rest } = VIDEO_CONSTRAINTS;
    const fresh = await navigator.mediaDevices.getUserMedia({ video: { ...rest, deviceId: { exact: next.deviceId } } });
    const track = fresh.getVideoTracks()[0];
    if (!track || this.closed) return fresh.getTracks().forEach((t) => t.stop());
    track.enabled = !this.snapshot.cameraOff;
    await this.pc?.getSenders().find((s) => s.track?.kind === 'video')?.replaceTrack(track);
    this.local.removeTrack(old);
    old.stop();
    this.local.addTrack(track);
    // A back camera shows the world as it is; only a front camera is mirrored.
    const stream = new MediaStream(this.local.getTracks());
    this.local = stream;
    this.update({ local: stream, mirrored: track.getSettings().facingMode !== 'environment' });
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.opts.socket.off(SOCKET_EVENTS.callSignal, this.onSignal);
    this.opts.socket.off('connect', this.onReconnect);
    for (const timer of this.timers) clearInterval(timer);
    this.pc?.close();
    this.pc = null;
    this.stopTracks();
    this.update({ state: 'closed', remote: null, local: null });
  }

  /** This side is listening: the user's side offers at once; the astrologer's side asks for an offer. */
  private async announce(): Promise<void> {
    if (this.opts.side === 'user') await this.offer();
    else this.send({ ready: true });
  }

  private stopTracks() {
    for (const track of this.local?.getTracks() ?? []) track.stop();
    this.local = null;
  }

  private update(change: Partial<CallSnapshot>) {
    this.snapshot = { ...this.snapshot, ...change };
    this.opts.onChange(this.snapshot);
  }

  private send(signal: Omit<CallSignalBody, 'consultation_id'>) {
    const body = { consultation_id: this.opts.consultationId, ...signal };
    this.opts.socket.emit(SOCKET_EVENTS.callSignal, body, (_ack: SocketAck) => {});
  }

  /** A new connection for a new offer: an answer always belongs to the connection whose offer it answers. */
  private fresh(): RTCPeerConnection {
    this.pc?.close();
    this.pending = [];
    const pc = new RTCPeerConnection({ iceServers: this.servers });
    for (const track of this.local?.getTracks() ?? []) pc.addTrack(track, this.local!);
    // The offering side with no camera still asks for the other's picture.
    if (this.opts.video && this.opts.side === 'user' && !this.local?.getVideoTracks().length) pc.addTransceiver('video', { direction: 'recvonly' });
    pc.onicecandidate = (e) => {
      if (this.pc !== pc) return;
      const c = e.candidate;
      this.send({
        candidate: c
          ? { candidate: c.candidate, sdpMid: c.sdpMid, sdpMLineIndex: c.sdpMLineIndex, usernameFragment: c.usernameFragment }
          : null,
      });
    };
    pc.ontrack = (e) => {
      if (this.pc === pc) this.update({ remote: e.streams[0] ?? new MediaStream([e.track]) });
    };
    pc.onconnectionstatechange = () => {
      if (this.pc !== pc) return;
      const s = pc.connectionState;
      if (s === 'connected') {
        this.update({ state: 'connected' });
        this.reportMedia();
        if (this.opts.video) void tuneVideoSender(pc, this.level);
      } else if (s === 'disconnected' || s === 'failed') {
        this.update({ state: 'reconnecting' });
        // The user's side tries again with a new offer; the astrologer's side waits for it.
        if (s === 'failed' && this.opts.side === 'user') void this.offer();
      }
    };
    this.pc = pc;
    return pc;
  }

  private async offer() {
    const pc = this.fresh();
    const offer = await pc.createOffer();
    if (this.pc !== pc) return;
    await pc.setLocalDescription(offer);
    this.send({ description: { type: 'offer', sdp: offer.sdp ?? '' } });
  }

  private async handle(event: CallSignalEvent) {
    try {
      if (event.ready) {
        if (this.opts.side === 'user') await this.offer();
      } else if (event.description?.type === 'offer' && this.opts.side === 'astro') {
        const pc = this.fresh();
        await pc.setRemoteDescription(event.description);
        const answer = await pc.createAnswer();
        await pc.setLocalDescription(answer);
        this.send({ description: { type: 'answer', sdp: answer.sdp ?? '' } });
        await this.flush(pc);
      } else if (event.description?.type === 'answer' && this.opts.side === 'user') {
        const pc = this.pc;
        if (!pc || pc.signalingState !== 'have-local-offer') return;
        await pc.setRemoteDescription(event.description);
        await this.flush(pc);
      } else if (event.candidate) {
        const pc = this.pc;
        if (pc?.remoteDescription) await pc.addIceCandidate(event.candidate);
        else this.pending.push(event.candidate);
      }
    } catch {
      // A signal meant for an older connection (one side restarted): the next offer starts over.
    }
  }

  private async flush(pc: RTCPeerConnection) {
    const queued = this.pending;
    this.pending = [];
    for (const candidate of queued) await pc.addIceCandidate(candidate).catch(() => {});
  }

  private lastReport = 0;

  private reportMedia() {
    if (this.opts.side !== 'astro') return;
    this.lastReport = Date.now();
    this.opts.socket.emit(SOCKET_EVENTS.callMedia, { consultation_id: this.opts.consultationId }, (_ack: SocketAck) => {});
  }

  private tick() {
    const pc = this.pc;
    if (!pc) return;
    if (pc.connectionState === 'connected' && Date.now() - this.lastReport >= CALL_MEDIA_INTERVAL_MS) this.reportMedia();
    void pc.getStats().then((stats) => {
      let bytes = 0;
      let packets = 0;
      let frames = 0;
      const sample: VideoSample = { availableBitrate: null, fractionLost: null, bandwidthLimited: false };
      stats.forEach((report: StatsReport) => {
        if (report.type === 'inbound-rtp' && report.kind === 'audio') {
          bytes += report.bytesReceived ?? 0;
          packets += report.packetsReceived ?? 0;
        }
        if (report.type === 'inbound-rtp' && report.kind === 'video') frames += report.framesDecoded ?? 0;
        if (report.type === 'candidate-pair' && report.nominated && report.state === 'succeeded')
          sample.availableBitrate = report.availableOutgoingBitrate ?? null;
        if (report.type === 'remote-inbound-rtp' && report.kind === 'video') sample.fractionLost = report.fractionLost ?? null;
        if (report.type === 'outbound-rtp' && report.kind === 'video') sample.bandwidthLimited = report.qualityLimitationReason === 'bandwidth';
      });
      if (this.pc !== pc) return;
      const s = this.snapshot;
      if (bytes !== s.bytesReceived || packets !== s.audioPackets || frames !== s.framesDecoded)
        this.update({ bytesReceived: bytes, audioPackets: packets, framesDecoded: frames });
      // A poor connection: a smaller, lighter picture that keeps moving; a good one again, the full picture.
      const level = this.opts.video && pc.connectionState === 'connected' ? videoLevel(this.level, sample) : this.level;
      if (level !== this.level) {
        this.level = level;
        void tuneVideoSender(pc, level);
      }
    });
  }
}

/** The getStats fields read here (each report type has some of them). */
interface StatsReport {
  type: string;
  kind?: string;
  bytesReceived?: number;
  packetsReceived?: number;
  framesDecoded?: number;
  nominated?: boolean;
  state?: string;
  availableOutgoingBitrate?: number;
  fractionLost?: number;
  qualityLimitationReason?: string;
}
