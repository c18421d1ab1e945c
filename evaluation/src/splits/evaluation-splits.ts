import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { EvaluationSplit } from '../judged-answer.ts';

/** The file that records, once and for all, which evaluation documents are frozen. */
export const FROZEN_SPLITS_PATH = fileURLToPath(new URL('./frozen-splits.json', import.meta.url));

const DocumentIds = z.array(z.union([z.string().min(1), z.number().int().nonnegative()]));

/**
 * One set's parts. `frozen` lists the frozen documents; `tuning`, when given, lists the rest, and then every
 * document of the set must be in one of the two lists (a new document is placed deliberately, never by default).
 */
const SetSplits = z
  .object({
    frozen: DocumentIds,
    tuning: DocumentIds.optional(),
    source: z.string().optional(),
    note: z.string().optional(),
  })
  .strict();

export const FrozenSplitsFile = z.object({ about: z.string() }).catchall(SetSplits);

export class EvaluationSplitsError extends Error {}

export interface SetSplitLists {
  frozen: ReadonlySet<string>;
  tuning?: ReadonlySet<string>;
}

/** Each set's frozen and tuning lists, ids as strings (ContractNLI's are numbers in the file). */
export type EvaluationSplits = ReadonlyMap<string, SetSplitLists>;

function idSet(set: string, part: string, ids: ReadonlyArray<string | number>): Set<string> {
  const strings = ids.map(String);
  const repeated = strings.filter((id, i) => strings.indexOf(id) !== i);
  if (repeated.length > 0) throw new EvaluationSplitsError(`${set}: ${part} lists ${repeated.join(', ')} more than once`);
  return new Set(strings);
}

/** Reads and validates the splits file; a malformed file, or a document in both parts of a set, is an error. */
export function loadEvaluationSplits(path = FROZEN_SPLITS_PATH): EvaluationSplits {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new EvaluationSplitsError(`${path}: ${(error as Error).message}`);
  }
  const parsed = FrozenSplitsFile.safeParse(json);
  if (!parsed.success) throw new EvaluationSplitsError(`${path}: ${z.prettifyError(parsed.error)}`);
  const { about: _about, ...sets } = parsed.data;
  const splits = new Map<string, SetSplitLists>();
  for (const [set, lists] of Object.entries(sets)) {
    const frozen = idSet(set, 'frozen', lists.frozen);
    const tuning = lists.tuning && idSet(set, 'tuning', lists.tuning);
    const both = tuning ? [...frozen].filter((id) => tuning.has(id)) : [];
    if (both.length > 0) throw new EvaluationSplitsError(`${path}: ${set} lists ${both.join(', ')} as both frozen and tuning`);
    splits.set(set, { frozen, ...(tuning && { tuning }) });
  }
  return splits;
}

/**
 * The split of each document of one set, checked against the set's documents: an id the file lists that the set
 * does not have is an error (a typo would otherwise silently leave a document unfrozen), and so is a document
 * missing from a set that lists its tuning part. A set the file does not name is all tuning.
 */
export function splitOfDocument(splits: EvaluationSplits, set: string, documentIds: ReadonlyArray<string | number>): (documentId: string | number) => EvaluationSplit {
  const known = new Set(documentIds.map(String));
  const lists = splits.get(set);
  if (lists) {
    const listed = [...lists.frozen, ...(lists.tuning ?? [])];
    const unknown = listed.filter((id) => !known.has(id));
    if (unknown.length > 0) throw new EvaluationSplitsError(`${set}: the splits list ${unknown.join(', ')}, which the set does not have`);
    const unplaced = lists.tuning ? [...known].filter((id) => !lists.frozen.has(id) && !lists.tuning!.has(id)) : [];
    if (unplaced.length > 0) throw new EvaluationSplitsError(`${set}: ${unplaced.join(', ')} is in neither the frozen nor the tuning list`);
  }
  return (documentId) => {
    const id = String(documentId);
    if (!known.has(id)) throw new EvaluationSplitsError(`${set}: no document ${id}`);
    return lists?.frozen.has(id) ? 'frozen' : 'tuning';
  };
}
