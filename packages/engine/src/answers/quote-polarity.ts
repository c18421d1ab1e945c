import type { RegionCode } from '@dd/contracts';
import { saysYes, statesAbsence } from './answer-polarity.ts';
import { lengthComparison } from './compare-length.ts';
import { findValues } from './find-values.ts';

/**
 * What a quote says to a yes-or-no question: yes, no, or `restricted`: the act is forbidden except on a condition
 * ("shall not assign without the consent of the Landlord", "may not disclose except as required by law"), which a
 * bare "Yes" overstates and a bare "No" misstates. The answer to "May the tenant assign?" is "Yes, subject to
 * consent" (or "No, not without consent"): either way it must carry the condition.
 */
export type QuotePolarity = 'yes' | 'no' | 'restricted';

/** "(such consent) not to be unreasonably withheld or delayed" qualifies a consent; it negates nothing asked. */
const COURTESY = /\b(?:such\s+)?(?:consent|approval)?\s*(?:not\s+to\s+be|shall\s+not\s+be|will\s+not\s+be)\s+unreasonably\s+(?:withheld|delayed|conditioned)(?:,?\s+(?:or|and)\s+(?:withheld|delayed|conditioned))*/gi;

/** A negation, and the exception that lifts it in the same sentence. */
const NEGATION = /\b(?:not|no|never|cannot)\b|n't\b/i;
const EXCEPTION =
  /\b(?:except|unless|save\s+(?:as|for|with|where|in|to)|other\s+than|otherwise\s+than|without\s+(?:first\s+)?(?:(?:the|its|his|her|their|a|any)\s+)?(?:(?:prior|previous|express|written|formal)\s+)*(?:[\p{L}'’]+\s+){0,2}?(?:consent|approval|permission|licence|authori[sz]ation|agreement))\b/iu;
/** How far after its negation an exception may lift it. */
const EXCEPTION_REACH = 240;

/** "Does the tenant need consent to assign?": a restriction by consent says yes to it. */
const ASKS_FOR_CONSENT = /\b(?:need|needs|needed|require|requires|required)\b[^?]*\b(?:consent|approval|permission|licence)\b/i;

/**
 * A question that asks whether the act is forbidden ("Is the recipient prohibited from disclosing …?", "Must it not
 * …?"): a quote that forbids it except on a condition says yes to it, subject to the exception.
 */
const ASKS_WHETHER_FORBIDDEN = /\b(?:prohibited|forbidden|barred|precluded|restricted|not\s+(?:allowed|permitted|entitled))\b|\b(?:must|shall|may)\s+not\b/i;

/** "Is there a …?", "Are there any …?": answered by what the quote records, not by its negations. */
const ASKS_WHETHER_THERE_IS = /^\s*(?:(?:is|are|was|were)\s+there\b|(?:is|are)\s+(?:any|a|an)\b)/i;

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
  const plain = quote.replace(COURTESY, ' ');
  if (ASKS_WHETHER_THERE_IS.test(question)) {
    const topic = new Set((question.toLowerCase().match(/\p{L}+/gu) ?? []).filter((word) => !FUNCTION_WORDS.has(word)));
    return statesAbsence(plain, (word) => topic.has(word.toLowerCase())) ? 'no' : 'yes';
  }
  if (negatedByException(plain)) return ASKS_FOR_CONSENT.test(question) || ASKS_WHETHER_FORBIDDEN.test(question) ? 'yes' : 'restricted';
  return saysYes(question, plain) ? 'yes' : 'no';
}
