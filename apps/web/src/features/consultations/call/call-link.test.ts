// A call's audio and its signalling socket: when the socket comes back (the signalling server restarted), a connected
// peer connection is left alone, with no new offer to tear it down; a side still connecting announces itself again.
import { SOCKET_EVENTS } from '@app/contracts/consultations';
import type { Socket } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeSocket } from '../../../test/fake-socket.ts';
import { CallLink } from './call-link.ts';

class FakePeerConnection {
  static made: FakePeerConnection[] = [];
  connectionState: RTCPeerConnectionState = 'new';
  signalingState: RTCSignalingState = 'stable';
  remoteDescription: RTCSessionDescriptionInit | null = null;
  closed = false;
  onicecandidate: ((e: { candidate: null }) => void) | null = null;
  ontrack: ((e: unknown) => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;
  constructor() {
    FakePeerConnection.made.push(this);
  }
  addTrack() {}
  async createOffer() {
    return { type: 'offer' as const, sdp: `offer-${FakePeerConnection.made.length}` };
  }
  async setLocalDescription() {
    this.signalingState = 'have-local-offer';
  }
  async getStats() {
    return new Map();
  }
  close() {
    this.closed = true;
  }
  /** The browser reports the connection's new state. */
  become(state: RTCPeerConnectionState) {
    this.connectionState = state;
    this.onconnectionstatechange?.();
  }
}

const offers = (socket: ReturnType<typeof createFakeSocket>) =>
  socket.emitted.filter(
    (e) => e.event === SOCKET_EVENTS.callSignal && (e.payload as { description?: { type: string } }).description?.type === 'offer',
  ).length;

let link: CallLink | null = null;
beforeEach(() => {
  FakePeerConnection.made = [];
  vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
  const stream = { getTracks: () => [], getAudioTracks: () => [] };
  vi.stubGlobal('navigator', { mediaDevices: { getUserMedia: async () => stream } });
});
afterEach(() => {
  link?.close();
  link = null;
});

async function userSide() {
  const socket = createFakeSocket();
  link = new CallLink({
    consultationId: 7,
    side: 'user',
    socket: socket as unknown as Socket,
    iceServers: async () => [],
    onChange: () => {},
  });
  await link.start();
  await vi.waitFor(() => expect(offers(socket)).toBe(1));
  return { socket, pc: FakePeerConnection.made[0]! };
}

describe('a call when its socket comes back', () => {
  it('keeps a connected call on the same connection, with no new offer', async () => {
    const { socket, pc } = await userSide();
    pc.become('connected');
    socket.fire('disconnect', 'transport close');
    socket.fire('connect');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(offers(socket)).toBe(1);
    expect(FakePeerConnection.made).toHaveLength(1);
    expect(pc.closed).toBe(false);
  });

  it('offers again from a side still connecting', async () => {
    const { socket, pc } = await userSide();
    socket.fire('connect');
    await vi.waitFor(() => expect(offers(socket)).toBe(2));
    expect(pc.closed).toBe(true);
    expect(FakePeerConnection.made).toHaveLength(2);
  });
});
