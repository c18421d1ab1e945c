import type { AnswerType, AnswerValue, RegionCode } from '@dd/contracts';
import { isColumnHeadings } from './column-headings.ts';
import { MONTH_NAME } from './months.ts';
import { findValues, termLength, type ValueType } from './find-values.ts';
import { ndaQuoteAgreement } from './learned/learned-models.ts';
import { quotePolarity } from './quote-polarity.ts';

/** What an engine would assert: its short answer, the value it gives, and the quote the verifier found. */
export interface TypedAnswerClaim {
  question: string;
  answerType: AnswerType;
  answer: string;
  /** The verified quote (several joined by new lines): the text the answer must be read from. */
  quote: string;
  value?: AnswerValue | null;
  region?: RegionCode;
  /**
   * A language model worded the answer itself (the rules read values only), so a date question may be answered with
   * a date relative to an event, or a term ended by events or open-ended, that its quote states (relativeDateCheck);
   * and any value question with the blank or redaction its quote holds in the value's place.
   */
  wordedByModel?: boolean;
  /**
   * The ContractNLI hypothesis a yes-or-no question is linked to: its answer's polarity is then read by the learned
   * model (decision 43), which on NDA wording refuses far fewer right answers, and lets fewer wrong ones through,
   * than the word rules.
   */
  hypothesis?: string;
}

/** Whether the answer may be asserted; a refusal says why in words for logs, naming kinds, never document text. */
export type TypedAnswerCheck = { ok: true } | { ok: false; reason: string };

/** The answer types whose answer is a value findValues reads, and the kind it reads. */
export const VALUE_TYPES: Partial<Record<AnswerType, ValueType>> = {
  date: 'date',
  money: 'money',
  duration: 'duration',
  percentage: 'percentage',
  identifier: 'identifier',
};

const ok: TypedAnswerCheck = { ok: true };
const refuse = (reason: string): TypedAnswerCheck => ({ ok: false, reason });

/** Periods in the unit they are counted by: 12 months are a year, 14 days two weeks. */
function inCommonUnit(value: Extract<AnswerValue, { type: 'duration' }>): string {
  if (value.unit === 'years' || value.unit === 'months') return `${value.unit === 'years' ? value.amount * 12 : value.amount} months`;
  return `${value.unit === 'weeks' ? value.amount * 7 : value.amount} days`;
}

/** Whether two values say the same thing: the same day, sum and currency, period, rate or reference. */
export function sameValue(a: AnswerValue, b: AnswerValue): boolean {
  if (a.type === 'date' && b.type === 'date') return a.iso === b.iso;
  if (a.type === 'money' && b.type === 'money') return a.currency === b.currency && Math.abs(a.amount - b.amount) < 0.005;
  if (a.type === 'duration' && b.type === 'duration') return inCommonUnit(a) === inCommonUnit(b);
  if (a.type === 'percentage' && b.type === 'percentage') return Math.abs(a.percent - b.percent) < 1e-9;
  if (a.type === 'identifier' && b.type === 'identifier') return a.value === b.value;
  if (a.type === 'boolean' && b.type === 'boolean') return a.value === b.value;
  return false;
}

const NAMES_OF_TYPES: Record<ValueType, string> = {
  date: 'a date',
  money: 'an amount of money',
  duration: 'a period',
  percentage: 'a percentage',
  identifier: 'a reference number',
};

