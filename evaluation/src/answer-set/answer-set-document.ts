import type { RegionCode } from '@dd/contracts';
import type { Evidence, GoldAnswer } from '../answer-scoring.ts';

/**
 * How a document is set on the page: `deed` in a serif face with a centred title, `modern` in a sans face,
 * `register` small and close as registry print-outs are, `typed` in a typewriter face.
 */
export type PageStyle = 'deed' | 'modern' | 'register' | 'typed';

/** A lawyer's own question, asked in the lawyer's words, without the catalogue's answer type or hints. */
export interface OwnQuestion {
  id: string;
  text: string;
  gold: GoldAnswer | GoldAnswer[];
}

/**
 * A document of the UK and Irish answer set with the answers a careful practitioner would give. `pages` holds
 * one string per page: each line a paragraph, a line in capitals a heading, an empty line a gap, and a tab
 * between the two cells of a table row (particulars, prescribed clauses).
 */
export interface AnswerSetDocument {
  id: string;
  /** The catalogue document type whose question bank the engine is asked. */
  typeKey: string;
  region: RegionCode;
  title: string;
  style: PageStyle;
  /** Printed and scanned: the PDF holds only page images, so its text must be read by OCR. */
  scanned?: true;
  pages: string[];
  /** The expected answer to every question of the type's bank in the document's region, by question key. */
  gold: Record<string, GoldAnswer | GoldAnswer[]>;
  own?: OwnQuestion[];
}

export const notFound: GoldAnswer = { kind: 'not_found' };
export const date = (iso: string, evidence: Evidence): GoldAnswer => ({ kind: 'date', iso, evidence });
export const gbp = (amount: number, evidence: Evidence): GoldAnswer => ({ kind: 'money', amount, currency: 'GBP', evidence });
export const eur = (amount: number, evidence: Evidence): GoldAnswer => ({ kind: 'money', amount, currency: 'EUR', evidence });
export const usd = (amount: number, evidence: Evidence): GoldAnswer => ({ kind: 'money', amount, currency: 'USD', evidence });
export const days = (amount: number, evidence: Evidence): GoldAnswer => ({ kind: 'duration', amount, unit: 'days', evidence });
export const weeks = (amount: number, evidence: Evidence): GoldAnswer => ({ kind: 'duration', amount, unit: 'weeks', evidence });
export const months = (amount: number, evidence: Evidence): GoldAnswer => ({ kind: 'duration', amount, unit: 'months', evidence });
export const years = (amount: number, evidence: Evidence): GoldAnswer => ({ kind: 'duration', amount, unit: 'years', evidence });
export const percent = (value: number, evidence: Evidence): GoldAnswer => ({ kind: 'percentage', percent: value, evidence });
export const yes = (evidence: Evidence, ...subjectTo: string[]): GoldAnswer => ({
  kind: 'yes_no',
  value: true,
  ...(subjectTo.length > 0 && { subjectTo }),
  evidence,
});
export const no = (evidence: Evidence, ...subjectTo: string[]): GoldAnswer => ({
  kind: 'yes_no',
  value: false,
  ...(subjectTo.length > 0 && { subjectTo }),
  evidence,
});
export const identifier = (value: string, evidence: Evidence): GoldAnswer => ({ kind: 'identifier', value, evidence });
export const names = (evidence: Evidence, ...given: string[]): GoldAnswer => ({ kind: 'names', names: given, evidence });
export const text = (evidence: Evidence, ...keywords: string[]): GoldAnswer => ({
  kind: 'text',
  ...(keywords.length > 0 && { keywords }),
  evidence,
});
