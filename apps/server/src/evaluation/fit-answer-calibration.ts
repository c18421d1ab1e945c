import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Answer } from '@dd/contracts';
import { CALIBRATION_MODEL_URL, createBuiltinAnswerEngine, fitCalibration, type AnswerEvidence, type CalibrationSample } from '@dd/engine';
import type { JudgedAnswer } from './judged-answer.ts';

/** The most wrong answers the engine may assert, as a share of those it asserts, on the tuning parts fitted. */
const MAX_WRONG_SHARE = 0.02;
/**
 * Of the least confident answers asserted, any run of 50 is at least 95% right: the band just above the threshold
 * must itself be as reliable as issue 28 asks of every answer shown at high confidence (decision 48).
 */
const MARGIN = { size: 50, maxWrongShare: 0.05 };
const MODEL_FILE = fileURLToPath(CALIBRATION_MODEL_URL);

/** An evaluation set as the fitting runs it: the judged answers of one engine. */
export type JudgedSet = (engine: ReturnType<typeof createBuiltinAnswerEngine>) => Promise<JudgedAnswer[]>;

/**
 * Fits the built-in engine's calibration on the tuning parts of the evaluation sets (never the frozen ones): every
 * answer the rules reach, before calibration, with what stood behind it and whether it was right. The model and
 * its threshold are written to packages/engine/models/answer-calibration.json.
 */
export async function fitAnswerCalibration(sets: JudgedSet[]): Promise<{ samples: CalibrationSample[]; file: string }> {
  const evidenceOf = new WeakMap<Answer, AnswerEvidence>();
  const engine = createBuiltinAnswerEngine({ calibrate: false, onEvidence: (_question, evidence, answer) => evidenceOf.set(answer, evidence) });
  const samples: CalibrationSample[] = [];
  for (const run of sets) {
    for (const judged of await run(engine)) {
      if (judged.split !== 'tuning' || judged.status !== 'answered') continue;
      const evidence = evidenceOf.get(judged.answer);
      if (!evidence) throw new Error(`No evidence recorded for ${judged.set} ${judged.documentId} ${judged.questionId}: the set must judge the engine's own answer objects.`);
      samples.push({ set: judged.set, evidence, right: judged.right });
    }
  }
  const model = fitCalibration(samples, { maxWrongShare: MAX_WRONG_SHARE, margin: MARGIN });
  await writeFile(MODEL_FILE, `${JSON.stringify(model, null, 1)}\n`);
  return { samples, file: MODEL_FILE };
}
