import type { Citation, RegionCode } from '@dd/contracts';
import {
  buildTitleReport,
  parseRegister,
  UnreadableRegisterError,
  type CitablePage,
  type RedFlag,
  type RegisterSystem,
  type TitleFact,
  type TitleFactGroup,
  type TitleRegister,
} from '@dd/engine';
import { extractPdfText } from '@dd/engine/documents';
import { EVALUATION_DOCUMENTS } from './documents/index.ts';
import { DRAWN_REGISTERS } from './drawn-registers/index.ts';
import type { ScanAgreement } from './drawn-registers/scan-agreement.ts';
import { loadEvaluationSplits, splitOfDocument } from './splits/evaluation-splits.ts';
import type { EvaluationDocument, RedFlagKind, TitleFactLabel, TitleLabels } from './evaluation-document.ts';
import { renderDocumentPdf } from './render-document-pdf.ts';
import { holdsHeaderRow, splicedLabel } from './title-fact-errors.ts';
import type { WordErrors } from './word-accuracy.ts';

/** Red flags are counted from this date (a short lease's years left), fixed so that the figures do not drift with the calendar. */
export const TITLE_EVALUATION_AS_OF = new Date('2024-06-01');

/**
 * The engine's red flag titles, by the kind a lawyer would call them: the one place where the engine's wording
 * meets the labels', so that the labels stay in the lawyer's terms. The first pattern a title matches decides.
 */
const FLAG_KINDS: ReadonlyArray<readonly [RegExp, RedFlagKind]> = [
  [/, not absolute$/, 'title-not-absolute'],
  [/^Restriction needs a third party’s consent$/, 'consent-restriction'],
  [/\(Form [AB]\)$/, 'trust-restriction'],
  [/^(Inhibition|Caution|Caution or inhibition) on the register$/, 'inhibition-or-caution'],
  [/^Covenants whose deed was not supplied$/, 'covenants-deed-not-supplied'],
  [/^Chain of indemnity covenants$/, 'indemnity-covenant'],
  [/^Judgment mortgage$/, 'judgment-mortgage'],
  [/ to discharge$/, 'charge-to-discharge'],
  [/^Right of residence$/, 'right-of-residence'],
  [/^Lease has \d+ years left$/, 'short-lease'],
  [/^Lease term ended in \d+$/, 'short-lease'],
  [/ on the register$/, 'notice-or-adverse-right'],
];

/** The kind of a red flag the engine raised, or null when its title is one the mapping does not know. */
export const flagKind = (title: string): RedFlagKind | null => FLAG_KINDS.find(([pattern]) => pattern.test(title))?.[1] ?? null;

/** The register system of a document's region: Wales shares England's registry. */
const SYSTEM_OF_REGION: Record<RegionCode, RegisterSystem> = {
  EN: 'england-wales',
  WA: 'england-wales',
  SC: 'scotland',
  NI: 'northern-ireland',
  IE: 'republic-of-ireland',
};

export interface FactOutcome {
  label: TitleFactLabel;
  found: boolean;
  /** For a found fact: the value of the first fact of its section that holds its words. */
  value: string | null;
  /** For a missed fact: the other groups where an engine fact has the label's words (the fact was put elsewhere). */
  elsewhere: TitleFactGroup[];
}

export interface EngineFactOutcome {
  group: TitleFactGroup;
  fact: TitleFact;
  /** Some label of its group is matched by it. */
  matched: boolean;
  /** Its group has labels: only these facts count towards precision. */
  scored: boolean;
  /** Unmatched, but a damaged reading (cut short or spliced) of a label its section missed (`splicedLabel`). */
  spliced: boolean;
  /** It holds a row of the register's column headings (`holdsHeaderRow`). */
  headerRow: boolean;
}

export interface CitationDefect {
  /** The fact's group and label, or the red flag's title. */
  where: string;
  page: number | null;
  quote: string;
  problem: 'no citation' | 'quote not on its page';
}

/** The counts a register's score, a system's and the whole set's are made of. */
export interface TitleCounts {
  registers: number;
  unreadable: number;
  labelledFacts: number;
  foundFacts: number;
  /** Engine facts in groups that have labels, and how many of them match a label. */
  scoredEngineFacts: number;
  matchedEngineFacts: number;
  /** Of the unmatched scored facts, those cut short or spliced; and engine facts of any section holding a header row. */
  splicedFacts: number;
  headerAnswers: number;
  labelledFlags: number;
  foundFlags: number;
  engineFlags: number;
  matchedEngineFlags: number;
  citations: number;
  citationDefects: number;
}

