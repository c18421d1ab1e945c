import { describe, expect, it } from 'vitest';
import { readRegisterPdf } from '../test/read-register-pdf.ts';
import { FREEHOLD_REGISTER_PAGES, FREEHOLD_TRUST_REGISTER_PAGES, LEASEHOLD_REGISTER_PAGES, SCOTTISH_LEASE_HELD_PAGES, SCOTTISH_TITLE_SHEET_PAGES } from '../test/register-pages.ts';
import type { ReviewedDocument } from './build-title-report.ts';
import { findRedFlags } from './find-red-flags.ts';
import { titleChecklist } from './title-checklist.ts';
import type { TitleFact } from './title-register.ts';

async function checklistOf(lines: string[][], documents: ReviewedDocument[] = [], asOf = new Date('2026-11-25')) {
  const { register } = await readRegisterPdf(lines);
  return titleChecklist(register, findRedFlags(register, asOf), documents, asOf);
}

/** A contract of the case with its sourced answers, as the report's "Documents reviewed" has them. */
const contract = (answers: Record<string, string>): ReviewedDocument => ({
  filename: 'Contract.pdf',
  documentType: 'Contract for sale',
  facts: Object.entries(answers).map(([label, value]): TitleFact => ({
    label,
    value,
    citations: [{ page: 1, quote: value, start: 0, end: value.length, verified: true }],
  })),
});
const item = (items: Awaited<ReturnType<typeof checklistOf>>, key: string) => items.find((candidate) => candidate.key === key)!;

const statuses = (items: Awaited<ReturnType<typeof checklistOf>>) => Object.fromEntries(items.map((item) => [item.key, item.status]));

