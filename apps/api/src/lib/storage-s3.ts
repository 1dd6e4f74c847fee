// The S3 driver: every process reads and writes one bucket, so a file stored through one process is served by
// any other. Public files are objects under "uploads/", private ones under "private/"; the bucket itself stays
// private and the API serves /uploads, so only names that pass the public check are ever read for it.
import { Readable } from 'node:stream';
import type { GetObjectCommandOutput } from '@aws-sdk/client-s3';
import type { PublicRead, S3Storage, StoredFile } from './storage.ts';
import { IMMUTABLE_CACHE, UPLOADS_URL_PREFIX, assertPrivateKey, assertPublicName } from './storage-keys.ts';

export interface S3Options {
  /** Empty for Amazon S3 itself; the server's address for an S3-compatible store. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

const PUBLIC_PREFIX = 'uploads/';
const PRIVATE_PREFIX = 'private/';

function toStoredFile(object: GetObjectCommandOutput): StoredFile {
  // In Node.js the SDK answers the body as a Readable (an IncomingMessage).
  if (!(object.Body instanceof Readable)) throw new Error('The S3 client answered a body that is not a Node stream');
  return {
    body: object.Body,
    contentType: object.ContentType ?? 'application/octet-stream',
    contentLength: object.ContentLength ?? 0,
    etag: object.ETag ?? '',
    lastModified: object.LastModified ?? new Date(0),
  };
}

export async function s3Storage(options: S3Options): Promise<S3Storage> {
  // Loaded only with STORAGE=s3: the SDK costs about half a second at start, which local storage never needs.
  const { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } =
    await import('@aws-sdk/client-s3');
  const statusOf = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);
  const client = new S3Client({
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Checksums only where S3 requires them: several S3-compatible servers refuse or mishandle the
    // checksum headers the SDK otherwise adds to every upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;

  const put = (Key: string, Body: Buffer, ContentType: string, CacheControl?: string) =>
    client.send(new PutObjectCommand({ Bucket, Key, Body, ContentType, ...(CacheControl ? { CacheControl } : {}) }));

  /**
   * The ETag a 304 must repeat. When If-None-Match named one tag, that is the tag that matched; otherwise
   * (a list, or If-Modified-Since alone) one HEAD request asks the store.
   */
  const currentEtag = async (name: string, ifNoneMatch: string | undefined) => {
    if (ifNoneMatch && /^"[^",]*"$/.test(ifNoneMatch.trim())) return ifNoneMatch.trim();
    return (await client.send(new HeadObjectCommand({ Bucket, Key: PUBLIC_PREFIX + name }))).ETag;
  };

  return {
    kind: 's3',
    async save(name, bytes, contentType) {
      assertPublicName(name);
      await put(PUBLIC_PREFIX + name, bytes, contentType, IMMUTABLE_CACHE);
      return UPLOADS_URL_PREFIX + name;
    },
    async deletePublic(name) {
      assertPublicName(name);
      await client.send(new DeleteObjectCommand({ Bucket, Key: PUBLIC_PREFIX + name }));
    },
    async readPublic(name, conditions = {}): Promise<PublicRead> {
      assertPublicName(name);
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: PUBLIC_PREFIX + name,
            ...(conditions.ifNoneMatch ? { IfNoneMatch: conditions.ifNoneMatch } : {}),
            ...(conditions.ifModifiedSince ? { IfModifiedSince: conditions.ifModifiedSince } : {}),
          }),
        );
        return { status: 'found', file: toStoredFile(object) };
      } catch (error) {
        // S3 answers a met condition with 304, which the SDK raises as an error.
        const status = statusOf(error);
        if (status === 304) return { status: 'not-modified', etag: await currentEtag(name, conditions.ifNoneMatch) };
        if (status === 404) return null;
        throw error;
      }
    },
    async savePrivate(key, bytes, contentType) {
      assertPrivateKey(key);
      await put(PRIVATE_PREFIX + key, bytes, contentType);
    },
    async readPrivate(key) {
      assertPrivateKey(key);
      try {
        return toStoredFile(await client.send(new GetObjectCommand({ Bucket, Key: PRIVATE_PREFIX + key })));
      } catch (error) {
        if (statusOf(error) === 404) return null;
        throw error;
      }
    },
    async deletePrivate(key) {
      assertPrivateKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: PRIVATE_PREFIX + key }));
    },
    async close() {
      client.destroy();
    },
  };
}
