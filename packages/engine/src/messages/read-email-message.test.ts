import { describe, expect, it } from 'vitest';
import { IngestionError } from '../ingestion-error.ts';
import { buildEml, type EmailSpec } from '../test/build-email.ts';
import { buildOleFile } from '../test/build-ole-file.ts';
import { buildMsg } from '../test/build-outlook-message.ts';
import { hostileDocuments } from '../test/hostile-documents.ts';
import { MESSAGE_LIMITS, type EmailMessage } from './email-message.ts';
import { readEmailMessage } from './read-email-message.ts';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const pdf = (body: string) => `%PDF-1.4\n${body}\n%%EOF\n`;
const text = (...lines: string[]) => new TextEncoder().encode(lines.join('\r\n'));

const COMPLETION: EmailSpec = {
  from: 'Alice Smith <alice@harbour-estates.co.uk>',
  to: ['Seán Ó Briain <sean@briain.ie>', 'conveyancing@briain.ie'],
  cc: ['Bob Jones <bob@harbour-estates.co.uk>'],
  date: 'Fri, 02 Jan 2026 10:15:00 +0000',
  subject: 'Completion of the lease – Unit 4',
  text: 'Dear Seán,\n\nThe lease is attached; the deposit of €5,000 was paid today.\n\n> On Thursday you wrote:\n> Is it signed?',
  html: '<p>Dear Seán,</p><p>The lease is attached; the deposit of €5,000 was paid today.</p><p><img src="cid:logo@harbour"></p>',
  attachments: [
    { filename: 'Lease.pdf', bytes: pdf('lease'), contentType: 'application/pdf' },
    { filename: 'Plan – Unit 4.pdf', bytes: pdf('plan'), contentType: 'application/pdf' },
    { filename: 'logo.png', bytes: PNG, contentType: 'image/png', inline: true, contentId: 'logo@harbour' },
  ],
};

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the email to be refused');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(IngestionError);
      return error as IngestionError;
    },
  );

/** What a test compares of attachments: their bytes as text where they are text. */
const attachmentsOf = (message: EmailMessage) =>
  message.attachments.map(({ filename, bytes, contentType, inline }) => ({ filename, contentType, inline, size: bytes.length }));
const unsafe = (reason: string) =>
  `This email could not be read safely: ${reason}. If the file is genuine, open it in your email program, print it to PDF and upload that, with its attachments saved as files.`;

