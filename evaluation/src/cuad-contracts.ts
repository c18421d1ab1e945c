import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The shared evaluation data sits beside the repository (`../shared/eval`); it is never copied into it. */
export const DEFAULT_CUAD_ROOT = fileURLToPath(new URL('../../../shared/eval/', import.meta.url));

export interface CuadContract {
  file: string;
  path: string;
  /** "Service Agreement", "License Agreement" … for the labelled set; absent for the unlabelled one. */
  contractType?: string;
  labelled: boolean;
}

interface CuadMetadataEntry {
  file: string;
  contract_type?: string;
}

const pdfsIn = (directory: string) => readdirSync(directory).filter((file) => file.toLowerCase().endsWith('.pdf')).sort();

/** The CUAD contracts, labelled then unlabelled, or undefined when the shared data is not there. */
export function findCuadContracts(root = DEFAULT_CUAD_ROOT): CuadContract[] | undefined {
  const labelledDirectory = join(root, 'cuad', 'contracts');
  const unlabelledDirectory = join(root, 'cuad-unlabelled');
  if (!existsSync(labelledDirectory) && !existsSync(unlabelledDirectory)) return undefined;
  const metadataPath = join(root, 'cuad', 'metadata.json');
  const metadata: CuadMetadataEntry[] = existsSync(metadataPath) ? JSON.parse(readFileSync(metadataPath, 'utf8')) : [];
  const typeOf = new Map(metadata.map((entry) => [entry.file, entry.contract_type]));
  const labelled = existsSync(labelledDirectory)
    ? pdfsIn(labelledDirectory).map((file) => ({
        file,
        path: join(labelledDirectory, file),
        ...(typeOf.get(file) ? { contractType: typeOf.get(file) } : {}),
        labelled: true,
      }))
    : [];
  const unlabelled = existsSync(unlabelledDirectory)
    ? pdfsIn(unlabelledDirectory).map((file) => ({ file, path: join(unlabelledDirectory, file), labelled: false }))
    : [];
  return [...labelled, ...unlabelled];
}
