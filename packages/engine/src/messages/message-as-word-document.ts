import type { WordBlock, WordDocument, WordParagraph, WordRun } from '../renditions/read-word-document.ts';
import type { EmailMessage, MessageAddress } from './email-message.ts';
import { formatMessageDate } from './message-date.ts';

const run = (text: string, bold = false): WordRun => ({ text, bold, superscript: false });
const paragraph = (runs: WordRun[]): WordParagraph => ({ kind: 'paragraph', runs, headingLevel: null, listNumber: null, listLevel: 0, align: 'left' });

/** "Alice Smith <alice@example.com>", or whichever of the two the message gives. */
function formatAddress({ name, address }: MessageAddress): string {
  if (name && address && name.toLowerCase() !== address.toLowerCase()) return `${name} <${address}>`;
  return address || name;
}

/**
 * An email as a Word document's blocks, laid out as a mail program prints one: a header of From, To, Cc, Date, Subject
 * and the names of its attachments (each line only where the message has it), a blank line, then its body, a
 * paragraph for each run of lines between blank ones, quoted replies kept. It is set as a Word document is
 * (renderWordAsPdf), so the PDF reader reads its text back as written; its attachments are documents of their own,
 * named here, not laid out.
 */
export function messageAsWordDocument(message: EmailMessage): WordDocument {
  const header: [label: string, value: string][] = [
    ['From', message.from ? formatAddress(message.from) : ''],
    ['To', message.to.map(formatAddress).join('; ')],
    ['Cc', message.cc.map(formatAddress).join('; ')],
    ['Date', formatMessageDate(message.date, message.dateText)],
    ['Subject', message.subject],
    ['Attachments', message.attachments.filter((attachment) => !attachment.inline).map((attachment) => attachment.filename).join('; ')],
  ];
  const blocks: WordBlock[] = header.filter(([, value]) => value !== '').map(([label, value]) => paragraph([run(`${label}: `, true), run(value)]));
  if (message.body !== '') {
    // An empty paragraph leaves a line blank between the header and the body.
    blocks.push(paragraph([]), ...message.body.split(/\n[ \t]*\n/).map((text) => paragraph([run(text)])));
  }
  return { blocks, unacceptedChanges: false, comments: false };
}
