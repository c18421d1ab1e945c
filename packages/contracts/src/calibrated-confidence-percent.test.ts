import { describe, expect, it } from 'vitest';
import { calibratedConfidencePercent } from './calibrated-confidence-percent.ts';

const asserted = { status: 'answered', answer: '1 March 2024', engine: 'builtin', confidence: 0.913 } as const;

describe('calibratedConfidencePercent', () => {
  it('gives an answer the built-in engine asserted its calibrated chance of being right, as a whole percentage', () => {
    expect(calibratedConfidencePercent(asserted)).toBe(91);
    expect(calibratedConfidencePercent({ ...asserted, confidence: 0.906 })).toBe(91);
    expect(calibratedConfidencePercent({ ...asserted, confidence: 0.904 })).toBe(90);
  });

  it('gives none to a language model’s answer, whose confidence is not calibrated', () => {
    expect(calibratedConfidencePercent({ ...asserted, engine: 'llm:gpt-4o' })).toBeNull();
  });

  it('gives none where the engine asserted nothing: for review, not found, failed, pending, or settled by the lawyer alone', () => {
    expect(calibratedConfidencePercent({ ...asserted, status: 'needs_review', answer: null, confidence: 0.4 })).toBeNull();
    expect(calibratedConfidencePercent({ ...asserted, status: 'not_found', answer: null })).toBeNull();
    expect(calibratedConfidencePercent({ ...asserted, status: 'failed', answer: null })).toBeNull();
    expect(calibratedConfidencePercent({ status: 'pending', answer: null, engine: null, confidence: null })).toBeNull();
    // A passage given for review that the lawyer's edit answered: answered, with nothing of the engine's behind it.
    expect(calibratedConfidencePercent({ ...asserted, answer: null, confidence: 0.4 })).toBeNull();
    expect(calibratedConfidencePercent({ ...asserted, confidence: null })).toBeNull();
  });
});
