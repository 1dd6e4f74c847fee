// The fake microphone's sound for the browser tests: a few seconds of a 440 Hz tone as 48 kHz mono 16-bit WAV,
// written once to a temporary file that Chromium plays in a loop (--use-file-for-fake-audio-capture).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function toneWav(seconds = 3, hz = 440, rate = 48_000): Buffer {
  const samples = seconds * rate;
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVE', 8);
  wav.write('fmt ', 12);
  wav.writeUInt32LE(16, 16); // PCM header size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28); // bytes a second
  wav.writeUInt16LE(2, 32); // bytes a frame
  wav.writeUInt16LE(16, 34); // bits a sample
  wav.write('data', 36);
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) wav.writeInt16LE(Math.round(Math.sin((2 * Math.PI * hz * i) / rate) * 12_000), 44 + i * 2);
  return wav;
}

export const FAKE_AUDIO_FILE = join(mkdtempSync(join(tmpdir(), 'jk-e2e-audio-')), 'tone.wav');
writeFileSync(FAKE_AUDIO_FILE, toneWav());
