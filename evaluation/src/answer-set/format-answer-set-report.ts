import type { GoldAnswer, Verdict } from '../answer-scoring.ts';
import { wordAccuracy } from '../word-accuracy.ts';
import type { AnswerSetDocumentRun, AnswerSetEvaluation, AnswerSetOutcome } from './answer-set-evaluation.ts';

const VERDICTS: Verdict[] = ['right', 'missed', 'wrong', 'invented', 'review'];
const percent = (part: number, whole: number) => (whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(0)}%`);
const count = (outcomes: AnswerSetOutcome[], verdict: Verdict) => outcomes.filter((outcome) => outcome.verdict === verdict).length;
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
const shorten = (text: string, length: number) => (text.length <= length ? text : `${text.slice(0, length - 1)}…`);

function row(label: string, outcomes: AnswerSetOutcome[]): string {
  const right = count(outcomes, 'right');
  return [
    label.padEnd(38),
    `${right}/${outcomes.length}`.padEnd(9),
    percent(right, outcomes.length).padEnd(6),
    ...VERDICTS.slice(1).map((verdict) => String(count(outcomes, verdict)).padEnd(8)),
  ]
    .join(' ')
    .trimEnd();
}

function table(heading: string, outcomes: AnswerSetOutcome[], keyOf: (outcome: AnswerSetOutcome) => string): string[] {
  const keys = [...new Set(outcomes.map(keyOf))].sort();
  return [
    `${heading.padEnd(38)} ${'right'.padEnd(9)} ${'%'.padEnd(6)} missed   wrong    invented review`,
    ...keys.map((key) => row(key, outcomes.filter((outcome) => keyOf(outcome) === key))),
  ];
}

function describeGold(gold: GoldAnswer): string {
  switch (gold.kind) {
    case 'not_found':
      return 'not_found';
    case 'date':
      return gold.iso;
    case 'money':
      return `${gold.currency} ${gold.amount}`;
    case 'duration':
      return `${gold.amount} ${gold.unit}`;
    case 'percentage':
      return `${gold.percent}%`;
    case 'yes_no':
      return `${gold.value ? 'Yes' : 'No'}${gold.subjectTo ? ` (${gold.subjectTo.join(', ')})` : ''}`;
    case 'identifier':
      return gold.value;
    case 'names':
      return gold.names.join('; ');
    case 'text':
      return gold.keywords ? `quote with: ${gold.keywords.join(', ')}` : `quote like: ${[gold.evidence].flat()[0]}`;
  }
}

/**
 * Every answer of the tuning part that was not right: what was asked, what the gold answer is, and what the engine
 * said and quoted. The frozen part's answers are never listed: nobody is to tune the engine on them.
 */
export function formatAnswerSetDetails(evaluation: AnswerSetEvaluation): string {
  return evaluation.outcomes
    .filter((outcome) => outcome.split === 'tuning' && outcome.verdict !== 'right')
    .map(({ documentId, questionId, question, gold, answer, verdict }) => {
      const quote = answer.citations.map((citation) => `p${citation.page} "${citation.quote}"`).join(' ');
      return [
        `${verdict.toUpperCase()} ${documentId} / ${questionId}: ${question}`,
        `  gold:   ${shorten([gold].flat().map(describeGold).join(' | '), 160)}`,
        `  answer: ${answer.status === 'answered' ? shorten(answer.answer ?? '', 160) : answer.status}${quote ? `  ${shorten(quote, 200)}` : ''}`,
      ].join('\n');
    })
    .join('\n');
}

/**
 * The tuning part's answers by document type, answer type and kind of document (the frozen part is only counted,
 * in the trust figures: its answers are not broken down, so that nobody tunes on them); citations and timings of
 * both parts.
 */
export function formatAnswerSetReport(evaluation: AnswerSetEvaluation): string {
  const outcomes = evaluation.outcomes.filter((outcome) => outcome.split === 'tuning');
  const documents = evaluation.documents.filter((document) => document.split === 'tuning');
  const frozen = evaluation.documents.length - documents.length;
  const bank = outcomes.filter((outcome) => outcome.answerType !== 'own');
  const own = outcomes.filter((outcome) => outcome.answerType === 'own');
  const scanned = evaluation.documents.filter((document) => document.scanned);
  const engine = evaluation.engine === 'builtin' ? 'built-in engine' : evaluation.engine;
  const lines = [
    `ANSWERS (${engine}) on the UK and Irish answer set, tuning part: ${documents.length} documents, ` +
      `${documents.filter((document) => document.scanned).length} of them scanned`,
    `(${bank.length} question-bank questions, ${own.length} own questions), written as PDFs to ${evaluation.folder}. The ${frozen}`,
    'frozen documents are counted in the trust figures only, and in the citations and timings below.',
    'Scoring: not_found expects not_found, and an answer there is invented; no answer where the document has one is',
    'missed; a passage given for review with no answer (needs_review) is review, never right. A quote "cites the',
    'evidence" when it holds half the word pairs of a passage stating the gold answer, or lies within one (at least',
    'five words). Dates, money, periods and percentages: the value (normalised, or stated in the answer) and a quote',
    'citing the evidence; yes/no: the polarity, the words of its condition and such a quote; text: such a quote',
    "holding the gold key words; identifiers ignoring spaces and case; names: every gold name in the answer, and no",
    "other party's name the evidence does not mention.",
    '',
    ...table('document type', bank, (outcome) => outcome.typeKey),
    '',
    ...table('answer type', bank, (outcome) => outcome.answerType),
    '',
    row('scanned documents (read by OCR)', bank.filter((outcome) => outcome.scanned)),
    row('born-digital documents', bank.filter((outcome) => !outcome.scanned)),
    row('own questions', own),
  ];
  const right = count(bank, 'right');
  const notFound = outcomes.filter((outcome) => outcome.answer.status === 'not_found');
  const honestNotFound = notFound.filter((outcome) => outcome.verdict === 'right').length;
  const citations = evaluation.outcomes.flatMap((outcome) => outcome.answer.citations);
  lines.push(
    '',
    `Question-bank answers right: ${right}/${bank.length} (${percent(right, bank.length)}). Own questions right: ` +
      `${count(own, 'right')}/${own.length} (${percent(count(own, 'right'), own.length)}).`,
    `not_found precision: ${honestNotFound}/${notFound.length} (${percent(honestNotFound, notFound.length)}). ` +
      `Citations verified: ${citations.filter((citation) => citation.verified).length}/${citations.length}.`,
    `Answering: ${mean(evaluation.documents.map((document) => document.answerMs)).toFixed(1)} ms a document on average. Reading: ` +
      `${mean(evaluation.documents.filter((document) => !document.scanned).map((document) => document.readMs)).toFixed(0)} ms a born-digital ` +
      `document, ${(mean(scanned.map((document) => document.readMs)) / 1000).toFixed(1)} s a scanned one (OCR).`,
    ocrAccuracyLine(scanned.filter((document) => document.split === 'tuning')),
  );
  return lines.join('\n');
}

/** The OCR's word accuracy on the tuning part's scanned documents, against the lines printed on their pages. */
function ocrAccuracyLine(scanned: readonly AnswerSetDocumentRun[]): string {
  const readings = scanned.flatMap((document) => (document.ocr ? [document.ocr] : []));
  const accuracy = wordAccuracy(readings);
  const words = readings.reduce((sum, reading) => sum + reading.words, 0);
  return accuracy === null
    ? 'OCR word accuracy: no scanned document in the tuning part.'
    : `OCR word accuracy (tuning part, ${readings.length} scanned document${readings.length === 1 ? '' : 's'} against the lines printed on them): ${(100 * accuracy).toFixed(1)}% of ${words} words.`;
}
