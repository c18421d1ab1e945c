import { parseArgs } from 'node:util';
import { parseAiEnvironment } from '@dd/contracts';
import { createAnswerEngine, type AnswerOptions } from '@dd/engine';
import { evaluateCuadAnswers, formatAnswerReport } from './answer-evaluation.ts';
import { evaluateAnswerSet } from './answer-set/answer-set-evaluation.ts';
import { formatAnswerSetDetails, formatAnswerSetReport } from './answer-set/format-answer-set-report.ts';
import { evaluateClassification } from './classification-evaluation.ts';
import { formatClassificationReport } from './format-classification-report.ts';
import { formatTitleReport } from './format-title-report.ts';
import { evaluateTitles } from './title-evaluation.ts';

const SETS = ['classification', 'title', 'cuad', 'uk'] as const;
type EvaluationSetName = (typeof SETS)[number];

const USAGE = `Usage: npm run eval [-- [--set classification|title|cuad|uk]… [--details]]
  --set      run only this part (repeatable): document classification, the title facts and red flags of the
             labelled registers, answers on the labelled CUAD contracts, or answers on the UK and Irish answer
             set; all four without it
  --details  after the UK and Irish answers, list every answer that was not right, with its quote
The built-in engine answers; when AI_PROVIDER and AI_MODEL configure a language model, it answers too.`;

/**
 * `npm run eval`: measures the engine on the evaluation sets and prints what it found. It reports rather than
 * judges (the tests are the gate), so it exits 0 whatever the figures.
 */
async function main() {
  let values: { set?: string[]; details?: boolean };
  try {
    ({ values } = parseArgs({ options: { set: { type: 'string', multiple: true }, details: { type: 'boolean' } } }));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
    process.exit(2);
  }
  const unknown = (values.set ?? []).filter((set) => !SETS.includes(set as EvaluationSetName));
  if (unknown.length > 0) {
    process.stderr.write(`Unknown set: ${unknown.join(', ')}\n${USAGE}\n`);
    process.exit(2);
  }
  const sets = new Set<string>(values.set ?? SETS);
  let first = true;
  const print = (section: string) => {
    process.stdout.write(`${first ? '' : '\n'}${section}\n`);
    first = false;
  };
  // The built-in engine always sits the exam; a language model too when AI_* configures one.
  let ai: ReturnType<typeof parseAiEnvironment>;
  try {
    ai = parseAiEnvironment(process.env);
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(2);
  }
  const engines: AnswerOptions[] = [{ engine: 'builtin' }];
  if (ai) {
    const log = { warn: (details: Record<string, unknown>, message: string) => process.stderr.write(`${message} (${String(details.questionId)})\n`) };
    engines.push({ engine: await createAnswerEngine(ai, { log }) });
  }
  if (sets.has('classification')) print(formatClassificationReport(await evaluateClassification()));
  if (sets.has('title')) print(formatTitleReport(await evaluateTitles()));
  for (const answerOptions of engines) {
    if (sets.has('cuad')) print(formatAnswerReport(await evaluateCuadAnswers(undefined, answerOptions)));
    if (sets.has('uk')) {
      const started = performance.now();
      const evaluation = await evaluateAnswerSet({ answerOptions });
      print(`${formatAnswerSetReport(evaluation)}\nThe UK and Irish set took ${((performance.now() - started) / 1000).toFixed(0)} s in all.`);
      if (values.details) print(formatAnswerSetDetails(evaluation));
    }
  }
}

await main();
