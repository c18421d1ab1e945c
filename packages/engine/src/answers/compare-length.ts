import type { AnswerValue, RegionCode } from '@dd/contracts';
import { findValues } from './find-values.ts';

type Length = Extract<AnswerValue, { type: 'duration' }>;

/** "Is the term more than seven years?" asks for a length and compares it. */
const COMPARES = /^\s*(?:is|are|was|will)\s+(?:the\s+|its\s+)?(.+?)\s+(more|longer|greater|less|shorter)\s+than\s+([\p{L}\p{N}-]+)\s+(years?|months?|weeks?|days?)\b/iu;
const DAYS_IN = { days: 1, weeks: 7, months: 365.25 / 12, years: 365.25 } as const;
const inDays = (length: Length) => length.amount * DAYS_IN[length.unit];

/** A question that compares a length with a limit: what it is the length of, and how the answer follows from a length. */
export interface LengthComparison {
  /** "term", of "Is the term more than seven years?". */
  subject: string;
  /** Whether a length of the subject makes the answer yes. */
  saysYes(length: Length): boolean;
}

/** The comparison a yes-or-no question makes of a length ("Is the term more than seven years?"), or null. */
export function lengthComparison(question: string, region?: RegionCode): LengthComparison | null {
  const asked = COMPARES.exec(question);
  if (!asked) return null;
  const [, subject, direction, count, unit] = asked;
  const limit = findValues(`${count} ${unit}`, 'duration', region)[0]?.value;
  if (limit?.type !== 'duration') return null;
  const longer = /^(?:more|longer|greater)$/i.test(direction!);
  return { subject: subject!, saysYes: (length) => (longer ? inDays(length) > inDays(limit) : inDays(length) < inDays(limit)) };
}
