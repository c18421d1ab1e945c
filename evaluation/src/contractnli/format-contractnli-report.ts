import type { EvaluationSplit } from '../judged-answer.ts';
import type { ContractNliEvaluation, ContractNliOutcome } from './contractnli-evaluation.ts';
import type { ContractNliGold, ContractNliSaid } from './judge-contractnli-answer.ts';

const SPLITS: EvaluationSplit[] = ['tuning', 'frozen'];
const GOLDS: [ContractNliGold, string][] = [
  ['yes', 'Yes (Entailment)'],
  ['no', 'No (Contradiction)'],
  ['not_found', 'not addressed (NotMentioned)'],
];
const SAID: [ContractNliSaid[], string][] = [
  [['yes'], 'Yes'],
  [['no'], 'No'],
  [['not_found'], 'not found'],
  [['needs_review'], 'needs review'],
  [['failed', 'unclear'], 'other'],
];

const percent = (part: number, whole: number) => (whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(0)}%`);
const share = (part: number, whole: number) => `${part}/${whole} ${percent(part, whole)}`;
const count = (outcomes: ContractNliOutcome[], test: (outcome: ContractNliOutcome) => boolean) => outcomes.filter(test).length;

/** Right with the quote on the evidence: a right "not found" needs no quote; a right yes or no needs its quote there. */
const rightOnEvidence = (outcome: ContractNliOutcome) => outcome.right && (outcome.gold === 'not_found' || outcome.quoteOnEvidence === true);

function figures(outcomes: ContractNliOutcome[]): [string, string][] {
  const documents = new Set(outcomes.map((outcome) => outcome.documentId)).size;
  const answered = outcomes.filter((outcome) => outcome.quoteOnEvidence !== null);
  const answeredRight = answered.filter((outcome) => outcome.right);
  const saidYes = outcomes.filter((outcome) => outcome.said === 'yes');
  const saidNo = outcomes.filter((outcome) => outcome.said === 'no');
  return [
    ['documents, questions', `${documents}, ${outcomes.length}`],
    ['right (three-way)', share(count(outcomes, (o) => o.right), outcomes.length)],
    ['right with the quote on the evidence', share(count(outcomes, rightOnEvidence), outcomes.length)],
    ['answered right, quote on the evidence', share(count(answeredRight, (o) => o.quoteOnEvidence === true), answeredRight.length)],
    ['answered', share(answered.length, outcomes.length)],
    ['wrong when answered', share(count(answered, (o) => !o.right), answered.length)],
    ['"Yes" precision', share(count(saidYes, (o) => o.gold === 'yes'), saidYes.length)],
    ['"No" precision', share(count(saidNo, (o) => o.gold === 'no'), saidNo.length)],
    ['needs review', share(count(outcomes, (o) => o.said === 'needs_review'), outcomes.length)],
    ['quotes not found in the source', String(count(answered, (o) => o.quoteLocated === false))],
    ['baseline: "Yes" to everything', share(count(outcomes, (o) => o.gold === 'yes'), outcomes.length)],
    ['baseline: "not found" to everything', share(count(outcomes, (o) => o.gold === 'not_found'), outcomes.length)],
  ];
}

function confusion(split: EvaluationSplit, outcomes: ContractNliOutcome[]): string[] {
  const header = `${`${split}: gold ↓ answer →`.padEnd(30)}${SAID.map(([, label]) => label.padStart(13)).join('')}`;
  return [
    header,
    ...GOLDS.map(
      ([gold, label]) =>
        `${label.padEnd(30)}${SAID.map(([said]) => String(count(outcomes, (o) => o.gold === gold && said.includes(o.said))).padStart(13)).join('')}`,
    ),
  ];
}

/**
 * The ContractNLI set's own table: per split, right three-way and right with the quote on the evidence, the
 * precision of each polarity, the baselines, then the Yes / No / not found confusion of each split.
 */
export function formatContractNliReport(evaluation: ContractNliEvaluation): string {
  const lines = [
    `CONTRACTNLI (${evaluation.engine === 'builtin' ? 'built-in engine' : evaluation.engine}): real NDAs rendered to PDFs, 17 yes/no questions each`,
    'Scoring: Entailment expects "Yes", Contradiction "No", NotMentioned "not found"; needs review is never right and not',
    'answered. A quote is on the evidence when it shares at least half of the shorter of itself and an evidence span.',
    '',
  ];
  if (evaluation.skipped) return [...lines, `Skipped: ${evaluation.skipped}.`].join('\n');
  const bySplit = SPLITS.map((split) => figures(evaluation.outcomes.filter((outcome) => outcome.split === split)));
  lines.push(`${''.padEnd(40)}${'Tuning'.padEnd(18)}Frozen`);
  bySplit[0]!.forEach(([label, tuning], index) => lines.push(`${label.padEnd(40)}${tuning.padEnd(18)}${bySplit[1]![index]![1]}`.trimEnd()));
  for (const split of SPLITS) lines.push('', ...confusion(split, evaluation.outcomes.filter((outcome) => outcome.split === split)));
  const answerMs = evaluation.documents.map((document) => document.answerMs);
  const readMs = evaluation.documents.map((document) => document.readMs);
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
  lines.push(
    '',
    `${evaluation.documents.length} documents, ${evaluation.documents.reduce((sum, document) => sum + document.pages, 0)} pages: ` +
      `rendering and reading ${mean(readMs).toFixed(0)} ms a document, answering ${mean(answerMs).toFixed(1)} ms on average ` +
      `(${Math.max(0, ...answerMs).toFixed(1)} ms at most). PDFs in ${evaluation.folder}.`,
  );
  return lines.join('\n');
}
