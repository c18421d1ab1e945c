import type { AnswerType, AnswerValue, RegionCode } from '@dd/contracts';
import { readsAsRelativeDate, sameValue, termsBetweenDates, VALUE_TYPES } from '../check-typed-answer.ts';
import { findValues } from '../find-values.ts';

export type ValueCheck = { ok: true; value?: AnswerValue } | { ok: false; reason: string };

export interface ValueClaim {
  answerType: AnswerType;
  /** The model's short answer. */
  answer: string;
  /** The quote as the verifier found it in the document. */
  quote: string;
  /** The value the model gave, already checked against AnswerValue's shapes by the output schema. */
  modelValue: AnswerValue | null;
  region?: RegionCode;
}

/** A yes or no: the model's value, which must agree with its answer's first word ("No, not without consent"). */
function checkBoolean(answer: string, modelValue: AnswerValue | null): ValueCheck {
  const said = /^\s*yes\b/i.test(answer) ? true : /^\s*no\b/i.test(answer) ? false : null;
  const given = modelValue?.type === 'boolean' ? modelValue : null;
  if (given && said !== null && given.value !== said) {
    return { ok: false, reason: `the answer says "${said ? 'yes' : 'no'}" and its value the opposite` };
  }
  if (given) return { ok: true, value: given };
  return said === null ? { ok: true } : { ok: true, value: { type: 'boolean', value: said, subjectTo: null } };
}

/**
 * The value of a model's answer. Dates, amounts, periods, percentages and identifiers are read from the verified
 * quote, not taken from the model; any the answer states must be in the quote, so a model that cites the right
 * clause but misreads "£32,500" as "£35,000" is caught. A yes or no is the model's, if it agrees with its answer.
 */
export function checkAnswerValue({ answerType, answer, quote, modelValue, region }: ValueClaim): ValueCheck {
  if (answerType === 'yes_no') return checkBoolean(answer, modelValue);
  const type = VALUE_TYPES[answerType];
  if (!type) return { ok: true };
  const quoted = findValues(quote, type, region).map((found) => found.value);
  const stated = findValues(answer, type, region).map((found) => found.value);
  // A term the quote gives only by its first and last days, apart, is the model's to count (checkTypedAnswer).
  const counted = type === 'duration' ? termsBetweenDates(quote, region) : [];
  const unsupported = stated.find((value) => ![...quoted, ...counted].some((candidate) => sameValue(candidate, value)));
  // The reason names the kind of value, not the value: logs carry no document content.
  if (unsupported) return { ok: false, reason: `the answer states a ${unsupported.type} value that its quote does not` };
  // An answer in words ("the fifth anniversary") takes the quote's value only when the quote holds just one, and
  // never a date counted from an event ("14 days after the Termination Date"): the quote's date is not the answer.
  const relative = type === 'date' && stated.length === 0 && readsAsRelativeDate(answer);
  const value = stated[0] ?? (quoted.length === 1 && !relative ? quoted[0] : undefined);
  return value ? { ok: true, value } : { ok: true };
}
