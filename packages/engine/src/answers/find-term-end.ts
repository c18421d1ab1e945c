/**
 * "What is the initial term, and on what date does it expire?", "When does the bond expire?", "For how long does the
 * agreement remain in force?": the question asks when the document itself ends, not when something under it does
 * ("How long do the confidentiality obligations last after the agreement ends?").
 */
const ASKS_WHEN_IT_ENDS =
  /\b(?:initial\s+term|(?:does|do|will|shall)\s+(?:it|(?:the|this)\s+[\p{L}-]+(?:\s+or\s+[\p{L}-]+)?)\s+(?:expire|remain\s+in\s+force|end)|(?:expiry|expiration)\s+date)\b/iu;
const ASKS_AFTER = /\b(?:after|following|survive)\b/i;

/** The document, or its term, as what a sentence speaks of: "This Agreement", "The term of this Agreement", "the Term". */
const THE_DOCUMENT =
  /\b(?:this\s+(?:agreement|contract|lease|deed|bond|guarantee|licen[cs]e|appointment|warranty)|the\s+(?:initial\s+)?term\b(?:\s+(?:hereof|thereof|of\s+this\s+\w+))?)/i;
/** What is said to end is something under the document, not the document: "the obligations of confidence shall …". */
const SOMETHING_UNDER_IT = /\b(?:obligations?|provisions?|sections?|articles?|clauses?|rights?|licen[cs]es?\s+granted|warrant\w*|confidential\w*|payments?|restrictions?|covenants?)\b/i;
/**
 * How it ends: it expires, continues or remains in force, or is valid, on a date, until an event, for a period, for so
 * long as something lasts, or in perpetuity; or it terminates on a date. "Shall terminate automatically upon the
 * insolvency of …" is an event that ends it early, not its term.
 */
const ENDS =
  /\b(?:(?:shall|will|is\s+to)\s+)?(?:(?:expir\w*|continu\w*|remains?\s+in\s+(?:full\s+)?force|be\s+valid)\b[^.;]{0,100}?\b(?:on|until|upon|in\s+perpetuity|for\s+(?:a\s+(?:fixed\s+)?(?:period|term)\s+of|an?\s+initial\s+(?:period|term)|so\s+long\s+as)|through|at\s+the\s+end\s+of)|terminates?\s+on)\b/i;
const INSIDE_ANOTHER_CLAUSE = /\b(?:under|of|to|in|by|with|from|for|on|upon|after|before|during|if|where|when)\s*$/i;
const LEADING_NUMBER = /^\s*(?:(?:section|article|clause)\s+)?(?:\d{1,3}(?:\.\d{1,3})*\.?|\([a-z0-9]{1,4}\))\s+/i;
/** A power to end it ("may be terminated upon notice") is no statement of when it ends. */
const POWER = /\b(?:may|can|might|could|entitled)\b/i;

/** The question asks when the document ends. */
export const asksWhenItEnds = (question: string) => ASKS_WHEN_IT_ENDS.test(question) && !ASKS_AFTER.test(question);

/**
 * Whether a sentence says when the document ends: "The term of this Agreement … shall commence … and shall expire on
 * December 31, 2028", "This Agreement shall continue until 31 August 2026", "… continues in perpetuity".
 */
export function saysWhenItEnds(sentence: string): boolean {
  const text = sentence.replace(/\s+/g, ' ').replace(LEADING_NUMBER, '');
  const ends = ENDS.exec(text);
  if (!ends) return false;
  const before = text.slice(0, ends.index);
  const subject = THE_DOCUMENT.exec(before);
  // The document as the object of a clause ("If the Servicer is terminated under this Agreement, it will continue …")
  // is not what continues.
  if (!subject || INSIDE_ANOTHER_CLAUSE.test(before.slice(0, subject.index))) return false;
  // What lies between the document and how it ends: a power to end it, or something else ending under it.
  const between = before.slice(subject.index + subject[0].length);
  // What the document's name is part of, from the last comma before it: "The obligations of confidence under this Agreement".
  const named = before.slice(0, subject.index + subject[0].length);
  return !POWER.test(between) && !SOMETHING_UNDER_IT.test(named.slice(named.lastIndexOf(',') + 1));
}
