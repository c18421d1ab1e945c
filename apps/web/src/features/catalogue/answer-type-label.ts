import type { AnswerType } from '@dd/contracts';

/** How each answer type reads to a lawyer, on badges and in the admin's answer-type choice. */
export const ANSWER_TYPE_LABELS: Record<AnswerType, string> = {
  date: 'Date',
  money: 'Money',
  duration: 'Duration',
  party: 'Party',
  yes_no: 'Yes / No',
  address: 'Address',
  identifier: 'Reference',
  percentage: 'Percentage',
  text: 'Text',
};
