import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Answer, AnswerType, QuestionToAnswer } from '@dd/contracts';
import { answerQuestions, type AnswerOptions } from '@dd/engine';
import { extractPdfText } from '@dd/engine/documents';
import { CATALOGUE_SEED, type DocumentTypeSeed } from '@dd/server/catalogue/seed/index.ts';
import { seedQuestionBank } from '@dd/server/catalogue/seed/seed-question-bank.ts';
import { scoreGoldAnswer, type GoldAnswer, type Verdict } from '../answer-scoring.ts';
import { engineNameOf, type EvaluationSplit, type JudgedAnswer } from '../judged-answer.ts';
import { loadEvaluationSplits, splitOfDocument } from '../splits/evaluation-splits.ts';
import type { AnswerSetDocument } from './answer-set-document.ts';
import { ANSWER_SET, CALIBRATION_CHECK_SET, CALIBRATION_SET } from './index.ts';
import { renderAnswerSetPdf, scannedSheets } from './render-answer-set-pdf.ts';
import { wordErrors, type WordErrors } from '../word-accuracy.ts';
import { answerSetOracleGold } from '../llm-plumbing/oracle-gold.ts';
import type { BeforeAnswering } from '../llm-plumbing/start-oracle-model.ts';

/** Where the set's PDFs are written for each run (never committed); open them to see what the engine read. */
export const DEFAULT_ANSWER_SET_FOLDER = join(tmpdir(), 'dd-answer-set');
const CALIBRATION_SET_FOLDER = join(tmpdir(), 'dd-calibration-set');
const CALIBRATION_CHECK_SET_FOLDER = join(tmpdir(), 'dd-calibration-check-set');

export interface AnswerSetOutcome {
  documentId: string;
  split: EvaluationSplit;
  typeKey: string;
  scanned: boolean;
  questionId: string;
  question: string;
  /** The catalogue's answer type, or `own` for a lawyer's own question. */
  answerType: AnswerType | 'own';
  gold: GoldAnswer | GoldAnswer[];
  answer: Answer;
  verdict: Verdict;
}

export interface AnswerSetDocumentRun {
  id: string;
  split: EvaluationSplit;
  pages: number;
  scanned: boolean;
  /** Milliseconds to read the PDF (OCR included for a scanned one). */
  readMs: number;
  /** Milliseconds to answer its question bank and own questions. */
  answerMs: number;
  /** A scanned document's OCR against the lines printed on its pages; null for a born-digital one. */
  ocr: WordErrors | null;
}

export interface AnswerSetEvaluation {
  /** `builtin`, or the name of the engine given (`llm:<model>`). */
  engine: string;
  folder: string;
  documents: AnswerSetDocumentRun[];
  outcomes: AnswerSetOutcome[];
}

export interface AnswerSetEvaluationOptions {
  documents?: AnswerSetDocument[];
  folder?: string;
  /** Passed to answerQuestions as it is, so that any engine can sit the same exam. */
  answerOptions?: AnswerOptions;
  /** Each document's part; by default the `ukie` frozen list of splits/frozen-splits.json, checked against the set. */
  splitOf?: (documentId: string) => EvaluationSplit;
  /** Told each document's questions and gold answers before it is answered (the oracle model is). */
  beforeAnswering?: BeforeAnswering;
}

/** The answer set's parts: the documents listed frozen under `ukie` in the splits file, all others tuning. */
export const answerSetSplits = (splits = loadEvaluationSplits()) => splitOfDocument(splits, 'ukie', ANSWER_SET.map(({ id }) => id));

export function documentTypeOf(document: AnswerSetDocument): DocumentTypeSeed {
  const type = CATALOGUE_SEED.find((candidate) => candidate.key === document.typeKey);
  if (!type) throw new Error(`${document.id}: no catalogue type "${document.typeKey}"`);
  return type;
}

/** Every name a gold answer of the document gives: an answer naming one of them for another role is wrong. */
const partiesOf = (document: AnswerSetDocument) =>
  [...Object.values(document.gold), ...(document.own ?? []).map((own) => own.gold)]
    .flat()
    .flatMap((gold) => (gold.kind === 'names' ? gold.names : []));

/**
 * Writes each document of the set as a real PDF (scanned ones as page images only), reads it back with the
 * engine's extractor (OCR for the scanned ones), answers its type's question bank for its region and its own
 * questions, and scores every answer against the gold answers.
 */
