import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONTRACTNLI_QUESTIONS } from './contractnli-questions.ts';
import type { ContractNliChoice } from './load-contractnli.ts';

/**
 * A short NDA written for the tests, in ContractNLI's shape. The reverse-engineering clause follows enough
 * schedule lines to fall on a later page of its PDF.
 */
export const NDA_CLAUSES = {
  oral: '1. Confidential Information means all information disclosed by one party to the other, whether in writing or orally.',
  purpose: '2. The Recipient shall use the Confidential Information solely for the purpose of evaluating a possible joint venture.',
  reverseEngineering: '3. The Recipient shall not reverse engineer, decompile or disassemble any samples or prototypes provided to it.',
  employees: '4. The Recipient may disclose Confidential Information to those of its employees who need to know it.',
  law: '5. This Agreement is governed by the laws of England and Wales.',
} as const;

const SCHEDULE = Array.from({ length: 90 }, (_, i) => `Schedule item ${i + 1}: the parties shall review the project milestones at their monthly meeting.`);

export const NDA_TEXT = [
  'MUTUAL NON-DISCLOSURE AGREEMENT',
  'This Agreement is made between Alder Systems Limited (“Alder”) and Birch Analytics Limited (“Birch”).',
  NDA_CLAUSES.oral,
  NDA_CLAUSES.purpose,
  ...SCHEDULE,
  NDA_CLAUSES.reverseEngineering,
  NDA_CLAUSES.employees,
  NDA_CLAUSES.law,
].join('\n');

type Clause = keyof typeof NDA_CLAUSES;

/** The NDA's labels: Entailment with its clause as evidence for the hypotheses it speaks to, NotMentioned for the rest. */
export const NDA_LABELS: Record<string, { choice: ContractNliChoice; clause?: Clause }> = {
  ...Object.fromEntries(Object.keys(CONTRACTNLI_QUESTIONS).map((key) => [key, { choice: 'NotMentioned' as const }])),
  'nda-3': { choice: 'Entailment', clause: 'oral' },
  'nda-4': { choice: 'Entailment', clause: 'purpose' },
  'nda-11': { choice: 'Entailment', clause: 'reverseEngineering' },
  'nda-5': { choice: 'Entailment', clause: 'employees' },
};

/** One document of a ContractNLI file: the NDA, its clauses as spans, labelled by NDA_LABELS. */
export function ndaDocument(id: number) {
  const clauses = Object.keys(NDA_CLAUSES) as Clause[];
  const spans = clauses.map((clause) => {
    const start = NDA_TEXT.indexOf(NDA_CLAUSES[clause]);
    return [start, start + NDA_CLAUSES[clause].length];
  });
  return {
    id,
    file_name: `nda-${id}.txt`,
    text: NDA_TEXT,
    spans,
    annotation_sets: [
      {
        annotations: Object.fromEntries(
          Object.entries(NDA_LABELS).map(([key, { choice, clause }]) => [key, { choice, spans: clause ? [clauses.indexOf(clause)] : [] }]),
        ),
      },
    ],
    document_type: 'search-pdf',
    url: 'https://example.com/nda.pdf',
  };
}

/** A ContractNLI file of the NDA under each id given, with every hypothesis the questions ask. */
export function contractNliFile(ids: number[]) {
  return {
    labels: Object.fromEntries(Object.keys(CONTRACTNLI_QUESTIONS).map((key) => [key, { short_description: key, hypothesis: `Hypothesis ${key}.` }])),
    documents: ids.map(ndaDocument),
  };
}

/** Writes a ContractNLI file and a frozen-splits file (as given, or as JSON of the objects) to a new folder. */
export async function writeContractNliFiles(file: unknown, splits: unknown): Promise<{ path: string; splitsPath: string }> {
  const folder = await mkdtemp(join(tmpdir(), 'dd-contractnli-test-'));
  const path = join(folder, 'dev.json');
  const splitsPath = join(folder, 'frozen-splits.json');
  await writeFile(path, typeof file === 'string' ? file : JSON.stringify(file));
  await writeFile(splitsPath, typeof splits === 'string' ? splits : JSON.stringify(splits));
  return { path, splitsPath };
}
