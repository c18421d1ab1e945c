import { describe, expect, it } from 'vitest';
import { extractPdfText } from '../extract-pdf-text.ts';
import { IngestionError } from '../ingestion-error.ts';
import type { EmailMessage } from './email-message.ts';
import { renderWordAsPdf } from '../renditions/render-word-as-pdf.ts';
import { messageAsWordDocument } from './message-as-word-document.ts';

const MESSAGE: EmailMessage = {
  from: { name: 'Alice Smith', address: 'alice@harbour-estates.co.uk' },
  to: [
    { name: 'Seán Ó Briain', address: 'sean@briain.ie' },
    { name: '', address: 'conveyancing@briain.ie' },
  ],
  cc: [{ name: 'Bob Jones', address: 'bob@harbour-estates.co.uk' }],
  date: new Date('2026-01-02T10:15:00Z'),
  dateText: 'Fri, 02 Jan 2026 10:15:00 +0000',
  subject: 'Completion of the lease – Unit 4',
  body: [
    'Dear Seán,',
    '',
    'The lease is signed and the deposit of €5,000 was paid into the client account today, so we can complete on Monday.',
    '',
    '> On Thursday you wrote:',
    '> Is it signed?',
    '',
    'Kind regards,',
    'Alice',
  ].join('\n'),
  attachments: [
    { filename: 'logo.png', bytes: new Uint8Array(), contentType: 'image/png', inline: true },
    { filename: 'Lease.pdf', bytes: new Uint8Array(), contentType: 'application/pdf', inline: false },
    { filename: 'Plan – Unit 4.pdf', bytes: new Uint8Array(), contentType: 'application/pdf', inline: false },
  ],
};

const read = async (message: EmailMessage, maxPages = 5) => extractPdfText((await renderWordAsPdf(messageAsWordDocument(message), { maxPages })).pdf, { ocr: false });

describe('messageAsWordDocument', () => {
  it('lays out the header and the body so the PDF reader reads them back as written, quoted reply and all', async () => {
    const document = await read(MESSAGE);

    expect(document.pageCount).toBe(1);
    expect(document.pages[0]!.text.split('\n')).toEqual([
      'From: Alice Smith <alice@harbour-estates.co.uk>',
      'To: Seán Ó Briain <sean@briain.ie>; conveyancing@briain.ie',
      'Cc: Bob Jones <bob@harbour-estates.co.uk>',
      'Date: Friday 2 January 2026, 10:15 (+00:00)',
      'Subject: Completion of the lease – Unit 4',
      'Attachments: Lease.pdf; Plan – Unit 4.pdf',
      '',
      'Dear Seán,',
      'The lease is signed and the deposit of €5,000 was paid into the client account today, so we',
      'can complete on Monday.',
      '> On Thursday you wrote:',
      '> Is it signed?',
      'Kind regards,',
      'Alice',
    ]);
  });

  it('leaves out the lines a message does not have, and shows a date it cannot read as the message wrote it', async () => {
    const document = await read({ ...MESSAGE, to: [], cc: [], date: null, dateText: 'next Tuesday', attachments: [MESSAGE.attachments[0]!], body: 'Signed.' });

    expect(document.pages[0]!.text).toBe('From: Alice Smith <alice@harbour-estates.co.uk>\nDate: next Tuesday\nSubject: Completion of the lease – Unit 4\n\nSigned.');
  });

  it('stops as soon as a long message runs past the page limit', async () => {
    const body = Array.from({ length: 300 }, (_, i) => `Paragraph ${i + 1} of a very long email about the lease.`).join('\n\n');

    const error = await renderWordAsPdf(messageAsWordDocument({ ...MESSAGE, body }), { maxPages: 2 }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(IngestionError);
    expect(error).toMatchObject({ code: 'too_many_pages' });
  });
});
