import { describe, expect, it } from 'vitest';
import { buildMsg, uncompressedRtf } from '../test/build-outlook-message.ts';
import { readEmailMessage } from './read-email-message.ts';
import { readRtf, rtfBody } from './rtf-body.ts';

/** Rich text as Outlook writes a plain message's body: a font table, then paragraphs, escapes and Unicode. */
const PLAIN = [
  '{\\rtf1\\ansi\\ansicpg1252\\deff0{\\fonttbl{\\f0\\fswiss Calibri;}}{\\colortbl;\\red0\\green0\\blue0;}',
  '{\\*\\generator Riched20 10.0.19041}\\viewkind4\\uc1\\pard\\f0\\fs22 Dear Se\\u225?n,\\par',
  '\\par The deposit of \\u8364?5,000 was paid today; the lease is \\ldblquote engrossed\\rdblquote .\\par',
  "Caf\\'e9 d\\'e9tails follow\\tab below.\\par}",
].join('\r\n');

/** Rich text Outlook made from an HTML message: the HTML in `\*\htmltag` groups, rich text for other readers in `\htmlrtf`. */
const FROM_HTML = [
  '{\\rtf1\\ansi\\ansicpg1252\\fromhtml1 \\deff0{\\fonttbl{\\f0\\fswiss Arial;}}',
  '{\\*\\htmltag19 <html>}{\\*\\htmltag34 <body>}',
  '{\\*\\htmltag64 <p>}\\htmlrtf {\\htmlrtf0 Completion took place at 10am.',
  '\\htmlrtf\\par}\\htmlrtf0 {\\*\\htmltag72 </p>}',
  '{\\*\\htmltag64 <p>}\\htmlrtf {\\htmlrtf0 The keys are with the agent.',
  '\\htmlrtf\\par}\\htmlrtf0 {\\*\\htmltag72 </p>}{\\*\\htmltag42 </body>}{\\*\\htmltag27 </html>}}',
].join('\r\n');

describe('a message body kept only as rich text', () => {
  it('reads plain rich text as its paragraphs, its escapes and Unicode decoded, its tables of fonts and colours left out', () => {
    expect(readRtf(PLAIN)).toEqual({
      text: 'Dear Seán,\n\nThe deposit of €5,000 was paid today; the lease is “engrossed”.\nCafé détails follow\tbelow.\n',
    });
  });

  it('reads the HTML Outlook encapsulated, leaving out the rich text that stands in for it', () => {
    const read = readRtf(FROM_HTML);
    expect('html' in read && read.html.replace(/\s+/g, ' ')).toBe(
      '<html><body><p>Completion took place at 10am.</p><p>The keys are with the agent.</p></body></html>',
    );
  });

  it('reads an Outlook message whose body is only rich text, as it reads one with text', async () => {
    const message = await readEmailMessage(
      buildMsg({ from: 'Ciarán Walsh <ciaran@walsh-solicitors.ie>', to: ['orla@byrne-law.ie'], subject: 'Completion', rtf: FROM_HTML }),
    );
    expect(message.body).toBe('Completion took place at 10am.\n\nThe keys are with the agent.');
    const plain = await readEmailMessage(buildMsg({ from: 'ciaran@walsh-solicitors.ie', to: ['orla@byrne-law.ie'], subject: 'Deposit', rtf: PLAIN }));
    expect(plain.body).toContain('The deposit of €5,000 was paid today');
  });

  it('leaves unread a stream whose header claims more than it holds, or too large to be a body', () => {
    const raw = Buffer.from('{\\rtf1 Hello\\par}', 'latin1');
    const stream = (body: Buffer, declared?: number) => new Uint8Array(uncompressedRtf(body, declared));
    expect(rtfBody(stream(raw))).toEqual({ text: 'Hello\n' });
    expect(rtfBody(stream(raw, 2 ** 31))).toBeNull();
    expect(rtfBody(stream(Buffer.alloc(2 * 1024 * 1024, 0x20)))).toBeNull();
    expect(rtfBody(new Uint8Array(8))).toBeNull();
  });
});
