import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { StorageConfig } from '../config.ts';
import { freePort } from '../testing/server-process.ts';

export type S3StorageConfig = Extract<StorageConfig, { kind: 's3' }>;

export interface S3Server {
  /** A new empty bucket, so each test sees only its own objects. */
  createBucket(): Promise<S3StorageConfig>;
  close(): Promise<void>;
}

/** For tests: a local S3-compatible server on a free port, keeping its objects in a temp folder. */
export async function startS3Server(): Promise<S3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  const port = await freePort();
  const server = new S3rver({ address: '127.0.0.1', port, silent: true, directory });
  await server.run();
  const base = {
    kind: 's3' as const,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
  };
  const client = new S3Client(base);
  return {
    async createBucket() {
      const bucket = `dd-${randomBytes(6).toString('hex')}`;
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      return { ...base, bucket };
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
