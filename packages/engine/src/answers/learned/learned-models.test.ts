import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CLAUSE_CATEGORY_MODELS_URL,
  clauseCategories,
  clauseCategoryProbabilities,
  clauseCategoryProbability,
  NDA_HYPOTHESIS_MODELS_URL,
  ndaHypotheses,
  ndaSpanFeatures,
  readNdaHypothesis,
  type ClauseCategoryModelsFile,
  type NdaHypothesisModelsFile,
} from './learned-models.ts';
import { FEATURE_SETTINGS } from './text-features.ts';

const GOVERNING_LAW = 'This Agreement shall be governed by and construed in accordance with the laws of the State of New York, without regard to its conflict of laws principles.';
const UNRELATED = 'The weather in Galway was mild for most of the afternoon.';
const RETURN_OF_INFORMATION =
  'Upon termination of this Agreement, the Receiving Party shall promptly return to the Disclosing Party or destroy all documents containing Confidential Information.';

describe('the committed learned models', () => {
  it('were trained on the features the engine computes', () => {
    const clauses = JSON.parse(readFileSync(CLAUSE_CATEGORY_MODELS_URL, 'utf8')) as ClauseCategoryModelsFile;
    const nda = JSON.parse(readFileSync(NDA_HYPOTHESIS_MODELS_URL, 'utf8')) as NdaHypothesisModelsFile;
    expect(clauses.features).toEqual(FEATURE_SETTINGS);
    expect(nda.features).toEqual(FEATURE_SETTINGS);
    expect(clauses.trainingInputs).toMatch(/^[0-9a-f]{64}$/);
    // Each hypothesis is read by the committee of the five cross-validation folds' evidence models, with its own
    // calibration of whether a document addresses it (decision 62).
    for (const hypothesis of nda.hypotheses) {
      expect(hypothesis.evidence, hypothesis.key).toHaveLength(5);
      expect(Number.isFinite(hypothesis.mention.bias + hypothesis.mention.evidenceWeight + hypothesis.mention.priorWeight), hypothesis.key).toBe(true);
    }
  });

  it('know CUAD’s 41 clause categories and tell a governing-law clause from an unrelated sentence', () => {
    expect(clauseCategories()).toHaveLength(41);
    expect(clauseCategories()).toContain('Anti-Assignment');
    expect(clauseCategoryProbability('Governing Law', GOVERNING_LAW)).toBeGreaterThan(0.8);
    expect(clauseCategoryProbability('Governing Law', UNRELATED)).toBeLessThan(0.1);
    const probabilities = clauseCategoryProbabilities(GOVERNING_LAW);
    const best = Object.entries(probabilities).sort((a, b) => b[1] - a[1])[0]![0];
    expect(best).toBe('Governing Law');
    expect(Math.max(...Object.values(clauseCategoryProbabilities(UNRELATED)))).toBeLessThan(0.2);
    expect(() => clauseCategoryProbability('Rent Review', GOVERNING_LAW)).toThrow('No clause category model "Rent Review"');
  });

  it('know the NDA hypotheses and find the evidence on returning information in a document', () => {
    const hypotheses = ndaHypotheses();
    expect(hypotheses).toHaveLength(17);
    expect(hypotheses.some((hypothesis) => !hypothesis.hasEntailmentModel)).toBe(true);
    const returning = hypotheses.find((hypothesis) => hypothesis.shortDescription === 'Return of confidential information')!;
    const saysSo = readNdaHypothesis(returning.key, ndaSpanFeatures([UNRELATED, GOVERNING_LAW, RETURN_OF_INFORMATION]))!;
    expect(saysSo.evidenceSpans).toEqual([2]);
    expect(saysSo.notAddressed).toBeLessThan(0.5);
    const silent = readNdaHypothesis(returning.key, ndaSpanFeatures([UNRELATED, GOVERNING_LAW]))!;
    expect(silent.notAddressed).toBeGreaterThan(0.5);
    expect(silent.yes + silent.no + silent.notAddressed).toBeCloseTo(1, 9);
    expect(silent.verdict === 'yes' || silent.verdict === 'no').toBe(false);
    expect(readNdaHypothesis('nda-99', ndaSpanFeatures([UNRELATED]))).toBeUndefined();
  });
});
