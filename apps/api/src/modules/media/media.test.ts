// POST /api/upload-image: size limit, byte sniffing, WebP re-encoding and metadata stripping.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { createAccount, type TestAccount } from '../../test/factories.ts';

let user: TestAccount;
let dataDir: string;
beforeAll(async () => {
  // A private folder, so test uploads never land in the developer's ./data.
  dataDir = await mkdtemp(join(tmpdir(), 'jk-media-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));
const t = useTestApp(() => ({ DATA_DIR: dataDir }));
beforeAll(async () => {
  user = await createAccount(t.db, { role: 'user' });
});

function multipart(field: string, filename: string, type: string, bytes: Buffer) {
  const boundary = '----jk-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(filename: string, type: string, bytes: Buffer, headers: Record<string, string> = user.headers) {
  const body = multipart('image', filename, type, bytes);
  return t.app.inject({ method: 'POST', url: '/api/upload-image', payload: body.payload, headers: { ...headers, ...body.headers } });
}

const red = (format: 'png' | 'jpeg' | 'gif' | 'webp') =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#c00' } }).toFormat(format).toBuffer();

describe('POST /api/upload-image', () => {
  for (const format of ['png', 'jpeg', 'gif', 'webp'] as const) {
    it(`stores a ${format} as WebP and answers its URL`, async () => {
      const res = await upload(`photo.${format}`, `image/${format}`, await red(format));
      expect(res.statusCode, res.body).toBe(200);
      const { image } = res.json<{ image: string }>();
      expect(image).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
      const stored = await readFile(join(t.config.DATA_DIR, 'uploads', image.slice('/uploads/'.length)));
      expect((await sharp(stored).metadata()).format).toBe('webp');
      const served = await t.app.inject({ method: 'GET', url: image });
      expect(served.statusCode).toBe(200);
    });
  }

  it('drops EXIF and other metadata', async () => {
    const jpeg = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#0a0' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-owner', Artist: 'secret-artist' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload('gps.jpg', 'image/jpeg', jpeg);
    const stored = await readFile(join(t.config.DATA_DIR, res.json<{ image: string }>().image.slice(1)));
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(stored.includes('secret-owner')).toBe(false);
  });

  it('refuses a text file renamed to .png', async () => {
    const res = await upload('notes.png', 'image/png', Buffer.from('just some text, not a picture\n'.repeat(20)));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'not_an_image', message: 'Please upload an image file', errors: { image: 'Please upload an image file' } });
  });

  it('refuses a truncated image', async () => {
    const png = await red('png');
    expect((await upload('half.png', 'image/png', png.subarray(0, png.length / 2))).statusCode).toBe(400);
  });

  it('refuses a 6 MB file with 413', async () => {
    const res = await upload('big.png', 'image/png', Buffer.alloc(6 * 1024 * 1024, 1));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: expect.any(String), errors: {}, code: 'payload_too_large' });
  });

  it('answers 400 without a file, and 401 without a session', async () => {
    const none = await t.app.inject({ method: 'POST', url: '/api/upload-image', headers: { ...user.headers, 'content-type': 'application/json' }, payload: '{}' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('No file uploaded');
    expect((await upload('a.png', 'image/png', await red('png'), {})).statusCode).toBe(401);
  });
});
