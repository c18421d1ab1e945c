import { randomBytes, randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { access, copyFile, mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export type StoredObject = { bytes: Buffer; contentType: string };

/** An object being read: its bytes as a stream, for answers too large to hold. */
export type ObjectStream = { stream: Readable; contentType: string; size: number };

export type ListedObject = { key: string; lastModified: Date };

export type Storage = {
  /** Small objects only (extracted text, logos, avatars): the whole object is held in memory. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  /** Stores the file at `file` without loading it whole: for uploaded PDFs. */
  putFile(key: string, file: string, contentType: string): Promise<void>;
  openRead(key: string): Promise<ObjectStream | null>;
  /**
   * Calls `fn` with a file on local disk holding the object (null when none is stored), valid only until `fn`
   * settles: for readers that need a path, such as a document worker in another process.
   */
  withLocalFile<T>(key: string, fn: (file: string | null) => Promise<T>): Promise<T>;
  /** Every stored object whose key starts with `prefix`, in no particular order. */
  list(prefix: string): AsyncIterable<ListedObject>;
  delete(key: string): Promise<void>;
  /** Resolves when the store can be reached (readiness checks); throws, saying why, when it cannot. */
  ping(): Promise<void>;
};

const SIDECAR_SUFFIX = '.meta.json';
const TEMPORARY_SUFFIX = '.tmp';
/** Plain names only: no empty, '.' or '..' segment, no separator of any platform, so a key cannot leave rootDir. */
const KEY_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** A fresh key `<prefix>/<yyyy>/<mm>/<uuid>`: never derived from a user's file name, so it cannot collide or escape. */
export function generateStorageKey(prefix: string): string {
  const now = new Date();
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return assertValidKey(`${prefix}/${now.getUTCFullYear()}/${month}/${randomUUID()}`);
}

/** Every store takes the same keys, so objects can move between them. */
export function assertValidKey(key: string): string {
  const segments = key.split('/');
  const valid = segments.every((segment) => KEY_SEGMENT.test(segment)) && !key.endsWith(SIDECAR_SUFFIX);
  if (!valid) throw new Error(`Invalid storage key ${JSON.stringify(key)}: it must be a relative path of plain names.`);
  return key;
}

/**
 * Files under rootDir, each with a `<file>.meta.json` sidecar holding its content type. The sidecar is written
 * last and deleted first, so it marks a complete object: bytes without one were never finished and read as absent.
 */
export function createLocalStorage(rootDir: string): Storage {
  const root = path.resolve(rootDir);
  const fileFor = (key: string) => path.join(root, ...assertValidKey(key).split('/'));
  const contentTypeOf = async (file: string) => {
    const sidecar = await readIfExists(file + SIDECAR_SUFFIX);
    return sidecar && (JSON.parse(sidecar.toString('utf8')) as { contentType: string }).contentType;
  };
  const store = async (key: string, contentType: string, write: (temporary: string) => Promise<void>) => {
    const file = fileFor(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeAtomically(file, write);
    await writeAtomically(file + SIDECAR_SUFFIX, writeBytes(Buffer.from(JSON.stringify({ contentType }))));
  };

  return {
    put: (key, bytes, contentType) => store(key, contentType, writeBytes(bytes)),

    putFile: (key, source, contentType) =>
      store(key, contentType, async (temporary) => {
        await copyFile(source, temporary, constants.COPYFILE_EXCL);
        await syncFile(temporary);
      }),

    async get(key) {
      const file = fileFor(key);
      const contentType = await contentTypeOf(file);
      const bytes = contentType !== null && (await readIfExists(file));
      if (!bytes) return null;
      return { bytes, contentType: contentType! };
    },

    async openRead(key) {
      const file = fileFor(key);
      const contentType = await contentTypeOf(file);
      if (contentType === null) return null;
      const handle = await open(file, 'r').catch(nullWhenMissing);
      if (!handle) return null;
      const { size } = await handle.stat();
      return { stream: handle.createReadStream(), contentType, size };
    },

    async withLocalFile(key, fn) {
      const file = fileFor(key);
      const complete = (await contentTypeOf(file)) !== null && (await stat(file).catch(nullWhenMissing)) !== null;
      return fn(complete ? file : null);
    },

    async *list(prefix) {
      const folder = path.join(root, ...prefix.split('/').slice(0, -1));
      const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(nullWhenMissing);
      for (const entry of entries ?? []) {
        if (!entry.isFile() || entry.name.endsWith(SIDECAR_SUFFIX) || entry.name.endsWith(TEMPORARY_SUFFIX)) continue;
        const file = path.join(entry.parentPath, entry.name);
        const key = path.relative(root, file).split(path.sep).join('/');
        if (!key.startsWith(prefix)) continue;
        const info = await stat(file).catch(nullWhenMissing);
        if (info) yield { key, lastModified: info.mtime };
      }
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

const writeBytes = (bytes: Buffer) => async (temporary: string) => {
  const handle = await open(temporary, 'wx');
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
};

async function syncFile(file: string): Promise<void> {
  const handle = await open(file, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Written to a temp file in the same folder, flushed to disk, then renamed over the target: readers see all or nothing. */
async function writeAtomically(file: string, write: (temporary: string) => Promise<void>): Promise<void> {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}${TEMPORARY_SUFFIX}`);
  try {
    await write(temporary);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

function nullWhenMissing(error: unknown): null {
  const { code } = error as NodeJS.ErrnoException;
  if (code === 'ENOENT' || code === 'ENOTDIR') return null;
  throw error;
}

async function readIfExists(file: string): Promise<Buffer | null> {
  return readFile(file).catch(nullWhenMissing);
}
