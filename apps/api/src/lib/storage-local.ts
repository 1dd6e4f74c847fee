// The local driver: public files in DATA_DIR/uploads (served by @fastify/static), private ones in
// DATA_DIR/private, a sibling folder that /uploads can never reach.
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import type { LocalStorage, StoredFile } from './storage.ts';
import { UPLOADS_URL_PREFIX, assertPrivateKey, assertPublicName } from './storage-keys.ts';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Writes through a temporary file and a rename, so a reader never sees half a file. */
async function writeWhole(tmpDir: string, path: string, bytes: Buffer | string): Promise<void> {
  await mkdir(tmpDir, { recursive: true });
  await mkdir(dirname(path), { recursive: true });
  const tmp = join(tmpDir, randomBytes(8).toString('hex'));
  await writeFile(tmp, bytes);
  await rename(tmp, path);
}

export function localStorage(dataDir: string): LocalStorage {
  const publicRoot = resolve(dataDir, 'uploads');
  const privateRoot = resolve(dataDir, 'private');
  // Bytes and their content type live in parallel trees, so no key can collide with another key's metadata.
  const files = join(privateRoot, 'files');
  const meta = join(privateRoot, 'meta');
  const tmp = join(privateRoot, 'tmp');

  return {
    kind: 'local',
    publicRoot,
    async save(name, bytes) {
      // The content type follows from the name's extension when @fastify/static serves the file.
      // The temporary file sits outside uploads/, so /uploads never serves half an image.
      assertPublicName(name);
      await writeWhole(tmp, join(publicRoot, name), bytes);
      return UPLOADS_URL_PREFIX + name;
    },
    async deletePublic(name) {
      assertPublicName(name);
      await rm(join(publicRoot, name), { force: true });
    },
    async savePrivate(key, bytes, contentType) {
      assertPrivateKey(key);
      await writeWhole(tmp, join(meta, `${key}.json`), JSON.stringify({ contentType }));
      await writeWhole(tmp, join(files, key), bytes);
    },
    async readPrivate(key): Promise<StoredFile | null> {
      assertPrivateKey(key);
      try {
        const path = join(files, key);
        const [info, metadata] = await Promise.all([stat(path), readFile(join(meta, `${key}.json`), 'utf8')]);
        if (!info.isFile()) return null;
        return {
          body: createReadStream(path),
          contentType: (JSON.parse(metadata) as { contentType: string }).contentType,
          contentLength: info.size,
          etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
          lastModified: info.mtime,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async deletePrivate(key) {
      assertPrivateKey(key);
      await rm(join(files, key), { force: true });
      await rm(join(meta, `${key}.json`), { force: true });
    },
    async close() {},
  };
}
