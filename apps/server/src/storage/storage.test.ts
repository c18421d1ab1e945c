import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage, generateStorageKey } from './storage.ts';
import type { Storage } from './storage.ts';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}/;

let workDir: string;
let rootDir: string;
let storage: Storage;

beforeEach(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'storage-'));
  rootDir = path.join(workDir, 'files');
  storage = createLocalStorage(rootDir);
});
afterEach(async () => {
  await rm(workDir, { recursive: true, force: true });
});

const listTree = async (dir: string) => (await readdir(dir, { recursive: true })).sort();
const pdf = Buffer.from('%PDF-1.7\n% Lease of 12 High Street, £1 per annum\n');

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

describe('createLocalStorage', () => {
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

  it('answers null for a key that was never stored', async () => {
    expect(await storage.get(generateStorageKey('case-files'))).toBeNull();
    expect(await storage.get('case-files')).toBeNull();
  });

  it('deletes an object and its content type, and deleting a missing key is fine', async () => {
    const kept = generateStorageKey('case-files');
    const removed = generateStorageKey('case-files');
    await storage.put(kept, pdf, 'application/pdf');
    await storage.put(removed, pdf, 'application/pdf');

    await storage.delete(removed);
    await storage.delete(removed);
    await storage.delete(generateStorageKey('never-stored'));

    expect(await storage.get(removed)).toBeNull();
    expect(await storage.get(kept)).not.toBeNull();
    const files = (await listTree(rootDir)).filter((entry) => entry.includes(removed.split('/')[3]!));
    expect(files).toEqual([]);
  });

  it('treats bytes whose content type was never recorded as absent, as after a crash mid-put', async () => {
    const key = generateStorageKey('case-files');
    await mkdir(path.join(rootDir, path.dirname(key)), { recursive: true });
    await writeFile(path.join(rootDir, key), pdf);

    expect(await storage.get(key)).toBeNull();
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
  ])('refuses the key %j for every operation and writes nothing', async (key) => {
    await expect(storage.put(key, pdf, 'application/pdf')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.get(key)).rejects.toThrow(/Invalid storage key/);
    await expect(storage.delete(key)).rejects.toThrow(/Invalid storage key/);
    expect(await readdir(workDir)).toEqual([]);
  });

  it('leaves no temporary files behind after many writes, also to the same key at once', async () => {
    const keys = Array.from({ length: 10 }, () => generateStorageKey('case-files'));
    await Promise.all(keys.map((key) => storage.put(key, pdf, 'application/pdf')));
    const shared = keys[0]!;
    await Promise.all(
      ['a', 'b', 'c', 'd'].map((letter) => storage.put(shared, Buffer.from(letter.repeat(1000)), `text/${letter}`)),
    );

    const files = await listTree(rootDir);
    expect(files.filter((entry) => entry.endsWith('.tmp'))).toEqual([]);
    const stored = await storage.get(shared);
    expect(stored!.bytes.toString()).toMatch(/^(a{1000}|b{1000}|c{1000}|d{1000})$/);
  });

  it('cleans up after a write that fails, leaving neither a half file nor a temporary one', async () => {
    const key = generateStorageKey('case-files');
    await mkdir(path.join(rootDir, key), { recursive: true });

    await expect(storage.put(key, pdf, 'application/pdf')).rejects.toThrow();

    const entries = await readdir(path.join(rootDir, path.dirname(key)));
    expect(entries).toEqual([path.basename(key)]);
    expect(await readdir(path.join(rootDir, key))).toEqual([]);
  });
});
