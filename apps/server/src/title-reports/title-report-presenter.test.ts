import { describe, expect, it } from 'vitest';
import { TitleReport } from '@dd/contracts';
import type { TitleReportWithAuthor } from './title-report-repository.ts';
import { presentTitleReport } from './title-report-presenter.ts';

/** A version as an earlier build stored it: registers without their copy's fields, a red flag without its reference. */
const storedEarlier = {
  id: 'report-1',
  caseId: 'case-1',
  version: 1,
  status: 'ready',
  error: null,
  registers: [
    { caseFileId: 'file-1', filename: 'official-copy.pdf', system: 'england-wales', titleNumber: 'WM123456', error: null },
    { caseFileId: 'file-2', filename: 'lease.pdf', system: null, titleNumber: null, error: 'This does not read as a register of title.' },
  ],
  sections: [],
  redFlags: [{ title: 'Charge to discharge', reason: 'A registered charge.', severity: 'medium', citations: [] }],
  createdBy: null,
  createdAt: new Date('2026-11-20T10:00:00Z'),
  completedAt: new Date('2026-11-20T10:00:05Z'),
  authorName: null,
  active: true,
  caseTitle: 'Harbour Walk',
  ownerId: 'user-1',
  ownerName: 'Aoife Murphy',
} as unknown as TitleReportWithAuthor;

describe('a report on title stored by an earlier build', () => {
  it('reads as relying on every register it could read, the only copy of its title, with no reference to its flags', () => {
    const report = TitleReport.parse(presentTitleReport(storedEarlier));

    expect(report.registers.map(({ filename, editionDate, reliedOn, copyOf, basis }) => ({ filename, editionDate, reliedOn, copyOf, basis }))).toEqual([
      { filename: 'official-copy.pdf', editionDate: null, reliedOn: true, copyOf: null, basis: 'only-copy' },
      { filename: 'lease.pdf', editionDate: null, reliedOn: false, copyOf: null, basis: null },
    ]);
    expect(report.redFlags[0]!.reference).toBeNull();
  });
});
