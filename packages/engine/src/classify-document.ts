import { readPageLayout } from './classify-layout.ts';
import { matchTokens } from './match-tokens.ts';
import { createPhraseMatcher } from './phrase-matcher.ts';
import type { ClassificationSignals, RegionCode } from '@dd/contracts';

/** A document type as the classifier sees it: the catalogue's signals for recognising it. */
export interface ClassifiableType {
  id: string;
  name: string;
  regions: RegionCode[];
  signals: ClassificationSignals;
}

export interface ClassifiableDocument {
  pages: { page: number; text: string }[];
  filename?: string;
}

export interface Classification {
  documentTypeId: string | null;
  /** 0..1: how strong the best match is and how far it is ahead of the next. */
  confidence: number;
  reason: string;
  candidates: { documentTypeId: string; score: number }[];
}

export type Classifier = (document: ClassifiableDocument, options?: { region?: RegionCode }) => Classification;

type SignalKind = 'title' | 'phrase' | 'structure' | 'negative';

interface Signal {
  type: number;
  kind: SignalKind;
  text: string;
  weight: number;
  /** Written with a closing colon ("PROPRIETOR:"): it counts only where the document uses it as a label. */
  label: boolean;
}

interface Evidence {
  titleOnFirstPage?: string;
  titleEarly: boolean;
  titlesLater: number;
  phrases: Map<number, number>;
  structure: Set<number>;
  /** Negative signals with which the document names itself: it says it is something else. */
  namedOther: Set<number>;
  /** Negative signals merely mentioned: a lease may recite the agreement for lease it was granted under. */
  mentionsOther: Set<number>;
  inFilename: boolean;
}

/** The opening words of the first page, where a document states what it is. */
const TITLE_ZONE_WORDS = 80;
/** Signals are looked for in the first pages only: what a document is shows early, and this keeps it fast. */
const PAGES_READ = 30;
const SCORE = {
  titleOnFirstPage: 10,
  titleEarly: 3,
  titleLater: 0.5,
  titleLaterCap: 2,
  filename: 3,
  structure: 3,
  namedOther: -10,
  mentionsOther: -3,
  /** Extra occurrences of a phrase add half its weight each, up to this many. */
  repeatCap: 2,
} as const;
const OUT_OF_REGION = 0.5;
/**
 * A type that the document neither names nor shows a distinctive phrase of (weight 4 or more, or two of weight 3)
 * has only evidence many documents share, such as "Completion" and "Warranties" headings in any sale agreement:
 * it counts for less, and is never the answer.
 */
const GENERAL_ONLY = 0.5;
const DISTINCTIVE_WEIGHT = 4;
const TYPICAL_WEIGHT = 3;
const MIN_SCORE = 6;
/**
 * The best must lead the runner-up by at least one distinguishing signal's worth, and by a tenth of its score:
 * evidence both types share (a folio's parts, a lease's covenants) decides nothing between them.
 */
const MIN_LEAD = 3;
const MIN_LEAD_SHARE = 0.1;
const CANDIDATES = 5;

const round = (value: number) => Math.round(value * 100) / 100;

/** "Lease" reads "a lease", "Agreement for lease" reads "an agreement for lease"; acronyms keep their case. */
function describe(name: string): string {
  const spoken = /^\p{Lu}\p{Ll}/u.test(name) ? name[0]!.toLowerCase() + name.slice(1) : name;
  return `${/^[aeiou]/i.test(spoken) ? 'an' : 'a'} ${spoken}`;
}

function compileSignals(types: ClassifiableType[]): Signal[] {
  const signal = (type: number, kind: SignalKind, text: string, weight = 0) => ({
    type,
    kind,
    text,
    weight,
    label: text.trimEnd().endsWith(':'),
  });
  return types.flatMap((type, index) => [
    ...type.signals.titles.map((text) => signal(index, 'title', text)),
    ...type.signals.phrases.map(({ text, weight }) => signal(index, 'phrase', text, weight)),
    ...type.signals.structure.map((text) => signal(index, 'structure', text)),
    ...type.signals.negative.map((text) => signal(index, 'negative', text)),
  ]);
}

/** A title the document names itself with counts most in the opening words, less further on. */
function creditTitle(found: Evidence, signal: Signal, pageIndex: number, inTitleZone: boolean) {
  if (inTitleZone) found.titleOnFirstPage ??= signal.text;
  else if (pageIndex < 2) found.titleEarly = true;
  else found.titlesLater++;
}

/** The document names the type, or shows one of its distinctive phrases, or two of its typical ones together. */
function isDistinctive(evidence: Evidence, signals: Signal[]): boolean {
  if (evidence.titleOnFirstPage || evidence.titleEarly || evidence.titlesLater > 0 || evidence.inFilename) return true;
  const weights = [...evidence.phrases.keys()].map((id) => signals[id]!.weight);
  return weights.some((weight) => weight >= DISTINCTIVE_WEIGHT) || weights.filter((weight) => weight >= TYPICAL_WEIGHT).length >= 2;
}

function score(type: ClassifiableType, evidence: Evidence, signals: Signal[], region: RegionCode | undefined): number {
  let total = 0;
  if (evidence.titleOnFirstPage) total += SCORE.titleOnFirstPage;
  if (evidence.titleEarly) total += SCORE.titleEarly;
  total += Math.min(evidence.titlesLater * SCORE.titleLater, SCORE.titleLaterCap);
  if (evidence.inFilename) total += SCORE.filename;
  for (const [id, count] of evidence.phrases) {
    total += signals[id]!.weight * (1 + 0.5 * Math.min(count - 1, SCORE.repeatCap));
  }
  total += evidence.structure.size * SCORE.structure;
  total += evidence.namedOther.size * SCORE.namedOther;
  total += evidence.mentionsOther.size * SCORE.mentionsOther;
  if (!isDistinctive(evidence, signals)) total *= GENERAL_ONLY;
  if (region && !type.regions.includes(region)) total *= OUT_OF_REGION;
  return Math.max(0, total);
}