export async function evaluateAnswerSet(options: AnswerSetEvaluationOptions = {}): Promise<AnswerSetEvaluation> {
  const { documents = ANSWER_SET, folder = DEFAULT_ANSWER_SET_FOLDER, answerOptions = {}, splitOf = answerSetSplits(), beforeAnswering } = options;
  await mkdir(folder, { recursive: true });
  const runs: AnswerSetDocumentRun[] = [];
  const outcomes: AnswerSetOutcome[] = [];
  for (const document of documents) {
    const type = documentTypeOf(document);
    const bytes = await renderAnswerSetPdf(document);
    await writeFile(join(folder, `${document.id}.pdf`), bytes);
    const readStarted = performance.now();
    const extracted = await extractPdfText(bytes, { ocr: document.scanned === true });
    const readMs = performance.now() - readStarted;
    const pages = extracted.pages.map(({ page, text }) => ({ page, text }));
    const bank = seedQuestionBank(type, document.region);
    const own: QuestionToAnswer[] = (document.own ?? []).map(({ id, text }) => ({ id, text }));
    const request = { document: { pages }, documentType: { id: type.key, name: type.name }, region: document.region };
    beforeAnswering?.(document.id, pages, [
      ...bank.map((question) => ({ questionId: question.id, question: question.text, gold: answerSetOracleGold(document.gold[question.id]!) })),
      ...(document.own ?? []).map(({ id, text, gold }) => ({ questionId: id, question: text, gold: answerSetOracleGold(gold) })),
    ]);
    const answerStarted = performance.now();
    const answers = await answerQuestions({ ...request, questions: bank }, answerOptions);
    const ownAnswers = own.length > 0 ? await answerQuestions({ ...request, questions: own }, answerOptions) : [];
    const split = splitOf(document.id);
    const ocr = document.scanned ? wordErrors(scannedSheets(document).flat().join('\n'), pages.map(({ text }) => text).join('\n')) : null;
    runs.push({ id: document.id, split, pages: extracted.pageCount, scanned: document.scanned === true, readMs, answerMs: performance.now() - answerStarted, ocr });
    const parties = partiesOf(document);
    const record = (question: QuestionToAnswer, answer: Answer, gold: GoldAnswer | GoldAnswer[], answerType: AnswerType | 'own') =>
      outcomes.push({
        documentId: document.id,
        split,
        typeKey: type.key,
        scanned: document.scanned === true,
        questionId: question.id,
        question: question.text,
        answerType,
        gold,
        answer,
        verdict: scoreGoldAnswer(answer, gold, parties),
      });
    bank.forEach((question, i) => record(question, answers[i]!, document.gold[question.id]!, question.answerType!));
    own.forEach((question, i) => record(question, ownAnswers[i]!, document.own![i]!.gold, 'own'));
  }
  return { engine: engineNameOf(answerOptions), folder, documents: runs, outcomes };
}

/** The answers as judged answers (set `ukie`), own questions included, for the trust figures. */
export function judgeAnswerSet(evaluation: AnswerSetEvaluation): JudgedAnswer[] {
  return evaluation.outcomes.map(({ documentId, split, questionId, gold, answer, verdict }) => ({
    set: 'ukie',
    documentId,
    split,
    questionId,
    // Where "not found" is one of the right answers, the document is not taken to address the question.
    expectedFound: [gold].flat().every((one) => one.kind !== 'not_found'),
    status: answer.status,
    right: verdict === 'right',
    confidence: answer.confidence,
    answer,
  }));
}

/**
 * The calibration documents answered and scored as a part of their own (decision 49): none is a tuning or frozen
 * document, so each is given the tuning label the judging needs; they are reported apart, never with the tuning part.
 */
export const evaluateCalibrationSet = (answerOptions: AnswerOptions = {}, beforeAnswering?: BeforeAnswering) =>
  evaluateAnswerSet({ documents: CALIBRATION_SET, folder: CALIBRATION_SET_FOLDER, splitOf: () => 'tuning', answerOptions, beforeAnswering });

/** The calibration's check part (decision 73), answered as the calibration part is: never fitted on. */
export const evaluateCalibrationCheckSet = (answerOptions: AnswerOptions = {}, beforeAnswering?: BeforeAnswering) =>
  evaluateAnswerSet({ documents: CALIBRATION_CHECK_SET, folder: CALIBRATION_CHECK_SET_FOLDER, splitOf: () => 'tuning', answerOptions, beforeAnswering });