export interface RegisterScore {
  id: string;
  /** The system the document's region puts it in (the engine's own reading is `readAs`). */
  system: RegisterSystem;
  readAs: RegisterSystem | null;
  /** Why the engine could not read the register, when it could not. */
  unreadable: string | null;
  facts: FactOutcome[];
  engineFacts: EngineFactOutcome[];
  missedFlags: RedFlagKind[];
  /** Flags the engine raised that no label expected, with the kind they map to (null: an unknown title). */
  unexpectedFlags: Array<{ title: string; kind: RedFlagKind | null }>;
  citationDefects: CitationDefect[];
  counts: TitleCounts;
}

/** A register's scanned copy read through OCR: its score against the same labels, beside its text version's. */
export interface ScannedCopy {
  score: RegisterScore;
  /** The OCR's words against the text version's extracted words, page by page, pooled. */
  ocr: WordErrors;
  agreement: ScanAgreement;
}

export interface TitleEvaluation {
  asOf: Date;
  registers: RegisterScore[];
  /** The ids of the registers in the frozen part; the others are the tuning part. */
  frozen: ReadonlySet<string>;
  /** The scanned copies of the registers drawn as tables, when they were read. */
  scans?: ScannedCopy[];
}

/**
 * The labelled registers listed frozen under `title` in the splits file, checked against the set: the set's text
 * registers and the registers drawn as tables.
 */
export function frozenTitleRegisters(splits = loadEvaluationSplits()): ReadonlySet<string> {
  const ids = [...EVALUATION_DOCUMENTS.filter((document) => document.titleLabels), ...DRAWN_REGISTERS].map(({ id }) => id);
  const splitOf = splitOfDocument(splits, 'title', ids);
  return new Set(ids.filter((id) => splitOf(id) === 'frozen'));
}

const spaced = (text: string) => text.replace(/\s+/g, ' ').trim();
const folded = (text: string) => spaced(text).toLowerCase();

/** A value holds a label's words: each of them, case and spacing aside. */
const factMatches = (label: TitleFactLabel, value: string) => label.mustContain.every((words) => folded(value).includes(folded(words)));

/** Every citation of the facts and flags whose quote is not on the page it names, spacing aside, or that cites nothing. */
function citationDefects(cited: ReadonlyArray<{ where: string; citations: readonly Citation[] }>, pages: readonly CitablePage[]): CitationDefect[] {
  const pageText = new Map(pages.map(({ page, text }) => [page, spaced(text)]));
  return cited.flatMap(({ where, citations }): CitationDefect[] => {
    if (citations.length === 0) return [{ where, page: null, quote: '', problem: 'no citation' }];
    return citations
      .filter(({ page, quote }) => spaced(quote) === '' || !pageText.get(page)?.includes(spaced(quote)))
      .map(({ page, quote }) => ({ where, page, quote, problem: 'quote not on its page' }));
  });
}

/** Takes one engine flag of each expected kind: what is left over on either side is missed or unexpected. */
function matchFlags(expected: readonly RedFlagKind[], raised: readonly RedFlag[]) {
  const missed = [...expected];
  const unexpected: RegisterScore['unexpectedFlags'] = [];
  for (const { title } of raised) {
    const kind = flagKind(title);
    const at = kind === null ? -1 : missed.indexOf(kind);
    if (at >= 0) missed.splice(at, 1);
    else unexpected.push({ title, kind });
  }
  return { missed, unexpected };
}

/**
 * Scores what the engine read of one register against a lawyer's labels: the facts as the report on title sets
 * them out (the title number under title and tenure), its red flags from `asOf`, and every citation against
 * the pages. `read` is the register, or the reason the engine gave for not reading it; `headerRows` are its
 * tables' rows of column headings, where the document marks them.
 */
