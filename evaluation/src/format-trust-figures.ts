import { CONFIDENT_AT, type Share, type TrustFigures, type TrustFiguresBySplit } from './trust-figures.ts';

const LABEL_WIDTH = 34;
const COLUMN_WIDTH = 16;

/** "12/40  30%", or "0/0  n/a" where there was nothing to take a share of. */
const cell = ({ part, whole, share }: Share) => `${part}/${whole}`.padStart(8) + (share === null ? 'n/a' : `${(100 * share).toFixed(0)}%`).padStart(6);
const line = (label: string, cells: string[]) => `${label.padEnd(LABEL_WIDTH)}${cells.map((text) => text.padStart(COLUMN_WIDTH)).join('')}`.trimEnd();

/** The figures of each part, a column each under its heading. */
function figureLines(headings: string[], parts: TrustFigures[]): string[] {
  const row = (label: string, pick: (of: TrustFigures) => Share) => line(label, parts.map((of) => cell(pick(of))));
  return [
    line('', headings),
    line('Documents / questions', parts.map((of) => `${of.documents} / ${of.questions}`)),
    row('Right', (of) => of.right),
    row('Wrong when answered', (of) => of.wrongWhenAnswered),
    row('Needs review', (of) => of.needsReview),
    row('not_found precision', (of) => of.notFoundPrecision),
    row(`Right at confidence ≥ ${CONFIDENT_AT}`, (of) => of.confident),
  ];
}

/**
 * A set's trust figures with a Tuning and a Frozen column, then its reliability table: the share right among the
 * answered questions of each confidence band. The tuning part was tuned on, so its figures are an upper bound; the
 * frozen part is what a new user's documents would get.
 */
export function formatTrustFigures(title: string, figures: TrustFiguresBySplit): string {
  const splits: TrustFigures[] = [figures.tuning, figures.frozen];
  const row = (label: string, pick: (of: TrustFigures) => Share) => line(label, splits.map((of) => cell(pick(of))));
  const lines = [
    `TRUST FIGURES: ${title}`,
    'right over all questions; wrong when answered over the answered; a needs_review answer is neither right nor',
    'answered. not_found precision: not_found where the gold answer is "not found", over all not_found.',
    '',
    ...figureLines(['Tuning', 'Frozen'], splits),
    '',
    line('Reliability: confidence band', ['right (tuning)', 'right (frozen)']),
    ...figures.tuning.reliability.map(({ label }, band) => row(`  ${label}`, (of) => of.reliability[band]!.right)),
  ];
  if (splits.some((of) => of.unrated.whole > 0)) lines.push(row('  no confidence given', (of) => of.unrated));
  return lines.join('\n');
}

/**
 * The calibration documents' figures (decision 49): documents nobody tuned the rules on, written for the answer
 * calibration to be checked and fitted on. Not tuned on, but not frozen either: once the calibration is fitted on
 * them, their wrong-when-answered share is held to its limit by construction. Beside them, the check part (decision
 * 73), written the same way and never fitted on: what the calibration gives documents it has not seen.
 */
export function formatCalibrationFigures(title: string, figures: { fitted: TrustFigures; check: TrustFigures }): string {
  return [
    `CALIBRATION DOCUMENTS: ${title}`,
    'Not tuned on, and not frozen: written for the answer calibration to be checked and fitted on (decision 49); the',
    'check part, written the same way, is never fitted on (decision 73).',
    '',
    ...figureLines(['Fitted on', 'Check'], [figures.fitted, figures.check]),
  ].join('\n');
}
