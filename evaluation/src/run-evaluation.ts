import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { parseAiEnvironment } from '@dd/contracts';
import { createAnswerEngine, type AnswerOptions } from '@dd/engine';
import { ConfigError } from '@dd/server/config.ts';
import { DataFolderInUseError } from '@dd/server/db/data-folder-lock.ts';
import { evaluateAnnotations, withConfiguredDatabase } from './annotation-evaluation.ts';
import { evaluateCuadAnswers, formatAnswerReport, judgeCuadAnswers } from './answer-evaluation.ts';
import { evaluateAnswerSet, evaluateCalibrationCheckSet, evaluateCalibrationSet, judgeAnswerSet } from './answer-set/answer-set-evaluation.ts';
import { formatAnswerSetDetails, formatAnswerSetReport } from './answer-set/format-answer-set-report.ts';
import { evaluateClassification } from './classification-evaluation.ts';
import { evaluateContractNli } from './contractnli/contractnli-evaluation.ts';
import { formatContractNliReport } from './contractnli/format-contractnli-report.ts';
import { evaluateDrawnRegisters } from './drawn-registers/evaluate-drawn-registers.ts';
import { formatAnnotationReport } from './format-annotation-report.ts';
import { formatClassificationReport } from './format-classification-report.ts';
import { formatTitleReport } from './format-title-report.ts';
import { formatCalibrationFigures, formatTrustFigures } from './format-trust-figures.ts';
import { engineNameOf, type JudgedAnswer } from './judged-answer.ts';
import { evaluateTitles } from './title-evaluation.ts';
import { computeTrustFigures, trustFiguresBySplit, type TrustFiguresBySplit } from './trust-figures.ts';
import { formatLlmPlumbingReport } from './llm-plumbing/format-llm-plumbing-report.ts';
import { evaluateLlmPlumbing, PLUMBING_SETS, type PlumbingSet } from './llm-plumbing/llm-plumbing-evaluation.ts';

/** One engine's judged answers and trust figures, by set, as `--json` writes them. */
interface JudgedRun {
  engine: string;
  sets: Record<string, { figures: TrustFiguresBySplit; judged: JudgedAnswer[] }>;
}

const SETS = ['classification', 'title', 'cuad', 'uk', 'contractnli'] as const;
type EvaluationSetName = (typeof SETS)[number];

const USAGE = `Usage: npm run eval [-- [--set classification|title|cuad|uk|contractnli]… [--details] [--annotations] [--json FILE] [--engine llm]]
  --set          run only this part (repeatable): document classification, the title facts and red flags of the
                 labelled registers (text pages, and registers drawn as tables with their scans read through OCR),
                 answers on the labelled CUAD contracts, answers on the UK and Irish answer set, or ContractNLI's
                 NDAs asked as yes/no questions; all five without it (and without --annotations)
  --details      after the UK and Irish answers, list every answer of the tuning part that was not right, with its
                 quote (the frozen part's answers are never listed)
  --annotations  score the engine against the admins' annotations in the configured database (DATABASE_URL, else
                 the embedded one in DATA_DIR, which the server must not be holding), listing the disagreements
  --json FILE    also write every judged answer of the answer sets, with their trust figures, to FILE (JSON), e.g.
                 to fit a calibration on the tuning parts
  --engine llm   measure the LLM engine's plumbing instead: it answers the answer sets (cuad with documents made of
                 CUAD's labelled clause texts, uk with its calibration documents, contractnli) over HTTP from an oracle
                 model that answers right if and only if the gold evidence is in its prompt, with documents whole and in
                 a 16k context; no model need be configured
Every answer set is reported in a tuning part and a frozen part (splits/frozen-splits.json), with its trust figures
and reliability table.
The built-in engine answers; when AI_PROVIDER and AI_MODEL configure a language model, it answers too.`;

/**
 * `npm run eval`: measures the engine on the evaluation sets and prints what it found. It reports rather than
 * judges (the tests are the gate), so it exits 0 whatever the figures.
 */
