import type { Answer } from '@dd/contracts';
import { describe, expect, it } from 'vitest';
import type { ContractNliEvaluation, ContractNliOutcome } from './contractnli-evaluation.ts';
import { formatContractNliReport } from './format-contractnli-report.ts';
import type { ContractNliGold, ContractNliSaid } from './judge-contractnli-answer.ts';

const answer = { questionId: 'q', status: 'not_found', answer: null, confidence: 0, citations: [], engine: 'builtin' } as Answer;

function outcome(split: 'tuning' | 'frozen', gold: ContractNliGold, said: ContractNliSaid, quoteOnEvidence: boolean | null = null): ContractNliOutcome {
  const answered = said === 'yes' || said === 'no' || said === 'unclear';
  return {
    documentId: split === 'tuning' ? 1 : 2,
    split,
    hypothesis: 'nda-1',
    gold,
    said,
    right: gold === said,
    quoteOnEvidence: answered ? (quoteOnEvidence ?? false) : null,
    quoteLocated: answered ? true : null,
    answer,
  };
}

const evaluation: ContractNliEvaluation = {
  engine: 'builtin',
  folder: '/tmp/dd-contractnli',
  judged: [],
  outcomes: [
    outcome('tuning', 'yes', 'yes', true),
    outcome('tuning', 'yes', 'yes', false),
    outcome('tuning', 'no', 'yes', true),
    outcome('tuning', 'no', 'no', true),
    outcome('tuning', 'not_found', 'not_found'),
    outcome('tuning', 'yes', 'needs_review'),
    outcome('frozen', 'yes', 'not_found'),
    outcome('frozen', 'not_found', 'no', false),
  ],
  documents: [
    { id: 1, split: 'tuning', pages: 3, readMs: 100, answerMs: 20 },
    { id: 2, split: 'frozen', pages: 5, readMs: 300, answerMs: 40 },
  ],
};

const rowOf = (report: string, label: string) => report.split('\n').find((line) => line.startsWith(label))!;

describe('the ContractNLI report', () => {
  const report = formatContractNliReport(evaluation);

  it('puts each figure of the tuning and the frozen part side by side', () => {
    expect(rowOf(report, 'right (three-way)')).toMatch(/4\/6 67%\s+0\/2 0%$/);
    expect(rowOf(report, 'right with the quote on the evidence')).toMatch(/3\/6 50%\s+0\/2 0%$/);
    expect(rowOf(report, 'answered right, quote on the evidence')).toMatch(/2\/3 67%\s+0\/0 n\/a$/);
    expect(rowOf(report, 'wrong when answered')).toMatch(/1\/4 25%\s+1\/1 100%$/);
    expect(rowOf(report, '"Yes" precision')).toMatch(/2\/3 67%\s+0\/0 n\/a$/);
    expect(rowOf(report, '"No" precision')).toMatch(/1\/1 100%\s+0\/1 0%$/);
    expect(rowOf(report, 'needs review')).toMatch(/1\/6 17%\s+0\/2 0%$/);
    expect(rowOf(report, 'baseline: "Yes" to everything')).toMatch(/3\/6 50%\s+1\/2 50%$/);
  });

  it('counts each gold answer against each kind of answer, per part', () => {
    const tuning = report.split('\n').indexOf(report.split('\n').find((line) => line.startsWith('tuning: gold'))!);
    const cells = (line: string) => line.trim().split(/\s{2,}/).slice(1).map(Number);
    const lines = report.split('\n');
    expect(cells(lines[tuning + 1]!)).toEqual([2, 0, 0, 1, 0]);
    expect(cells(lines[tuning + 2]!)).toEqual([1, 1, 0, 0, 0]);
    expect(cells(lines[tuning + 3]!)).toEqual([0, 0, 1, 0, 0]);
    expect(report).toContain('2 documents, 8 pages: rendering and reading 200 ms a document, answering 30.0 ms on average (40.0 ms at most)');
  });

  it('says why it skipped the set', () => {
    expect(formatContractNliReport({ ...evaluation, outcomes: [], documents: [], skipped: 'the shared file is not present' })).toContain(
      'Skipped: the shared file is not present.',
    );
  });
});
