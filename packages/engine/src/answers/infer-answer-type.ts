import type { AnswerType } from '@dd/contracts';

const RULES: [RegExp, AnswerType][] = [
  // "Is the guarantee limited in amount?" asks yes or no, whatever it names; "Is there a deposit, and how much
  // is it?" asks for the sum too.
  [/^\s*(?:is|are|does|do|can|may|must|shall|will|has|have|was|were)\b(?![^?]*\b(?:how|what|when|which|who|whom|where)\b)/i, 'yes_no'],
  [/\b(title number|folio( number)?|company (registration )?number)\b/i, 'identifier'],
  [/^\s*when\b|\bwhat date\b|\bdate (of|on)\b|\bexpiry date\b/i, 'date'],
  [/\bpercent(age)?\b|%|\brate of interest\b/i, 'percentage'],
  // "How much notice …?" asks for a period, however it starts.
  [/\bhow much notice\b|^\s*what notice\b|\bhow many (?:days|weeks|months|years)\b|\bnotice period\b/i, 'duration'],
  [/\bhow much\b|\bhow (?:big|large)\b|\bamount\b|\bprice\b|\bsum\b|\bcost\b|^\s*what\b[^?]*\b(?:pay|paid|payable|rent|consideration|premium|fee)\b/i, 'money'],
  [/\bhow long\b|\bduration\b|\bperiod of\b|\blength of\b/i, 'duration'],
  [/^\s*who\b|\bwhich part(y|ies)\b|\bparties\b/i, 'party'],
  [/^\s*where\b|\baddress\b/i, 'address'],
  [/^\s*(is|are|does|do|can|may|must|shall|will|has|have|was|were)\b/i, 'yes_no'],
];

/** A lawyer's own question carries no answer type: read it from the wording ("When …", "How much …", "Is …"). */
export function inferAnswerType(question: string): AnswerType {
  return RULES.find(([pattern]) => pattern.test(question))?.[1] ?? 'text';
}
