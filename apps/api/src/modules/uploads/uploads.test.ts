// GET /uploads/:name on both storage drivers: what one process stores another serves, with conditional GETs,
// and nothing in the private area is ever public. The S3 driver runs against a real s3rver, not a mock.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '../../lib/storage.ts';
import { createTestApp, useTestApp } from '../../test/app.ts';
import { createAccount, type TestAccount } from '../../test/factories.ts';
import { startS3Server, type TestS3Server } from '../../test/s3-server.ts';

function multipart(bytes: Buffer) {
  const boundary = '----jk-uploads-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('uploads on s3 storage when the store is down', () => {
  it('answers 503 with the error shape, not 500', async () => {
    const s3 = await startS3Server();
    await s3.close();
    const t = await createTestApp({ ...s3.env });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/uploads/0123456789abcdef0123456789abcdef.webp' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ code: 'images_unavailable', message: 'Images are unavailable right now. Please try again.', errors: {} });
    } finally {
      await t.close();
    }
  });
});

describe.each(['local', 's3'] as const)('uploads on %s storage', (driver) => {
  let other: FastifyInstance;
  let user: TestAccount;
  let dataDir: string;
  let s3: TestS3Server | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'jk-uploads-'));
    s3 = driver === 's3' ? await startS3Server() : undefined;
  });
  afterAll(async () => {
    await s3?.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  const t = useTestApp(() => ({ DATA_DIR: dataDir, ...s3?.env }));
  beforeAll(async () => {
    other = await t.anotherProcess();
    user = await createAccount(t.db, { role: 'user' });
  });

  async function uploadOnA(background: string): Promise<string> {
    const png = await sharp({ create: { width: 24, height: 16, channels: 3, background } }).png().toBuffer();
    const body = multipart(png);
    const res = await t.app.inject({ method: 'POST', url: '/api/upload-image', payload: body.payload, headers: { ...user.headers, ...body.headers } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ image: string }>().image;
  }

  it('serves through process B an image uploaded through process A', async () => {
    const image = await uploadOnA('#c00');
    const res = await other.inject({ method: 'GET', url: image });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers.etag).toMatch(/^(W\/)?".+"$/);
    expect(new Date(String(res.headers['last-modified'])).getTime()).not.toBeNaN();
  });

  it('answers 304 when the browser already has the image, by ETag or by date', async () => {
    const image = await uploadOnA('#0c0');
    const first = await other.inject({ method: 'GET', url: image });
    const etag = String(first.headers.etag);
    const byTag = await other.inject({ method: 'GET', url: image, headers: { 'if-none-match': etag } });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.rawPayload.length).toBe(0);
    expect(byTag.headers.etag).toBe(etag);
    const byDate = await t.app.inject({ method: 'GET', url: image, headers: { 'if-modified-since': String(first.headers['last-modified']) } });
    expect(byDate.statusCode).toBe(304);
    const changed = await t.app.inject({ method: 'GET', url: image, headers: { 'if-none-match': '"something-else"' } });
    expect(changed.statusCode).toBe(200);
  });

  it('answers 404 with the error shape for a missing image or a name that leaves the public area', async () => {
    for (const url of ['/uploads/0123456789abcdef0123456789abcdef.webp', '/uploads/..%2Fuploads%2Fx.webp', '/uploads/.hidden', '/uploads/%2e%2e']) {
      const res = await other.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ message: expect.any(String), errors: {}, code: expect.stringMatching(/^(image_not_found|no_route|web_not_built)$/) });
    }
    // A well-formed name with no file behind it: the image's own message, whichever storage looked.
    const missing = await other.inject({ method: 'GET', url: '/uploads/0123456789abcdef0123456789abcdef.webp' });
    expect(missing.json()).toEqual({ code: 'image_not_found', message: 'Image not found', errors: {} });
  });

  it('keeps private files out of /uploads, and any process reads them back', async () => {
    const bytes = Buffer.from('voice note bytes');
    // A key that is also a valid public name: only the area, not the name check, keeps it private.
    await t.ctx.storage.savePrivate('note.webm', bytes, 'audio/webm');
    await t.ctx.storage.savePrivate('voice-notes/7/note.webm', bytes, 'audio/webm');
    for (const url of [
      '/uploads/note.webm',
      '/uploads/voice-notes%2F7%2Fnote.webm',
      '/uploads/..%2Fprivate%2Fnote.webm',
      '/uploads/..%2Fprivate%2Ffiles%2Fnote.webm',
      '/private/note.webm',
    ]) {
      for (const app of [t.app, other]) expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }

    // A storage of its own, as another process would have.
    const elsewhere = await createStorage(t.config);
    try {
      const read = await elsewhere.readPrivate('voice-notes/7/note.webm');
      expect(read).toMatchObject({ contentType: 'audio/webm', contentLength: bytes.length });
      expect(await text(read!.body)).toBe('voice note bytes');
      expect(await elsewhere.readPrivate('voice-notes/7/other.webm')).toBeNull();
      await elsewhere.deletePrivate('voice-notes/7/note.webm');
      expect(await t.ctx.storage.readPrivate('voice-notes/7/note.webm')).toBeNull();
      await expect(elsewhere.readPrivate('../uploads/x.webp')).rejects.toThrow(/unsafe/);
      await expect(elsewhere.savePrivate('a//b', bytes, 'audio/webm')).rejects.toThrow(/unsafe/);
    } finally {
      await elsewhere.close();
    }
  });
});
