import type { LlmAnswerOutput } from '@dd/contracts';
import { evidenceOf, type GoldAnswer } from '../answer-scoring.ts';
import type { ContractNliChoice } from '../contractnli/load-contractnli.ts';

/**
 * What a faithful model would answer to one question, if it reads the evidence: the answer in the form the
 * question expects (or, without one, the words of the evidence it found), the value of a yes or no, and the
 * passages that bear it out, any one of which is enough. Null: the document does not address the question.
 */
export type OracleGold = {
  answer?: string;
  value: LlmAnswerOutput['value'];
  evidence: string[];
} | null;

/** The golds of one document's questions, by the question's words as the engine asks them. */
export type DocumentGolds = Map<string, OracleGold>;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const CURRENCY_SIGN = { GBP: '£', EUR: '€', USD: '$' } as const;

function formatDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

const formatAmount = (amount: number) => amount.toLocaleString('en-GB', { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 });

const boolean = (value: boolean, subjectTo: string | null): LlmAnswerOutput['value'] => ({ type: 'boolean', value, subjectTo });

/** What a careful practitioner answers to a question of the UK and Irish set, as a faithful model would word it. */
function answerSetAnswer(gold: Exclude<GoldAnswer, { kind: 'not_found' }>): Omit<NonNullable<OracleGold>, 'evidence'> {
  switch (gold.kind) {
    case 'date':
      return { answer: formatDate(gold.iso), value: null };
    case 'money':
      return { answer: `${CURRENCY_SIGN[gold.currency]}${formatAmount(gold.amount)}`, value: null };
    case 'duration':
      return { answer: `${gold.amount} ${gold.amount === 1 ? gold.unit.slice(0, -1) : gold.unit}`, value: null };
    case 'percentage':
      return { answer: `${gold.percent}%`, value: null };
    case 'yes_no': {
      const condition = gold.subjectTo && gold.subjectTo.length > 0 ? gold.subjectTo.join(' and ') : null;
      return { answer: `${gold.value ? 'Yes' : 'No'}${condition ? `, subject to ${condition}` : ''}`, value: boolean(gold.value, condition) };
    }
    case 'identifier':
      return { answer: gold.value, value: null };
    case 'names':
      return { answer: gold.names.join('; '), value: null };
    case 'text':
      return { value: null };
  }
}

/** The UK and Irish set's gold answer (the first that is not "not found", where several are right). */
export function answerSetOracleGold(gold: GoldAnswer | readonly GoldAnswer[]): OracleGold {
  const found = [gold].flat().find((one): one is Exclude<GoldAnswer, { kind: 'not_found' }> => one.kind !== 'not_found');
  return found ? { ...answerSetAnswer(found), evidence: evidenceOf(found) } : null;
}

/** A CUAD field's labels: the labelled spans are both the answer and its evidence (the spans its quote holds). */
export function cuadOracleGold(labels: string[]): OracleGold {
  return labels.length === 0 ? null : { value: null, evidence: labels };
}

/** A ContractNLI label: Entailment is "Yes", Contradiction "No", each from its evidence spans; NotMentioned is silence. */
export function contractNliOracleGold(choice: ContractNliChoice, evidence: string[]): OracleGold {
  if (choice === 'NotMentioned') return null;
  const holds = choice === 'Entailment';
  return { answer: holds ? 'Yes' : 'No', value: boolean(holds, null), evidence };
}
