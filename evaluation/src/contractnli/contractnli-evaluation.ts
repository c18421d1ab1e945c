import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Answer } from '@dd/contracts';
import { answerQuestions, type AnswerOptions } from '@dd/engine';
import { extractPdfText } from '@dd/engine/documents';
import { engineNameOf, type EvaluationSplit, type JudgedAnswer } from '../judged-answer.ts';
import { renderDocumentPdf } from '../render-document-pdf.ts';
import { FROZEN_SPLITS_PATH } from '../splits/evaluation-splits.ts';
import { CONTRACTNLI_QUESTIONS } from './contractnli-questions.ts';
import { goldOf, isRight, saidOf, type ContractNliGold, type ContractNliSaid } from './judge-contractnli-answer.ts';
import { DEFAULT_CONTRACTNLI_PATH, loadContractNli, type ContractNliDocument } from './load-contractnli.ts';
import { createSourceLocator, overlapsEvidence } from './locate-in-source.ts';
import { contractNliOracleGold } from '../llm-plumbing/oracle-gold.ts';
import type { BeforeAnswering } from '../llm-plumbing/start-oracle-model.ts';

/** Where the NDAs' PDFs are written for each run (never committed); open them to see what the engine read. */
export const DEFAULT_CONTRACTNLI_FOLDER = join(tmpdir(), 'dd-contractnli');

export interface ContractNliOutcome {
  documentId: number;
  split: EvaluationSplit;
  hypothesis: string;
  gold: ContractNliGold;
  said: ContractNliSaid;
  right: boolean;
  /**
   * For an answered question: whether a verified quote lies on the label's evidence (false where the label has
   * none: a NotMentioned question answered). Null when the engine asserted nothing.
   */
  quoteOnEvidence: boolean | null;
  /** For an answered question: whether every verified quote was found again in the source text. */
  quoteLocated: boolean | null;
  answer: Answer;
}

export interface ContractNliDocumentRun {
  id: number;
  split: EvaluationSplit;
  pages: number;
  /** Milliseconds to render the PDF and read it back. */
  readMs: number;
  /** Milliseconds to answer the seventeen questions. */
  answerMs: number;
}

export interface ContractNliEvaluation {
  /** `builtin`, or the name of the engine given (`llm:<model>`). */
  engine: string;
  folder: string;
  judged: JudgedAnswer[];
  outcomes: ContractNliOutcome[];
  documents: ContractNliDocumentRun[];
  skipped?: string;
}

export interface ContractNliEvaluationOptions {
  path?: string;
  splitsPath?: string;
  folder?: string;
  /** Only the documents of these parts: the tuning part alone while changing the engine. Both when not given. */
  splits?: EvaluationSplit[];
  /** Passed to answerQuestions as it is, so that any engine can sit the same exam. */
  answerOptions?: AnswerOptions;
  /** Told each document's questions and gold answers before it is answered (the oracle model is). */
  beforeAnswering?: BeforeAnswering;
}

function judge(document: ContractNliDocument, hypothesis: string, answer: Answer, locate: ReturnType<typeof createSourceLocator>['locate']): ContractNliOutcome {
  const annotation = document.annotations[hypothesis]!;
  const gold = goldOf(annotation.choice);
  const said = saidOf(answer);
  const answered = answer.status === 'answered';
  const quotes = answered ? answer.citations.filter((citation) => citation.verified).map(locate) : [];
  return {
    documentId: document.id,
    split: document.split,
    hypothesis,
    gold,
    said,
    right: isRight(gold, said),
    quoteOnEvidence: answered ? quotes.some((range) => range !== null && overlapsEvidence(range, annotation.evidence)) : null,
    quoteLocated: answered ? quotes.every((range) => range !== null) : null,
    answer,
  };
}

/**
 * ContractNLI's NDAs put to the engine as a lawyer would: each text rendered as a real PDF, read back by the
 * product's extractor, asked the seventeen yes/no questions, and each answer judged three-way against its label,
 * with whether its quote lies on the label's evidence.
 */
export async function evaluateContractNli(options: ContractNliEvaluationOptions = {}): Promise<ContractNliEvaluation> {
  const { path = DEFAULT_CONTRACTNLI_PATH, splitsPath = FROZEN_SPLITS_PATH, folder = DEFAULT_CONTRACTNLI_FOLDER, answerOptions = {} } = options;
  const splits = new Set(options.splits ?? ['tuning', 'frozen']);
  const engineName = engineNameOf(answerOptions);
  const empty = { engine: engineName, folder, judged: [], outcomes: [], documents: [] };
  if (!existsSync(path)) return { ...empty, skipped: 'the shared ContractNLI file (../shared/eval/contractnli/dev.json) is not present' };
  const set = await loadContractNli(path, splitsPath);
  const hypotheses = Object.keys(set.hypotheses);
  const unasked = hypotheses.filter((hypothesis) => !CONTRACTNLI_QUESTIONS[hypothesis]);
  if (unasked.length > 0) throw new Error(`No question asks ContractNLI's hypotheses ${unasked.join(', ')}.`);
  const questions = hypotheses.map((hypothesis) => CONTRACTNLI_QUESTIONS[hypothesis]!);
  await mkdir(folder, { recursive: true });
  const outcomes: ContractNliOutcome[] = [];
  const documents: ContractNliDocumentRun[] = [];
  for (const document of set.documents.filter(({ split }) => splits.has(split))) {
    const readStarted = performance.now();
    const bytes = await renderDocumentPdf([document.text], document.fileName);
    await writeFile(join(folder, `${document.id}.pdf`), bytes);
    const extracted = await extractPdfText(bytes, { ocr: false });
    const pages = extracted.pages.map(({ page, text }) => ({ page, text }));
    const readMs = performance.now() - readStarted;
    options.beforeAnswering?.(
      String(document.id),
      pages,
      hypotheses.map((hypothesis, i) => {
        const { choice, evidence } = document.annotations[hypothesis]!;
        const spans = evidence.map(({ start, end }) => document.text.slice(start, end));
        return { questionId: hypothesis, question: questions[i]!.text, gold: contractNliOracleGold(choice, spans) };
      }),
    );
    const answerStarted = performance.now();
    const answers = await answerQuestions({ document: { pages }, region: 'EN', questions }, answerOptions);
    documents.push({ id: document.id, split: document.split, pages: extracted.pageCount, readMs, answerMs: performance.now() - answerStarted });
    const { locate } = createSourceLocator(document.text, pages);
    hypotheses.forEach((hypothesis, i) => outcomes.push(judge(document, hypothesis, answers[i]!, locate)));
  }
  const judged: JudgedAnswer[] = outcomes.map((outcome) => ({
    set: 'contractnli',
    documentId: String(outcome.documentId),
    split: outcome.split,
    questionId: outcome.hypothesis,
    expectedFound: outcome.gold !== 'not_found',
    status: outcome.answer.status,
    right: outcome.right,
    confidence: outcome.answer.confidence,
    answer: outcome.answer,
  }));
  return { engine: engineName, folder, judged, outcomes, documents };
}
