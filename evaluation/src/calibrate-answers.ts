import { evaluateCuadAnswers, judgeCuadAnswers } from './answer-evaluation.ts';
import { answerSetSplits, evaluateAnswerSet, evaluateCalibrationSet, judgeAnswerSet } from './answer-set/answer-set-evaluation.ts';
import { ANSWER_SET } from './answer-set/index.ts';
import { evaluateContractNli } from './contractnli/contractnli-evaluation.ts';
import { fitAnswerCalibration } from './fit-answer-calibration.ts';

/**
 * `npm run train` (its second step): fits the built-in engine's calibration on the tuning parts of the UK and
 * Irish answer set, the CUAD contracts and ContractNLI, and writes it beside the engine's other models.
 */
const started = performance.now();
const splitOf = answerSetSplits();
const { samples, heldOut, notFound, file } = await fitAnswerCalibration(
  [
    async (engine) => judgeAnswerSet(await evaluateAnswerSet({ documents: ANSWER_SET.filter(({ id }) => splitOf(id) === 'tuning'), answerOptions: { engine } })),
    async (engine) => judgeCuadAnswers(await evaluateCuadAnswers(undefined, { engine }, undefined, ['tuning'])),
    async (engine) => (await evaluateContractNli({ splits: ['tuning'], answerOptions: { engine } })).judged,
  ],
  [async (engine) => judgeAnswerSet(await evaluateCalibrationSet({ engine }))],
);
const rightOf = (answers: { right: boolean }[]) => answers.filter((answer) => answer.right).length;
process.stdout.write(
  `Answer calibration fitted on ${samples.length} answers of the tuning parts (${rightOf(samples)} right), corrected and its threshold checked on ` +
    `${heldOut.length} of the calibration documents (${rightOf(heldOut)} right); its "not found" where passages speak of the question on ` +
    `${notFound.tuning.length} and ${notFound.heldOut.length} (${rightOf(notFound.tuning)} and ${rightOf(notFound.heldOut)} right), in ` +
    `${((performance.now() - started) / 1000).toFixed(0)} s: ${file}\n`,
);
