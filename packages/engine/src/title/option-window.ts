import { findValues, type FoundValue } from '../answers/find-values.ts';

/** Within this many days of its end, an option's window is closing: a buyer has weeks, not years, to act. */
const CLOSING_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

const dayOf = ({ value }: FoundValue) => (value.type === 'date' ? new Date(`${value.iso}T00:00:00Z`) : null);

/**
 * The last day an option protected on the register can be exercised, from its own words: "exercisable until 1 May
 * 2028", "on or before …", or a period counted from a date ("within 10 years from 1 May 2018", "for a period of five
 * years after …"). Null when the entry is not an option's or does not say.
 */
export function optionWindowEnds(text: string): Date | null {
  if (!/\boption\b/i.test(text)) return null;
  const dates = findValues(text, 'date');
  for (const date of dates) {
    const before = text.slice(Math.max(0, date.start - 40), date.start);
    if (/\b(?:until|before|by|expir(?:es|ing)\s+on|ending\s+on)\s+(?:the\s+)?$/i.test(before)) return dayOf(date);
  }
  for (const period of findValues(text, 'duration')) {
    if (period.value.type !== 'duration') continue;
    const { amount, unit } = period.value;
    if (unit !== 'years' && unit !== 'months') continue;
    const from = dates.find((date) => date.start >= period.end && /^\s*(?:from|after|of|commencing(?:\s+on)?)\s+(?:the\s+date\s+of\s+[\w\s]{0,30}?(?:dated\s+)?)?$/i.test(text.slice(period.end, date.start)));
    const ends = from && dayOf(from);
    if (!ends) continue;
    if (unit === 'years') ends.setUTCFullYear(ends.getUTCFullYear() + amount);
    else ends.setUTCMonth(ends.getUTCMonth() + amount);
    return ends;
  }
  return null;
}

/**
 * What an option's window means on the report's date, in a sentence added to its red flag's reason: spent (its
 * notice should go), closing within the year, or open until its last day.
 */
export function optionWindowNote(text: string, asOf: Date): string | null {
  const ends = optionWindowEnds(text);
  if (!ends) return null;
  const day = ends.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const daysLeft = Math.floor((ends.getTime() - asOf.getTime()) / DAY_MS);
  if (daysLeft < 0) return `By the report’s date the option’s period ended (${day}): unless it was exercised, ask for the notice to be cancelled before completion.`;
  if (daysLeft <= CLOSING_DAYS) return `The option can be exercised until ${day}, within a year of the report’s date: find whether it has been or will be exercised before exchange.`;
  return `The option can be exercised until ${day}: a buyer takes the land subject to it.`;
}
