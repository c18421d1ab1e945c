import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createS3Storage } from './s3-storage.ts';
import { startS3Server, type S3Server } from './start-s3-server.ts';
import { createLocalStorage, generateStorageKey } from './storage.ts';
import type { Storage } from './storage.ts';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}/;

let workDir: string;
let s3: S3Server;

beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.close();
});
beforeEach(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'storage-'));
});
afterEach(async () => {
  await rm(workDir, { recursive: true, force: true });
});

const listTree = async (dir: string) => (await readdir(dir, { recursive: true })).sort();
const listKeys = async (storage: Storage, prefix: string) => {
  const keys: string[] = [];
  for await (const object of storage.list(prefix)) keys.push(object.key);
  return keys.sort();
};
const pdf = Buffer.from('%PDF-1.7\n% Lease of 12 High Street, £1 per annum\n');
const tempDir = () => path.join(workDir, 'tmp');

describe('generateStorageKey', () => {
  it('builds <prefix>/<yyyy>/<mm>/<uuid> from the current UTC month', () => {
    const now = new Date();
    const key = generateStorageKey('case-files');

    const [prefix, year, month, id] = key.split('/');
    expect(prefix).toBe('case-files');
    expect(Number(year)).toBe(now.getUTCFullYear());
    expect(month).toBe(String(now.getUTCMonth() + 1).padStart(2, '0'));
    expect(id).toMatch(new RegExp(`^${UUID.source}$`));
  });

  it('never repeats a key', () => {
    const keys = new Set(Array.from({ length: 1000 }, () => generateStorageKey('avatars')));
    expect(keys.size).toBe(1000);
  });

  it('refuses a prefix that would escape the storage folder', () => {
    expect(() => generateStorageKey('../etc')).toThrow(/Invalid storage key/);
    expect(() => generateStorageKey('/etc')).toThrow(/Invalid storage key/);
  });
});

/** One behaviour, whichever store keeps the files. */
describe.each([
  { kind: 'local', create: async () => createLocalStorage(path.join(workDir, 'files')) },
  { kind: 's3', create: async () => createS3Storage(await s3.createBucket(), { tempDir: tempDir() }) },
])('$kind storage', ({ create }) => {
  let storage: Storage;
  beforeEach(async () => {
    storage = await create();
  });

  it('returns exactly the bytes and content type that were stored', async () => {
    const key = generateStorageKey('case-files');
    const everyByte = Buffer.from(Array.from({ length: 256 }, (_, byte) => byte));

    await storage.put(key, Buffer.concat([pdf, everyByte]), 'application/pdf');

    expect(await storage.get(key)).toEqual({ bytes: Buffer.concat([pdf, everyByte]), contentType: 'application/pdf' });
  });

  it('keeps an empty file as an empty object, not a missing one', async () => {
    const key = generateStorageKey('annexures');

    await storage.put(key, Buffer.alloc(0), 'application/octet-stream');

    expect(await storage.get(key)).toEqual({ bytes: Buffer.alloc(0), contentType: 'application/octet-stream' });
  });

  it('replaces an object stored again under the same key', async () => {
    const key = generateStorageKey('avatars');
    await storage.put(key, pdf, 'application/pdf');

    await storage.put(key, Buffer.from([0x89, 0x50, 0x4e, 0x47]), 'image/png');

    expect(await storage.get(key)).toEqual({ bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47]), contentType: 'image/png' });
  });

  it('answers null for a key that was never stored, whichever way it is read', async () => {
    const key = generateStorageKey('case-files');
    expect(await storage.get(key)).toBeNull();
    expect(await storage.get('case-files')).toBeNull();
    expect(await storage.openRead(key)).toBeNull();
    expect(await storage.withLocalFile(key, async (file) => file)).toBeNull();
  });

  it('deletes an object, and deleting a missing key is fine', async () => {
    const kept = generateStorageKey('case-files');
    const removed = generateStorageKey('case-files');
    await storage.put(kept, pdf, 'application/pdf');
    await storage.put(removed, pdf, 'application/pdf');

    await storage.delete(removed);
    await storage.delete(removed);
    await storage.delete(generateStorageKey('never-stored'));

    expect(await storage.get(removed)).toBeNull();
    expect(await storage.get(kept)).not.toBeNull();
    expect(await listKeys(storage, '')).toEqual([kept]);
  });

  it.each([
    '../outside',
    'case-files/../../outside',
    '/etc/passwd',
    'case-files\\..\\..\\outside',
    '',
    'case-files//x',
    'case-files/./x',
    '.hidden',
    'case-files/x.meta.json',
  ])('refuses the key %j for every operation and stores nothing', async (key) => {
    const source = path.join(workDir, 'source.pdf');
    await writeFile(source, pdf);
    await expect(storage.put(key, pdf, 'application/pdf')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.putFile(key, source, 'application/pdf')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.get(key)).rejects.toThrow(/Invalid storage key/);
    await expect(storage.openRead(key)).rejects.toThrow(/Invalid storage key/);
    await expect(storage.withLocalFile(key, async () => 'called')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.delete(key)).rejects.toThrow(/Invalid storage key/);
    expect(await listKeys(storage, '')).toEqual([]);
  });

  it('stores a file by path in parts and streams it back with its size, byte for byte', async () => {
    const key = generateStorageKey('uploads');
    // Past one 5 MB part, so S3 takes it as a multipart upload.
    const bytes = Buffer.alloc(11 * 1024 * 1024 + 3, 'Clause 4.2 The tenant shall repair. ');
    const source = path.join(workDir, 'lease.pdf');
    await writeFile(source, bytes);

    await storage.putFile(key, source, 'application/pdf');

    const opened = await storage.openRead(key);
    expect(opened).toMatchObject({ contentType: 'application/pdf', size: bytes.length });
    const chunks: Buffer[] = [];
    for await (const chunk of opened!.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
    expect((await storage.get(key))!.contentType).toBe('application/pdf');
  });

  it('lends the object as a local file for the length of the callback', async () => {
    const key = generateStorageKey('cases');
    await storage.put(key, pdf, 'application/pdf');

    const seen = await storage.withLocalFile(key, async (file) => ({ file, bytes: await readFile(file!) }));

    expect(seen.bytes.equals(pdf)).toBe(true);
    expect(await storage.get(key)).not.toBeNull();
    expect(await readdir(tempDir()).catch(() => [])).toEqual([]);
  });

  it('lists the objects under a prefix with when they were stored', async () => {
    const before = Date.now() - 60_000;
    const uploads = [generateStorageKey('uploads'), generateStorageKey('uploads')];
    const avatar = generateStorageKey('avatars');
    for (const key of [...uploads, avatar]) await storage.put(key, pdf, 'application/pdf');

    expect(await listKeys(storage, 'uploads/')).toEqual([...uploads].sort());
    expect(await listKeys(storage, '')).toEqual([...uploads, avatar].sort());
    expect(await listKeys(storage, 'exports/')).toEqual([]);
    for await (const object of storage.list('')) {
      expect(object.lastModified.getTime()).toBeGreaterThan(before);
      expect(object.lastModified.getTime()).toBeLessThan(Date.now() + 60_000);
    }
  });

  it('can be reached', async () => {
    await expect(storage.ping()).resolves.toBeUndefined();
  });
});

