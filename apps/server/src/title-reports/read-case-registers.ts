import type { Case, CaseFile, Citation, FileCitation, TitleReportRegister } from '@dd/contracts';
import { chooseTitleCopies, locateOnScans, parseRegister, TITLE_FACT_GROUPS, UnreadableRegisterError, type ExtractedDocument, type TitleCopyChoice, type TitleFact, type TitleRegister } from '@dd/engine';
import type { Database } from '../db/database.ts';
import type { Storage } from '../storage/storage.ts';
import { readExtractedDocument } from '../cases/read-extracted-document.ts';
import { listCaseFileTypeKeys, listExtractedKeys } from './title-report-repository.ts';

/** The document types whose files are registers of title: an official copy, a title sheet, a folio. */
const REGISTER_TYPE_KEYS: ReadonlySet<string> = new Set(['official-copy-register-of-title', 'title-sheet', 'land-registry-folio']);

/** A register of the case, read, or the reason it could not be. */
export interface CaseRegister {
  file: CaseFile;
  /** Every citation in it names its case file (a FileCitation). */
  register: TitleRegister | null;
  error: string | null;
  /** Whether the report relies on this copy of its title, or on another (by case file id); null when unread. */
  copy: TitleCopyChoice<string> | null;
}

/** The registers a report and its checklist are drawn from, with their files: one copy of each title, its latest edition. */
export const reliedOnRegisters = (registers: readonly CaseRegister[]): Array<{ file: CaseFile; register: TitleRegister }> =>
  registers.flatMap(({ file, register, copy }) => (register && copy?.reliedOn ? [{ file, register }] : []));

const STILL_READING = 'The register has not been read yet.';

/**
 * Names the file every citation of a register stands in, since a report and a checklist span several files, and
 * marks where a quote on a scanned page stands (`locateOnScans`).
 */
function citingFile(register: TitleRegister, caseFileId: string, document: ExtractedDocument): TitleRegister {
  const cite = (citations: readonly Citation[]): FileCitation[] => locateOnScans(citations, document).map((citation) => ({ ...citation, caseFileId }));
  const fact = (value: TitleFact): TitleFact => ({ ...value, citations: cite(value.citations) });
  return {
    ...register,
    titleNumber: register.titleNumber && fact(register.titleNumber),
    editionDate: register.editionDate && fact(register.editionDate),
    officialCopyDate: register.officialCopyDate && fact(register.officialCopyDate),
    sections: register.sections.map((section) => ({
      ...section,
      entries: section.entries.map((entry) => ({ ...entry, citations: cite(entry.citations) })),
    })),
    facts: Object.fromEntries(TITLE_FACT_GROUPS.map((group) => [group, register.facts[group].map(fact)])) as TitleRegister['facts'],
  };
}

/** Splits a case's files into its registers of title and its other documents, by their document type. */
export async function splitCaseFiles(db: Database, record: Case): Promise<{ registers: CaseFile[]; others: CaseFile[] }> {
  const typeKeys = await listCaseFileTypeKeys(db, record.id);
  const isRegister = (file: CaseFile) => REGISTER_TYPE_KEYS.has(typeKeys.get(file.id) ?? '');
  return { registers: record.files.filter(isRegister), others: record.files.filter((file) => !isRegister(file)) };
}

/**
 * Reads each register from its stored text, or says why it cannot, and chooses which copy of each title the
 * report relies on where the case holds several (`chooseTitleCopies`: the latest edition).
 */
export async function readRegisters(deps: { db: Database; storage: Storage }, files: readonly CaseFile[]): Promise<CaseRegister[]> {
  const extractedKeys = await listExtractedKeys(
    deps.db,
    files.map((file) => file.id),
  );
  const read = await Promise.all(
    files.map(async (file): Promise<Omit<CaseRegister, 'copy'>> => {
      if (file.status === 'failed') return { file, register: null, error: file.error ?? STILL_READING };
      const key = extractedKeys.get(file.id);
      const document = key ? await readExtractedDocument(deps.storage, key) : null;
      if (!document) return { file, register: null, error: STILL_READING };
      try {
        const register = parseRegister(document.pages.map(({ page, text }) => ({ page, text })));
        return { file, register: citingFile(register, file.id, document), error: null };
      } catch (error) {
        if (!(error instanceof UnreadableRegisterError)) throw error;
        return { file, register: null, error: error.message };
      }
    }),
  );
  const copies = chooseTitleCopies(read.flatMap(({ file, register }) => (register ? [{ key: file.id, register }] : [])));
  return read.map((register) => ({ ...register, copy: copies.get(register.file.id) ?? null }));
}

/** Why none of a case's registers could be read, file by file. */
export const unreadableReason = (registers: readonly CaseRegister[]) =>
  registers.map(({ file, error }) => `${file.filename}: ${error ?? ''}`).join(' ');

/** How a report names the registers it was drawn from, the copies of a title it did not rely on, and those it could not read. */
export const presentRegisterSources = (registers: readonly CaseRegister[]): TitleReportRegister[] =>
  registers.map(({ file, register, error, copy }) => ({
    caseFileId: file.id,
    filename: file.filename,
    system: register?.system ?? null,
    titleNumber: register?.titleNumber?.value ?? null,
    editionDate: register?.editionDate?.value ?? null,
    error,
    reliedOn: copy?.reliedOn ?? false,
    copyOf: copy?.copyOf ?? null,
    basis: copy?.basis ?? null,
  }));