describe('readEmailMessage of an .eml', () => {
  it('reads who sent it to whom and when, its subject and its text, decoding encoded words and quoted-printable', async () => {
    const message = await readEmailMessage(buildEml(COMPLETION));

    expect(message).toMatchObject({
      from: { name: 'Alice Smith', address: 'alice@harbour-estates.co.uk' },
      to: [
        { name: 'Seán Ó Briain', address: 'sean@briain.ie' },
        { name: '', address: 'conveyancing@briain.ie' },
      ],
      cc: [{ name: 'Bob Jones', address: 'bob@harbour-estates.co.uk' }],
      date: new Date('2026-01-02T10:15:00Z'),
      dateText: 'Fri, 02 Jan 2026 10:15:00 +0000',
      subject: 'Completion of the lease – Unit 4',
      body: 'Dear Seán,\n\nThe lease is attached; the deposit of €5,000 was paid today.\n\n> On Thursday you wrote:\n> Is it signed?',
    });
  });

  it('reads an HTML body as text when it has no text of its own: paragraphs, lists, table rows, links as their words', async () => {
    const html = [
      '<html><head><style>p { margin: 0 }</style></head><body>',
      '<p class="MsoNormal">Dear Seán,</p><p>Please see <a href="https://track.example.com/x?id=1">the completion statement</a>.</p>',
      '<ul><li>Lease</li><li>Plan</li></ul><ol><li>Sign</li><li>Date</li></ol>',
      '<table><tr><th>Item</th><th>Amount</th></tr><tr><td>Rent</td><td>€1,000</td></tr></table>',
      '<blockquote><p>On Thursday you wrote:</p><p>Is it signed?</p></blockquote><div>&nbsp;</div><p>Kind regards,<br>Alice</p>',
      '</body></html>',
    ].join('');

    const message = await readEmailMessage(buildEml({ ...COMPLETION, text: undefined, html, attachments: [] }));

    expect(message.body).toBe(
      [
        'Dear Seán,',
        '',
        'Please see the completion statement.',
        '',
        '• Lease',
        '• Plan',
        '',
        '1. Sign',
        '2. Date',
        '',
        'Item Amount',
        'Rent €1,000',
        '',
        '> On Thursday you wrote:',
        '>',
        '> Is it signed?',
        '',
        'Kind regards,',
        'Alice',
      ].join('\n'),
    );
  });

  it('takes each attachment with its bytes, type and name (RFC 2231 names too), and marks an image the HTML shows by Content-ID inline', async () => {
    const photo = { filename: 'Site photo.png', bytes: PNG, contentType: 'image/png', contentId: 'photo@harbour' };

    const message = await readEmailMessage(buildEml({ ...COMPLETION, attachments: [...COMPLETION.attachments!, photo] }));

    expect(attachmentsOf(message)).toEqual([
      { filename: 'logo.png', contentType: 'image/png', inline: true, size: PNG.length },
      { filename: 'Lease.pdf', contentType: 'application/pdf', inline: false, size: pdf('lease').length },
      { filename: 'Plan – Unit 4.pdf', contentType: 'application/pdf', inline: false, size: pdf('plan').length },
      // Its Content-ID is not shown by the HTML: a document, not the message's look.
      { filename: 'Site photo.png', contentType: 'image/png', inline: false, size: PNG.length },
    ]);
    expect(new TextDecoder().decode(message.attachments[1]!.bytes)).toBe(pdf('lease'));
  });

  it('names a forwarded message by its subject, a nameless attachment by its place, and makes every name safe and unique', async () => {
    const forwarded = buildEml({ ...COMPLETION, subject: 'Re: Unit 4 – rent 1/2', attachments: [] });

    const message = await readEmailMessage(
      buildEml({
        ...COMPLETION,
        attachments: [
          { bytes: forwarded, contentType: 'message/rfc822' },
          { bytes: pdf('one'), contentType: 'application/octet-stream' },
          { filename: '../../etc/passwd', bytes: pdf('two'), contentType: 'application/pdf' },
          { filename: 'invoice\u202efdp.exe', bytes: pdf('three'), contentType: 'application/pdf' },
          { filename: 'Lease.pdf', bytes: pdf('four'), contentType: 'application/pdf' },
          { filename: 'LEASE.pdf', bytes: pdf('five'), contentType: 'application/pdf' },
          { filename: '  ', bytes: pdf('six'), contentType: 'application/pdf' },
        ],
      }),
    );

    expect(message.attachments.map((attachment) => attachment.filename)).toEqual([
      'Re: Unit 4 – rent 1-2.eml',
      'Attachment 1',
      '..-..-etc-passwd',
      'invoicefdp.exe',
      'Lease.pdf',
      'LEASE (2).pdf',
      'Attachment 2',
    ]);
    expect(await readEmailMessage(message.attachments[0]!.bytes)).toMatchObject({ subject: 'Re: Unit 4 – rent 1/2', body: (await readEmailMessage(forwarded)).body });
  });

  it('leaves an S/MIME signature out, and refuses a message encrypted with S/MIME or PGP', async () => {
    const signature = { filename: 'smime.p7s', bytes: new Uint8Array([0x30, 0x82, 1, 2]), contentType: 'application/pkcs7-signature' };
    const signed = await readEmailMessage(buildEml({ ...COMPLETION, attachments: [COMPLETION.attachments![0]!, signature] }));
    const smime = text(
      'From: alice@harbour-estates.co.uk',
      'Subject: Completion',
      'Content-Type: application/pkcs7-mime; smime-type=enveloped-data; name="smime.p7m"',
      'Content-Transfer-Encoding: base64',
      '',
      'MIAGCSqGSIb3DQEHA6CAMIACAQAxggE=',
    );
    const pgp = text('From: alice@harbour-estates.co.uk', 'Subject: Completion', 'Content-Type: multipart/encrypted; protocol="application/pgp-encrypted"; boundary="b"', '', '--b', '', 'x', '--b--');
    const encrypted = {
      code: 'encrypted',
      message: 'This email is encrypted. Open it in your email program, print it to PDF and upload that, with its attachments saved as files.',
    };

    expect(signed.attachments.map((attachment) => attachment.filename)).toEqual(['Lease.pdf']);
    expect(await refusal(readEmailMessage(smime))).toMatchObject(encrypted);
    expect(await refusal(readEmailMessage(pgp))).toMatchObject(encrypted);
  });

  it('refuses what is not an email', async () => {
    const unreadable = {
      code: 'corrupt',
      message: 'This email could not be read. Open it in your email program, print it to PDF and upload that, with its attachments saved as files.',
    };

    expect(await refusal(readEmailMessage(text('Notes for the buyer.')))).toMatchObject(unreadable);
    expect(await refusal(readEmailMessage(buildOleFile('WordDocument')))).toMatchObject(unreadable);
  });
});

