import { describe, expect, it } from 'vitest';
import { extractPdfText } from '../extract-pdf-text.ts';
import { buildTextPdf } from '../test/build-pdf.ts';
import { verifyCitation, type CitablePage } from './verify-citation.ts';

const LEASE: CitablePage[] = [
  {
    page: 1,
    text:
      'THIS LEASE is made on the 1st day of March 2019\nBETWEEN (1) Harbour Properties Limited (the “Landlord”) and\n' +
      '(2) Quayside Coffee Limited (the “Tenant”).\n1. The Term is fifteen (15) years from the Term Commencement Date.',
  },
  {
    page: 2,
    text:
      '2. The Tenant shall not assign the whole or any part of this Lease without the prior written consent of the\n' +
      'Landlord, such consent not to be unreasonably withheld.\n3. The yearly rent is £45,000 payable quarterly in advance.',
  },
  {
    page: 3,
    text:
      '4. The Landlord may determine this Lease on the fifth anniversary by giving the Tenant not less than six\n' +
      'months’ written notice. 5. This Lease is governed by the law of England and Wales. The Tenant and the',
  },
  { page: 4, text: 'Landlord agree that the courts of England shall have exclusive jurisdiction.\nSigned by the Tenant.' },
];

const verified = (page: number, quote: string) => verifyCitation(LEASE, { page, quote });

/** The citation's offsets must point at exactly its quote in the page text. */
function expectConsistent(check: ReturnType<typeof verifyCitation>) {
  if (!check.verified) throw new Error(`not verified: ${check.reason}`);
  for (const c of check.citations) {
    const page = LEASE.find((p) => p.page === c.page)!;
    expect(page.text.slice(c.start, c.end)).toBe(c.quote);
    expect(c.verified).toBe(true);
  }
  return check;
}

describe('verifyCitation', () => {
  it('finds an exact quote on its page with its offsets', () => {
    const check = expectConsistent(verified(2, 'The yearly rent is £45,000 payable quarterly in advance.'));
    expect(check.method).toBe('exact');
    expect(check.citations).toEqual([expect.objectContaining({ page: 2, start: LEASE[1]!.text.indexOf('The yearly rent') })]);
  });

  it('finds a quote whose quotation marks, dashes and line breaks differ, and cites the text as it stands', () => {
    const check = expectConsistent(verified(1, 'Harbour Properties Limited (the "Landlord") and (2) Quayside Coffee Limited'));
    expect(check.method).toBe('format');
    expect(check.citations[0]!.quote).toBe('Harbour Properties Limited (the “Landlord”) and\n(2) Quayside Coffee Limited');
  });

  it('finds a quote that differs only in case and punctuation', () => {
    const check = expectConsistent(verified(3, 'the landlord may determine this lease on the fifth anniversary'));
    expect(check.method).toBe('loose');
  });

  it('finds a quote with a few characters misread, as OCR misreads them', () => {
    const check = expectConsistent(verified(2, 'The Tenant shal1 not assign the wh0le or any part of this Leasc without the prior written consent'));
    expect(check.method).toBe('fuzzy');
    expect(check.citations[0]!.quote).toMatch(/^The Tenant shall not assign .* prior written consent$/);
  });

  it('corrects the page of a quote cited on the wrong one', () => {
    const check = expectConsistent(verified(1, 'This Lease is governed by the law of England and Wales.'));
    expect(check.citations.map((c) => c.page)).toEqual([3]);
  });

  it('cites both parts of a quote that runs across a page break', () => {
    const check = expectConsistent(verified(3, 'The Tenant and the Landlord agree that the courts of England shall have exclusive jurisdiction.'));
    expect(check.citations.map((c) => [c.page, c.quote])).toEqual([
      [3, 'The Tenant and the'],
      [4, 'Landlord agree that the courts of England shall have exclusive jurisdiction.'],
    ]);
  });

  it('refuses an invented quote', () => {
    expect(verified(2, 'The Tenant may assign this Lease to a group company without consent.')).toEqual({
      verified: false,
      reason: expect.any(String),
    });
  });

  it('refuses a quote whose numbers were altered, however alike the rest is', () => {
    const check = verified(1, 'The Term is fifteen (16) years from the Term Commencement Date.');
    expect(check.verified).toBe(false);
    expect(verified(1, 'The Term is sixteen (15) years from the Term Commencement Date.').verified).toBe(false);
    expect(verified(3, 'The Landlord may determine this Lease on the sixth anniversary').verified).toBe(false);
    expect(verified(2, 'The yearly rent is £46,000 payable quarterly in advance.').verified).toBe(false);
  });

  it('refuses a quote that dropped a "not"', () => {
    expect(verified(2, 'The Tenant shall assign the whole or any part of this Lease without the prior written consent').verified).toBe(false);
    expect(verified(3, 'by giving the Tenant less than six months written notice').verified).toBe(false);
  });

  it('refuses a quote whose month was changed', () => {
    expect(verified(1, 'THIS LEASE is made on the 1st day of May 2019').verified).toBe(false);
  });

  it('refuses a short quote the document says in several places, and accepts one it says once', () => {
    expect(verified(2, 'the Tenant')).toEqual({ verified: false, reason: expect.stringContaining('too short'), ambiguous: true });
    expect(verified(2, 'the Landlord shall pay a bonus')).not.toHaveProperty('ambiguous');
    expectConsistent(verified(2, 'quarterly in advance'));
  });

  it('accepts a short quote at the place the engine states, and nowhere else', () => {
    const text = LEASE[0]!.text;
    const second = text.indexOf('Limited', text.indexOf('Limited') + 1);
    const check = verifyCitation(LEASE, { page: 1, quote: 'Limited', start: second });
    expect(check).toEqual({ verified: true, method: 'exact', citations: [{ page: 1, quote: 'Limited', start: second, end: second + 7, verified: true }] });
    expect(verifyCitation(LEASE, { page: 1, quote: 'Limited', start: second + 1 }).verified).toBe(false);
  });

  it('strips the quotation marks and ellipses an engine puts around a quote', () => {
    expectConsistent(verified(2, '“…such consent not to be unreasonably withheld…”'));
  });

  it('points into the text extracted from a real PDF', { timeout: 30_000 }, async () => {
    const bytes = await buildTextPdf([
      ['LEASE', 'The Term is ten years from 24 June 2020.'],
      ['The Tenant shall keep the Premises in good and substantial repair.'],
    ]);
    const document = await extractPdfText(bytes, { ocr: false });
    const pages = document.pages.map(({ page, text }) => ({ page, text }));

    const check = verifyCitation(pages, { page: 1, quote: 'the tenant shall keep the premises in good and substantial repair' });

    if (!check.verified) throw new Error(check.reason);
    const [c] = check.citations;
    expect(c!.page).toBe(2);
    expect(pages[1]!.text.slice(c!.start, c!.end)).toBe('The Tenant shall keep the Premises in good and substantial repair');
  });
});
