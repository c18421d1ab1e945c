import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type GetObjectCommandOutput,
} from '@aws-sdk/client-s3';
import type { StorageConfig } from '../config.ts';
import { assertValidKey, type Storage } from './storage.ts';

export interface S3StorageOptions {
  /** Where objects are copied while a reader needs them as a file (withLocalFile). */
  tempDir: string;
}

/**
 * Objects in an S3-compatible bucket, under the same keys as on disk; the content type is the object's own.
 * Errors name the bucket and endpoint, never the credentials.
 */
export function createS3Storage(config: Extract<StorageConfig, { kind: 's3' }>, options: S3StorageOptions): Storage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    credentials: config.credentials,
    forcePathStyle: config.forcePathStyle,
    // Checksums only where S3 demands them: many S3-compatible servers reject the SDK's default trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  const fetchObject = async (key: string): Promise<GetObjectCommandOutput | null> => {
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: assertValidKey(key) }));
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  };

  return {
    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: assertValidKey(key), Body: bytes, ContentType: contentType }));
    },

    // One streamed PUT with its length declared: the SDK sends the file as it reads it, holding no part in memory
    // (a multipart upload buffers whole parts). A single PUT takes up to 5 GB, a hundred times the largest PDF.
    async putFile(key, file, contentType) {
      const { size } = await stat(file);
      await client.send(
        new PutObjectCommand({ Bucket, Key: assertValidKey(key), Body: createReadStream(file), ContentLength: size, ContentType: contentType }),
      );
    },

    async get(key) {
      const object = await fetchObject(key);
      if (!object) return null;
      const bytes = Buffer.from(await object.Body!.transformToByteArray());
      return { bytes, contentType: object.ContentType ?? 'application/octet-stream' };
    },

    async openRead(key) {
      const object = await fetchObject(key);
      if (!object) return null;
      return { stream: object.Body as Readable, contentType: object.ContentType ?? 'application/octet-stream', size: object.ContentLength ?? 0 };
    },

    async withLocalFile(key, fn) {
      const object = await fetchObject(key);
      if (!object) return fn(null);
      await mkdir(options.tempDir, { recursive: true, mode: 0o700 });
      const dir = await mkdtemp(path.join(options.tempDir, 'object-'));
      try {
        const file = path.join(dir, 'object');
        await pipeline(object.Body as Readable, createWriteStream(file));
        return await fn(file);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },

    async *list(prefix) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (object.Key) yield { key: object.Key, lastModified: object.LastModified ?? new Date(0) };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: assertValidKey(key) }));
    },

    async ping() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        throw new Error(`The S3 bucket "${Bucket}"${config.endpoint ? ` at ${config.endpoint}` : ''} cannot be reached (${reason}).`, { cause: error });
      }
    },
  };
}

function isNotFound(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}
