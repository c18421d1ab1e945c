import http from 'node:http';
import { Writable } from 'node:stream';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { ExtractDocTextResponse, MESSAGES } from '@dd/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDocx, buildEml, buildMsg, buildPdf, buildTextPdf, buildTiff, buildWordDocument, drawScannedPage } from '@dd/engine/fixtures';
import { buildResearchApp } from '../app.ts';
import type { ResearchConfig } from '../config.ts';
import { testConfig, WEB_ORIGIN } from '../test-config.ts';
import { knowsGoodToken, startMainApi } from '../test/main-api-stub.ts';

const URL_PATH = '/api/extract-doc-text';
const GOOD_TOKEN = 'Bearer good-token';

type Part = { field: string; bytes: Uint8Array; filename: string; type?: string } | { field: string; value: string };

/** A multipart body exactly as a browser's FormData sends it. */
async function multipart(parts: Part[]) {
  const form = new FormData();
  for (const part of parts) {
    if ('value' in part) form.append(part.field, part.value);
    else form.append(part.field, new Blob([part.bytes], { type: part.type ?? 'application/octet-stream' }), part.filename);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

let mainApi: Awaited<ReturnType<typeof startMainApi>>;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  mainApi = await startMainApi(knowsGoodToken);
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await mainApi.close();
});

function researchApp(overrides: Partial<ResearchConfig> = {}) {
  const app = buildResearchApp(testConfig({ mainApiUrl: mainApi.url, ...overrides }));
  apps.push(app);
  return app;
}

async function upload(
  app: FastifyInstance,
  file: { bytes: Uint8Array; filename: string; type?: string },
  authorization: string | null = GOOD_TOKEN,
) {
  const { payload, contentType } = await multipart([{ field: 'file', ...file }]);
  return app.inject({
    method: 'POST',
    url: URL_PATH,
    headers: { 'content-type': contentType, origin: WEB_ORIGIN, ...(authorization ? { authorization } : {}) },
    payload,
  });
}

const asJpeg = async (png: Buffer) => {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  canvas.getContext('2d').drawImage(image, 0, 0);
  return new Uint8Array(canvas.toBuffer('image/jpeg'));
};

/** A scanned page as a TIFF holds it: one grey byte a pixel, at the scan's 150 dpi. */
const greyPage = async (png: Buffer) => {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  const rgba = context.getImageData(0, 0, image.width, image.height).data;
  const grey = new Uint8Array(image.width * image.height);
  for (let i = 0; i < grey.length; i++) grey[i] = rgba[i * 4]!;
  return { width: image.width, height: image.height, grey, dpi: 150 };
};

/** One scanned page (a picture of text, no text layer) per entry. */
const scannedPdf = (pages: string[][]) =>
  buildPdf((doc) => {
    pages.forEach((lines, i) => {
      if (i > 0) doc.addPage();
      doc.image(drawScannedPage(lines), 0, 0, { width: doc.page.width });
    });
  });

