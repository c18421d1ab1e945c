import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { hostileDocuments, hostilePdfs } from '@dd/engine/fixtures';
import type { CorpusFile } from './run-hostile-corpus.ts';

const REGRESSIONS = fileURLToPath(new URL('../../../shared/regressions/', import.meta.url));

/** Files that once broke the product (../shared/regressions), when that folder is beside the repository. */
export function regressionFiles(): CorpusFile[] {
  let names: string[];
  try {
    names = readdirSync(REGRESSIONS).filter((name) => name.toLowerCase().endsWith('.pdf'));
  } catch {
    return [];
  }
  return names.map((name) => ({ name: `regression-${name.replace(/\.pdf$/i, '')}`, bytes: new Uint8Array(readFileSync(REGRESSIONS + name)) }));
}

/** The generated hostile corpus (PDFs, Word documents and TIFF scans) and the regression files. */
export const hostileCorpus = (): CorpusFile[] => [...hostilePdfs(), ...hostileDocuments(), ...regressionFiles()];
