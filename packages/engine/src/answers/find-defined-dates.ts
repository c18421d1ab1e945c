import type { AnswerValue, RegionCode } from '@dd/contracts';
import { findBlankDates, findValues } from './find-values.ts';
import type { CitablePage } from './verify-citation.ts';

/** A date the document names as a term: "Feb 10, 2014 (the "Effective Date")". */
export interface DefinedDate {
  /** The term as the document defines it: "Effective Date", "Term Commencement Date". */
  term: string;
  page: number;
  /** The span from the date to the end of its definition. */
  start: number;
  end: number;
  text: string;
  /** The date, or null when the document left it blank ("[•], 2020"). */
  value: Extract<AnswerValue, { type: 'date' }> | null;
  /** The date as written. */
  written: string;
}

const DEFINED_TERM = /\((?:the\s+|this\s+)?["“]([^"”\n]{2,40})["”]\)/g;
/** How far before its definition the date may stand. */
const DATE_REACH = 80;

/** Every date the document defines as a term, in the order it defines them. */
export function findDefinedDates(pages: CitablePage[], region?: RegionCode): DefinedDate[] {
  const found: DefinedDate[] = [];
  for (const page of pages) {
    for (const match of page.text.matchAll(DEFINED_TERM)) {
      const from = Math.max(0, match.index - DATE_REACH);
      const before = page.text.slice(from, match.index);
      const dates = [...findValues(before, 'date', region), ...findBlankDates(before).map((blank) => ({ ...blank, value: null }))];
      // The date must end where its definition begins: only a comma or spaces between them.
      const date = dates.find((candidate) => /^[\s,]*$/.test(before.slice(candidate.end)));
      if (!date) continue;
      const start = from + date.start;
      const end = match.index + match[0].length;
      found.push({
        term: match[1]!.trim(),
        page: page.page,
        start,
        end,
        text: page.text.slice(start, end),
        value: date.value?.type === 'date' ? date.value : null,
        written: date.text,
      });
    }
  }
  return found;
}