/** An event a date is counted from: "the Effective Date", "Completion", "the Royalty Term", "the date of this Agreement", "the date hereof". */
const ANCHOR =
  /\b(?:from|after|following|of|before|prior\s+to|upon|on)\s+(?:the\s+)?(?:(?:[A-Z][\p{L}'’-]*\s+){0,3}(?:Date|Completion|Closing|Commencement|Termination|Expiry|Term|Period)|completion|closing|commencement|termination|expiry|execution|signing|date\s+(?:of\s+(?:this|these|the)\s+\p{L}+|hereof))\b/u;
/** A day counted from an event: "the fifth Business Day", "the 10th working day", "the last day of the Royalty Term". */
const COUNTED_DAY = /\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|final|\d{1,2}(?:st|nd|rd|th))\s+(?:business\s+|working\s+|banking\s+)?day\b/i;
/** A counted day and the word that makes it counted from an event: "the third Business Day after …". */
const COUNTED_DAY_AFTER = new RegExp(`(${COUNTED_DAY.source}\\s+(?:after|following|from))\\b`, 'i');
/** A term with no end date: "in perpetuity", "indefinitely", "until terminated". */
const OPEN_ENDED = /\b(?:in\s+perpetuity|perpetual(?:ly)?|indefinite(?:ly)?|until\s+(?:it\s+is\s+|so\s+)?terminated|no\s+fixed\s+(?:date|term|expiry|end))\b/i;
/** A term that ends with events rather than on a date: "until the later of (i) … and (ii) …", "for so long as …". */
const ENDED_BY_EVENTS = /\b(?:until\s+the\s+(?:later|earlier)\s+(?:of|to\s+occur\s+of)|for\s+so\s+long\s+as|terminate\s+on\s+the\s+(?:later|earlier)\s+(?:of|to\s+occur\s+of))\b/i;
/** A question about when something ends: only it may be answered by the events that end it. */
const ASKS_WHEN_IT_ENDS = /\b(?:expir\w*|end|ends|ending|terminat\w*|until|last|term)\b/i;
/**
 * A value the document leaves blank or withholds: "[•], 2020", "the [·] day of [·]", "[* * *]" or "****" (a filed
 * copy's redaction), "[ ]", "August __, 2019". The answer that quotes it says what the document says.
 */
const BLANK_OR_REDACTED = /\[\s*(?:[•·*_.…]\s*)*\]|_{2,}|\*(?:\s?\*){2,}/g;

/** What shows an answer speaks of a date: a month, a year, a day, an event that dates, a blank where the date would be. */
const DATE_WORDS = new RegExp(
  String.raw`\b(?:${MONTH_NAME}|(?:19|20)\d{2}|day|date[sd]?|dated|anniversary|execut\w*|sign\w*|effective|until|upon|later|earlier|perpetu\w*)\b|[_\[]`,
  'i',
);
const FUNCTION_WORDS = new Set('a an the of on in at as by to for and or is be this that its their which shall will from with'.split(' '));
const wordsOf = (text: string) => (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => !FUNCTION_WORDS.has(word));

/**
 * A date question a model answered in the quote's own words, where the document gives no whole calendar date: by an
 * event ("when a fully executed copy is received"), in part ("July 2013", "the 30th day of April") or left blank
 * ("this day of , 2009"). Such an answer holds no value of another kind; it says what the document says.
 */
function datedInQuoteWords({ answer, quote, region }: TypedAnswerClaim): boolean {
  if (!DATE_WORDS.test(answer) || (['money', 'percentage'] as const).some((kind) => findValues(answer, kind, region).length > 0)) return false;
  const quoted = new Set(wordsOf(quote));
  const words = wordsOf(answer);
  return words.length > 0 && words.every((word) => quoted.has(word));
}

/**
 * A question asking when a term ends, answered by the term's length the quote gives ("for a period of three (3)
 * years"): the length is how the document fixes the end, counted from its start.
 */
function endsByLengthInQuote({ question, answer, quote, region }: TypedAnswerClaim): boolean {
  return ASKS_WHEN_IT_ENDS.test(question) && periodsQuoted(answer, quote, region) === true;
}

/** Whether every period the answer states is one its quote gives; undefined when the answer states none. */
function periodsQuoted(answer: string, quote: string, region?: RegionCode): boolean | undefined {
  const periods = findValues(answer, 'duration', region).map((found) => found.value);
  if (periods.length === 0) return undefined;
  const quoted = findValues(quote, 'duration', region).map((found) => found.value);
  return periods.every((period) => quoted.some((found) => sameValue(found, period)));
}

/** Whether an answer words a date as relative to an event or as open-ended, rather than giving a calendar date. */
export const readsAsRelativeDate = (answer: string) => ANCHOR.test(answer) || OPEN_ENDED.test(answer);

/**
 * A date question answered with a date relative to an event ("within 14 days of the Termination Date", "on the
 * fifth Business Day after Completion", "three years from the Effective Date") or with an open-ended term ("in
 * perpetuity, unless terminated"): what the document states where it fixes no calendar date. The period or counted
 * day, and the event, must both be in the quote too.
 */
function relativeDateCheck({ question, answer, quote, region }: TypedAnswerClaim): boolean {
  if (OPEN_ENDED.test(answer) && OPEN_ENDED.test(quote)) return true;
  if (ASKS_WHEN_IT_ENDS.test(question) && ENDED_BY_EVENTS.test(answer) && ENDED_BY_EVENTS.test(quote)) return true;
  // "on the fifth Business Day after the last of the Conditions is satisfied": a day counted from whatever event.
  const countedAfter = COUNTED_DAY_AFTER.exec(answer)?.[1];
  if (countedAfter !== undefined && quote.replace(/\s+/g, ' ').toLowerCase().includes(countedAfter.replace(/\s+/g, ' ').toLowerCase())) return true;
  if (!ANCHOR.test(answer) || !ANCHOR.test(quote)) return false;
  const quotedPeriods = periodsQuoted(answer, quote, region);
  if (quotedPeriods !== undefined) return quotedPeriods;
  const day = COUNTED_DAY.exec(answer)?.[0];
  return day !== undefined && quote.toLowerCase().includes(day.toLowerCase());
}

/** Whether the answer gives the blank or redaction its quote holds where the value would be ("[•], 2020"). */
function givesBlankOrRedaction(answer: string, quote: string): boolean {
  const quoted = new Set([...quote.matchAll(BLANK_OR_REDACTED)].map((match) => match[0].replace(/\s+/g, '')));
  return [...answer.matchAll(BLANK_OR_REDACTED)].some((match) => quoted.has(match[0].replace(/\s+/g, '')));
}

/**
 * A date, amount, period or rate: the answer (its text or the value given with it) must hold one of the question's
 * type, and every one it holds must be in the quote. A money question answered with a percentage ("4% above base
 * rate") is refused: a rate is not a sum. A model's answer may instead give the blank or redaction the document
 * holds in the value's place: the lawyer must know the value is not there.
 */
function checkValue(type: ValueType, claim: TypedAnswerClaim): TypedAnswerCheck {
  const { answer, quote, value, region } = claim;
  const stated = findValues(answer, type, region).map((found) => found.value);
  if (value?.type === type) stated.push(value);
  if (stated.length === 0) {
    if (type === 'date' && claim.wordedByModel && (relativeDateCheck(claim) || datedInQuoteWords(claim) || endsByLengthInQuote(claim))) return ok;
    if (claim.wordedByModel && givesBlankOrRedaction(answer, quote)) return ok;
    if (type === 'money' && findValues(answer, 'percentage').length > 0) return refuse('a money question was answered with a percentage, which is not money');
    const other = (['date', 'money', 'duration', 'percentage'] as const).find((kind) => kind !== type && findValues(answer, kind, region).length > 0);
    return refuse(`the answer to a question asking for ${NAMES_OF_TYPES[type]} holds none${other ? ` (it gives ${NAMES_OF_TYPES[other]})` : ''}`);
  }
  const quoted = findValues(quote, type, region).map((found) => found.value);
  if (type === 'duration' && claim.wordedByModel) quoted.push(...termsBetweenDates(quote, region));
  if (stated.some((candidate) => !quoted.some((found) => sameValue(found, candidate)))) return refuse(`the answer gives ${NAMES_OF_TYPES[type]} that its quote does not`);
  return ok;
}

/**
 * The terms a quote's dates make, each earlier date to each later one, inclusive ("Date of Entry means 28 November
 * 2023 … Ish means 27 November 2033" is 10 years): a model may count a term the document gives only by its first and
 * last days, where they stand apart.
 */
export function termsBetweenDates(quote: string, region?: RegionCode): AnswerValue[] {
  const days = [...new Set(findValues(quote, 'date', region).flatMap(({ value }) => (value.type === 'date' ? [value.iso] : [])))].sort();
  return days.flatMap((first, i) => days.slice(i + 1).map((last) => termLength(first, last)));
}

/** A reference as it is compared: capitals, no spaces or punctuation ("WYK 123456" is WYK123456). */
const compact = (text: string) => text.toUpperCase().replace(/[^\p{L}\p{N}]/gu, '');

/** The tokens of a text that hold a digit, alone and joined to a short prefix before them ("WYK 123456", "DN 1234F"). */
function referenceTokens(text: string): Set<string> {
  const words = text.split(/[\s,;:()]+/).map(compact).filter(Boolean);
  const tokens = new Set<string>();
  words.forEach((word, i) => {
    if (!/\d/.test(word)) return;
    tokens.add(word);
    const before = words[i - 1];
    if (before && /^\p{L}{1,3}$/u.test(before)) tokens.add(before + word);
  });
  return tokens;
}

/** A title, folio or company number: a reference in the answer (or the value given with it) that the quote holds. */
function checkIdentifier({ answer, quote, value }: TypedAnswerClaim): TypedAnswerCheck {
  const given = [...referenceTokens(answer), ...(value?.type === 'identifier' ? [compact(value.value)] : [])].filter((token) => token.length >= 3);
  if (given.length === 0) return refuse('the answer to a question asking for a reference number holds none');
  const quoted = referenceTokens(quote);
  return given.some((token) => quoted.has(token)) ? ok : refuse('the answer gives a reference number that its quote does not');
}

/**
 * Words that head a table's column or label a field, and words that hold a sentence together: an answer made only
 * of them ("Party", "Name", "Address", "the Property") names no one and no place. Roles are not labels: "the
 * Company" of an employment contract answers "Who pays the salary?".
 */
const LABEL_WORDS = new Set(
  ('party parties name names address addresses signature signed date title description details role capacity person ' +
    'persons entity property premises land registered office n/a none not applicable the a an of and or to in at by for ' +
    'is are be its their his her this that each any as')
    .split(' '),
);

const contentWords = (text: string) => (text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’&.-]*/gu) ?? []).map((word) => word.replace(/[.'’]+$/, ''));

/**
 * Who or where: the answer must hold words other than labels and the question's own ("Who is the landlord?"
 * answered "Landlord" only repeats it; "The Tenant" answers "Who must insure?"), and most of them must be in the quote.
 */
function checkNamed(kind: 'party' | 'address', claim: TypedAnswerClaim): TypedAnswerCheck {
  // "Entry Proprietor Date of Registration Consideration Date of Entry": what a table's columns hold, not who.
  if (isColumnHeadings(claim.answer)) return refuse(`the answer to a ${kind === 'party' ? 'who' : 'where'}-question is a table’s column headings`);
  const asked = new Set(contentWords(claim.question));
  const words = contentWords(claim.answer).filter((word) => !LABEL_WORDS.has(word) && !asked.has(word));
  if (words.length === 0) return refuse(kind === 'party' ? 'the answer to a who-question names no one: it is a label or repeats the question' : 'the answer to a where-question gives no place: it is a label');
  const quoted = new Set(contentWords(claim.quote));
  const found = words.filter((word) => quoted.has(word)).length;
  // Numbers (a house, a postcode, a company's number) must all be there; a word or two may be written differently.
  const numbered = words.filter((word) => /\d/.test(word));
  if (numbered.some((word) => !quoted.has(word)) || found * 3 < words.length * 2) {
    return refuse(`the ${kind === 'party' ? 'names' : 'address'} the answer gives ${kind === 'party' ? 'are' : 'is'} not in its quote`);
  }
  return ok;
}

/** What an answer adds after its yes or no that makes it conditional: "subject to consent", "not without consent". */
const CONDITIONED = /\b(?:subject\s+to|without|unless|except|save|provided|only|if|on\s+condition|with\s+(?:the\s+)?(?:prior\s+)?(?:written\s+)?(?:consent|approval|permission|agreement))\b/i;
/** A quote that itself sets a condition, which an answer may state either way ("Yes, with consent" / "No, not without"). */
const QUOTE_CONDITION = /\b(?:subject\s+to|unless|except|save\s+(?:as|for|with|where)|provided\s+that|on\s+condition|consent|approval|permission)\b/i;

/**
 * A yes or no must agree with its quote's polarity. Where the quote forbids the act except on a condition ("shall
 * not assign without the consent of the Landlord"), the answer must carry that condition: a bare "Yes" or "No"
 * misleads, while "Yes, subject to consent" and "No, not without consent" both say what the clause does. A question
 * linked to an NDA hypothesis is read by the learned polarity instead.
 */
function checkYesNo({ question, answer, quote, value, hypothesis, region }: TypedAnswerClaim): TypedAnswerCheck {
  const word = /^\s*(yes|no)\b/i.exec(answer)?.[1]?.toLowerCase();
  const says = value?.type === 'boolean' ? value.value : word === undefined ? null : word === 'yes';
  if (says === null) return refuse('the answer to a yes-or-no question says neither yes nor no');
  const learned = hypothesis === undefined ? undefined : ndaQuoteAgreement(hypothesis, quote, says);
  if (learned) return learned.agrees ? ok : refuse(`the answer says ${says ? 'yes' : 'no'} and the learned reading of its quote gives that answer a probability of ${learned.probability.toFixed(2)}`);
  const conditioned = (value?.type === 'boolean' && value.subjectTo !== null) || CONDITIONED.test(answer.replace(/^\s*(?:yes|no)\b/i, ''));
  const polarity = quotePolarity(question, quote, region);
  if (polarity === 'restricted') return conditioned ? ok : refuse('the quote forbids the act except on a condition, and the answer gives none');
  if ((polarity === 'yes') === says) return ok;
  if (conditioned && QUOTE_CONDITION.test(quote)) return ok;
  return refuse(`the answer says ${says ? 'yes' : 'no'} and its quote says ${polarity}`);
}

/**
 * Whether an answer is of the type its question asks for and is borne out by its verified quote: a date question
 * answered with a date the quote gives (not an amount), a money question with a sum (not a percentage), a who with
 * a name or role (not a table's header), a yes or no with its quote's polarity. Free text is not checked here.
 */
export function checkTypedAnswer(claim: TypedAnswerClaim): TypedAnswerCheck {
  const { answerType } = claim;
  if (answerType === 'yes_no') return checkYesNo(claim);
  if (answerType === 'identifier') return checkIdentifier(claim);
  if (answerType === 'party' || answerType === 'address') return checkNamed(answerType, claim);
  const type = VALUE_TYPES[answerType];
  return type ? checkValue(type, claim) : ok;
}
