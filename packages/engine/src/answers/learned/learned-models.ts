import { readFileSync } from 'node:fs';
import { loadLinearModel, linearProbability, meanProbability, type LinearModel, type StoredLinearModel } from './linear-model.ts';
import {
  readHypothesis,
  verdictOf,
  type HypothesisPriors,
  type HypothesisReading,
  type MentionCalibration,
  type NdaVerdict,
  type VerdictThresholds,
} from './read-hypothesis.ts';
import { textFeatures, type FeatureSettings, type SparseFeatures } from './text-features.ts';

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
    priors: HypothesisPriors;
    /**
     * Whether a span is evidence for or against the hypothesis: one model for each cross-validation fold, each trained
     * on the other folds' documents, read as a committee (the mean of their probabilities, decision 62).
     */
    evidence: StoredLinearModel[];
    /** Whether evidence says the hypothesis holds (vs. says the opposite); null where training had too few of either. */
    entailment: StoredLinearModel | null;
    /** How its strongest span's evidence reads as whether a document addresses it at all (decision 62). */
    mention: MentionCalibration;
  }[];
  /**
   * How a document's reading becomes an answer, fitted and chosen out of fold (decision 38), and how sure the learned
   * polarity of a language model's quote must be for its yes or no to stand (decision 43).
   */
  decision: VerdictThresholds & { quoteAgreesAtLeast: number };
}

export const CLAUSE_CATEGORY_MODELS_URL = new URL('../../../models/clause-categories.json', import.meta.url);
export const NDA_HYPOTHESIS_MODELS_URL = new URL('../../../models/nda-hypotheses.json', import.meta.url);

/** A ContractNLI hypothesis the models know, as a lawyer's question would be about it. */
export interface NdaHypothesis {
  key: string;
  shortDescription: string;
  hypothesis: string;
  /** False where there is no polarity model: the tuning documents' share of yes stands in, and learning never says no. */
  hasEntailmentModel: boolean;
}

interface ClauseModels {
  features: FeatureSettings;
  categories: Map<string, LinearModel>;
}

interface NdaModels {
  features: FeatureSettings;
  hypotheses: Map<
    string,
    { about: NdaHypothesis; priors: HypothesisPriors; evidence: LinearModel[]; entailment: LinearModel | null; mention: MentionCalibration }
  >;
  decision: NdaHypothesisModelsFile['decision'];
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
  if (!file.decision || file.decision.quoteAgreesAtLeast === undefined || file.hypotheses.some((entry) => !entry.priors || !entry.mention || !Array.isArray(entry.evidence))) {
    throw new Error('The NDA models were written by an older `npm run train`: run it again.');
  }
  ndaModelsLoaded = {
    features: file.features,
    decision: file.decision,
    hypotheses: new Map(
      file.hypotheses.map((entry) => [
        entry.key,
        {
          about: { key: entry.key, shortDescription: entry.shortDescription, hypothesis: entry.hypothesis, hasEntailmentModel: entry.entailment !== null },
          priors: entry.priors,
          evidence: entry.evidence.map(loadLinearModel),
          entailment: entry.entailment === null ? null : loadLinearModel(entry.entailment),
          mention: entry.mention,
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

/** The spans' features as the NDA models read them: computed once a document, then read on each hypothesis. */
export function ndaSpanFeatures(texts: string[]): SparseFeatures[] {
  const { features } = ndaModels();
  return texts.map((text) => textFeatures(text, features));
}

/**
 * A document's spans read on hypothesis `key`, and the verdict the committed thresholds allow: "yes", "no", "not
 * addressed", or null (not sure: the passage goes to review). Undefined for a hypothesis the models do not know.
 */
export function readNdaHypothesis(key: string, spans: SparseFeatures[]): (HypothesisReading & { verdict: NdaVerdict }) | undefined {
  const { hypotheses, decision } = ndaModels();
  const entry = hypotheses.get(key);
  if (!entry) return undefined;
  const { entailment } = entry;
  const reading = readHypothesis(
    spans.map((features) => meanProbability(entry.evidence, features)),
    entailment && ((span) => linearProbability(entailment, spans[span]!)),
    entry.priors,
    entry.mention,
  );
  return { ...reading, verdict: verdictOf(reading, decision) };
}

/**
 * How far the learned polarity of a quote bears out a yes or no to hypothesis `key` (decision 43): the polarity
 * model's probability of that answer, or where there is none the tuning documents' share of it, and whether that
 * reaches the floor chosen out of fold. Undefined for a hypothesis the models do not know.
 */
export function ndaQuoteAgreement(key: string, quote: string, says: boolean): { probability: number; agrees: boolean } | undefined {
  const { hypotheses, decision, features } = ndaModels();
  const entry = hypotheses.get(key);
  if (!entry) return undefined;
  const saysYes = entry.entailment ? linearProbability(entry.entailment, textFeatures(quote, features)) : entry.priors.entailedShare;
  const probability = says ? saysYes : 1 - saysYes;
  return { probability, agrees: probability >= decision.quoteAgreesAtLeast };
}
