import path from 'node:path';
import { spoolDirectory } from '@dd/http-kit';
import type { StorageConfig } from '../config.ts';
import { createS3Storage } from './s3-storage.ts';
import { createLocalStorage, type Storage } from './storage.ts';

/**
 * The configured store: an S3-compatible bucket when S3_* is set, else a folder of the data folder. Copies of
 * objects lent as files go to this process's spool, which the next start clears should a crash leave any.
 */
export function createStorage(config: StorageConfig, dataDir: string): Storage {
  if (config.kind === 'local') return createLocalStorage(config.rootDir);
  return createS3Storage(config, { tempDir: path.join(spoolDirectory(dataDir), 'objects') });
}
