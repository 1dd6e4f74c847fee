// One side of a call's audio: the microphone, an RTCPeerConnection, and the signals that connect it to the other
// side through the server's socket. The user's side makes the offers (when it opens and whenever the astrologer's
// side says it is ready, which means that side has a fresh connection); the astrologer's side answers each offer on
// a fresh connection. While connected, the astrologer's side reports it every CALL_MEDIA_INTERVAL_MS: the server
// starts billing once the user's offer and the astrologer's answer went through it and this report arrives, and
// ends the call when the reports stop for the grace period (docs/decisions/calls.md). The user's side, which pays,
// reports nothing: nothing it could withhold decides the billing.
import {
  CALL_MEDIA_INTERVAL_MS,
  SOCKET_EVENTS,
  type CallSignalBody,
  type CallSignalEvent,
  type SocketAck,
} from '@app/contracts/consultations';
import type { Socket } from 'socket.io-client';
import { tNow } from '../../../lib/i18n.tsx';

export type CallState = 'starting' | 'connecting' | 'connected' | 'reconnecting' | 'failed' | 'closed';

export interface CallSnapshot {
  state: CallState;
  /** Why the microphone could not be used, when it could not. */
  micError: string | null;
  muted: boolean;
  /** Audio bytes received from the other side so far (RTCPeerConnection.getStats, inbound-rtp). */
  bytesReceived: number;
  remote: MediaStream | null;
}

export interface CallLinkOptions {
  consultationId: number;
  side: 'user' | 'astro';
  socket: Socket;
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
  private snapshot: CallSnapshot = { state: 'starting', micError: null, muted: false, bytesReceived: 0, remote: null };
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
      this.local = await navigator.mediaDevices.getUserMedia({
        audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true },
      });
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

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.opts.socket.off(SOCKET_EVENTS.callSignal, this.onSignal);
    this.opts.socket.off('connect', this.onReconnect);
    for (const timer of this.timers) clearInterval(timer);
    this.pc?.close();
    this.pc = null;
    this.stopTracks();
    this.update({ state: 'closed', remote: null });
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
      stats.forEach((report: { type: string; kind?: string; bytesReceived?: number }) => {
        if (report.type === 'inbound-rtp' && report.kind === 'audio') bytes += report.bytesReceived ?? 0;
      });
      if (this.pc === pc && bytes !== this.snapshot.bytesReceived) this.update({ bytesReceived: bytes });
    });
  }
}
