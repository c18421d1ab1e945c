import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CaseFilesSentResponse, MESSAGES, ProcessPdfResponse, type ProcessedFile } from '@dd/contracts';
import { ARCHIVE_ENTRY_REASONS, ingestionErrors } from '@dd/engine';
import { buildEml, buildMsg, buildTextPdf, buildWordDocument, buildZip, WORD_LEASE, type EmailSpec } from '@dd/engine/fixtures';
import { uploads } from '../db/schema.ts';
import { CHAT, generate, getCase, postGenerate, propertyTypeId } from '../cases/test-cases.ts';
import { bearer, createTestApp, registerUser, type TestApp } from '../testing/test-app.ts';
import { processPdf } from './test-documents.ts';

let t: TestApp;
let lawyer: Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  t = await createTestApp({ config: { logLevel: 'error' } });
  lawyer = await registerUser(t.app, { name: 'Orla Byrne' });
}, 30_000);
afterAll(() => t?.close());

const PNG_LOGO = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

/** The completion email a seller's solicitor sends: the transfer, the lease, a spreadsheet and a logo in the signature. */
async function completionEmail(): Promise<EmailSpec> {
  return {
    from: 'Ciarán Walsh <ciaran@walsh-solicitors.ie>',
    to: ['Orla Byrne <orla@byrne-law.ie>'],
    cc: ['Completions <completions@byrne-law.ie>'],
    date: 'Fri, 02 Jan 2026 10:15:00 +0000',
    subject: 'Completion: Unit 4 Harbour Walk',
    text: 'Orla,\n\nCompletion took place at 10am. The signed lease and the rent schedule are attached.\n\nKind regards,\nCiarán',
    html: '<p>Orla,</p><p>Completion took place at 10am. The signed lease and the rent schedule are attached.</p><p><img src="cid:logo@walsh"></p>',
    attachments: [
      { filename: 'Lease of Unit 4.docx', bytes: await buildWordDocument(WORD_LEASE), contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
      { filename: 'Rent schedule.xlsx', bytes: new Uint8Array(buildZip([{ name: 'xl/workbook.xml', data: '<workbook/>' }, { name: '[Content_Types].xml', data: '<Types/>' }])), contentType: 'application/vnd.ms-excel' },
      { filename: 'logo.png', bytes: PNG_LOGO, contentType: 'image/png', inline: true, contentId: 'logo@walsh' },
    ],
  };
}

const verdicts = (files: ProcessedFile[]) => files.map(({ filename, error }) => ({ filename, error }));

describe('an email uploaded as a document', () => {
  it('stages its message as a document laid out from it, and each attachment beneath it, with what it did not take and why', async () => {
    const eml = buildEml(await completionEmail());
    const response = await processPdf(t.app, lawyer.token, [{ bytes: eml, filename: 'Completion.eml' }]);

    expect(response.statusCode).toBe(200);
    const { files } = ProcessPdfResponse.parse(response.json());
    expect(verdicts(files)).toEqual([
      { filename: 'Completion.eml/Rent schedule.xlsx', error: ingestionErrors.unsupportedDocument('Microsoft Excel').message },
      { filename: 'Completion.eml', error: null },
      { filename: 'Completion.eml/Lease of Unit 4.docx', error: null },
    ]);
    const [, message, lease] = files;
    expect(message).toMatchObject({ source: { type: 'eml', unacceptedChanges: false, comments: false }, ocrPages: [], pages: 1 });
    for (const line of [
      'From: Ciarán Walsh <ciaran@walsh-solicitors.ie>',
      'To: Orla Byrne <orla@byrne-law.ie>',
      'Subject: Completion: Unit 4 Harbour Walk',
      'Attachments: Lease of Unit 4.docx; Rent schedule.xlsx',
      'Completion took place at 10am.',
    ]) {
      expect(message!.content).toContain(line);
    }
    // The signature's logo is part of the message, not a document; the lease is one, recognised as any is.
    expect(files.some((file) => file.filename.endsWith('logo.png'))).toBe(false);
    expect(lease).toMatchObject({ documentTypeName: 'Lease', source: { type: 'docx' } });

    // What stays staged is the message and the lease: the email's own row went once the request was answered.
    const rows = await t.database.db.select().from(uploads).where(eq(uploads.userId, lawyer.user.id));
    expect(rows.map((row) => row.filename).sort()).toEqual(['Completion.eml', 'Completion.eml/Lease of Unit 4.docx']);

    // A case takes them; the message keeps the email as it was sent, for the lawyer to download.
    const created = await generate(t.app, lawyer.token, {
      uploadIds: [message!.uploadId!, lease!.uploadId!],
      filesMeta: [
        { filename: 'Completion.eml', docTypeId: await propertyTypeId(t.app, lawyer.token, 'Replies to enquiries') },
        { filename: 'Completion.eml/Lease of Unit 4.docx', docTypeId: await propertyTypeId(t.app, lawyer.token, 'Lease') },
      ],
    });
    await t.jobsSettled();
    const ready = await getCase(t.app, lawyer.token, created.id);
    expect(ready.files.map((file) => [file.filename, file.status, file.source?.type])).toEqual([
      ['Completion.eml', 'ready', 'eml'],
      ['Completion.eml/Lease of Unit 4.docx', 'ready', 'docx'],
    ]);
    const original = await t.app.inject({ method: 'GET', url: `${CHAT}/cases/files/${ready.files[0]!.id}/original`, headers: bearer(lawyer.token) });
    expect([original.statusCode, original.headers['content-type'], original.headers['content-disposition']]).toEqual([
      200,
      'message/rfc822',
      'attachment; filename=Completion.eml',
    ]);
    expect(original.rawPayload.equals(Buffer.from(eml))).toBe(true);
    const rendition = await t.app.inject({ method: 'GET', url: `${CHAT}/cases/files/${ready.files[0]!.id}/file`, headers: bearer(lawyer.token) });
    expect([rendition.statusCode, rendition.headers['content-disposition']]).toEqual([200, 'inline; filename=Completion.pdf']);
  });

  it('reads an Outlook message alike, unpacking a zip attached to it once, beneath the message', async () => {
    const plan = await buildTextPdf([['TITLE PLAN', 'Unit 7, Harbour Walk, Bristol.']]);
    const consent = await buildTextPdf([['LICENCE TO ASSIGN', 'The Landlord consents to the assignment of the Lease of Unit 7.']]);
    const msg = buildMsg({
      from: 'Harbour Estates <lettings@harbour-estates.co.uk>',
      to: ['Orla Byrne <orla@byrne-law.ie>'],
      subject: 'Re: consent to assign Unit 7',
      text: 'Please find the signed licence and the plan attached.',
      attachments: [
        { filename: 'Licence.zip', bytes: buildZip([{ name: 'Signed/Licence to assign.pdf', data: consent }, { name: 'Plan.pdf', data: plan }]), contentType: 'application/zip' },
        { filename: 'Plan copy.pdf', bytes: plan, contentType: 'application/pdf' },
      ],
    });

    const { files } = ProcessPdfResponse.parse((await processPdf(t.app, lawyer.token, [{ bytes: msg, filename: 'Re consent.msg' }])).json());

    expect(verdicts(files)).toEqual([
      { filename: 'Re consent.msg/Plan copy.pdf', error: ARCHIVE_ENTRY_REASONS.duplicate('Re consent.msg/Licence/Plan.pdf') },
      { filename: 'Re consent.msg', error: null },
      { filename: 'Re consent.msg/Licence/Plan.pdf', error: null },
      { filename: 'Re consent.msg/Licence/Signed/Licence to assign.pdf', error: null },
    ]);
    expect(files[1]).toMatchObject({ source: { type: 'msg' }, content: expect.stringContaining('Subject: Re: consent to assign Unit 7') });
  });

  it('expands an email in a zipped data room at its path there', async () => {
    const transfer = await buildTextPdf([['TRANSFER OF WHOLE OF REGISTERED TITLE(S)', 'Title number AB123456.']]);
    const room = buildZip([
      { name: 'Mail/Completion.eml', data: buildEml({ from: 'a@walsh-solicitors.ie', to: ['o@byrne-law.ie'], subject: 'Completion', text: 'Transfer attached.', attachments: [{ filename: 'TR1.pdf', bytes: transfer, contentType: 'application/pdf' }] }) },
    ]);

    const { files } = ProcessPdfResponse.parse((await processPdf(t.app, lawyer.token, [{ bytes: room, filename: 'Room.zip' }])).json());

    expect(verdicts(files)).toEqual([
      { filename: 'Mail/Completion.eml', error: null },
      { filename: 'Mail/Completion.eml/TR1.pdf', error: null },
    ]);
  });

  it('refuses an email it cannot read with what to do instead, and an encrypted one as encrypted', async () => {
    const sealed = new TextEncoder().encode(
      ['From: a@walsh-solicitors.ie', 'To: o@byrne-law.ie', 'Subject: Sealed', 'MIME-Version: 1.0', 'Content-Type: application/pkcs7-mime; smime-type=enveloped-data; name=smime.p7m', '', 'MIIB'].join('\r\n'),
    );
    const { files } = ProcessPdfResponse.parse((await processPdf(t.app, lawyer.token, [{ bytes: sealed, filename: 'Sealed.eml' }])).json());

    expect(verdicts(files)).toEqual([{ filename: 'Sealed.eml', error: ingestionErrors.encryptedMessage().message }]);
  });

  it('takes an email sent straight to generate as its message and attachments, each typed as recognised or as the email', async () => {
    const replies = await propertyTypeId(t.app, lawyer.token, 'Replies to enquiries');
    const response = await postGenerate(t.app, lawyer.token, {
      files: [{ bytes: buildEml(await completionEmail()), filename: 'Completion.eml' }],
      filesMeta: [{ filename: 'Completion.eml', docTypeId: replies }],
    });

    expect(response.statusCode).toBe(202);
    const { data } = CaseFilesSentResponse.parse(response.json());
    expect(data.unread).toEqual([{ filename: 'Completion.eml/Rent schedule.xlsx', reason: ingestionErrors.unsupportedDocument('Microsoft Excel').message }]);
    expect(data.case.files.map((file) => [file.filename, file.documentTypeName])).toEqual([
      ['Completion.eml', expect.stringMatching(/^Replies to enquiries/)],
      ['Completion.eml/Lease of Unit 4.docx', 'Lease'],
    ]);
    expect(MESSAGES.documents.attachmentsOf('Completion.eml')).toBe('Attachments to Completion.eml');
  });
});