describe('createLocalStorage', () => {
  let rootDir: string;
  let storage: Storage;
  beforeEach(() => {
    rootDir = path.join(workDir, 'files');
    storage = createLocalStorage(rootDir);
  });

  it('treats bytes whose content type was never recorded as absent, yet lists them so a sweep can remove them', async () => {
    const key = generateStorageKey('case-files');
    await mkdir(path.join(rootDir, path.dirname(key)), { recursive: true });
    await writeFile(path.join(rootDir, key), pdf);

    expect(await storage.get(key)).toBeNull();
    expect(await storage.openRead(key)).toBeNull();
    expect(await listKeys(storage, '')).toEqual([key]);
    await storage.delete(key);
    expect(await readdir(path.join(rootDir, path.dirname(key)))).toEqual([]);
  });

  it('leaves no temporary files behind after many writes, also to the same key at once', async () => {
    const keys = Array.from({ length: 10 }, () => generateStorageKey('case-files'));
    const source = path.join(workDir, 'source.pdf');
    await writeFile(source, pdf);
    await Promise.all(keys.map((key, index) => (index % 2 ? storage.put(key, pdf, 'application/pdf') : storage.putFile(key, source, 'application/pdf'))));
    const shared = keys[0]!;
    await Promise.all(
      ['a', 'b', 'c', 'd'].map((letter) => storage.put(shared, Buffer.from(letter.repeat(1000)), `text/${letter}`)),
    );

    const files = await listTree(rootDir);
    expect(files.filter((entry) => entry.endsWith('.tmp'))).toEqual([]);
    const stored = await storage.get(shared);
    expect(stored!.bytes.toString()).toMatch(/^(a{1000}|b{1000}|c{1000}|d{1000})$/);
    expect(await text((await storage.openRead(keys[2]!))!.stream)).toBe(pdf.toString());
  });

  it('cleans up after a write that fails, leaving neither a half file nor a temporary one', async () => {
    const key = generateStorageKey('case-files');
    await mkdir(path.join(rootDir, key), { recursive: true });

    await expect(storage.put(key, pdf, 'application/pdf')).rejects.toThrow();
    await expect(storage.putFile(key, path.join(workDir, 'missing.pdf'), 'application/pdf')).rejects.toThrow();

    const entries = await readdir(path.join(rootDir, path.dirname(key)));
    expect(entries).toEqual([path.basename(key)]);
    expect(await readdir(path.join(rootDir, key))).toEqual([]);
  });

  it('lends its own file, without copying it', async () => {
    const key = generateStorageKey('case-files');
    await storage.put(key, pdf, 'application/pdf');

    const lent = await storage.withLocalFile(key, async (file) => file);

    expect(lent).toBe(path.join(rootDir, ...key.split('/')));
    expect((await stat(lent!)).size).toBe(pdf.length);
  });
});

describe('createS3Storage', () => {
  it('says which bucket it cannot reach, never the secret key', async () => {
    const config = { ...(await s3.createBucket()), bucket: 'dd-no-such-bucket', credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER-secret-never-shown' } };
    const storage = createS3Storage(config, { tempDir: tempDir() });

    const error = await storage.ping().then(() => null, (caught: unknown) => caught as Error);

    expect(error?.message).toMatch(/dd-no-such-bucket/);
    expect(JSON.stringify({ message: error?.message, stack: error?.stack })).not.toMatch(/never-shown/);
  });

  it('removes the temporary copy even when the callback fails', async () => {
    const storage = createS3Storage(await s3.createBucket(), { tempDir: tempDir() });
    const key = generateStorageKey('cases');
    await storage.put(key, pdf, 'application/pdf');

    await expect(storage.withLocalFile(key, async () => Promise.reject(new Error('worker crashed')))).rejects.toThrow('worker crashed');

    expect(await readdir(tempDir())).toEqual([]);
  });
});
