import { readFileSync } from 'node:fs';

export type NliChoice = 'Entailment' | 'Contradiction' | 'NotMentioned';

export interface NliHypothesis {
  key: string;
  shortDescription: string;
  hypothesis: string;
}

/** A ContractNLI document as training uses it: its spans' texts and, per hypothesis, the label and evidence spans. */
export interface NliDocument {
  id: number;
  spans: string[];
  annotations: Map<string, { choice: NliChoice; evidence: Set<number> }>;
}

interface RawDocument {
  id: number;
  text: string;
  spans: [number, number][];
  annotation_sets: { annotations: Record<string, { choice: NliChoice; spans: number[] }> }[];
}

interface RawDataset {
  documents: RawDocument[];
  labels: Record<string, { short_description: string; hypothesis: string }>;
}

/** Hypothesis keys in their natural order: nda-1, nda-2 … nda-20. */
const byKey = (a: string, b: string) => Number(a.replace(/\D/g, '')) - Number(b.replace(/\D/g, '')) || a.localeCompare(b);

/**
 * The hypotheses and the documents named by `ids` (the tuning part) of ContractNLI's dev.json, in id order. The
 * other documents are dropped as soon as the file is parsed: their texts and labels are never looked at.
 */
export function readContractNli(path: string, ids: number[]): { hypotheses: NliHypothesis[]; documents: NliDocument[] } {
  const dataset = JSON.parse(readFileSync(path, 'utf8')) as RawDataset;
  const wanted = new Set(ids);
  const documents = dataset.documents
    .filter((document) => wanted.has(document.id))
    .sort((a, b) => a.id - b.id)
    .map((document) => ({
      id: document.id,
      spans: document.spans.map(([start, end]) => document.text.slice(start, end)),
      annotations: new Map(
        Object.entries(document.annotation_sets[0]!.annotations).map(([key, annotation]) => [
          key,
          { choice: annotation.choice, evidence: new Set(annotation.spans) },
        ]),
      ),
    }));
  if (documents.length !== wanted.size) throw new Error(`dev.json holds ${documents.length} of the ${wanted.size} tuning documents`);
  const hypotheses = Object.keys(dataset.labels)
    .sort(byKey)
    .map((key) => ({ key, shortDescription: dataset.labels[key]!.short_description, hypothesis: dataset.labels[key]!.hypothesis }));
  return { hypotheses, documents };
}
