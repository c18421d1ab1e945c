import type { Storage } from './storage.ts';

/** Stores a copy of an object under a new key, passing through a file so that a large PDF is never held whole. */
export async function copyObject(storage: Storage, from: string, to: string, contentType: string): Promise<void> {
  await storage.withLocalFile(from, async (file) => {
    if (!file) throw new Error(`No object is stored under ${from} to copy.`);
    await storage.putFile(to, file, contentType);
  });
}
