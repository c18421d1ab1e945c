/** A predicted probability and whether the example was in fact of the class. */
export interface Prediction {
  probability: number;
  actual: boolean;
}

export interface ReliabilityBand {
  from: number;
  to: number;
  count: number;
  /** Share of the band's predictions that were of the class; null for an empty band. */
  shareTrue: number | null;
}

/** Predictions in ten bands of probability (the last includes 1), with how often each band was right. */
export function reliabilityTable(predictions: Prediction[]): ReliabilityBand[] {
  return Array.from({ length: 10 }, (_, band) => {
    const inBand = predictions.filter((prediction) => Math.min(Math.floor(prediction.probability * 10), 9) === band);
    const trueCount = inBand.filter((prediction) => prediction.actual).length;
    return { from: band / 10, to: (band + 1) / 10, count: inBand.length, shareTrue: inBand.length === 0 ? null : trueCount / inBand.length };
  });
}

export interface PrecisionRecall {
  precision: number | null;
  recall: number | null;
  positives: number;
  predictedPositive: number;
}

/** Precision and recall when a probability of at least `threshold` is taken as "of the class". */
export function precisionRecall(predictions: Prediction[], threshold = 0.5): PrecisionRecall {
  const predictedPositive = predictions.filter((prediction) => prediction.probability >= threshold);
  const positives = predictions.filter((prediction) => prediction.actual).length;
  const truePositives = predictedPositive.filter((prediction) => prediction.actual).length;
  return {
    precision: predictedPositive.length === 0 ? null : truePositives / predictedPositive.length,
    recall: positives === 0 ? null : truePositives / positives,
    positives,
    predictedPositive: predictedPositive.length,
  };
}

const percent = (value: number | null) => (value === null ? '—' : `${(value * 100).toFixed(1)}%`);

export function formatReliabilityTable(bands: ReliabilityBand[]): string {
  return [
    '| probability | predictions | share true |',
    '|---|---:|---:|',
    ...bands.map((band) => `| ${band.from.toFixed(1)}–${band.to.toFixed(1)} | ${band.count} | ${percent(band.shareTrue)} |`),
  ].join('\n');
}

export { percent as formatPercent };
