import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { EvaluationSplit } from '../judged-answer.ts';
import { FROZEN_SPLITS_PATH, loadEvaluationSplits, splitOfDocument } from '../splits/evaluation-splits.ts';

/** ContractNLI's development split, beside the repository and never copied into it. */
export const DEFAULT_CONTRACTNLI_PATH = fileURLToPath(new URL('../../../../shared/eval/contractnli/dev.json', import.meta.url));

export const CONTRACTNLI_CHOICES = ['Entailment', 'Contradiction', 'NotMentioned'] as const;
export type ContractNliChoice = (typeof CONTRACTNLI_CHOICES)[number];

/** Character offsets into a document's text, end exclusive. */
export interface SourceRange {
  start: number;
  end: number;
}

export interface ContractNliAnnotation {
  choice: ContractNliChoice;
  /** The text that bears the label out (empty for NotMentioned). */
  evidence: SourceRange[];
}

export interface ContractNliDocument {
  id: number;
  fileName: string;
  text: string;
  split: EvaluationSplit;
  /** By hypothesis key (`nda-11` …). */
  annotations: Record<string, ContractNliAnnotation>;
}

export interface ContractNliSet {
  /** By key: the hypothesis as the dataset words it. */
  hypotheses: Record<string, { shortDescription: string; hypothesis: string }>;
  documents: ContractNliDocument[];
}

/** The data, or its splits, is not what the evaluation reads: the message says where and why. */
export class ContractNliDataError extends Error {
  override name = 'ContractNliDataError';
}

const Offset = z.number().int().min(0);

const DevDocument = z
  .object({
    id: z.number().int(),
    file_name: z.string(),
    text: z.string().min(1),
    spans: z.array(z.tuple([Offset, Offset])),
    annotation_sets: z
      .array(
        z.object({
          annotations: z.record(z.string(), z.object({ choice: z.enum(CONTRACTNLI_CHOICES), spans: z.array(Offset) })),
        }),
      )
      .min(1),
  })
  .superRefine((document, context) => {
    document.spans.forEach(([start, end], index) => {
      if (start > end || end > document.text.length) {
        context.addIssue({ code: 'custom', path: ['spans', index], message: `span [${start}, ${end}] is not within the text (${document.text.length} characters)` });
      }
    });
    for (const [key, annotation] of Object.entries(document.annotation_sets[0]!.annotations)) {
      annotation.spans.forEach((span, index) => {
        if (span >= document.spans.length) {
          context.addIssue({
            code: 'custom',
            path: ['annotation_sets', 0, 'annotations', key, 'spans', index],
            message: `span ${span} does not exist (the document has ${document.spans.length})`,
          });
        }
      });
    }
  });

const DevFile = z
  .object({
    labels: z.record(z.string(), z.object({ short_description: z.string(), hypothesis: z.string().min(1) })),
    documents: z.array(DevDocument).min(1),
  })
  .superRefine((file, context) => {
    const keys = Object.keys(file.labels).sort().join(', ');
    file.documents.forEach((document, index) => {
      const annotated = Object.keys(document.annotation_sets[0]!.annotations).sort().join(', ');
      if (annotated !== keys) {
        context.addIssue({
          code: 'custom',
          path: ['documents', index, 'annotation_sets', 0, 'annotations'],
          message: `document ${document.id} labels ${annotated || 'no hypothesis'}, not every hypothesis (${keys})`,
        });
      }
    });
    const ids = file.documents.map((document) => document.id);
    const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
    if (repeated.length > 0) context.addIssue({ code: 'custom', path: ['documents'], message: `document ids repeated: ${repeated.join(', ')}` });
  });

async function readDevFile(path: string): Promise<z.infer<typeof DevFile>> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    throw new ContractNliDataError(`The ContractNLI file (${path}) is not JSON: ${(error as Error).message}`);
  }
  const result = DevFile.safeParse(json);
  if (!result.success) throw new ContractNliDataError(`The ContractNLI file (${path}) is not as expected:\n${z.prettifyError(result.error)}`);
  return result.data;
}

/**
 * Reads ContractNLI's development split and puts each document in its part from the frozen splits, which must
 * place every document of the file in one part and list no other (`EvaluationSplitsError` otherwise).
 */
export async function loadContractNli(path = DEFAULT_CONTRACTNLI_PATH, splitsPath = FROZEN_SPLITS_PATH): Promise<ContractNliSet> {
  const file = await readDevFile(path);
  const splits = loadEvaluationSplits(splitsPath);
  // A set the splits do not name would be all tuning: ContractNLI's are chosen once, so their absence is an error.
  if (!splits.get('contractnli')?.tuning) throw new ContractNliDataError(`The frozen splits (${splitsPath}) do not list ContractNLI's frozen and tuning documents.`);
  const splitOf = splitOfDocument(splits, 'contractnli', file.documents.map((document) => document.id));
  return {
    hypotheses: Object.fromEntries(
      Object.entries(file.labels).map(([key, label]) => [key, { shortDescription: label.short_description, hypothesis: label.hypothesis }]),
    ),
    documents: file.documents.map((document) => ({
      id: document.id,
      fileName: document.file_name,
      text: document.text,
      split: splitOf(document.id),
      annotations: Object.fromEntries(
        Object.entries(document.annotation_sets[0]!.annotations).map(([key, annotation]) => [
          key,
          { choice: annotation.choice, evidence: annotation.spans.map((span) => ({ start: document.spans[span]![0], end: document.spans[span]![1] })) },
        ]),
      ),
    })),
  };
}