describe('POST /api/extract-doc-text', () => {
  let app: FastifyInstance;
  beforeAll(() => {
    app = researchApp();
  });

  it('returns the text of a text PDF page by page, without OCR, to the web app', async () => {
    const pdf = await buildTextPdf([
      ['LEASE OF UNIT 4', 'The Tenant shall pay the Rent on the usual quarter days.'],
      ['The Landlord shall insure the Building against the Insured Risks.'],
    ]);

    const response = await upload(app, { bytes: pdf, filename: 'lease.pdf', type: 'application/pdf' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(WEB_ORIGIN);
    const body = ExtractDocTextResponse.parse(response.json());
    expect(body.data).toEqual({
      text: 'LEASE OF UNIT 4\nThe Tenant shall pay the Rent on the usual quarter days.\n\nThe Landlord shall insure the Building against the Insured Risks.',
      pages: [
        { page: 1, text: 'LEASE OF UNIT 4\nThe Tenant shall pay the Rent on the usual quarter days.' },
        { page: 2, text: 'The Landlord shall insure the Building against the Insured Risks.' },
      ],
      ocr: false,
    });
  });

  it('reads a scanned page of a PDF by OCR and says so', async () => {
    const pdf = await buildPdf((doc) => {
      doc.font('Helvetica').fontSize(12).text('Licence to assign: the signed copy follows.', 72, 72, { lineBreak: false });
      doc.addPage();
      doc.image(
        drawScannedPage(['LICENCE TO ASSIGN', 'The Landlord consents to the assignment', 'of the Lease to the Assignee.']),
        0,
        0,
        { width: doc.page.width },
      );
    });

    const response = await upload(app, { bytes: pdf, filename: 'licence.pdf' });

    expect(response.statusCode).toBe(200);
    const { data } = ExtractDocTextResponse.parse(response.json());
    expect(data.ocr).toBe(true);
    expect(data.pages.map((page) => page.page)).toEqual([1, 2]);
    expect(data.pages[0]!.text).toBe('Licence to assign: the signed copy follows.');
    for (const word of ['LICENCE', 'Landlord', 'consents', 'assignment', 'Assignee']) expect(data.pages[1]!.text).toContain(word);
    expect(data.text).toContain(data.pages[1]!.text);
  });

  it('reads a JPEG photo by OCR even when it is named and typed as a PDF', async () => {
    const jpeg = await asJpeg(drawScannedPage(['STATUTORY DECLARATION', 'I solemnly and sincerely declare', 'that the easement was enjoyed.']));

    const response = await upload(app, { bytes: jpeg, filename: 'declaration.pdf', type: 'application/pdf' });

    expect(response.statusCode).toBe(200);
    const { data } = ExtractDocTextResponse.parse(response.json());
    expect(data.ocr).toBe(true);
    expect(data.pages).toEqual([{ page: 1, text: data.text }]);
    for (const word of ['STATUTORY', 'DECLARATION', 'solemnly', 'easement']) expect(data.text).toContain(word);
  });

  it('reads a multi-page TIFF scan by OCR, page by page', async () => {
    const tiff = buildTiff(
      await Promise.all([
        greyPage(drawScannedPage(['DEED OF ASSIGNMENT', 'The Assignor assigns the Lease'])),
        greyPage(drawScannedPage(['SCHEDULE', 'The Premises at Unit 4 Harbour Walk'])),
      ]),
      { compression: 'packbits' },
    );

    const response = await upload(app, { bytes: tiff, filename: 'scan.tif', type: 'image/tiff' });

    expect(response.statusCode).toBe(200);
    const { data } = ExtractDocTextResponse.parse(response.json());
    expect(data.ocr).toBe(true);
    expect(data.pages.map((page) => page.page)).toEqual([1, 2]);
    for (const word of ['ASSIGNMENT', 'Assignor']) expect(data.pages[0]!.text).toContain(word);
    for (const word of ['SCHEDULE', 'Harbour']) expect(data.pages[1]!.text).toContain(word);
  });

  it('returns the text of a Word document page by page, as the case documents lay it out', async () => {
    const docx = await buildWordDocument([{ heading: 'DEED OF VARIATION' }, { clause: 'The Rent is varied to £42,500 a year.', level: 0 }, { pageBreak: true }, { paragraph: 'Signed as a deed.' }]);

    const response = await upload(app, { bytes: docx, filename: 'variation.docx', type: 'application/octet-stream' });

    expect(response.statusCode).toBe(200);
    expect(ExtractDocTextResponse.parse(response.json()).data).toEqual({
      text: 'DEED OF VARIATION\n1. The Rent is varied to £42,500 a year.\n\nSigned as a deed.',
      pages: [
        { page: 1, text: 'DEED OF VARIATION\n1. The Rent is varied to £42,500 a year.' },
        { page: 2, text: 'Signed as a deed.' },
      ],
      ocr: false,
    });
  });

  it('returns a Chinese or Japanese party’s name in a Word document as written, not as question marks', async () => {
    const parties = 'Seller: 上海明远贸易有限公司. Buyer: 株式会社ミドリ商事.';
    const docx = await buildWordDocument([{ heading: 'SUPPLY AGREEMENT' }, { clause: parties, level: 0 }]);

    const response = await upload(app, { bytes: docx, filename: 'supply.docx', type: 'application/octet-stream' });

    expect(response.statusCode).toBe(200);
    expect(ExtractDocTextResponse.parse(response.json()).data.text).toBe(`SUPPLY AGREEMENT\n1. ${parties}`);
  });

  it('returns the text of an email’s message as the case documents lay it out, and of an Outlook message alike', async () => {
    const message = {
      from: 'Ciarán Walsh <ciaran@walsh-solicitors.ie>',
      to: ['Orla Byrne <orla@byrne-law.ie>'],
      subject: 'Completion: Unit 4 Harbour Walk',
      text: 'Orla,\n\nCompletion took place today. The signed transfer is attached.\n\nCiarán',
      attachments: [{ filename: 'Transfer.pdf', bytes: await buildTextPdf([['TRANSFER OF WHOLE']]), contentType: 'application/pdf' }],
    };

    for (const [bytes, filename] of [
      [buildEml(message), 'completion.eml'],
      [buildMsg(message), 'completion.msg'],
    ] as const) {
      const response = await upload(app, { bytes, filename, type: 'application/octet-stream' });
      expect(response.statusCode, `${filename}: ${response.body}`).toBe(200);
      const { data } = ExtractDocTextResponse.parse(response.json());
      expect(data.ocr).toBe(false);
      for (const line of ['From: Ciarán Walsh <ciaran@walsh-solicitors.ie>', 'Subject: Completion: Unit 4 Harbour Walk', 'Attachments: Transfer.pdf', 'Completion took place today.']) {
        expect(data.pages[0]!.text, filename).toContain(line);
      }
      // The attachment is a document of its own, read where the email is unpacked, not part of the message's text.
      expect(data.text).not.toContain('TRANSFER OF WHOLE');
    }
  });

  it('refuses a file of another type whatever its name and claimed type, with 415', async () => {
    const responses = await Promise.all([
      upload(app, { bytes: new TextEncoder().encode('Heads of terms, draft 3'), filename: 'heads.pdf', type: 'application/pdf' }),
      upload(app, { bytes: new Uint8Array([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]), filename: 'plan.png', type: 'image/png' }),
    ]);

    for (const response of responses) {
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ message: MESSAGES.research.unsupportedFileType });
    }
    expect(MESSAGES.research.unsupportedFileType).toBe('This file type is not supported. Upload a PDF, Word (.docx), PNG, JPEG or TIFF file, or an email (.eml or .msg).');
  });

  it('refuses files that cannot be read with 422 and what to do next on the file field', async () => {
    const complete = await buildTextPdf([['Transfer of whole of registered title(s)', 'Title number AB123456.'], ['Page two: the Transferee covenants with the Transferor.']]);
    const cases = [
      { bytes: new Uint8Array(), message: 'This file is empty. Upload the PDF again.' },
      {
        bytes: await buildTextPdf([['Confidential side letter']], { userPassword: 'secret' }),
        message: 'This PDF is password-protected. Remove the password and upload it again.',
      },
      {
        bytes: complete.subarray(0, Math.floor(complete.length * 0.7)),
        message: 'This PDF is incomplete: the file ends before the document does. Upload the complete file again.',
      },
      {
        bytes: buildDocx(['Share purchase agreement']).subarray(0, 600),
        message: 'This Word document could not be read. Open it in Word, save a new copy as .docx and upload that.',
      },
    ];

    const responses = await Promise.all(cases.map(({ bytes }) => upload(app, { bytes, filename: 'document.pdf' })));

    responses.forEach((response, i) => {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: cases[i]!.message, errors: { file: [cases[i]!.message] } });
    });
  });

  it('asks for the file when the request has no file part', async () => {
    const fieldsOnly = await multipart([{ field: 'title', value: 'Lease' }]);
    const wrongField = await multipart([{ field: 'document', bytes: new Uint8Array([1]), filename: 'a.pdf' }]);
    const required = { message: 'The file field is required.', errors: { file: ['The file field is required.'] } };

    const responses = await Promise.all([
      ...[fieldsOnly, wrongField].map(({ payload, contentType }) =>
        app.inject({ method: 'POST', url: URL_PATH, headers: { 'content-type': contentType, authorization: GOOD_TOKEN }, payload }),
      ),
      app.inject({ method: 'POST', url: URL_PATH, headers: { authorization: GOOD_TOKEN }, payload: {} }),
    ]);

    for (const response of responses) {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(required);
    }
  });

  it('answers an upload cut off mid-body with 400, never a server error', async () => {
    const { payload, contentType } = await multipart([
      { field: 'file', bytes: await buildTextPdf([['Option agreement over the land at Ballymore Road.']]), filename: 'option.pdf' },
    ]);

    const response = await app.inject({
      method: 'POST',
      url: URL_PATH,
      headers: { 'content-type': contentType, authorization: GOOD_TOKEN },
      payload: payload.subarray(0, payload.length - 200),
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The upload could not be read. Upload the file again.' });
  });

  // Each of these starts a host of its own, with its own document workers: slow to start on a busy machine.
  it('refuses a PDF over the page limit with 422 naming the limit', async () => {
    const limited = researchApp({ maxPdfPages: 2 });

    const response = await upload(limited, { bytes: await buildTextPdf([['One'], ['Two'], ['Three']]), filename: 'bundle.pdf' });

    expect(response.statusCode).toBe(422);
    const message = 'This PDF has 3 pages; the limit is 2 pages. Split it into smaller PDFs and upload them separately.';
    expect(response.json()).toEqual({ message, errors: { file: [message] } });
  });

  it('refuses a file over the size limit with 413 naming the limit', async () => {
    const limited = researchApp({ maxUploadBytes: 64 * 1024 });
    const pdf = await buildTextPdf([['Rent review memorandum: the revised rent is agreed at £48,000.']]);
    const oversized = new Uint8Array(100 * 1024);
    oversized.set(pdf);

    const [over, under] = await Promise.all([
      upload(limited, { bytes: oversized, filename: 'memo.pdf' }),
      upload(limited, { bytes: pdf, filename: 'memo.pdf' }),
    ]);

    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({
      message: 'This file is larger than the 64 KB limit. Split it into smaller files and upload them separately.',
    });
    expect(under.statusCode).toBe(200);
  });

  it('refuses a caller without a valid token of the main API, before reading the upload', async () => {
    const limited = researchApp({ maxUploadBytes: 1024 });
    const large = { bytes: new Uint8Array(4096), filename: 'lease.pdf' };
    const asked = mainApi.seen.length;

    const [none, forged] = await Promise.all([upload(limited, large, null), upload(limited, large, 'Bearer forged-token')]);

    // 401, not the 413 the oversized body would earn: the upload was never read.
    expect([none.statusCode, forged.statusCode]).toEqual([401, 401]);
    expect(none.json()).toEqual({ message: 'Unauthenticated.' });
    expect(forged.json()).toEqual({ message: 'Unauthenticated.' });
    expect(mainApi.seen.slice(asked).map((call) => call.authorization)).toEqual(['Bearer forged-token']);
  });
});

