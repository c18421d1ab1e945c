import type { AnswerValue, RegionCode } from '@dd/contracts';
import { findBlankDates, findValues } from './find-values.ts';
import type { CitablePage } from './verify-citation.ts';

/** The kinds of value a document names as a term: dates and sums. */
export type DefinedValueType = 'date' | 'money';

/**
 * A value the document names as a term: "Feb 10, 2014 (the "Effective Date")", "£3,150,000 (the "Consideration")",
 * '"Termination Date" means 14 February 2029'.
 */
export interface DefinedValue {
  /** The term as the document defines it: "Effective Date", "Consideration". */
  term: string;
  page: number;
  /** The span from the value to the end of its definition. */
  start: number;
  end: number;
  text: string;
  /** The value, or null when the document left a date blank ("[•], 2020"). */
  value: Extract<AnswerValue, { type: DefinedValueType }> | null;
  /** The value as written. */
  written: string;
}

const DEFINED_TERM = /\((?:the\s+|this\s+)?["“]([^"”\n]{2,40})["”]\)/g;
/** A definitions list's entry: '"Termination Date" means 14 February 2029'. */
const MEANS = /["“]([^"”\n]{2,40})["”]\s+means\s+/g;
/** How far after "means" the value may start. */
const MEANS_REACH = 40;
/** How far before its definition the value may stand. */
const VALUE_REACH = 80;

/** A definition found on a page, from `start` to `end`: the term, the value as written, and its value if of `type`. */
function definedAt(
  page: CitablePage,
  term: string,
  start: number,
  end: number,
  found: { text: string; value: AnswerValue | null },
  type: DefinedValueType,
): DefinedValue {
  const value = found.value?.type === type ? (found.value as Extract<AnswerValue, { type: DefinedValueType }>) : null;
  return { term: term.trim(), page: page.page, start, end, text: page.text.slice(start, end), value, written: found.text };
}

/** Every value of a type the document defines as a term, in the order it defines them. */
export function findDefinedValues(pages: CitablePage[], type: DefinedValueType, region?: RegionCode): DefinedValue[] {
  const found: DefinedValue[] = [];
  for (const page of pages) {
    for (const match of page.text.matchAll(DEFINED_TERM)) {
      const from = Math.max(0, match.index - VALUE_REACH);
      const before = page.text.slice(from, match.index);
      const values = [...findValues(before, type, region), ...(type === 'date' ? findBlankDates(before).map((blank) => ({ ...blank, value: null })) : [])];
      // The value must end where its definition begins: only a comma or spaces between them.
      const value = values.find((candidate) => /^[\s,]*$/.test(before.slice(candidate.end)));
      if (!value) continue;
      found.push(definedAt(page, match[1]!, from + value.start, match.index + match[0].length, value, type));
    }
  }
  for (const page of pages) {
    for (const match of page.text.matchAll(MEANS)) {
      const after = match.index + match[0].length;
      const [value] = findValues(page.text.slice(after, after + MEANS_REACH), type, region);
      // The definition is the value: "means 14 February 2029", not "means the date falling one month after …".
      if (!value || value.start > 0 || found.some((defined) => defined.term === match[1]!.trim())) continue;
      found.push(definedAt(page, match[1]!, match.index, after + value.end, value, type));
    }
  }
  return found;
}
