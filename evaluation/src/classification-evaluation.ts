import { readFile } from 'node:fs/promises';
import type { RegionCode } from '@dd/contracts';
import { createClassifier, type Classification, type Classifier } from '@dd/engine';
import { extractPdfText } from '@dd/engine/documents';
import { CATALOGUE_SEED, type PracticeAreaSlug } from '@dd/server/catalogue/seed/index.ts';
import { findCuadContracts } from './cuad-contracts.ts';
import { EVALUATION_DOCUMENTS } from './documents/index.ts';
import type { EvaluationDocument } from './evaluation-document.ts';
import { renderDocumentPdf } from './render-document-pdf.ts';

export type EvaluationSet = 'uk-ie' | 'cuad' | 'cuad-unlabelled';

/**
 * At or above this confidence an answer is one a lawyer would take without checking; a wrong answer must stay
 * below it, so that the product offers it as a suggestion rather than a fact.
 */
export const CONFIDENT = 0.6;

/** CUAD contracts are commercial contracts; a UK lawyer reviewing them works in Corporate Law. */
const CUAD_TYPE = 'commercial-contract';
const CUAD_PRACTICE_AREA: PracticeAreaSlug = 'corporate-law';
const CUAD_REGION: RegionCode = 'EN';

export interface ClassificationOutcome {
  id: string;
  set: EvaluationSet;
  title: string;
  practiceArea: PracticeAreaSlug;
  region: RegionCode;
  expectedTypeKey: string | null;
  lookAlike: boolean;
  /** The expected type is one of the catalogue's central types (lease, register of title …). */
  central: boolean;
  pages: number;
  classification: Classification;
  classifyMs: number;
}

export interface ClassificationEvaluation {
  outcomes: ClassificationOutcome[];
  /** Why the CUAD contracts were not evaluated, when they were not. */
  cuadSkipped?: string;
}

export interface ClassificationEvaluationOptions {
  documents?: EvaluationDocument[];
  /** Where the shared evaluation data lives (default `../shared/eval`); false leaves CUAD out. */
  cuadRoot?: string | false;
}

const CENTRAL_TYPES = new Set(CATALOGUE_SEED.filter((type) => type.central).map((type) => type.key));

export const isCorrect = (outcome: ClassificationOutcome) => outcome.classification.documentTypeId === outcome.expectedTypeKey;
/** A type was named, and not the right one: worse than an honest "unsure". */
export const isWrong = (outcome: ClassificationOutcome) =>
  outcome.classification.documentTypeId !== null && !isCorrect(outcome);

function classifierFor(practiceArea: PracticeAreaSlug, cache: Map<PracticeAreaSlug, Classifier>): Classifier {
  let classifier = cache.get(practiceArea);
  if (!classifier) {
    const types = CATALOGUE_SEED.filter((type) => type.practiceArea === practiceArea).map((type) => ({
      id: type.key,
      name: type.name,
      regions: type.regions,
      signals: type.signals,
    }));
    classifier = createClassifier(types);
    cache.set(practiceArea, classifier);
  }
  return classifier;
}

async function classifyPdf(bytes: Uint8Array, classifier: Classifier, region: RegionCode) {
  const extracted = await extractPdfText(bytes, { ocr: false });
  const pages = extracted.pages.map((page) => ({ page: page.page, text: page.text }));
  const started = performance.now();
  const classification = classifier({ pages }, { region });
  return { classification, classifyMs: performance.now() - started, pages: extracted.pageCount };
}

/**
 * Renders every document of the UK and Irish set to a real PDF, reads it back with the engine's extractor and
 * classifies it among the catalogue types of its practice area, in its region; then does the same for the CUAD
 * contracts when the shared data is present.
 */
export async function evaluateClassification(options: ClassificationEvaluationOptions = {}): Promise<ClassificationEvaluation> {
  const { documents = EVALUATION_DOCUMENTS, cuadRoot } = options;
  const classifiers = new Map<PracticeAreaSlug, Classifier>();
  const outcomes: ClassificationOutcome[] = [];

  const rendered = await Promise.all(documents.map((document) => renderDocumentPdf(document.pages, document.title)));
  for (const [index, document] of documents.entries()) {
    const result = await classifyPdf(rendered[index]!, classifierFor(document.practiceArea, classifiers), document.region);
    outcomes.push({
      id: document.id,
      set: 'uk-ie',
      title: document.title,
      practiceArea: document.practiceArea,
      region: document.region,
      expectedTypeKey: document.expectedTypeKey,
      lookAlike: document.lookAlike === true,
      central: document.expectedTypeKey !== null && CENTRAL_TYPES.has(document.expectedTypeKey),
      ...result,
    });
  }

  if (cuadRoot === false) return { outcomes };
  const contracts = findCuadContracts(cuadRoot);
  if (!contracts) return { outcomes, cuadSkipped: 'the shared CUAD contracts (../shared/eval) are not present' };
  for (const contract of contracts) {
    const bytes = new Uint8Array(await readFile(contract.path));
    const result = await classifyPdf(bytes, classifierFor(CUAD_PRACTICE_AREA, classifiers), CUAD_REGION);
    outcomes.push({
      id: contract.file,
      set: contract.labelled ? 'cuad' : 'cuad-unlabelled',
      title: contract.contractType ?? 'unlabelled',
      practiceArea: CUAD_PRACTICE_AREA,
      region: CUAD_REGION,
      expectedTypeKey: CUAD_TYPE,
      lookAlike: false,
      central: false,
      ...result,
    });
  }
  return { outcomes };
}

export interface SetSummary {
  documents: number;
  correct: number;
  /** Correct answers over documents, 0..1. */
  accuracy: number;
  unsure: number;
  wrong: number;
  wrongAndConfident: number;
  meanClassifyMs: number;
  maxClassifyMs: number;
}

export function summariseSet(outcomes: ClassificationOutcome[]): SetSummary {
  const times = outcomes.map((outcome) => outcome.classifyMs);
  const correct = outcomes.filter(isCorrect).length;
  const wrong = outcomes.filter(isWrong);
  return {
    documents: outcomes.length,
    correct,
    accuracy: outcomes.length === 0 ? 0 : correct / outcomes.length,
    unsure: outcomes.filter((outcome) => outcome.classification.documentTypeId === null && !isCorrect(outcome)).length,
    wrong: wrong.length,
    wrongAndConfident: wrong.filter((outcome) => outcome.classification.confidence >= CONFIDENT).length,
    meanClassifyMs: times.length === 0 ? 0 : times.reduce((sum, time) => sum + time, 0) / times.length,
    maxClassifyMs: Math.max(0, ...times),
  };
}
