import type { RetrievedPassage } from '../retrieve-passages.ts';
import type { DocumentUnit } from '../segment-document.ts';
import { estimateTokens } from './estimate-tokens.ts';
import type { createPassageWidener } from './widen-passages.ts';

/** A passage's label ("[Passage 12 | page 4 | 3.2 | RENT]") and the blank line after it, in tokens at most. */
const LABEL_TOKENS = 20;

const costOf = (unit: DocumentUnit) => estimateTokens(unit.text) + LABEL_TOKENS;

/**
 * The passages to send for a batch of questions, within `budgetTokens`: each question's best passage first, then
 * each one's second best, and so on, each widened to its clause and the definitions it uses (or, where that does
 * not fit, the passage alone). Returned in the document's order, each unit once.
 */
export function selectPassages(
  units: readonly DocumentUnit[],
  widener: ReturnType<typeof createPassageWidener>,
  rankedByQuestion: RetrievedPassage[][],
  budgetTokens: number,
): DocumentUnit[] {
  const indexOf = new Map(units.map((unit, i) => [unit.id, i]));
  const chosen = new Set<number>();
  let spent = 0;
  const take = (indices: number[]) => {
    const fresh = [...new Set(indices)].filter((i) => !chosen.has(i));
    const cost = fresh.reduce((sum, i) => sum + costOf(units[i]!), 0);
    if (spent + cost > budgetTokens) return false;
    for (const i of fresh) chosen.add(i);
    spent += cost;
    return true;
  };
  const deepest = Math.max(0, ...rankedByQuestion.map((ranked) => ranked.length));
  for (let rank = 0; rank < deepest; rank++) {
    for (const ranked of rankedByQuestion) {
      const passage = ranked[rank];
      if (!passage) continue;
      const own = indexOf.get(passage.unit.id);
      if (own === undefined) continue;
      if (!take(widener.widen(passage.unit))) take([own]);
    }
  }
  return [...chosen].sort((a, b) => a - b).map((i) => units[i]!);
}
