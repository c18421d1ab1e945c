import { sigmoid } from './linear-model.ts';

/**
 * A span is read as evidence when, calibrated, it alone makes the document at least this likely to address the
 * hypothesis: the evidence model's raw probabilities are small (it is fitted with a strong penalty), the
 * calibration puts them on the scale of whole documents.
 */
export const EVIDENCE_SPAN_AT_LEAST = 0.5;
/** The polarity is the mean over at most this many of the strongest evidence spans. */
const POLARITY_SPANS = 3;
const EDGE = 1e-4;

/** What the tuning documents say of a hypothesis before its document is read. */
export interface HypothesisPriors {
  /** The share of the tuning documents that address it (Laplace-smoothed). */
  mentionedShare: number;
  /** Of those, the share that say it holds (Laplace-smoothed). */
  entailedShare: number;
}

/**
 * Whether a document addresses a hypothesis at all, from its strongest evidence span and the hypothesis's prior: a
 * logistic model of the two for each hypothesis, fitted by `npm run train` on spans read out of fold (decision 62).
 */
export interface MentionCalibration {
  bias: number;
  evidenceWeight: number;
  priorWeight: number;
}

/** One document read on one hypothesis. The three probabilities sum to 1. */
export interface HypothesisReading {
  /** The spans read as evidence, strongest first (the strongest span alone when none reaches the bar). */
  evidenceSpans: number[];
  yes: number;
  no: number;
  notAddressed: number;
}

/** The probabilities at which a reading may be asserted, chosen out of fold by `npm run train`. */
export interface VerdictThresholds {
  /** "Yes" at this probability or more; 1 means never below certainty. */
  yesAtLeast: number;
  noAtLeast: number;
  /** "The document does not address this" at this probability or more. */
  notAddressedAtLeast: number;
}

/** What an answer to a question linked to a hypothesis may be: null when not sure (the passage goes to review). */
export type NdaVerdict = 'yes' | 'no' | 'not_addressed' | null;

/** The verdict the thresholds allow a reading: training reports it on held-out documents, the engine answers by it. */
export const verdictOf = (reading: HypothesisReading, thresholds: VerdictThresholds): NdaVerdict =>
  reading.yes >= thresholds.yesAtLeast
    ? 'yes'
    : reading.no >= thresholds.noAtLeast
      ? 'no'
      : reading.notAddressed >= thresholds.notAddressedAtLeast
        ? 'not_addressed'
        : null;

export const logit = (p: number) => {
  const clamped = Math.min(1 - EDGE, Math.max(EDGE, p));
  return Math.log(clamped / (1 - clamped));
};

/** The features the mention calibration reads, after its constant 1. */
export const mentionFeatures = (evidence: number, priors: HypothesisPriors) => [logit(evidence), logit(priors.mentionedShare)];

/**
 * Reads a document on a hypothesis from its spans' evidence probabilities: how likely it addresses the hypothesis
 * (calibrated), and, if it does, how likely it says the hypothesis holds: the polarity model's mean over the
 * evidence spans, or where there is no polarity model the tuning documents' share. Training scores its held-out
 * documents and the engine a real one by this one function, so the thresholds chosen on the first hold for the
 * second.
 */
export function readHypothesis(
  spanEvidence: number[],
  polarityOf: ((span: number) => number) | null,
  priors: HypothesisPriors,
  calibration: MentionCalibration,
): HypothesisReading {
  const calibrated = (p: number) => {
    const [evidenceFeature, priorFeature] = mentionFeatures(p, priors);
    return sigmoid(calibration.bias + calibration.evidenceWeight * evidenceFeature! + calibration.priorWeight * priorFeature!);
  };
  const ranked = spanEvidence.map((p, span) => ({ mentioned: calibrated(p), span })).sort((a, b) => b.mentioned - a.mentioned || a.span - b.span);
  const strongest = ranked[0];
  if (!strongest) return { evidenceSpans: [], yes: 0, no: 0, notAddressed: 1 };
  const strong = ranked.filter(({ mentioned }) => mentioned >= EVIDENCE_SPAN_AT_LEAST).slice(0, POLARITY_SPANS);
  const evidenceSpans = (strong.length > 0 ? strong : [strongest]).map(({ span }) => span);
  const { mentioned } = strongest;
  const entailed = polarityOf ? evidenceSpans.reduce((sum, span) => sum + polarityOf(span), 0) / evidenceSpans.length : priors.entailedShare;
  return { evidenceSpans, yes: mentioned * entailed, no: mentioned * (1 - entailed), notAddressed: 1 - mentioned };
}
