import { correctOnHeldOut, fitDenseLogistic, lowestSafeScore } from '../learned/fit-dense-logistic.ts';
import type { NotFoundModel } from './answer-calibration.ts';
import { NOT_FOUND_FEATURES, notFoundFeatures, type NotFoundEvidence } from './not-found-evidence.ts';

/** A "not found" the rules gave where passages spoke of the question, judged: right when the gold says not found. */
export interface NotFoundSample {
  set: string;
  /** The held-out samples are read out of fold by document. */
  document?: string;
  evidence: NotFoundEvidence;
  right: boolean;
}

export interface NotFoundFitOptions {
  /** A "not found" stands only where, read out of fold on the held-out documents, those standing are this often right. */
  minRightShare: number;
  /** No threshold below 1 unless at least this many would stand. */
  atLeast: number;
  /** Penalties: of the fit on the tuning parts, and of the held-out documents' correction to it. */
  l2: { tuning: number; heldOut: number };
}


/**
 * The not-found model, fitted as the answer calibration is (decision 49): on the tuning parts, then corrected on the
 * documents nobody tuned the rules on, its threshold read on those out of fold by document (each document's samples
 * scored by a correction fitted without it). Deterministic: the same samples give the same model byte for byte.
 */
export function fitNotFoundModel(tuning: NotFoundSample[], heldOut: NotFoundSample[], { minRightShare, atLeast, l2 }: NotFoundFitOptions): NotFoundModel {
  if (tuning.length === 0 || heldOut.length === 0) throw new Error('No "not found" answers to fit the not-found model on.');
  const base = fitDenseLogistic(
    tuning.map((sample) => [1, ...notFoundFeatures(sample.evidence)]),
    tuning.map((sample) => (sample.right ? 1 : 0)),
    l2.tuning,
  );
  const rows = heldOut.map((sample) => ({ features: notFoundFeatures(sample.evidence), right: sample.right, group: sample.document ?? '' }));
  const {
    weights: [bias, ...weights],
    outOfFold,
  } = correctOnHeldOut(base, rows, l2.heldOut);
  const documents = new Set(rows.map((row) => row.group)).size;
  return {
    features: [...NOT_FOUND_FEATURES],
    weights,
    bias: bias!,
    keepAbove: lowestSafeScore(outOfFold, 1 - minRightShare, { everyPrefix: false, atLeast }),
    fittedOn: { notFound: tuning.length + heldOut.length, right: [...tuning, ...heldOut].filter((sample) => sample.right).length, documents },
  };
}
