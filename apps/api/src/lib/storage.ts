// Where uploaded and generated images live: one interface, a local folder by default.
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

export interface FileStorage {
  /** Stores the bytes under a name made only of [a-z0-9._-] and answers the public URL path. */
  save(name: string, bytes: Buffer): Promise<string>;
  /** The folder served at /uploads (local storage only). */
  readonly root: string;
}

export const UPLOADS_URL_PREFIX = '/uploads/';

export function localStorage(dataDir: string): FileStorage {
  const root = resolve(dataDir, 'uploads');
  return {
    root,
    async save(name, bytes) {
      if (!/^[a-z0-9][a-z0-9._-]*$/i.test(name)) throw new Error(`unsafe file name: ${name}`);
      await mkdir(root, { recursive: true });
      await writeFile(join(root, name), bytes);
      return UPLOADS_URL_PREFIX + name;
    },
  };
}
