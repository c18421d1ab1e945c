import type { RegionCode } from '@dd/contracts';
import { saysYes, statesAbsence, statesWithout } from './answer-polarity.ts';
import { lengthComparison } from './compare-length.ts';
import { findValues } from './find-values.ts';
import { stemWord } from './retrieve-passages.ts';

/**
 * What a quote says to a yes-or-no question: yes, no, or `restricted`: the act is forbidden except on a condition
 * ("shall not assign without the consent of the Landlord", "may not disclose except as required by law"), which a
 * bare "Yes" overstates and a bare "No" misstates. The answer to "May the tenant assign?" is "Yes, subject to
 * consent" (or "No, not without consent"): either way it must carry the condition.
 */
export type QuotePolarity = 'yes' | 'no' | 'restricted';

/** "(such consent) not to be unreasonably withheld or delayed" qualifies a consent; it negates nothing asked. */
const COURTESY = /\b(?:such\s+)?(?:consent|approval)?\s*(?:not\s+to\s+be|shall\s+not\s+be|will\s+not\s+be)\s+unreasonably\s+(?:withheld|delayed|conditioned)(?:,?\s+(?:or|and)\s+(?:withheld|delayed|conditioned))*/gi;

/** A negation, and the exception that lifts it in the same sentence ("with or without consent" lifts nothing). */
const NEGATION = /\b(?:not|no|never|cannot)\b|n't\b/i;
const EXCEPTION =
  /\b(?:except|unless|save\s+(?:as|for|with|where|in|to)|other\s+than|otherwise\s+than|(?<!\bwith\s+or\s+)without\s+(?:first\s+)?(?:(?:the|its|his|her|their|a|any)\s+)?(?:(?:prior|previous|express|written|formal)\s+)*(?:[\p{L}'’]+\s+){0,2}?(?:consent|approval|permission|licence|authori[sz]ation|agreement))\b/iu;
/** How far after its negation an exception may lift it. */
const EXCEPTION_REACH = 240;

/**
 * "Does the tenant need consent to assign?", "Must new shareholders sign a deed of adherence?": a prohibition lifted
 * on a condition ("shall not assign without consent", "No person shall be registered unless he has first executed a
 * deed of adherence") says yes to whether the condition is needed.
 */
const ASKS_FOR_CONSENT = /\b(?:need|needs|needed|require|requires|required)\b[^?]*\b(?:consent|approval|permission|licence)\b/i;
const ASKS_WHETHER_REQUIRED = /^\s*(?:must|need|is\s+it\s+(?:necessary|required)\s+(?:for|that))\b/i;

/**
 * A question that asks whether the act is forbidden ("Is the recipient prohibited from disclosing …?", "Must it not
 * …?"): a quote that forbids it except on a condition says yes to it, subject to the exception.
 */
const ASKS_WHETHER_FORBIDDEN = /\b(?:prohibited|forbidden|barred|precluded|restricted|not\s+(?:allowed|permitted|entitled))\b|\b(?:must|shall|may)\s+not\b/i;

/** "Is there a …?", "Are there any …?": answered by what the quote records, not by its negations. */
const ASKS_WHETHER_THERE_IS = /^\s*(?:(?:is|are|was|were)\s+there\b|(?:is|are)\s+(?:any|a|an)\b)/i;

/**
 * What a clause says in passing and does not itself assert: a parenthesis ("(but not any allowance or bonus)"), a
 * long passage in quotation marks (the words of a restriction the clause applies for), a street number ("No. 20").
 */
const ASIDES = [/\([^()]*\)/g, /["“][^"“”]{40,}["”]/g, /\bNo\.\s*(?=\d)/g];
/** A provision that "shall not apply" is disapplied, which a question asking whether it is excluded asks. */
const DISAPPLIED = /\b(?:shall|does|do|will|is\s+to)\s+not\s+apply\b/gi;

/**
 * Where a quote's clauses part: its sentences, the items of a list, and the clauses a sentence joins with "and that",
 * "but" or ", and" before a new subject, or ", nor shall" ("damages alone may not be an adequate remedy … and that the Discloser shall be entitled …").
 */
const CLAUSE_BREAK =
  /;\s+(?:and\s+|or\s+)?(?=\(?[a-z0-9]{1,4}\)\s)|(?<=[\p{Ll})\]"”’]\.)\s+(?=[\p{Lu}(\d])|,?\s+and\s+that\b,?\s*|,?\s+but\s+(?!for\b)|,\s+and\s+(?=(?:the|each|any|it|he|she|they|we|you|none|neither)\b)|,\s+nor\s+(?=(?:shall|will|may|does|is|are)\b)/u;

/** A word as the question and the quote are matched: its stem's first letters ("probation", "probationary"). */
const rootOf = (word: string) => stemWord(word)?.slice(0, 5) ?? null;

/** The roots of a text's words that carry meaning. */
const rootsOf = (text: string) => new Set((text.match(/[\p{L}\p{N}]+/gu) ?? []).map(rootOf).filter((root): root is string => root !== null && root.length > 2));

/** "unrestricted" of "Are the objects restricted?" is "not restricted"; "non-exclusive" of "exclusive", "not exclusive". */
function spelledOutNegatives(quote: string, asked: Set<string>): string {
  return quote.replace(/\b(?:un|non-?)(\p{L}{4,})/giu, (word, rest: string) => (asked.has(rootOf(rest) ?? '') ? `not ${rest}` : word));
}

/**
 * The clause of a quote that speaks of what the question asks (`asked`, its word roots): the one sharing most of
 * them, when one does (a list's items each with the words that introduce the list).
 * A negation in another clause ("damages may not be adequate, and that the Discloser shall be entitled to seek an
 * injunction") says nothing of the question.
 */
function focusOf(asked: Set<string>, quote: string): string {
  // A list's lead-in governs each of its items: "shall not, without consent: (a) create any Security; (b) …".
  const leadIn = /^[^:]*:\s+(?=\(?[a-z0-9]{1,4}[).]\s)/i.exec(quote)?.[0] ?? '';
  const clauses = quote
    .slice(leadIn.length)
    .split(CLAUSE_BREAK)
    .filter((clause) => clause.trim().length > 0)
    .map((clause) => `${leadIn}${clause}`);
  if (clauses.length < 2) return quote;
  const shared = clauses.map((clause) => [...rootsOf(clause)].filter((root) => asked.has(root)).length);
  const most = Math.max(...shared);
  const best = clauses.filter((_, i) => shared[i] === most);
  // One word in common is not enough to say a clause is the one that answers ("rent" of a clause on VAT).
  return most > 1 && best.length === 1 ? best[0]! : quote;
}

const FUNCTION_WORDS = new Set(
  'is are was were there any a an the of to in on for by with and or does do did has have this that it its any such'.split(' '),
);

/**
 * Whether a negation in the quote is lifted by an exception in the same sentence: "shall not … without the prior
 * written consent", "may not … except", "no … unless", "not … other than", "save as … shall not".
 */
function negatedByException(quote: string): boolean {
  return quote.split(/(?<=[.;])\s+/).some((sentence) => {
    const negation = NEGATION.exec(sentence);
    if (negation === null) return false;
    // "Except as permitted by clause 4, the Tenant shall not underlet": the exception may come first.
    return EXCEPTION.test(sentence.slice(0, negation.index)) || EXCEPTION.test(sentence.slice(negation.index + negation[0].length).slice(0, EXCEPTION_REACH));
  });
}

/**
 * What the quote says to the question: yes, no, or yes only on a condition it names. A question comparing a length
 * ("Is the term more than seven years?") is answered by the one length the quote gives, compared.
 */
export function quotePolarity(question: string, quote: string, region?: RegionCode): QuotePolarity {
  const comparison = lengthComparison(question, region);
  const lengths = comparison ? findValues(quote, 'duration', region).map((found) => found.value) : [];
  if (comparison && lengths.length === 1 && lengths[0]!.type === 'duration') return comparison.saysYes(lengths[0]!) ? 'yes' : 'no';
  const asked = rootsOf(question);
  const said = ASIDES.reduce((text, aside) => text.replace(aside, ' '), quote.replace(COURTESY, ' ')).replace(DISAPPLIED, 'is disapplied');
  const plain = spelledOutNegatives(focusOf(asked, said), asked);
  if (ASKS_WHETHER_THERE_IS.test(question)) {
    const topic = new Set((question.toLowerCase().match(/\p{L}+/gu) ?? []).filter((word) => !FUNCTION_WORDS.has(word)));
    return statesAbsence(plain, (word) => topic.has(word.toLowerCase())) ? 'no' : 'yes';
  }
  if (statesWithout(question, plain, (word) => asked.has(rootOf(word) ?? ''))) return 'no';
  if (negatedByException(plain)) {
    return ASKS_FOR_CONSENT.test(question) || ASKS_WHETHER_REQUIRED.test(question) || ASKS_WHETHER_FORBIDDEN.test(question) ? 'yes' : 'restricted';
  }
  return saysYes(question, plain) ? 'yes' : 'no';
}
