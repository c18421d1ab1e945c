import { featureTokens, fnv1a } from '../src/answers/learned/text-features.ts';
import type { MasterClausesRow } from './read-master-clauses.ts';

/** A clause text of one contract with every category the experts put it in. */
export interface LabelledClause {
  contract: string;
  text: string;
  categories: Set<string>;
}

/**
 * Each contract's clause texts, one per distinct wording (the same text marked under two categories is one clause
 * of both), in file order. Every clause is a positive for its categories and a negative for the others.
 */
export function labelledClauses(rows: MasterClausesRow[]): LabelledClause[] {
  const clauses: LabelledClause[] = [];
  for (const row of rows) {
    const byWording = new Map<string, LabelledClause>();
    for (const [category, texts] of row.clauses) {
      for (const text of texts) {
        const wording = featureTokens(text).join(' ');
        if (wording === '') continue;
        const clause = byWording.get(wording) ?? { contract: row.filename, text, categories: new Set<string>() };
        clause.categories.add(category);
        byWording.set(wording, clause);
      }
    }
    clauses.push(...byWording.values());
  }
  return clauses;
}

/** One contract in five, chosen by the hash of its file name, is held out to validate on: never the same by chance. */
export const isValidationContract = (filename: string) => fnv1a(filename) % 5 === 0;
