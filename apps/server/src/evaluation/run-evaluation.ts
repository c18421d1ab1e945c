import { evaluateCuadAnswers, formatAnswerReport } from './answer-evaluation.ts';
import { evaluateClassification } from './classification-evaluation.ts';
import { formatClassificationReport } from './format-classification-report.ts';

/**
 * `npm run eval`: measures the engine on the evaluation sets and prints what it found. It reports rather than
 * judges (the tests are the gate), so it exits 0 whatever the figures.
 */
async function main() {
  const classification = await evaluateClassification();
  process.stdout.write(`${formatClassificationReport(classification)}\n`);
  process.stdout.write(`\n${formatAnswerReport(await evaluateCuadAnswers())}\n`);
}

await main();
