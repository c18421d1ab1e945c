import type { Answer, Citation } from '@dd/contracts';
import type { DocumentUnit } from './segment-document.ts';

const SECTION = /^(schedule|part|annex|annexure|appendix|exhibit)\s+(\S+)$/i;

/**
 * How a lawyer cites the passage a quote stands in: "Clause 7.2", "Clause LR4" (a prescribed clause), "Entry B2" of
 * a register, "Schedule 1". Undefined where the document numbers nothing there, and for a sub-paragraph's own
 * letter ("(a)"), which names nothing without its clause.
 */
export function citedClauseOf(unit: Pick<DocumentUnit, 'kind' | 'label'>): string | undefined {
  const label = unit.label?.trim();
  if (!label) return undefined;
  if (unit.kind === 'register_entry') return `Entry ${label}`;
  if (/^(?:\d|LR\d)/.test(label)) return `Clause ${label.replace(/\.$/, '')}`;
  const section = SECTION.exec(label);
  if (section) return `${section[1]![0]!.toUpperCase()}${section[1]!.slice(1).toLowerCase()} ${section[2]}`;
  return undefined;
}

/** The passage on a citation's page whose text holds the quote's start. */
const unitHolding = (units: readonly DocumentUnit[], { page, start }: Pick<Citation, 'page' | 'start'>) =>
  units.find((unit) => unit.page === page && unit.start <= start && start < unit.end);

/**
 * The passages on a citation's page its quote runs through, in order: a cover page's quote of the parties may run
 * across a line read as a heading ("Paratek Pharmaceuticals, Inc. and / CARBOGEN AMCIS AG").
 */
export const unitsWithin = (units: readonly DocumentUnit[], { page, start, end }: Pick<Citation, 'page' | 'start' | 'end'>) =>
  units.filter((unit) => unit.page === page && unit.start < end && start < unit.end);

/**
 * Names the clause of each citation of an answer given from a document's passages (a language model's, whose quotes
 * are found on their pages, not read from a passage): the passage on the citation's page whose text holds its start.
 */
export function nameCitedClauses(units: readonly DocumentUnit[]): (answer: Answer) => Answer {
  return (answer) => ({
    ...answer,
    citations: answer.citations.map((citation) => {
      if (citation.clause) return citation;
      const unit = unitHolding(units, citation);
      const clause = unit && citedClauseOf(unit);
      return clause ? { ...citation, clause } : citation;
    }),
  });
}