function explain(type: ClassifiableType, evidence: Evidence, signals: Signal[]): string {
  const parts: string[] = [];
  if (evidence.titleOnFirstPage) parts.push(`titled "${evidence.titleOnFirstPage}" on the first page`);
  else if (evidence.inFilename) parts.push('named so in the file name');
  if (evidence.phrases.size > 0) {
    const examples = [...evidence.phrases.keys()].slice(0, 3).map((id) => `"${signals[id]!.text}"`);
    parts.push(`${evidence.phrases.size} typical phrase${evidence.phrases.size === 1 ? '' : 's'} (${examples.join(', ')})`);
  }
  if (evidence.structure.size > 0) {
    parts.push(`${evidence.structure.size} structural marker${evidence.structure.size === 1 ? '' : 's'}`);
  }
  return `Looks like ${describe(type.name)}: ${parts.join('; ')}`;
}

/**
 * Compiles the types' signals once and returns a classifier that scores a document against all of them in one
 * pass: titles count where the document names itself with them, most at the start of the first page; then
 * phrases by weight wherever they occur, structural markers where they head a section, and negatives against
 * (most when the document names itself with one); types that do not apply in the lawyer's region count for
 * less. When the best is weak or barely ahead of the runner-up the answer is null, with the reason.
 */
export function createClassifier(types: ClassifiableType[]): Classifier {
  const signals = compileSignals(types);
  const matcher = createPhraseMatcher(
    signals.map((signal) => signal.text),
    (id) => String(signals[id]!.type),
  );

  return (document, options = {}) => {
    const evidence: Evidence[] = types.map(() => ({
      titleEarly: false,
      titlesLater: 0,
      phrases: new Map(),
      structure: new Set(),
      namedOther: new Set(),
      mentionsOther: new Set(),
      inFilename: false,
    }));
    const pages = [...document.pages].sort((a, b) => a.page - b.page).slice(0, PAGES_READ);
    pages.forEach((page, index) => {
      const layout = readPageLayout(page.text);
      for (const match of matcher.find(layout.tokens)) {
        const inTitleZone = index === 0 && match.start < TITLE_ZONE_WORDS;
        const named = layout.isName(match.start, match.end);
        const heading = layout.isHeading(match.start, match.end);
        const labelled = layout.isLabel(match.start, match.end);
        for (const id of match.ids) {
          const signal = signals[id]!;
          const found = evidence[signal.type]!;
          if (signal.label && !labelled) continue;
          if (signal.kind === 'title') {
            if (named) creditTitle(found, signal, index, inTitleZone);
          } else if (signal.kind === 'phrase') {
            found.phrases.set(id, (found.phrases.get(id) ?? 0) + 1);
          } else if (signal.kind === 'structure') {
            if (heading) found.structure.add(id);
          } else if (inTitleZone && named) {
            found.namedOther.add(id);
          } else {
            found.mentionsOther.add(id);
          }
        }
      }
      for (const name of layout.coordinatedNames) {
        for (const match of matcher.find(name.tokens)) {
          if (match.start !== 0 || match.end !== name.tokens.length) continue;
          for (const id of match.ids) {
            const signal = signals[id]!;
            if (signal.kind === 'title') creditTitle(evidence[signal.type]!, signal, index, index === 0 && name.start < TITLE_ZONE_WORDS);
          }
        }
      }
    });
    if (document.filename) {
      for (const match of matcher.find(matchTokens(document.filename.replace(/\.[a-z0-9]+$/i, '')))) {
        for (const id of match.ids) if (signals[id]!.kind === 'title') evidence[signals[id]!.type]!.inFilename = true;
      }
    }

    const ranked = types
      .map((type, index) => ({ index, score: score(type, evidence[index]!, signals, options.region) }))
      .sort((a, b) => b.score - a.score || a.index - b.index);
    const candidates = ranked
      .filter((entry) => entry.score > 0)
      .slice(0, CANDIDATES)
      .map((entry) => ({ documentTypeId: types[entry.index]!.id, score: round(entry.score) }));
    const best = ranked[0] ?? { index: 0, score: 0 };
    const second = ranked[1]?.score ?? 0;
    const confidence =
      best.score === 0 ? 0 : round((best.score / (best.score + 8)) * (0.5 + 0.5 * (1 - second / best.score)));
    if (best.score < MIN_SCORE) {
      return { documentTypeId: null, confidence, reason: 'No document type matched strongly enough', candidates };
    }
    const bestType = types[best.index]!;
    if (!isDistinctive(evidence[best.index]!, signals)) {
      const reason = `Only general signs of ${describe(bestType.name)}: nothing names it or is distinctive of it`;
      return { documentTypeId: null, confidence, reason, candidates };
    }
    if (best.score - second < Math.max(MIN_LEAD, MIN_LEAD_SHARE * best.score)) {
      const runnerUp = types[ranked[1]!.index]!;
      const reason = `Could be ${describe(bestType.name)} or ${describe(runnerUp.name)}`;
      return { documentTypeId: null, confidence, reason, candidates };
    }
    return { documentTypeId: bestType.id, confidence, reason: explain(bestType, evidence[best.index]!, signals), candidates };
  };
}

/** Classifies one document; to classify many, compile the types once with {@link createClassifier}. */
export function classifyDocument(
  document: ClassifiableDocument,
  types: ClassifiableType[],
  options?: { region?: RegionCode },
): Classification {
  return createClassifier(types)(document, options);
}
