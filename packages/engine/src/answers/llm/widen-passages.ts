import type { DocumentUnit } from '../segment-document.ts';

/**
 * A clause longer than this is not sent whole: the passage goes with the clause's opening words (its number and
 * heading, "4. RENT REVIEW") and its neighbours instead, so one long schedule cannot fill the prompt.
 */
const MAX_CLAUSE_CHARACTERS = 6_000;
/** Units either side of a passage sent with it when its clause is too long to send whole. */
const NEIGHBOURS = 1;

/** A clause number that opens a clause of its own ("4", "4.", "Clause 4", "Schedule 2"), not a sub-clause ("4.2", "(a)"). */
const TOP_LEVEL_LABEL = /^(?:(?:clause|article|section)\s+)?\d+\.?$|^(?:schedule|part|appendix|annex)\b/i;

const opensClause = (unit: DocumentUnit) =>
  unit.kind === 'heading' || unit.kind === 'register_entry' || (unit.label !== null && TOP_LEVEL_LABEL.test(unit.label.trim()));

/**
 * Widens passages to what a reader needs to understand them: each to its whole clause (from the unit that opens
 * it to the next that opens another), and each with the definitions of the defined terms it uses. Returns the
 * groups of unit indices, one per passage, in the order the passages were given.
 */
export function createPassageWidener(units: readonly DocumentUnit[]) {
  const clauseOf: number[] = [];
  const clauses: { first: number; last: number; characters: number }[] = [];
  units.forEach((unit, i) => {
    if (i === 0 || opensClause(unit)) clauses.push({ first: i, last: i, characters: 0 });
    const clause = clauses.at(-1)!;
    clause.last = i;
    clause.characters += unit.text.length;
    clauseOf.push(clauses.length - 1);
  });
  const indexOf = new Map(units.map((unit, i) => [unit.id, i]));
  // Longest terms first, so "Interest Rate" is not also read as "Interest".
  const definitions = units
    .map((unit, i) => ({ term: unit.kind === 'definition' ? unit.definedTerm : null, i }))
    .filter((definition): definition is { term: string; i: number } => definition.term !== null && definition.term.length > 1)
    .sort((a, b) => b.term.length - a.term.length);

  const definitionsUsedIn = (text: string, own: Set<number>): number[] =>
    definitions.filter(({ term, i }) => !own.has(i) && containsTerm(text, term)).map(({ i }) => i);

  return {
    /** The units to send for the passage `unit`: its clause (or its neighbourhood) and the definitions it uses. */
    widen(unit: DocumentUnit): number[] {
      const at = indexOf.get(unit.id);
      if (at === undefined) return [];
      const clause = clauses[clauseOf[at]!]!;
      const range =
        clause.characters <= MAX_CLAUSE_CHARACTERS
          ? span(clause.first, clause.last)
          : [...new Set([clause.first, ...span(Math.max(clause.first, at - NEIGHBOURS), Math.min(clause.last, at + NEIGHBOURS))])];
      const own = new Set(range);
      const text = range.map((i) => units[i]!.text).join('\n');
      return [...range, ...definitionsUsedIn(text, own)];
    },
  };
}

const span = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, k) => from + k);

/** Whether `text` uses a defined term as a word or phrase of its own, as the document capitalises it. */
function containsTerm(text: string, term: string): boolean {
  let from = 0;
  for (;;) {
    const at = text.indexOf(term, from);
    if (at < 0) return false;
    const before = text[at - 1];
    const after = text[at + term.length];
    if ((before === undefined || !/[\p{L}\p{N}]/u.test(before)) && (after === undefined || !/[\p{L}\p{N}]/u.test(after))) return true;
    from = at + 1;
  }
}
