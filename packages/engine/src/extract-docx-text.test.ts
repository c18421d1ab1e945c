import { describe, expect, it } from 'vitest';
import { extractDocxText } from './extract-docx-text.ts';
import { IngestionError } from './ingestion-error.ts';
import { buildDocx } from './test/build-docx.ts';

describe('extractDocxText', () => {
  it('reads the paragraphs of a Word document in order, one blank line between them', async () => {
    const docx = buildDocx([
      'DEED OF VARIATION',
      'The Landlord & the Tenant agree that the Rent is £42,500 a year.',
      'Clause 3 <Break Clause> is deleted.',
    ]);

    await expect(extractDocxText(docx)).resolves.toEqual({
      text: 'DEED OF VARIATION\n\nThe Landlord & the Tenant agree that the Rent is £42,500 a year.\n\nClause 3 <Break Clause> is deleted.',
    });
  });

  it('reads a document held in a slice of a larger buffer', async () => {
    const docx = buildDocx(['Licence to assign']);
    const padded = new Uint8Array(docx.length + 16);
    padded.set(docx, 8);

    await expect(extractDocxText(padded.subarray(8, 8 + docx.length))).resolves.toEqual({ text: 'Licence to assign' });
  });

  it.each([
    ['cut short', buildDocx(['Share purchase agreement']).subarray(0, 300)],
    ['not a zip at all', new TextEncoder().encode('PK\u0003\u0004word/ this is not really a Word file')],
  ])('refuses a Word document that is %s with a message saying what to do', async (_case, bytes) => {
    const error = await extractDocxText(bytes).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(IngestionError);
    expect(error).toMatchObject({ code: 'corrupt', message: expect.stringMatching(/^This Word document could not be read\. /) });
  });

  it('refuses an empty file', async () => {
    await expect(extractDocxText(new Uint8Array())).rejects.toMatchObject({ code: 'empty' });
  });
});
