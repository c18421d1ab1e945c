import { describe, expect, it } from 'vitest';
import { readRegisterPdf } from '../test/read-register-pdf.ts';
import { FREEHOLD_REGISTER_PAGES, folioPages, LEASEHOLD_REGISTER_PAGES, SCOTTISH_TITLE_SHEET_PAGES } from '../test/register-pages.ts';
import { buildTitleReport, type ReviewedDocument } from './build-title-report.ts';

const AS_OF = new Date('2026-11-25');

const lease: ReviewedDocument = {
  filename: 'Lease - Unit 4.pdf',
  documentType: 'Lease',
  facts: [{ label: 'What is the term of the lease?', value: '15 years', citations: [{ page: 2, quote: 'a term of fifteen (15) years', start: 10, end: 38, verified: true }] }],
};

describe('a report on title', () => {
  it('sets out a freehold’s facts by section, the case’s lease among the documents reviewed, and the red flags', async () => {
    const { register } = await readRegisterPdf(FREEHOLD_REGISTER_PAGES);
    const report = buildTitleReport([register], [lease], AS_OF);

    expect(report.sections.map(({ title, facts }) => [title, facts.length])).toEqual([
      ['Property', 1],
      ['Title and tenure', 3],
      ['Proprietors and price paid', 2],
      ['Restrictions, inhibitions and cautions', 1],
      ['Charges', 1],
      ['Covenants', 1],
      ['Easements and rights', 1],
      ['Leases', 0],
      ['Notices', 1],
      ['Documents reviewed', 1],
    ]);
    expect(report.sections[1]!.facts.map(({ label, value }) => [label, value])).toEqual([
      ['Title number', 'WM123456'],
      ['Tenure', 'Freehold'],
      ['Class of title', 'Title absolute'],
    ]);
    expect(report.sections.at(-1)!.facts[0]!.label).toBe('Lease - Unit 4.pdf (Lease): What is the term of the lease?');
    expect(report.redFlags.map(({ title }) => title)).toContain('Restriction needs a third party’s consent');
  });

  it('names its sections in the terms of the register: Scotland’s standard securities, real burdens and servitudes', async () => {
    const { register } = await readRegisterPdf(SCOTTISH_TITLE_SHEET_PAGES);
    const titles = buildTitleReport([register], [], AS_OF).sections.map(({ title }) => title);

    expect(titles).toContain('Proprietors, consideration and date of entry');
    expect(titles).toContain('Standard securities');
    expect(titles).toContain('Real burdens');
    expect(titles).toContain('Servitudes');
  });

  it('keeps several titles apart by their numbers, and puts every title’s gravest flags first', async () => {
    const [freehold, leasehold, folio] = await Promise.all([
      readRegisterPdf(FREEHOLD_REGISTER_PAGES),
      readRegisterPdf(LEASEHOLD_REGISTER_PAGES),
      readRegisterPdf(folioPages('DUBLIN')),
    ]);
    const report = buildTitleReport([freehold.register, leasehold.register, folio.register], [], AS_OF);

    const tenure = report.sections.find(({ key }) => key === 'titleAndTenure')!;
    expect(tenure.facts.map(({ label }) => label)).toContain('LN98765: Class of title');
    expect(tenure.facts.map(({ label }) => label)).toContain('45231F: Class of title');
    // Mixed systems: the sections keep their general names.
    expect(report.sections.find(({ key }) => key === 'charges')!.title).toBe('Charges');
    const severities = report.redFlags.map(({ severity }) => severity);
    expect(severities).toEqual([...severities].sort((a, b) => ['high', 'medium', 'low'].indexOf(a) - ['high', 'medium', 'low'].indexOf(b)));
    expect(severities.slice(0, 4)).toEqual(['high', 'high', 'high', 'high']);
  });
});