async function main() {
  let values: { set?: string[]; details?: boolean; annotations?: boolean; json?: string; engine?: string };
  try {
    ({ values } = parseArgs({
      options: {
        set: { type: 'string', multiple: true },
        details: { type: 'boolean' },
        annotations: { type: 'boolean' },
        json: { type: 'string' },
        engine: { type: 'string' },
      },
    }));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
    process.exit(2);
  }
  const unknown = (values.set ?? []).filter((set) => !SETS.includes(set as EvaluationSetName));
  if (unknown.length > 0) {
    process.stderr.write(`Unknown set: ${unknown.join(', ')}\n${USAGE}\n`);
    process.exit(2);
  }
  if (values.engine !== undefined) {
    if (values.engine !== 'llm') {
      process.stderr.write(`Unknown engine: ${values.engine}\n${USAGE}\n`);
      process.exit(2);
    }
    // The UK and Irish set's calibration documents and its check part are measured with it, each a part of its own;
    // CUAD's clause texts with the CUAD contracts.
    const setOf: Partial<Record<PlumbingSet, EvaluationSetName>> = { 'uk-calibration': 'uk', 'uk-check': 'uk', 'cuad-clauses': 'cuad' };
    const asked: readonly string[] = values.set ?? SETS;
    const plumbingSets = PLUMBING_SETS.filter((set) => asked.includes(setOf[set] ?? set));
    process.stdout.write(`${formatLlmPlumbingReport(await evaluateLlmPlumbing(plumbingSets))}\n`);
    return;
  }
  // --annotations alone scores the firm's own set; the built-in sets then run only when named.
  const sets = new Set<string>(values.set ?? (values.annotations ? [] : SETS));
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
  if (sets.has('title')) {
    const started = performance.now();
    const evaluation = await evaluateTitles();
    const drawn = await evaluateDrawnRegisters();
    const report = formatTitleReport({ ...evaluation, registers: [...evaluation.registers, ...drawn.registers], scans: drawn.scans });
    print(`${report}\nThe title set took ${((performance.now() - started) / 1000).toFixed(0)} s in all.`);
  }
  const judgedRuns: JudgedRun[] = [];
  for (const answerOptions of engines) {
    const engine = engineNameOf(answerOptions);
    const run: JudgedRun = { engine, sets: {} };
    judgedRuns.push(run);
    const printTrust = (set: string, title: string, judged: JudgedAnswer[]) => {
      const figures = trustFiguresBySplit(judged);
      run.sets[set] = { figures, judged };
      print(formatTrustFigures(`${title} (${engine === 'builtin' ? 'built-in engine' : engine})`, figures));
    };
    if (sets.has('cuad')) {
      const evaluation = await evaluateCuadAnswers(undefined, answerOptions);
      print(formatAnswerReport(evaluation));
      if (!evaluation.skipped) printTrust('cuad', 'CUAD fields', judgeCuadAnswers(evaluation));
    }
    if (sets.has('uk')) {
      const started = performance.now();
      const evaluation = await evaluateAnswerSet({ answerOptions });
      print(`${formatAnswerSetReport(evaluation)}\nThe UK and Irish set took ${((performance.now() - started) / 1000).toFixed(0)} s in all.`);
      printTrust('ukie', 'the UK and Irish answer set', judgeAnswerSet(evaluation));
      if (values.details) print(formatAnswerSetDetails(evaluation));
      const fitted = computeTrustFigures(judgeAnswerSet(await evaluateCalibrationSet(answerOptions)));
      const check = computeTrustFigures(judgeAnswerSet(await evaluateCalibrationCheckSet(answerOptions)));
      print(formatCalibrationFigures(`UK and Irish documents (${engine === 'builtin' ? 'built-in engine' : engine})`, { fitted, check }));
    }
    if (sets.has('contractnli')) {
      const started = performance.now();
      const evaluation = await evaluateContractNli({ answerOptions });
      print(`${formatContractNliReport(evaluation)}\nThe ContractNLI set took ${((performance.now() - started) / 1000).toFixed(0)} s in all.`);
      if (!evaluation.skipped) printTrust('contractnli', "ContractNLI's NDAs", evaluation.judged);
    }
  }
  if (values.json) {
    await writeFile(values.json, `${JSON.stringify({ runs: judgedRuns }, null, 1)}\n`);
    process.stderr.write(`Wrote the judged answers and trust figures to ${values.json}\n`);
  }
  if (values.annotations) {
    try {
      await withConfiguredDatabase(async (source) => {
        for (const answerOptions of engines) print(formatAnnotationReport(await evaluateAnnotations(source, answerOptions)));
      });
    } catch (error) {
      if (!(error instanceof ConfigError || error instanceof DataFolderInUseError)) throw error;
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
  }
}

await main();
