import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { ClauseCategoryModelsFile, NdaHypothesisModelsFile } from '../src/answers/learned/learned-models.ts';
import { FEATURE_SETTINGS } from '../src/answers/learned/text-features.ts';
import { readContractNli } from './contract-nli-data.ts';
import { isEvaluationContract, readFrozenSplits } from './evaluation-contracts.ts';
import { parseMasterClauses } from './read-master-clauses.ts';
import { CLAUSE_TRAINING, trainClauseCategories } from './train-clause-categories.ts';
import { DECISION_LIMITS, ENTAILMENT_TRAINING, EVIDENCE_TRAINING, QUOTE_CHECK_LIMITS, trainNdaHypotheses } from './train-nda-hypotheses.ts';

/** Bumped when the files' shape or the features change, so the engine and the files cannot disagree unnoticed. */
export const MODELS_VERSION = 3;

const repository = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));

/** One model per line: the files stay readable and a retrained model shows as a changed line. */
function formatModelsFile(file: object, listKey: string): string {
  const entries = Object.entries(file).map(([key, value]) =>
    key === listKey
      ? `  ${JSON.stringify(key)}: [\n${(value as unknown[]).map((item) => `    ${JSON.stringify(item)}`).join(',\n')}\n  ]`
      : `  ${JSON.stringify(key)}: ${JSON.stringify(value)}`,
  );
  return `{\n${entries.join(',\n')}\n}\n`;
}

const sha256 = (...parts: string[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
};

/**
 * `npm run train`: the learned clause and NDA models, from ../shared/eval (CUAD's master_clauses.csv without the
 * evaluated contracts; ContractNLI's tuning documents only), written to packages/engine/models with a report of
 * their validation. The same inputs give the same files byte for byte.
 */
export async function trainModels(evaluationRoot: string, splitsPath: string, outputDirectory: string): Promise<string> {
  const splits = readFrozenSplits(splitsPath);
  const csv = readFileSync(join(evaluationRoot, 'cuad-clauses', 'master_clauses.csv'), 'utf8');
  const master = parseMasterClauses(csv);
  if (master.problems.length > 0) {
    throw new Error(`master_clauses.csv has rows that cannot be read:\n${master.problems.map((problem) => `  line ${problem.line}: ${problem.message}`).join('\n')}`);
  }
  const isEvaluation = isEvaluationContract(evaluationRoot, splits);
  const excluded = master.rows.filter((row) => isEvaluation(row.filename)).map((row) => row.filename);
  const rows = master.rows.filter((row) => !isEvaluation(row.filename));
  const nli = readContractNli(join(evaluationRoot, 'contractnli', 'dev.json'), splits.contractnli.tuning);

  const genericSentences = nli.documents.flatMap((document) => document.spans);
  const clauses = await trainClauseCategories(rows, genericSentences, master.categories, FEATURE_SETTINGS);
  const clauseFile: ClauseCategoryModelsFile = {
    version: MODELS_VERSION,
    features: FEATURE_SETTINGS,
    trainingInputs: sha256(csv, JSON.stringify(excluded), JSON.stringify(genericSentences), JSON.stringify(CLAUSE_TRAINING)),
    categories: clauses.categories,
  };
  const nda = await trainNdaHypotheses(nli.documents, nli.hypotheses, FEATURE_SETTINGS);
  const ndaFile: NdaHypothesisModelsFile = {
    version: MODELS_VERSION,
    features: FEATURE_SETTINGS,
    trainingInputs: sha256(
      JSON.stringify(nli.hypotheses),
      JSON.stringify(nli.documents.map((document) => ({ ...document, annotations: [...document.annotations].map(([key, a]) => [key, a.choice, [...a.evidence]]) }))),
      JSON.stringify([EVIDENCE_TRAINING, ENTAILMENT_TRAINING, DECISION_LIMITS, QUOTE_CHECK_LIMITS]),
    ),
    hypotheses: nda.hypotheses,
    decision: nda.decision,
  };

  const report = [
    '# Learned models: validation',
    '',
    'Written by `npm run train` (packages/engine/training/train-models.ts); see docs/decisions/0030-learned-clause-and-polarity-models.md.',
    `Left out of training: the ${excluded.length} master_clauses.csv rows of the CUAD contracts the evaluation asks (${excluded.join('; ')}), and every frozen ContractNLI document.`,
    '',
    clauses.report,
    '',
    nda.report,
    '',
  ].join('\n');
  mkdirSync(outputDirectory, { recursive: true });
  writeFileSync(join(outputDirectory, 'clause-categories.json'), formatModelsFile(clauseFile, 'categories'));
  writeFileSync(join(outputDirectory, 'nda-hypotheses.json'), formatModelsFile(ndaFile, 'hypotheses'));
  writeFileSync(join(outputDirectory, 'training-report.md'), report);
  return report;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      eval: { type: 'string', default: repository('../shared/eval') },
      splits: { type: 'string', default: repository('evaluation/src/splits/frozen-splits.json') },
      out: { type: 'string', default: repository('packages/engine/models') },
    },
  });
  const started = Date.now();
  const report = await trainModels(values.eval, values.splits, values.out);
  process.stdout.write(`${report}\nWritten to ${values.out} in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`);
}
