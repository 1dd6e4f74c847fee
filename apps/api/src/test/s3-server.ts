// A real S3-compatible server (s3rver) for tests: its own port and folder, one empty bucket, gone on close.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The configuration variables that point an API process at this server (STORAGE=s3, S3_*). */
  env: Record<string, string>;
  close: () => Promise<void>;
}

/** Starts s3rver on a free port of 127.0.0.1 with a fresh directory and the bucket `bucket`. */
export async function startS3Server(bucket = 'jk-test'): Promise<TestS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'jk-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver checks request signatures made with these credentials.
  const credentials = { region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    endpoint,
    bucket,
    ...credentials,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: credentials.region,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
