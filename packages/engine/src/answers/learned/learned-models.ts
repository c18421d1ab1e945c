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

interface LoadedModels {
  clauseFeatures: FeatureSettings;
  categories: Map<string, LinearModel>;
  ndaFeatures: FeatureSettings;
  hypotheses: Map<string, { about: NdaHypothesis; evidence: LinearModel; entailment: LinearModel | null }>;
}

let loaded: LoadedModels | undefined;

const readJson = <T>(url: URL): T => JSON.parse(readFileSync(url, 'utf8')) as T;

/** Both weights files, read once on first use, not when a worker starts. */
function models(): LoadedModels {
  if (loaded) return loaded;
  const clauses = readJson<ClauseCategoryModelsFile>(CLAUSE_CATEGORY_MODELS_URL);
  const nda = readJson<NdaHypothesisModelsFile>(NDA_HYPOTHESIS_MODELS_URL);
  loaded = {
    clauseFeatures: clauses.features,
    categories: new Map(clauses.categories.map((category) => [category.name, loadLinearModel(category.model)])),
    ndaFeatures: nda.features,
    hypotheses: new Map(
      nda.hypotheses.map((entry) => [
        entry.key,
        {
          about: { key: entry.key, shortDescription: entry.shortDescription, hypothesis: entry.hypothesis, hasEntailmentModel: entry.entailment !== null },
          evidence: loadLinearModel(entry.evidence),
          entailment: entry.entailment === null ? null : loadLinearModel(entry.entailment),
        },
      ]),
    ),
  };
  return loaded;
}

/** CUAD's clause categories ("Governing Law", "Anti-Assignment" …), in the weights file's order. */
export function clauseCategories(): string[] {
  return [...models().categories.keys()];
}

/** For each CUAD category, the probability that `text` is a clause of it (one-vs-rest: they need not sum to 1). */
export function clauseCategoryProbabilities(text: string): Record<string, number> {
  const { clauseFeatures, categories } = models();
  const features = textFeatures(text, clauseFeatures);
  return Object.fromEntries([...categories].map(([name, model]) => [name, linearProbability(model, features)]));
}

/** The probability that `text` is a clause of `category`; an unknown category is a programming error. */
export function clauseCategoryProbability(category: string, text: string): number {
  const { clauseFeatures, categories } = models();
  const model = categories.get(category);
  if (!model) throw new Error(`No clause category model "${category}"`);
  return linearProbability(model, textFeatures(text, clauseFeatures));
}

/** The ContractNLI hypotheses (nda-1 … nda-20) with their short descriptions. */
export function ndaHypotheses(): NdaHypothesis[] {
  return [...models().hypotheses.values()].map((entry) => entry.about);
}

function hypothesis(key: string) {
  const entry = models().hypotheses.get(key);
  if (!entry) throw new Error(`No NDA hypothesis "${key}"`);
  return entry;
}

/** For each NDA hypothesis, the probability that `text` is evidence on it (the text's features computed once). */
export function ndaEvidenceProbabilities(text: string): Record<string, number> {
  const { ndaFeatures, hypotheses } = models();
  const features = textFeatures(text, ndaFeatures);
  return Object.fromEntries([...hypotheses].map(([key, entry]) => [key, linearProbability(entry.evidence, features)]));
}

/** The probability that `text` is evidence on the hypothesis `key` (for or against it). */
export function ndaEvidenceProbability(key: string, text: string): number {
  return linearProbability(hypothesis(key).evidence, textFeatures(text, models().ndaFeatures));
}

/**
 * Given that `text` is evidence on hypothesis `key`, the probability it says the hypothesis holds rather than the
 * opposite; null when there is no model for it, and then the engine must not assert either polarity from learning.
 */
export function ndaEntailmentProbability(key: string, text: string): number | null {
  const { entailment } = hypothesis(key);
  return entailment === null ? null : linearProbability(entailment, textFeatures(text, models().ndaFeatures));
}
