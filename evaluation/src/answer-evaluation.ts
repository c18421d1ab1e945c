import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Answer, QuestionToAnswer } from '@dd/contracts';
import { answerQuestions, type AnswerOptions } from '@dd/engine';
import { extractPdfText } from '@dd/engine/documents';
import { CATALOGUE_SEED } from '@dd/server/catalogue/seed/index.ts';
import { seedQuestionToAnswer } from '@dd/server/catalogue/seed/seed-question-bank.ts';
import { scoreAnswer, type Scoring, type Verdict } from './answer-scoring.ts';
import { matchMasterClauseRow, readMasterClauses } from './cuad-clause-labels.ts';
import { DEFAULT_CUAD_ROOT, findCuadContracts } from './cuad-contracts.ts';
import { engineNameOf, type EvaluationSplit, type JudgedAnswer } from './judged-answer.ts';
import { cuadOracleGold } from './llm-plumbing/oracle-gold.ts';
import type { BeforeAnswering } from './llm-plumbing/start-oracle-model.ts';
import { loadEvaluationSplits, splitOfDocument } from './splits/evaluation-splits.ts';

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
  split: EvaluationSplit;
  field: string;
  /** The experts labelled the field; unlabelled, the right answer is not_found. */
  labelled: boolean;
  verdict: Verdict;
  answer: Answer;
}

export interface AnswerEvaluation {
  /** `builtin`, or the name of the engine given (`llm:<model>`). */
  engine: string;
  outcomes: FieldOutcome[];
  /** Each contract's part, and the milliseconds to answer its eight questions (extraction not included). */
  contracts: Array<{ file: string; split: EvaluationSplit; answerMs: number }>;
  skipped?: string;
}

interface LabelledContract {
  file: string;
  [field: string]: string | string[];
}

/** A contract to score: where its PDF is and how its labels are found (the frozen ones' by their text). */
interface ContractToScore {
  file: string;
  path: string;
  labelsOf: (text: string) => Record<string, string[]>;
}

const labelsByField = (labelsOf: (field: string) => string[] | undefined) => Object.fromEntries(CUAD_FIELDS.map(({ field }) => [field, labelsOf(field) ?? []]));

/**
 * The contracts of both parts: the labelled ones of `cuad/contracts` by their metadata, and the `cuad-unlabelled`
 * ones labelled from master_clauses.csv (matched to their row by name and text). Undefined without the shared data.
 */
async function contractsToScore(root: string): Promise<ContractToScore[] | undefined> {
  const metadata = await readFile(join(root, 'cuad', 'metadata.json'), 'utf8').catch(() => null);
  if (metadata === null) return undefined;
  const labelled = (JSON.parse(metadata) as LabelledContract[]).map((contract) => ({
    file: contract.file,
    path: join(root, 'cuad', 'contracts', contract.file),
    labelsOf: () => labelsByField((field) => contract[field] as string[] | undefined),
  }));
  const unlabelled = (findCuadContracts(root) ?? []).filter((contract) => !contract.labelled);
  if (unlabelled.length === 0) return labelled;
  const rows = await readMasterClauses(root);
  return [
    ...labelled,
    ...unlabelled.map(({ file, path }) => ({
      file,
      path,
      labelsOf: (text: string) => {
        // Matched once per contract: matching compares the contract's text with every row of its name.
        const row = matchMasterClauseRow(file, text, rows);
        return labelsByField((field) => row.clauses.get(field));
      },
    })),
  ];
}

/**
 * Answers the CUAD fields of each contract of `parts` and scores them against the experts' labels, each contract in
 * its part of `splits`: with the built-in engine, or the engine `answerOptions` gives (a language model's). Fitting
 * on the tuning part asks only for it, so the frozen contracts are then never read.
 */
