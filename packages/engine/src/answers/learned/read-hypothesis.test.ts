import { describe, expect, it } from 'vitest';
import { readHypothesis } from './read-hypothesis.ts';

const priors = { mentionedShare: 0.5, entailedShare: 0.9 };
/** Whether a document addresses the hypothesis is its strongest span's evidence probability itself. */
const identity = { bias: 0, evidenceWeight: 1, priorWeight: 0 };

describe('readHypothesis', () => {
  it('reads polarity from the strongest evidence spans, at most three, and splits the probability three ways', () => {
    const polarity = [0.1, 0.9, 0.8, 0.7, 0.0];
    const reading = readHypothesis([0.2, 0.95, 0.9, 0.6, 0.55], (span) => polarity[span]!, priors, identity);
    expect(reading.evidenceSpans).toEqual([1, 2, 3]);
    expect(reading.yes).toBeCloseTo(0.95 * 0.8, 6);
    expect(reading.no).toBeCloseTo(0.95 * 0.2, 6);
    expect(reading.notAddressed).toBeCloseTo(0.05, 6);
  });

  it("takes the tuning documents' share for polarity where there is no polarity model, and the strongest span alone when none is evidence", () => {
    const reading = readHypothesis([0.1, 0.3, 0.2], null, priors, identity);
    expect(reading.evidenceSpans).toEqual([1]);
    expect(reading.yes).toBeCloseTo(0.3 * 0.9, 6);
    expect(reading.notAddressed).toBeCloseTo(0.7, 6);
  });

  it('finds a document without spans silent', () => {
    expect(readHypothesis([], null, priors, identity)).toEqual({ evidenceSpans: [], yes: 0, no: 0, notAddressed: 1 });
  });

  it('reads a span as evidence by its calibrated probability, not its raw one', () => {
    // The calibration doubles the log-odds and adds 2: a raw 0.3 is a calibrated 0.91, a raw 0.05 a calibrated 0.12.
    const reading = readHypothesis([0.05, 0.3], null, priors, { bias: 2, evidenceWeight: 2, priorWeight: 0 });
    expect(reading.evidenceSpans).toEqual([1]);
    expect(1 - reading.notAddressed).toBeCloseTo(1 / (1 + Math.exp(-(2 + 2 * Math.log(0.3 / 0.7)))), 6);
  });
});