describe('the checklist of a title', () => {
  it('works through a freehold: what passes, what to deal with, each with the register’s evidence', async () => {
    const items = await checklistOf(FREEHOLD_REGISTER_PAGES);

    // Nothing in the case to compare the title number and the seller with: those cannot be checked, and a
    // freehold has no lease term to check.
    expect(statuses(items)).toEqual({
      'title-number': 'missing',
      'class-of-title': 'pass',
      proprietor: 'missing',
      restrictions: 'flag',
      charges: 'flag',
      covenants: 'flag',
      notices: 'flag',
      'official-copy-date': 'missing',
    });
    expect(item(items, 'title-number').note).toBe('No contract or transfer in the case to compare title number WM123456 with.');
    expect(item(items, 'proprietor').note).toBe('No contract or transfer in the case names the seller to compare with the proprietor registered.');
    for (const item of items.filter(({ status }) => status === 'flag')) {
      expect(item.evidence.length, item.key).toBeGreaterThan(0);
      expect(item.note, item.key).not.toBe('');
    }
  });

  it('does not pass the restrictions of a title held on trust: Form A and Form B stand in the way until dealt with', async () => {
    const restrictions = item(await checklistOf(FREEHOLD_TRUST_REGISTER_PAGES), 'restrictions');
    expect(restrictions.status).toBe('flag');
    const quoted = restrictions.evidence.map(({ quote }) => quote).join(' ');
    expect(quoted).toMatch(/sole proprietor/);
    expect(quoted).toMatch(/statutory declaration/);
  });

  it('passes the title number and the seller against a contract that names them, with both documents’ evidence', async () => {
    const items = await checklistOf(FREEHOLD_REGISTER_PAGES, [
      contract({ 'What title number is being sold?': 'WM 123456', 'Who is the seller?': 'John Smith and Jane Smith of 2 New Road, Leeds (the Seller)' }),
    ]);
    expect(item(items, 'title-number')).toMatchObject({ status: 'pass', note: 'Contract.pdf names the same title number, WM123456.' });
    expect(item(items, 'title-number').evidence.map(({ quote }) => quote)).toContain('WM 123456');
    expect(item(items, 'proprietor')).toMatchObject({ status: 'pass' });
    expect(item(items, 'proprietor').evidence.map(({ quote }) => quote)).toContain('John Smith and Jane Smith of 2 New Road, Leeds (the Seller)');
  });

  it('flags a seller who is not the proprietor registered, and leaves a title number no document names to be compared', async () => {
    const items = await checklistOf(FREEHOLD_REGISTER_PAGES, [contract({ 'Who is the seller?': 'John Smith and Peter Jones', 'What is the price?': '£250,000' })]);
    expect(item(items, 'proprietor')).toMatchObject({
      status: 'flag',
      note: 'Contract.pdf names the seller as John Smith and Peter Jones, who is not the proprietor registered: check.',
    });
    expect(item(items, 'title-number')).toMatchObject({
      status: 'missing',
      note: 'No other document of the case names title number WM123456: compare it with the contract.',
    });
  });

  it('judges the official copy by the day it shows the register, against the checklist’s date', async () => {
    const [first, ...rest] = FREEHOLD_REGISTER_PAGES;
    const dated = [[first![0]!, 'This official copy shows the entries on the register of title on 3 February 2026 at 10:47:09.', ...first!.slice(1)], ...rest];

    const recent = item(await checklistOf(dated, [], new Date('2026-02-15')), 'official-copy-date');
    expect(recent).toMatchObject({ status: 'pass', note: 'The official copy shows the register on 3 February 2026, 12 days before this checklist.' });
    expect(recent.evidence).toEqual([expect.objectContaining({ page: 1, quote: expect.stringContaining('3 February 2026'), verified: true })]);

    const stale = item(await checklistOf(dated, [], new Date('2026-11-25')), 'official-copy-date');
    expect(stale).toMatchObject({
      status: 'flag',
      note: 'The official copy shows the register on 3 February 2026, 9 months before this checklist: entries made since are not on it. Obtain up-to-date official copies, and make the priority search from their date.',
    });
    expect(stale.evidence).toHaveLength(1);
  });

  it('says when the copy does not show on what day it reads the register, and leaves the check out for Scotland', async () => {
    expect(item(await checklistOf(FREEHOLD_REGISTER_PAGES), 'official-copy-date')).toEqual({
      key: 'official-copy-date',
      label: 'Official copy is up to date',
      status: 'missing',
      note: 'The copy does not say on what day it shows the register: obtain official copies from HM Land Registry.',
      evidence: [],
    });
    expect((await checklistOf(SCOTTISH_TITLE_SHEET_PAGES)).map(({ key }) => key)).not.toContain('official-copy-date');
  });

  it('flags a short lease and possessory title', async () => {
    const items = await checklistOf(LEASEHOLD_REGISTER_PAGES);
    expect(statuses(items)).toMatchObject({ 'class-of-title': 'flag', 'lease-term': 'flag', restrictions: 'pass', charges: 'pass' });
  });

  it('flags the lease term once it has run out', async () => {
    const items = await checklistOf(LEASEHOLD_REGISTER_PAGES, [], new Date('2101-06-01'));
    expect(item(items, 'lease-term')).toMatchObject({ status: 'flag' });
    expect(item(items, 'lease-term').note).toMatch(/^By the report’s date the lease’s term has run out/);
  });

  it('checks the lease term of a Scottish sheet whose subjects are held under lease, as of one whose interest is a tenant’s', async () => {
    const items = await checklistOf(SCOTTISH_LEASE_HELD_PAGES);
    const leaseTerm = items.find(({ key }) => key === 'lease-term')!;
    expect(leaseTerm.status).toBe('flag');
    expect(leaseTerm.evidence.map(({ quote }) => quote)).toEqual([
      '1 Lease by Westway Estates Limited to Clyde Tooling Limited, registered 4 May 2016, of the\nsubjects in this title, for 25 years from 1 May 2016.',
    ]);
  });

  it('leaves out the class of title for Scotland, where the Land Register has none', async () => {
    const items = await checklistOf(SCOTTISH_TITLE_SHEET_PAGES);
    expect(items.map(({ key }) => key)).not.toContain('class-of-title');
    expect(statuses(items)).toMatchObject({ charges: 'flag', covenants: 'pass', proprietor: 'missing' });
  });
});
