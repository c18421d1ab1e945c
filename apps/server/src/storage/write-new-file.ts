import { randomBytes } from 'node:crypto';
import { link, unlink, writeFile } from 'node:fs/promises';

/**
 * Creates `file` with `content` unless it already exists; false when it did. The content is written whole under a
 * private name and then linked into place, so a process reading the file at the same moment sees all of it or no
 * file, never an empty or half-written one; linking (unlike renaming) never replaces a file another process made.
 */
export async function writeNewFile(file: string, content: string, mode = 0o600): Promise<boolean> {
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  await writeFile(draft, content, { flag: 'wx', mode });
  try {
    await link(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await unlink(draft);
  }
}
