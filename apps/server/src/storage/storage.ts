import { randomBytes, randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';

export type StoredObject = { bytes: Buffer; contentType: string };

export type Storage = {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /** Resolves when the store can be reached (readiness checks); throws, saying why, when it cannot. */
  ping(): Promise<void>;
};

const SIDECAR_SUFFIX = '.meta.json';
/** Plain names only: no empty, '.' or '..' segment, no separator of any platform, so a key cannot leave rootDir. */
const KEY_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** A fresh key `<prefix>/<yyyy>/<mm>/<uuid>`: never derived from a user's file name, so it cannot collide or escape. */
export function generateStorageKey(prefix: string): string {
  const now = new Date();
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return assertValidKey(`${prefix}/${now.getUTCFullYear()}/${month}/${randomUUID()}`);
}

/**
 * Files under rootDir, each with a `<file>.meta.json` sidecar holding its content type. The sidecar is written
 * last and deleted first, so it marks a complete object: bytes without one were never finished and read as absent.
 */
export function createLocalStorage(rootDir: string): Storage {
  const root = path.resolve(rootDir);
  const fileFor = (key: string) => path.join(root, ...assertValidKey(key).split('/'));

  return {
    async put(key, bytes, contentType) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeAtomically(file, bytes);
      await writeAtomically(file + SIDECAR_SUFFIX, Buffer.from(JSON.stringify({ contentType })));
    },

    async get(key) {
      const file = fileFor(key);
      const sidecar = await readIfExists(file + SIDECAR_SUFFIX);
      const bytes = sidecar && (await readIfExists(file));
      if (!sidecar || !bytes) return null;
      const { contentType } = JSON.parse(sidecar.toString('utf8')) as { contentType: string };
      return { bytes, contentType };
    },

    async delete(key) {
      const file = fileFor(key);
      await rm(file + SIDECAR_SUFFIX, { force: true });
      await rm(file, { force: true });
    },

    async ping() {
      await mkdir(root, { recursive: true });
      await access(root, constants.R_OK | constants.W_OK);
    },
  };
}

function assertValidKey(key: string): string {
  const segments = key.split('/');
  const valid = segments.every((segment) => KEY_SEGMENT.test(segment)) && !key.endsWith(SIDECAR_SUFFIX);
  if (!valid) throw new Error(`Invalid storage key ${JSON.stringify(key)}: it must be a relative path of plain names.`);
  return key;
}

/** Temp file in the same folder, flushed to disk, then renamed over the target: readers see all or nothing. */
async function writeAtomically(file: string, bytes: Buffer): Promise<void> {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    const handle = await open(temporary, 'wx');
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

async function readIfExists(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw error;
  }
}