describe('POST /api/extract-doc-text over a real connection', () => {
  it('abandons the OCR of a client that disconnects, so the next upload does not wait for it', async () => {
    let log = '';
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        log += String(chunk);
        done();
      },
    });
    const app = buildResearchApp(testConfig({ mainApiUrl: mainApi.url, logLevel: 'info' }), { logStream });
    apps.push(app);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const pages = ['ONE', 'TWO', 'THREE', 'FOUR', 'FIVE'].map((n) => [`SCHEDULE ${n}`, `Part ${n} of the rights granted.`]);
    const scanned = await multipart([{ field: 'file', bytes: await scannedPdf(pages), filename: 'schedules.pdf' }]);
    const next = await multipart([{ field: 'file', bytes: await buildTextPdf([['Deed of release of the rent deposit held by the Landlord.']]), filename: 'release.pdf' }]);

    await new Promise<void>((resolve) => {
      const request = http.request(`${address}${URL_PATH}`, {
        method: 'POST',
        headers: { authorization: GOOD_TOKEN, 'content-type': scanned.contentType },
      });
      request.on('error', () => resolve());
      request.on('close', () => resolve());
      // The lawyer closes the tab once the host has the whole file and has begun reading it.
      request.end(scanned.payload, () => {
        void expect
          .poll(() => log.includes('Reading the uploaded document'), { timeout: 60_000, interval: 10 })
          .toBe(true)
          .then(() => request.destroy());
      });
    });
    await expect.poll(() => log.includes('extraction abandoned'), { timeout: 120_000, interval: 100 }).toBe(true);
    const response = await fetch(`${address}${URL_PATH}`, {
      method: 'POST',
      headers: { authorization: GOOD_TOKEN, 'content-type': next.contentType },
      body: next.payload,
    });

    expect(response.status).toBe(200);
    expect(((await response.json()) as ExtractDocTextResponse).data.text).toBe('Deed of release of the rent deposit held by the Landlord.');
  });
});