describe('readEmailMessage of a hostile .eml', () => {
  const hostile = new Map(hostileDocuments().filter((file) => file.family === 'email').map((file) => [file.name, file.bytes]));

  it('refuses MIME parts nested deeper than the limit, and headers larger, whole and at once', async () => {
    const started = performance.now();

    expect(await refusal(readEmailMessage(hostile.get('email-mime-nesting-1000-deep')!))).toMatchObject({ code: 'unsafe', message: unsafe('its parts are nested more than 32 deep') });
    expect(await refusal(readEmailMessage(hostile.get('email-huge-header')!))).toMatchObject({ code: 'unsafe', message: unsafe('its headers come to more than 1 MB') });
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('refuses more attachments, or more HTML, than the limits allow', async () => {
    const limits = { ...MESSAGE_LIMITS, maxAttachments: 2, maxHtmlCharacters: 100 };

    expect(await refusal(readEmailMessage(buildEml(COMPLETION), limits))).toMatchObject({ message: unsafe('it has more than 2 attachments') });
    const html = `<p>${'The Tenant shall repair. '.repeat(10)}</p>`;
    expect(await refusal(readEmailMessage(buildEml({ ...COMPLETION, text: undefined, html, attachments: [] }), limits))).toMatchObject({
      message: unsafe('its HTML body has more than 100 characters'),
    });
  });

  it('reads a message cut short, with an attachment whose base64 is not base64, as far as it goes', async () => {
    const message = await readEmailMessage(hostile.get('email-broken-attachments')!);

    expect(message.body).toBe('The lease and the plan are attached.');
    expect(message.attachments.map((attachment) => attachment.filename)).toEqual(['Lease.pdf', 'Not base64.pdf', 'Plan.pdf']);
    expect(new TextDecoder().decode(message.attachments[0]!.bytes)).toBe('%PDF-1.4\n%%EOF\nlease');
    expect(new TextDecoder('latin1').decode(message.attachments[1]!.bytes)).not.toContain('%PDF');
    expect(new TextDecoder().decode(message.attachments[2]!.bytes.subarray(0, 8))).toBe('%PDF-1.4');
  });
});

describe('readEmailMessage of an Outlook .msg', () => {
  it('reads the same message as the .eml: sender, recipients, date, subject, text and attachments', async () => {
    const eml = await readEmailMessage(buildEml(COMPLETION));

    const msg = await readEmailMessage(buildMsg(COMPLETION));

    const { attachments: emlAttachments, ...emlFields } = eml;
    const { attachments: msgAttachments, ...msgFields } = msg;
    expect(msgFields).toEqual(emlFields);
    const byName = (message: EmailMessage) => attachmentsOf(message).sort((a, b) => a.filename.localeCompare(b.filename));
    expect(byName(msg)).toEqual(byName({ ...eml, attachments: emlAttachments }));
    expect(msgAttachments.find((attachment) => attachment.filename === 'Lease.pdf')!.bytes).toEqual(emlAttachments.find((attachment) => attachment.filename === 'Lease.pdf')!.bytes);
  });

  it('reads it from a Node Buffer that is a view into a larger pool, as a document worker is handed a file', async () => {
    const bytes = buildMsg(COMPLETION);
    const pool = Buffer.alloc(bytes.length + 128, 0xa5);
    pool.set(bytes, 62);

    const message = await readEmailMessage(pool.subarray(62, 62 + bytes.length));

    expect(message.subject).toBe(COMPLETION.subject);
    expect(attachmentsOf(message).map((attachment) => attachment.filename)).toEqual(expect.arrayContaining(['Lease.pdf']));
  });

  it("reads a sent message's date as Outlook keeps it, in UTC, and an HTML body as text", async () => {
    const message = await readEmailMessage(buildMsg({ ...COMPLETION, text: undefined, received: false, attachments: [] }));

    expect(message).toMatchObject({
      date: new Date('2026-01-02T10:15:00Z'),
      dateText: 'Fri, 02 Jan 2026 10:15:00 GMT',
      body: 'Dear Seán,\n\nThe lease is attached; the deposit of €5,000 was paid today.',
    });
  });

  it('takes a message attached to it whole, as a .msg named by its subject, which reads as a message in turn', async () => {
    const message = await readEmailMessage(buildMsg({ ...COMPLETION, attachments: [{ message: { ...COMPLETION, subject: 'Re: Plan', attachments: [COMPLETION.attachments![0]!] } }] }));

    expect(attachmentsOf(message)).toEqual([{ filename: 'Re: Plan.msg', contentType: 'application/vnd.ms-outlook', inline: false, size: expect.any(Number) }]);
    const attached = await readEmailMessage(message.attachments[0]!.bytes);
    expect(attached).toMatchObject({ subject: 'Re: Plan', from: { address: 'alice@harbour-estates.co.uk' } });
    expect(attached.attachments.map((attachment) => attachment.filename)).toEqual(['Lease.pdf']);
  });

  it("refuses an encrypted message, and reads a signed one's attachments from the MIME it was signed as", async () => {
    const mime = [
      'Content-Type: multipart/signed; protocol="application/pkcs7-signature"; micalg=sha-256; boundary="signed"',
      '',
      '--signed',
      'Content-Type: multipart/mixed; boundary="mixed"',
      '',
      '--mixed',
      'Content-Type: text/plain; charset="utf-8"',
      '',
      'The lease is attached.',
      '--mixed',
      'Content-Type: application/pdf; name="Lease.pdf"',
      'Content-Disposition: attachment; filename="Lease.pdf"',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from(pdf('lease')).toString('base64'),
      '--mixed--',
      '--signed',
      'Content-Type: application/pkcs7-signature; name="smime.p7s"',
      'Content-Transfer-Encoding: base64',
      '',
      'MIAGCSqGSIb3DQEHAqCAMIACAQE=',
      '--signed--',
      '',
    ].join('\r\n');
    const p7m = { filename: 'smime.p7m', bytes: mime, contentType: 'multipart/signed' };

    const signed = await readEmailMessage(buildMsg({ ...COMPLETION, text: undefined, html: undefined, messageClass: 'IPM.Note.SMIME.MultipartSigned', attachments: [p7m] }));

    expect(signed).toMatchObject({ subject: 'Completion of the lease – Unit 4', body: 'The lease is attached.' });
    expect(attachmentsOf(signed)).toEqual([{ filename: 'Lease.pdf', contentType: 'application/pdf', inline: false, size: pdf('lease').length }]);
    expect(await refusal(readEmailMessage(buildMsg({ ...COMPLETION, messageClass: 'IPM.Note.SMIME', attachments: [] })))).toMatchObject({ code: 'encrypted' });
  });

  it('refuses at once, as damaged, a file whose chains of sectors or directory loop, or whose streams claim more than it holds', async () => {
    const msg = buildMsg(COMPLETION);
    const data = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const directoryEntry = (bytes: Uint8Array, index: number) => (data(bytes).getUint32(0x30, true) + 1) * 512 + index * 128;
    const treeLoop = msg.slice();
    const root = directoryEntry(treeLoop, 0);
    const child = data(treeLoop).getUint32(root + 76, true);
    data(treeLoop).setUint32(directoryEntry(treeLoop, child) + 68, child, true);
    const oversized = msg.slice();
    data(oversized).setUint32(directoryEntry(oversized, child) + 120, 0x7fffffff, true);
    const sectorLoop = hostileDocuments().find((file) => file.name === 'email-msg-sector-loop')!.bytes;
    const started = performance.now();

    for (const [bytes, problem] of [
      [sectorLoop, 'its directory reuses a sector, or loops'],
      [treeLoop, 'its directory loops'],
      [oversized, 'a stream is larger than the file'],
      [msg.subarray(0, msg.length - 512), 'its mini stream points past the end of the file'],
    ] as const) {
      const error = await refusal(readEmailMessage(bytes));
      expect(error).toMatchObject({ code: 'corrupt', message: expect.stringMatching(/^This email could not be read\./) });
      expect((error.cause as Error).message).toBe(`The compound file is damaged: ${problem}`);
    }
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
