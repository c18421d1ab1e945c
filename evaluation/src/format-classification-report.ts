import {
  CONFIDENT,
  isCorrect,
  isWrong,
  summariseSet,
  type ClassificationEvaluation,
  type ClassificationOutcome,
  type EvaluationSet,
} from './classification-evaluation.ts';

const SET_NAMES: Record<EvaluationSet, string> = {
  'uk-ie': 'UK and Irish documents',
  cuad: 'CUAD contracts (labelled)',
  'cuad-unlabelled': 'CUAD contracts (unlabelled)',
};
const NO_TYPE = '(no catalogue type: unsure expected)';

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const got = (outcome: ClassificationOutcome) => outcome.classification.documentTypeId ?? 'unsure';

function table(header: string[], rows: string[][]): string[] {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  return [line(header), ...rows.map(line)];
}

function byType(outcomes: ClassificationOutcome[]): string[] {
  const groups = new Map<string, ClassificationOutcome[]>();
  for (const outcome of outcomes) {
    const key = outcome.expectedTypeKey ?? NO_TYPE;
    groups.set(key, [...(groups.get(key) ?? []), outcome]);
  }
  const rows = [...groups].map(([key, group]) => {
    const correct = group.filter(isCorrect).length;
    return [key, String(group.length), String(correct), percent(correct / group.length)];
  });
  return table(['Document type', 'Docs', 'Correct', 'Accuracy'], rows);
}

function summaryLine(outcomes: ClassificationOutcome[]): string {
  const summary = summariseSet(outcomes);
  return (
    `Accuracy ${summary.correct}/${summary.documents} = ${percent(summary.accuracy)}; ` +
    `unsure ${summary.unsure}, wrong ${summary.wrong} (confident and wrong ${summary.wrongAndConfident}); ` +
    `classification ${summary.meanClassifyMs.toFixed(2)} ms a document on average, ${summary.maxClassifyMs.toFixed(2)} ms at most`
  );
}

function misses(outcomes: ClassificationOutcome[]): string[] {
  const wrong = outcomes.filter(isWrong);
  const unsure = outcomes.filter((outcome) => outcome.classification.documentTypeId === null && !isCorrect(outcome));
  const describe = (outcome: ClassificationOutcome) =>
    `  ${outcome.id}: ${outcome.expectedTypeKey ?? 'unsure'} → ${got(outcome)} ` +
    `(confidence ${outcome.classification.confidence.toFixed(2)}${outcome.lookAlike ? ', look-alike' : ''}): ` +
    outcome.classification.reason;
  return [
    `Confusions (expected → got): ${wrong.length === 0 ? 'none' : ''}`,
    ...wrong.map(describe),
    `Unsure answers: ${unsure.length === 0 ? 'none' : ''}`,
    ...unsure.map(describe),
  ];
}

function cuadTable(outcomes: ClassificationOutcome[]): string[] {
  const rows = outcomes.map((outcome) => [
    outcome.id,
    outcome.title,
    got(outcome),
    outcome.classification.confidence.toFixed(2),
    String(outcome.pages),
  ]);
  return table(['Contract', 'CUAD type', 'Classified as', 'Confidence', 'Pages'], rows);
}

/** The classification part of `npm run eval`: per-type accuracy, confusions and unsure answers, set by set. */
export function formatClassificationReport(evaluation: ClassificationEvaluation): string {
  const lines: string[] = [
    'DOCUMENT CLASSIFICATION',
    'Each document is rendered to a PDF (or read from its file), extracted, and classified among the catalogue types of its',
    `practice area in its region; CUAD as Corporate Law in England. "Confident" means confidence ${CONFIDENT} or more.`,
    '',
  ];
  for (const set of ['uk-ie', 'cuad', 'cuad-unlabelled'] as const) {
    const outcomes = evaluation.outcomes.filter((outcome) => outcome.set === set);
    if (outcomes.length === 0) continue;
    lines.push(`${SET_NAMES[set]} (${outcomes.length})`);
    lines.push(...(set === 'uk-ie' ? byType(outcomes) : cuadTable(outcomes)));
    lines.push(summaryLine(outcomes), ...misses(outcomes), '');
  }
  if (evaluation.cuadSkipped) lines.push(`CUAD skipped: ${evaluation.cuadSkipped}.`, '');
  return lines.join('\n');
}
