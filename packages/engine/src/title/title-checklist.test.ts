import { describe, expect, it } from 'vitest';
import { readRegisterPdf } from '../test/read-register-pdf.ts';
import { FREEHOLD_REGISTER_PAGES, LEASEHOLD_REGISTER_PAGES, SCOTTISH_LEASE_HELD_PAGES, SCOTTISH_TITLE_SHEET_PAGES } from '../test/register-pages.ts';
import { findRedFlags } from './find-red-flags.ts';
import { titleChecklist } from './title-checklist.ts';

async function checklistOf(lines: string[][]) {
  const { register } = await readRegisterPdf(lines);
  return titleChecklist(register, findRedFlags(register, new Date('2026-11-25')));
}

const statuses = (items: Awaited<ReturnType<typeof checklistOf>>) => Object.fromEntries(items.map((item) => [item.key, item.status]));

describe('the checklist of a title', () => {
  it('works through a freehold: what passes, what to deal with, each with the register’s evidence', async () => {
    const items = await checklistOf(FREEHOLD_REGISTER_PAGES);

    expect(statuses(items)).toEqual({
      'title-number': 'pass',
      'class-of-title': 'pass',
      proprietor: 'pass',
      restrictions: 'flag',
      charges: 'flag',
      covenants: 'flag',
      notices: 'flag',
      'lease-term': 'pass',
    });
    for (const item of items.filter(({ status }) => status === 'flag')) {
      expect(item.evidence.length, item.key).toBeGreaterThan(0);
      expect(item.note, item.key).not.toBe('');
    }
  });

  it('flags a short lease and possessory title', async () => {
    const items = await checklistOf(LEASEHOLD_REGISTER_PAGES);
    expect(statuses(items)).toMatchObject({ 'class-of-title': 'flag', 'lease-term': 'flag', restrictions: 'pass', charges: 'pass' });
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
    expect(statuses(items)).toMatchObject({ charges: 'flag', covenants: 'pass', proprietor: 'pass' });
  });
});
