// Where uploaded and generated files live: one interface, two drivers chosen by STORAGE (a local folder by
// default, or an S3-compatible object store that every process shares).
import type { Readable } from 'node:stream';
import type { Config } from '../config.ts';
import { localStorage } from './storage-local.ts';

export { IMMUTABLE_CACHE, UPLOADS_URL_PREFIX, isPublicName } from './storage-keys.ts';

/** A stored file being read: its bytes as a stream, and what an HTTP answer needs to describe it. */
export interface StoredFile {
  body: Readable;
  contentType: string;
  contentLength: number;
  /** A quoted entity tag, as sent in an ETag header. */
  etag: string;
  lastModified: Date;
}

/** What a conditional GET brought (If-None-Match / If-Modified-Since), passed on to the store. */
export interface ReadConditions {
  ifNoneMatch?: string;
  ifModifiedSince?: Date;
}

/** The answer to a conditional read: the file, "not modified" (304), or null when there is no such file. */
export type PublicRead = { status: 'found'; file: StoredFile } | { status: 'not-modified'; etag: string | undefined } | null;

interface StorageBase {
  /** Stores a public file under a name made only of [a-z0-9._-] and answers its URL path (/uploads/name). */
  save(name: string, bytes: Buffer, contentType: string): Promise<string>;
  /** Removes a public file (nothing when there is none). Names are content hashes: the caller checks nobody else uses it. */
  deletePublic(name: string): Promise<void>;
  /**
   * Stores a file outside the public area: nothing under /uploads ever reaches it; a route streams it
   * after checking who asks. Keys are [a-z0-9._-] segments joined by "/".
   */
  savePrivate(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** A private file as a stream with its metadata, or null when there is none. */
  readPrivate(key: string): Promise<StoredFile | null>;
  deletePrivate(key: string): Promise<void>;
  /** Releases connections; the storage is not used afterwards. */
  close(): Promise<void>;
}

/** Files in a folder on this machine; /uploads is served from `publicRoot` by @fastify/static. */
export interface LocalStorage extends StorageBase {
  readonly kind: 'local';
  readonly publicRoot: string;
}

/** Objects in a bucket every process reaches; /uploads streams them. */
export interface S3Storage extends StorageBase {
  readonly kind: 's3';
  readPublic(name: string, conditions?: ReadConditions): Promise<PublicRead>;
}

export type FileStorage = LocalStorage | S3Storage;

export type StorageConfig = Pick<
  Config,
  | 'STORAGE'
  | 'DATA_DIR'
  | 'S3_ENDPOINT'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

/** The storage the configuration names; config validation has already checked the S3 variables. */
export async function createStorage(config: StorageConfig): Promise<FileStorage> {
  if (config.STORAGE === 'local') return localStorage(config.DATA_DIR);
  const { s3Storage } = await import('./storage-s3.ts');
  return s3Storage({
    endpoint: config.S3_ENDPOINT,
    bucket: config.S3_BUCKET!,
    region: config.S3_REGION!,
    accessKeyId: config.S3_ACCESS_KEY_ID!,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}
