import type { Answer } from '@dd/contracts';
import type { ContractNliChoice } from './load-contractnli.ts';

/** What the gold label expects a lawyer's yes/no question to be answered with. */
export type ContractNliGold = 'yes' | 'no' | 'not_found';

/**
 * What the engine said, three-way where it asserted or declined, apart where it did neither: `needs_review` (the
 * passage, no answer), `failed`, or `unclear`, an answer that is neither a yes nor a no.
 */
export type ContractNliSaid = 'yes' | 'no' | 'not_found' | 'needs_review' | 'failed' | 'unclear';

const GOLD: Record<ContractNliChoice, ContractNliGold> = { Entailment: 'yes', Contradiction: 'no', NotMentioned: 'not_found' };

export const goldOf = (choice: ContractNliChoice): ContractNliGold => GOLD[choice];

/** An answered yes/no question's polarity: its value when it carries one, else the word it opens with. */
function polarityOf(answer: Answer): 'yes' | 'no' | null {
  if (answer.value?.type === 'boolean') return answer.value.value ? 'yes' : 'no';
  const opening = /^\W*(yes|no)\b/i.exec(answer.answer ?? '')?.[1]?.toLowerCase();
  return opening === 'yes' || opening === 'no' ? opening : null;
}

export function saidOf(answer: Answer): ContractNliSaid {
  switch (answer.status) {
    case 'answered':
      return polarityOf(answer) ?? 'unclear';
    case 'not_found':
    case 'needs_review':
    case 'failed':
      return answer.status;
  }
}

/** Right three-way: Yes for Entailment, No for Contradiction, not found for NotMentioned; needs review never. */
export const isRight = (gold: ContractNliGold, said: ContractNliSaid): boolean => gold === said;
