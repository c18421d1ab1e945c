import type { ClauseCategoryModelsFile } from '../src/answers/learned/learned-models.ts';
import { linearProbability, loadLinearModel } from '../src/answers/learned/linear-model.ts';
import { textFeatures, type FeatureSettings, type SparseFeatures } from '../src/answers/learned/text-features.ts';
import { isValidationContract, labelledClauses, type LabelledClause } from './clause-category-data.ts';
import type { MasterClausesRow } from './read-master-clauses.ts';
import { formatPercent, formatReliabilityTable, precisionRecall, reliabilityTable, type Prediction } from './reliability.ts';
import { storeLinearModel } from './store-linear-model.ts';
import { trainLogisticRegression, type LogisticRegressionOptions, type TrainingExample } from './train-logistic-regression.ts';

export const CLAUSE_TRAINING: LogisticRegressionOptions & { maxWeights: number } = {
  epochs: 10,
  batchSize: 128,
  learningRate: 0.1,
  l2: 1e-4,
  seed: 28,
  maxWeights: 3500,
};

type StoredCategories = ClauseCategoryModelsFile['categories'];

/** A generic contract sentence counts as not of a category only where a model trained without it gives less than this. */
export const GENERIC_NEGATIVE_BELOW = 0.1;

/** Sentences of contracts that CUAD did not label, each with the categories it may safely teach "not this". */
interface GenericSentence {
  features: SparseFeatures;
  notOf: Set<string>;
}

async function train(
  clauses: LabelledClause[],
  generic: GenericSentence[],
  categories: string[],
  features: FeatureSettings,
  options: typeof CLAUSE_TRAINING,
): Promise<StoredCategories> {
  const examples: TrainingExample[] = [
    ...clauses.map((clause) => ({
      features: textFeatures(clause.text, features),
      targets: categories.map((category) => (clause.categories.has(category) ? 1 : 0)),
    })),
    ...generic.map((sentence) => ({ features: sentence.features, targets: categories.map((category) => (sentence.notOf.has(category) ? 0 : null)) })),
  ];
  const trained = await trainLogisticRegression(examples, categories.length, options);
  return categories.map((name, k) => ({ name, model: storeLinearModel(trained.biases[k]!, trained.buckets, trained.weights[k]!, options.maxWeights) }));
}

/**
 * Every CUAD example is a labelled clause of some category, so alone the models learn "this category, not those",
 * and an ordinary sentence ("The Supplier shall deliver the Goods") gets the prior of a category such as Parties.
 * Sentences of other contracts teach them what ordinary text looks like; but an NDA's governing-law or assignment
 * sentence is a clause of that CUAD category, never a negative. So a sentence is a negative for a category only
 * where `screen` (trained on CUAD alone) gives it less than GENERIC_NEGATIVE_BELOW, and teaches the rest nothing.
 */
function screenGenericSentences(sentences: string[], screen: StoredCategories, features: FeatureSettings): GenericSentence[] {
  const models = screen.map(({ name, model }) => ({ name, model: loadLinearModel(model) }));
  return sentences.map((sentence) => {
    const vector = textFeatures(sentence, features);
    return { features: vector, notOf: new Set(models.filter(({ model }) => linearProbability(model, vector) < GENERIC_NEGATIVE_BELOW).map(({ name }) => name)) };
  });
}

/**
 * The CUAD clause-category models: one-vs-rest logistic regression over every category, trained on the contracts
 * the evaluation does not use, with `genericSentences` (screened) as negatives. Validated first on the one contract
 * in five held out (trained without it, scored as stored: pruned and rounded), then trained again on all of them.
 */
export async function trainClauseCategories(
  rows: MasterClausesRow[],
  genericSentences: string[],
  categories: string[],
  features: FeatureSettings,
  options = CLAUSE_TRAINING,
): Promise<{ categories: StoredCategories; report: string }> {
  const clauses = labelledClauses(rows);
  const validation = clauses.filter((clause) => isValidationContract(clause.contract));
  const training = clauses.filter((clause) => !isValidationContract(clause.contract));
  const screen = await train(training, [], categories, features, options);
  const generic = screenGenericSentences(genericSentences, screen, features);
  const validationModels = await train(training, generic, categories, features, options);
  const scored = validation.map((clause) => ({ clause, features: textFeatures(clause.text, features) }));
  const allPredictions: Prediction[] = [];
  const lines = ['| category | validation clauses of it | precision at 0.5 | recall at 0.5 |', '|---|---:|---:|---:|'];
  for (const { name, model } of validationModels) {
    const loaded = loadLinearModel(model);
    const predictions = scored.map(({ clause, features: vector }) => ({ probability: linearProbability(loaded, vector), actual: clause.categories.has(name) }));
    allPredictions.push(...predictions);
    const measured = precisionRecall(predictions);
    lines.push(`| ${name} | ${measured.positives} | ${formatPercent(measured.precision)} | ${formatPercent(measured.recall)} |`);
  }
  const overall = precisionRecall(allPredictions);
  const negatives = generic.reduce((sum, sentence) => sum + sentence.notOf.size, 0);
  const contracts = (list: LabelledClause[]) => new Set(list.map((clause) => clause.contract)).size;
  const report = [
    '## CUAD clause categories',
    '',
    `Trained on ${contracts(clauses)} contracts (${clauses.length} distinct clause texts, ${categories.length} categories); validated on ${contracts(validation)} of them held out (${validation.length} clauses) by a model trained on the other ${contracts(training)}.`,
    `Generic negatives: ${generic.length} sentences of the ContractNLI tuning documents, each a negative for the categories a model trained on CUAD alone gives it less than ${GENERIC_NEGATIVE_BELOW} (${negatives} of ${generic.length * categories.length} sentence–category pairs).`,
    `Over every category: precision ${formatPercent(overall.precision)}, recall ${formatPercent(overall.recall)} at 0.5.`,
    '',
    lines.join('\n'),
    '',
    'Reliability (every validation clause against every category):',
    '',
    formatReliabilityTable(reliabilityTable(allPredictions)),
  ].join('\n');
  return { categories: await train(clauses, generic, categories, features, options), report };
}
