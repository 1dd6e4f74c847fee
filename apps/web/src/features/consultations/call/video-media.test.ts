// A video call's media: the front camera is asked for with the microphone; a camera refused or absent leaves the call
// audio-only with a notice, a microphone refused fails it; the picture drops to the low encoding on a poor connection
// and comes back only on a clearly good one; the encoding is applied to the video sender.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureMedia, tuneVideoSender, VIDEO_ENCODINGS, videoLevel } from './video-media.ts';

const stream = (kinds: string[]) => ({ getTracks: () => kinds.map((kind) => ({ kind })) }) as unknown as MediaStream;

function fakeDevices(getUserMedia: (c: MediaStreamConstraints) => Promise<MediaStream>) {
  const spy = vi.fn(getUserMedia);
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia: spy }, configurable: true });
  return spy;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('captureMedia', () => {
  it('asks for the front camera with the microphone', async () => {
    const got = stream(['audio', 'video']);
    const spy = fakeDevices(async () => got);
    expect(await captureMedia(true)).toEqual({ stream: got, cameraError: null });
    expect(spy.mock.calls[0]![0]).toMatchObject({ audio: expect.any(Object), video: { facingMode: 'user' } });
  });

  it('goes on with audio only, and says why, when the camera is refused or absent', async () => {
    const audio = stream(['audio']);
    for (const name of ['NotAllowedError', 'NotFoundError']) {
      const spy = fakeDevices(async (c) => {
        if (c.video) throw new DOMException('no', name);
        return audio;
      });
      const got = await captureMedia(true);
      expect(got.stream).toBe(audio);
      expect(got.cameraError).toMatch(name === 'NotAllowedError' ? /Camera access is blocked/ : /audio only/);
      expect(spy).toHaveBeenCalledTimes(2);
    }
  });

  it('fails when the microphone cannot be had either, and never asks a voice call for the camera', async () => {
    fakeDevices(async () => {
      throw new DOMException('no', 'NotAllowedError');
    });
    await expect(captureMedia(true)).rejects.toThrow();
    const spy = fakeDevices(async () => stream(['audio']));
    await captureMedia(false);
    expect(spy.mock.calls[0]![0]).toEqual({ audio: expect.any(Object) });
  });
});

describe('videoLevel', () => {
  const good = { availableBitrate: 2_000_000, fractionLost: 0, bandwidthLimited: false };
  it('drops on little bandwidth, heavy loss or a bandwidth-limited sender', () => {
    expect(videoLevel('high', { ...good, availableBitrate: 300_000 })).toBe('low');
    expect(videoLevel('high', { ...good, fractionLost: 0.2 })).toBe('low');
    expect(videoLevel('high', { ...good, bandwidthLimited: true })).toBe('low');
    expect(videoLevel('high', good)).toBe('high');
  });

  it('comes back only on a clearly good connection, so a borderline one does not flap', () => {
    expect(videoLevel('low', { ...good, availableBitrate: 800_000 })).toBe('low');
    expect(videoLevel('low', { ...good, availableBitrate: null })).toBe('low');
    expect(videoLevel('low', good)).toBe('high');
  });
});

describe('tuneVideoSender', () => {
  it("sets the level's bitrate and scale on the video sender, keeping the frame rate first", async () => {
    const setParameters = vi.fn(async (_p: RTCRtpSendParameters) => {});
    const video = { track: { kind: 'video' }, getParameters: () => ({ encodings: [{ active: true }] }), setParameters };
    const pc = { getSenders: () => [{ track: { kind: 'audio' } }, video] } as unknown as RTCPeerConnection;
    await tuneVideoSender(pc, 'low');
    expect(setParameters).toHaveBeenCalledWith({
      encodings: [{ active: true, ...VIDEO_ENCODINGS.low }],
      degradationPreference: 'maintain-framerate',
    });
  });

  it('leaves a sender with no negotiated encoding alone', async () => {
    const setParameters = vi.fn();
    const pc = {
      getSenders: () => [{ track: { kind: 'video' }, getParameters: () => ({ encodings: [] }), setParameters }],
    } as unknown as RTCPeerConnection;
    await tuneVideoSender(pc, 'high');
    expect(setParameters).not.toHaveBeenCalled();
  });
});