export async function evaluateCuadAnswers(
  root = DEFAULT_CUAD_ROOT,
  answerOptions: AnswerOptions = {},
  splits = loadEvaluationSplits(),
  parts: readonly EvaluationSplit[] = ['tuning', 'frozen'],
  beforeAnswering?: BeforeAnswering,
): Promise<AnswerEvaluation> {
  const engine = engineNameOf(answerOptions);
  const contracts = await contractsToScore(root);
  if (contracts === undefined) return { engine, outcomes: [], contracts: [], skipped: 'the shared CUAD contracts (../shared/eval) are not present' };
  const splitOf = splitOfDocument(splits, 'cuad', contracts.map(({ file }) => file));
  const bank = CATALOGUE_SEED.find((type) => type.key === 'commercial-contract')!;
  const questions: QuestionToAnswer[] = CUAD_FIELDS.map(({ questionKey }) =>
    seedQuestionToAnswer(bank.questions.find((q) => q.key === questionKey)!),
  );
  const outcomes: FieldOutcome[] = [];
  const runs: AnswerEvaluation['contracts'] = [];
  for (const contract of contracts.filter(({ file }) => parts.includes(splitOf(file)))) {
    const document = await extractPdfText(new Uint8Array(await readFile(contract.path)), { ocr: false });
    const labels = contract.labelsOf(document.pages.map(({ text }) => text).join('\n'));
    beforeAnswering?.(
      contract.file,
      document.pages,
      CUAD_FIELDS.map(({ field }, i) => ({ questionId: field, question: questions[i]!.text, gold: cuadOracleGold(labels[field]!) })),
    );
    const started = performance.now();
    const answers = await answerQuestions({
      document: { pages: document.pages.map(({ page, text }) => ({ page, text })) },
      region: 'EN',
      questions,
    }, answerOptions);
    runs.push({ file: contract.file, split: splitOf(contract.file), answerMs: performance.now() - started });
    CUAD_FIELDS.forEach(({ field, scoring }, i) => {
      const fieldLabels = labels[field]!;
      outcomes.push({
        contract: contract.file,
        split: splitOf(contract.file),
        field,
        labelled: fieldLabels.length > 0,
        verdict: scoreAnswer(answers[i]!, fieldLabels, scoring),
        answer: answers[i]!,
      });
    });
  }
  return { engine, outcomes, contracts: runs };
}

/** The CUAD answers as judged answers (set `cuad`), for the trust figures. */
export function judgeCuadAnswers(evaluation: AnswerEvaluation): JudgedAnswer[] {
  return evaluation.outcomes.map(({ contract, split, field, labelled, verdict, answer }) => ({
    set: 'cuad',
    documentId: contract,
    split,
    questionId: field,
    expectedFound: labelled,
    status: answer.status,
    right: verdict === 'right',
    confidence: answer.confidence,
    answer,
  }));
}

const percent = (part: number, whole: number) => (whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(0)}%`);

const PARTS: Array<{ split: EvaluationSplit; title: string }> = [
  { split: 'tuning', title: 'Tuning part: cuad/contracts, tuned on in earlier sessions (an upper bound)' },
  { split: 'frozen', title: 'Frozen part: cuad-unlabelled, labelled from master_clauses.csv (never tuned on)' },
];

function formatPart(title: string, outcomes: FieldOutcome[], answerMs: number[]): string[] {
  const contracts = new Set(outcomes.map((outcome) => outcome.contract)).size;
  const lines = [`${title}: ${contracts} contracts`, `${'field'.padEnd(36)} right  missed  wrong  invented  review`];
  for (const { field } of CUAD_FIELDS) {
    const of = outcomes.filter((outcome) => outcome.field === field);
    const count = (verdict: Verdict) => of.filter((outcome) => outcome.verdict === verdict).length;
    lines.push(
      `${field.padEnd(36)} ${`${count('right')}/${of.length}`.padEnd(6)} ${String(count('missed')).padEnd(7)} ${String(count('wrong')).padEnd(6)} ` +
        `${String(count('invented')).padEnd(9)} ${count('review')}`,
    );
  }
  const right = outcomes.filter((outcome) => outcome.verdict === 'right').length;
  const notFound = outcomes.filter((outcome) => outcome.answer.status === 'not_found');
  const honestNotFound = notFound.filter((outcome) => outcome.verdict === 'right').length;
  const citations = outcomes.flatMap((outcome) => outcome.answer.citations);
  const meanMs = answerMs.reduce((sum, ms) => sum + ms, 0) / Math.max(1, answerMs.length);
  lines.push(
    `Fields right: ${right}/${outcomes.length} (${percent(right, outcomes.length)}). not_found precision: ${honestNotFound}/${notFound.length} ` +
      `(${percent(honestNotFound, notFound.length)}). Citations verified: ${citations.filter((c) => c.verified).length}/${citations.length}. ` +
      `Answering: ${meanMs.toFixed(1)} ms a contract on average.`,
  );
  return lines;
}

export function formatAnswerReport(evaluation: AnswerEvaluation): string {
  const lines = [
    `ANSWERS (${evaluation.engine === 'builtin' ? 'built-in engine' : evaluation.engine}) on the labelled CUAD contracts`,
    'Scoring: an empty label expects not_found; dates compared as dates; document name and parties by a labelled name',
    'in the answer or its quote; clauses by at least half the words of a labelled span in the cited quote; a passage',
    'given for review with no answer (needs_review) is review, never right.',
  ];
  if (evaluation.skipped) return [...lines, '', `Skipped: ${evaluation.skipped}.`].join('\n');
  for (const { split, title } of PARTS) {
    const outcomes = evaluation.outcomes.filter((outcome) => outcome.split === split);
    const answerMs = evaluation.contracts.filter((contract) => contract.split === split).map((contract) => contract.answerMs);
    lines.push('', ...(outcomes.length === 0 ? [`${title}: no contracts`] : formatPart(title, outcomes, answerMs)));
  }
  return lines.join('\n');
}
