import { readFileSync } from 'node:fs';
import { loadLinearModel, linearProbability, type LinearModel, type StoredLinearModel } from './linear-model.ts';
import { textFeatures, type FeatureSettings } from './text-features.ts';

/** `packages/engine/models/clause-categories.json`, written by `npm run train`. */
export interface ClauseCategoryModelsFile {
  version: number;
  features: FeatureSettings;
  /** SHA-256 of what the models were trained from, so a changed input shows as a changed file. */
  trainingInputs: string;
  categories: { name: string; model: StoredLinearModel }[];
}

/** `packages/engine/models/nda-hypotheses.json`, written by `npm run train`. */
export interface NdaHypothesisModelsFile {
  version: number;
  features: FeatureSettings;
  trainingInputs: string;
  hypotheses: {
    key: string;
    shortDescription: string;
    hypothesis: string;
    /** Whether a span is evidence for or against the hypothesis. */
    evidence: StoredLinearModel;
    /** Whether evidence says the hypothesis holds (vs. says the opposite); null where training had too few of either. */
    entailment: StoredLinearModel | null;
  }[];
}

export const CLAUSE_CATEGORY_MODELS_URL = new URL('../../../models/clause-categories.json', import.meta.url);
export const NDA_HYPOTHESIS_MODELS_URL = new URL('../../../models/nda-hypotheses.json', import.meta.url);

/** A ContractNLI hypothesis the models know, as a lawyer's question would be about it. */
export interface NdaHypothesis {
  key: string;
  shortDescription: string;
  hypothesis: string;
  /** False where there is no polarity model: learning then never says whether the document agrees. */
  hasEntailmentModel: boolean;
}

interface ClauseModels {
  features: FeatureSettings;
  categories: Map<string, LinearModel>;
}

interface NdaModels {
  features: FeatureSettings;
  hypotheses: Map<string, { about: NdaHypothesis; evidence: LinearModel; entailment: LinearModel | null }>;
}

let clauseModelsLoaded: ClauseModels | undefined;
let ndaModelsLoaded: NdaModels | undefined;

const readJson = <T>(url: URL): T => JSON.parse(readFileSync(url, 'utf8')) as T;

/**
 * Each weights file is read once, on its first use, not when a worker starts: the answerer uses the clause models,
 * and the NDA file (half a megabyte) is read only where NDA hypotheses are asked about.
 */
function clauseModels(): ClauseModels {
  if (clauseModelsLoaded) return clauseModelsLoaded;
  const file = readJson<ClauseCategoryModelsFile>(CLAUSE_CATEGORY_MODELS_URL);
  clauseModelsLoaded = { features: file.features, categories: new Map(file.categories.map((category) => [category.name, loadLinearModel(category.model)])) };
  return clauseModelsLoaded;
}

function ndaModels(): NdaModels {
  if (ndaModelsLoaded) return ndaModelsLoaded;
  const file = readJson<NdaHypothesisModelsFile>(NDA_HYPOTHESIS_MODELS_URL);
  ndaModelsLoaded = {
    features: file.features,
    hypotheses: new Map(
      file.hypotheses.map((entry) => [
        entry.key,
        {
          about: { key: entry.key, shortDescription: entry.shortDescription, hypothesis: entry.hypothesis, hasEntailmentModel: entry.entailment !== null },
          evidence: loadLinearModel(entry.evidence),
          entailment: entry.entailment === null ? null : loadLinearModel(entry.entailment),
        },
      ]),
    ),
  };
  return ndaModelsLoaded;
}

/** CUAD's clause categories ("Governing Law", "Anti-Assignment" …), in the weights file's order. */
export function clauseCategories(): string[] {
  return [...clauseModels().categories.keys()];
}

/** For each CUAD category, the probability that `text` is a clause of it (one-vs-rest: they need not sum to 1). */
export function clauseCategoryProbabilities(text: string): Record<string, number> {
  const { features: settings, categories } = clauseModels();
  const features = textFeatures(text, settings);
  return Object.fromEntries([...categories].map(([name, model]) => [name, linearProbability(model, features)]));
}

/** The probability that `text` is a clause of `category`; an unknown category is a programming error. */
export function clauseCategoryProbability(category: string, text: string): number {
  const { features: settings, categories } = clauseModels();
  const model = categories.get(category);
  if (!model) throw new Error(`No clause category model "${category}"`);
  return linearProbability(model, textFeatures(text, settings));
}

/** The ContractNLI hypotheses (nda-1 … nda-20) with their short descriptions. */
export function ndaHypotheses(): NdaHypothesis[] {
  return [...ndaModels().hypotheses.values()].map((entry) => entry.about);
}

function hypothesis(key: string) {
  const entry = ndaModels().hypotheses.get(key);
  if (!entry) throw new Error(`No NDA hypothesis "${key}"`);
  return entry;
}

/** The probability that `text` is evidence on the hypothesis `key` (for or against it). */
export function ndaEvidenceProbability(key: string, text: string): number {
  return linearProbability(hypothesis(key).evidence, textFeatures(text, ndaModels().features));
}

/**
 * Given that `text` is evidence on hypothesis `key`, the probability it says the hypothesis holds rather than the
 * opposite; null when there is no model for it, and then the engine must not assert either polarity from learning.
 */
export function ndaEntailmentProbability(key: string, text: string): number | null {
  const { entailment } = hypothesis(key);
  return entailment === null ? null : linearProbability(entailment, textFeatures(text, ndaModels().features));
}
