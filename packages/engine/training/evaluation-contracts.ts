import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The evaluation sets' record of their documents (evaluation/src/splits/frozen-splits.json). */
export interface FrozenSplits {
  contractnli: { tuning: number[]; frozen: number[] };
  cuad: { tuning: string[]; frozen: string[] };
}

export function readFrozenSplits(path: string): FrozenSplits {
  return JSON.parse(readFileSync(path, 'utf8')) as FrozenSplits;
}

const squeeze = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Which master_clauses.csv rows belong to the 20 CUAD contracts the evaluation asks questions of, so training
 * leaves them out. The labelled ten name their source file in cuad/metadata.json; every evaluation file is also
 * named `NN_kind_company.pdf`, and a row is left out when its company (the file name before the first "_")
 * contains that company: this leaves out a company's other agreements too (4 ScanSource distributor agreements
 * for one evaluation file), which costs a few training rows and never lets an evaluated contract in.
 */
export function isEvaluationContract(evaluationRoot: string, splits: FrozenSplits): (filename: string) => boolean {
  const metadata = JSON.parse(readFileSync(join(evaluationRoot, 'cuad', 'metadata.json'), 'utf8')) as { original_filename: string }[];
  const sourceFiles = new Set(metadata.map((entry) => entry.original_filename));
  const companies = [...splits.cuad.tuning, ...splits.cuad.frozen].map((file) => {
    const company = /^\d+_[^_]+_(.+)\.pdf$/i.exec(file)?.[1];
    if (!company) throw new Error(`The evaluation file ${file} is not named NN_kind_company.pdf`);
    return squeeze(company);
  });
  return (filename) => sourceFiles.has(filename) || companies.some((company) => squeeze(filename.split('_')[0]!).includes(company));
}