export function scoreRegister(
  document: Pick<EvaluationDocument, 'id' | 'region'> & { titleLabels: TitleLabels },
  read: TitleRegister | UnreadableRegisterError,
  pages: readonly CitablePage[],
  asOf: Date,
  headerRows: ReadonlyArray<readonly string[]> = [],
): RegisterScore {
  const labels = document.titleLabels;
  const unreadable = read instanceof UnreadableRegisterError ? read.message : null;
  const register = read instanceof UnreadableRegisterError ? null : read;
  const report = register ? buildTitleReport([register], [], asOf) : { sections: [], redFlags: [] };
  const engineFacts = report.sections.flatMap(({ key, facts }) => (key === 'documents' ? [] : facts.map((fact) => ({ group: key, fact }))));

  const facts = labels.facts.map((label) => {
    const holders = engineFacts.filter(({ fact }) => factMatches(label, fact.value));
    const inItsGroup = holders.find(({ group }) => group === label.group);
    return {
      label,
      found: inItsGroup !== undefined,
      value: inItsGroup?.fact.value ?? null,
      elsewhere: inItsGroup ? [] : [...new Set(holders.map(({ group }) => group))],
    };
  });
  const labelledGroups = new Set(labels.facts.map(({ group }) => group));
  const missedLabels = facts.filter(({ found }) => !found).map(({ label }) => label);
  const scoredFacts = engineFacts.map(({ group, fact }) => {
    const matched = labels.facts.some((label) => label.group === group && factMatches(label, fact.value));
    const scored = labelledGroups.has(group);
    return {
      group,
      fact,
      matched,
      scored,
      spliced: scored && !matched && splicedLabel(fact.value, missedLabels.filter((label) => label.group === group)) !== null,
      headerRow: holdsHeaderRow(fact.value, headerRows),
    };
  });
  const flags = matchFlags(labels.redFlags, report.redFlags);
  const cited = [
    ...engineFacts.map(({ group, fact }) => ({ where: `${group}: ${fact.label}`, citations: fact.citations })),
    ...(register?.editionDate ? [{ where: 'Edition date', citations: register.editionDate.citations }] : []),
    ...report.redFlags.map(({ title, citations }) => ({ where: `red flag: ${title}`, citations })),
  ];
  const defects = citationDefects(cited, pages);
  const scored = scoredFacts.filter((outcome) => outcome.scored);
  return {
    id: document.id,
    system: SYSTEM_OF_REGION[document.region],
    readAs: register?.system ?? null,
    unreadable,
    facts,
    engineFacts: scoredFacts,
    missedFlags: flags.missed,
    unexpectedFlags: flags.unexpected,
    citationDefects: defects,
    counts: {
      registers: 1,
      unreadable: register ? 0 : 1,
      labelledFacts: facts.length,
      foundFacts: facts.filter(({ found }) => found).length,
      scoredEngineFacts: scored.length,
      matchedEngineFacts: scored.filter(({ matched }) => matched).length,
      splicedFacts: scored.filter(({ spliced }) => spliced).length,
      headerAnswers: scoredFacts.filter(({ headerRow }) => headerRow).length,
      labelledFlags: labels.redFlags.length,
      foundFlags: labels.redFlags.length - flags.missed.length,
      engineFlags: report.redFlags.length,
      matchedEngineFlags: report.redFlags.length - flags.unexpected.length,
      citations: cited.reduce((sum, { citations }) => sum + Math.max(1, citations.length), 0),
      citationDefects: defects.length,
    },
  };
}

/** The counts of several registers added up. */
export function sumCounts(scores: readonly Pick<RegisterScore, 'counts'>[]): TitleCounts {
  const total: TitleCounts = {
    registers: 0,
    unreadable: 0,
    labelledFacts: 0,
    foundFacts: 0,
    scoredEngineFacts: 0,
    matchedEngineFacts: 0,
    splicedFacts: 0,
    headerAnswers: 0,
    labelledFlags: 0,
    foundFlags: 0,
    engineFlags: 0,
    matchedEngineFlags: 0,
    citations: 0,
    citationDefects: 0,
  };
  for (const { counts } of scores) for (const key of Object.keys(total) as (keyof TitleCounts)[]) total[key] += counts[key];
  return total;
}

/** The share `part` is of `whole`, 0..1; a whole of nothing scores 1 (nothing was missed or invented). */
export const ratio = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);

/**
 * Renders every labelled register of the set to a real PDF, reads it back with the engine's extractor (as the
 * answer evaluation does), parses it and scores its facts, red flags and citations against the lawyer's labels.
 */
export async function evaluateTitles(
  documents: readonly EvaluationDocument[] = EVALUATION_DOCUMENTS,
  asOf = TITLE_EVALUATION_AS_OF,
  frozen = frozenTitleRegisters(),
): Promise<TitleEvaluation> {
  const registers: RegisterScore[] = [];
  for (const document of documents) {
    const { titleLabels } = document;
    if (!titleLabels) continue;
    const extracted = await extractPdfText(await renderDocumentPdf(document.pages, document.title), { ocr: false });
    const pages = extracted.pages.map(({ page, text }) => ({ page, text }));
    registers.push(scoreRegister({ ...document, titleLabels }, readRegister(pages), pages, asOf));
  }
  return { asOf, registers, frozen };
}

/** The register the engine reads from the pages, or the reason it gives for not reading one. */
export function readRegister(pages: readonly CitablePage[]): TitleRegister | UnreadableRegisterError {
  try {
    return parseRegister(pages);
  } catch (error) {
    if (error instanceof UnreadableRegisterError) return error;
    throw error;
  }
}
