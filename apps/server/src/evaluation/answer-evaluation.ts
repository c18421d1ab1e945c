import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Answer, QuestionToAnswer } from '@dd/contracts';
import { answerQuestions, type AnswerOptions } from '@dd/engine';
import { extractPdfText } from '@dd/engine/documents';
import { CATALOGUE_SEED } from '../catalogue/seed/index.ts';
import { seedQuestionToAnswer } from '../catalogue/seed/seed-question-bank.ts';
import { scoreAnswer, type Scoring, type Verdict } from './answer-scoring.ts';
import { DEFAULT_CUAD_ROOT } from './cuad-contracts.ts';

/** The eight CUAD fields, the commercial-contract question that asks each, and how it is scored. */
export const CUAD_FIELDS: { field: string; questionKey: string; scoring: Scoring }[] = [
  { field: 'Document Name', questionKey: 'document-name', scoring: 'name' },
  { field: 'Parties', questionKey: 'parties', scoring: 'name' },
  { field: 'Agreement Date', questionKey: 'agreement-date', scoring: 'date' },
  { field: 'Effective Date', questionKey: 'effective-date', scoring: 'date' },
  { field: 'Expiration Date', questionKey: 'expiration-date', scoring: 'clause' },
  { field: 'Renewal Term', questionKey: 'renewal-term', scoring: 'clause' },
  { field: 'Notice Period To Terminate Renewal', questionKey: 'notice-to-terminate-renewal', scoring: 'clause' },
  { field: 'Governing Law', questionKey: 'governing-law', scoring: 'clause' },
];

export interface FieldOutcome {
  contract: string;
  field: string;
  verdict: Verdict;
  answer: Answer;
}

export interface AnswerEvaluation {
  /** `builtin`, or the name of the engine given (`llm:<model>`). */
  engine: string;
  outcomes: FieldOutcome[];
  /** Milliseconds to answer the eight questions of each contract (extraction not included). */
  answerMs: number[];
  skipped?: string;
}

interface LabelledContract {
  file: string;
  [field: string]: string | string[];
}

/**
 * Answers the CUAD fields of each labelled contract and scores them against the labels: with the built-in
 * engine, or the engine `answerOptions` gives (a language model's).
 */
export async function evaluateCuadAnswers(root = DEFAULT_CUAD_ROOT, answerOptions: AnswerOptions = {}): Promise<AnswerEvaluation> {
  const metadataPath = join(root, 'cuad', 'metadata.json');
  const metadata = await readFile(metadataPath, 'utf8').catch(() => null);
  const engine = answerOptions.engine === undefined || answerOptions.engine === 'builtin' ? 'builtin' : answerOptions.engine.name;
  if (metadata === null) return { engine, outcomes: [], answerMs: [], skipped: 'the shared CUAD contracts (../shared/eval) are not present' };
  const bank = CATALOGUE_SEED.find((type) => type.key === 'commercial-contract')!;
  const questions: QuestionToAnswer[] = CUAD_FIELDS.map(({ questionKey }) =>
    seedQuestionToAnswer(bank.questions.find((q) => q.key === questionKey)!),
  );
  const outcomes: FieldOutcome[] = [];
  const answerMs: number[] = [];
  for (const contract of JSON.parse(metadata) as LabelledContract[]) {
    const bytes = new Uint8Array(await readFile(join(root, 'cuad', 'contracts', contract.file)));
    const document = await extractPdfText(bytes, { ocr: false });
    const started = performance.now();
    const answers = await answerQuestions({
      document: { pages: document.pages.map(({ page, text }) => ({ page, text })) },
      region: 'EN',
      questions,
    }, answerOptions);
    answerMs.push(performance.now() - started);
    CUAD_FIELDS.forEach(({ field, scoring }, i) => {
      const labels = (contract[field] as string[] | undefined) ?? [];
      outcomes.push({ contract: contract.file, field, verdict: scoreAnswer(answers[i]!, labels, scoring), answer: answers[i]! });
    });
  }
  return { engine, outcomes, answerMs };
}

const percent = (part: number, whole: number) => (whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(0)}%`);

export function formatAnswerReport(evaluation: AnswerEvaluation): string {
  const lines = [
    `ANSWERS (${evaluation.engine === 'builtin' ? 'built-in engine' : evaluation.engine}) on the labelled CUAD contracts`,
    'Scoring: an empty label expects not_found; dates compared as dates; document name and parties by a labelled name',
    'in the answer or its quote; clauses by at least half the words of a labelled span in the cited quote.',
    '',
  ];
  if (evaluation.skipped) return [...lines, `Skipped: ${evaluation.skipped}.`].join('\n');
  lines.push(`${'field'.padEnd(36)} right  missed  wrong  invented`);
  for (const { field } of CUAD_FIELDS) {
    const of = evaluation.outcomes.filter((outcome) => outcome.field === field);
    const count = (verdict: Verdict) => of.filter((outcome) => outcome.verdict === verdict).length;
    lines.push(
      `${field.padEnd(36)} ${`${count('right')}/${of.length}`.padEnd(6)} ${String(count('missed')).padEnd(7)} ${String(count('wrong')).padEnd(6)} ${count('invented')}`,
    );
  }
  const all = evaluation.outcomes;
  const right = all.filter((outcome) => outcome.verdict === 'right').length;
  const notFound = all.filter((outcome) => outcome.answer.status === 'not_found');
  const honestNotFound = notFound.filter((outcome) => outcome.verdict === 'right').length;
  const citations = all.flatMap((outcome) => outcome.answer.citations);
  const meanMs = evaluation.answerMs.reduce((sum, ms) => sum + ms, 0) / Math.max(1, evaluation.answerMs.length);
  lines.push(
    '',
    `Fields right: ${right}/${all.length} (${percent(right, all.length)}). not_found precision: ${honestNotFound}/${notFound.length} ` +
      `(${percent(honestNotFound, notFound.length)}). Citations verified: ${citations.filter((c) => c.verified).length}/${citations.length}. ` +
      `Answering: ${meanMs.toFixed(1)} ms a contract on average.`,
  );
  return lines.join('\n');
}
