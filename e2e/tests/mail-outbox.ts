import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { E2E_OUTBOX_DIR } from './environment.ts';

/** Decodes a quoted-printable body so links split across soft line breaks read whole again. */
const decodeQuotedPrintable = (text: string) =>
  text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Waits for the newest message to `to` whose subject matches, and returns the first link in it that matches. */
export async function waitForMailedLink(to: string, subject: RegExp, link: RegExp, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = (await readdir(E2E_OUTBOX_DIR).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort().reverse();
    for (const file of files) {
      const message = decodeQuotedPrintable(await readFile(join(E2E_OUTBOX_DIR, file), 'utf8'));
      const headerEnd = message.search(/\r?\n\r?\n/);
      const headers = message.slice(0, headerEnd);
      if (!new RegExp(`^To:.*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(headers)) continue;
      if (!subject.test(headers)) continue;
      const found = message.match(link);
      if (found) return found[0].replace(/&amp;/g, '&');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No mail to ${to} matching ${subject} with a link ${link} within ${timeoutMs} ms`);
}
