import { UnreadableRegisterError } from '@dd/engine';
import { describe, expect, it } from 'vitest';
import { fact } from './drawn-registers/title-fact.ts';
import { formatTitleReport } from './format-title-report.ts';
import { scoreRegister, TITLE_EVALUATION_AS_OF, type RegisterScore, type ScannedCopy } from './title-evaluation.ts';

/** A register the engine could not read, scored against one label: the reason stands in its misses. */
const unread = (id: string, reason: string): RegisterScore =>
  scoreRegister(
    { id, region: 'IE', titleLabels: { facts: [fact('proprietorsAndPrice', 'MARY BYRNE')], redFlags: [] } },
    new UnreadableRegisterError(reason),
    [],
    TITLE_EVALUATION_AS_OF,
  );

const scanOf = (score: RegisterScore): ScannedCopy => ({ score, ocr: { words: 100, errors: 2 }, agreement: { foundOnText: 0, foundAgain: 0, sameWords: 0 } });

describe('the title report with registers drawn as tables in both parts', () => {
  // A text register and a drawn register in the tuning part, a drawn register in the frozen part; each drawn one scanned.
  const report = formatTitleReport({
    asOf: TITLE_EVALUATION_AS_OF,
    registers: [unread('folio-text', 'text register unread'), unread('tuning-drawn-folio', 'tuning text version unread'), unread('frozen-drawn-folio', 'frozen text version unread')],
    scans: [scanOf(unread('tuning-drawn-folio', 'tuning scan unread')), scanOf(unread('frozen-drawn-folio', 'frozen scan unread'))],
    frozen: new Set(['frozen-drawn-folio']),
  });

  it('gives the tuning part’s scans a row beside its text versions, and its drawn registers by system', () => {
    expect(report).toMatch(/Tuning part, text\s+2\s+0\/2/);
    expect(report).toMatch(/ {2}drawn as tables\s+1\s+0\/1/);
    expect(report).toMatch(/Tuning part, scanned\s+1\s+0\/1/);
    expect(report).toMatch(/Frozen part, scanned\s+1\s+0\/1/);
    expect(report).toMatch(/\nRepublic of Ireland\s+1 \(1 unread\)[^\n]*\n {2}drawn, text\s+1 \(1 unread\)[^\n]*\n {2}drawn, scanned\s+1 \(1 unread\)/);
    expect(report).toContain('Scanned copies of the tuning part: OCR word accuracy 98.0% over 100 words');
    expect(report).toContain('Scanned copies of the frozen part: OCR word accuracy 98.0% over 100 words');
  });

  it('lists the tuning registers’ misses on their text versions and on their scans, and never a frozen register’s', () => {
    expect(report).toContain('unreadable: text register unread');
    expect(report).toContain('unreadable: tuning text version unread');
    expect(report).toMatch(/Misses on the scanned copies of the tuning part: \n {2}tuning-drawn-folio, scanned\n {4}unreadable: tuning scan unread/);
    expect(report).not.toContain('frozen text version unread');
    expect(report).not.toContain('frozen scan unread');
    expect(report).not.toContain('frozen-drawn-folio');
  });
});
