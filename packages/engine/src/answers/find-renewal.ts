/**
 * "Does the agreement renew automatically, and for what renewal term?", "What notice must be given to prevent
 * renewal?": questions about the document renewing itself, which a document that never speaks of renewal does not
 * address.
 */
const ASKS_ABOUT_RENEWAL = /\b(?:renews?\s+automatically|automatic(?:ally)?\s+renew\w*|renewal\s+term|prevent\s+(?:its\s+)?renewal|non-renewal)\b/i;

/** Any word of renewal ("renew", "renewal", "evergreen", "roll over"), whatever it renews: the lawyer should see it. */
const RENEWAL_WORD = /\b(?:renew\w*|evergreen|roll(?:s|ed)?\s+over)\b/i;
/**
 * A term carried on without the word: "shall continue automatically for successive annual periods", "… stay in force
 * for a further year", "shall be extended from year to year".
 */
const CARRIED = String.raw`(?:extend\w*|extension|prolong\w*|continu\w*|stay\w*\s+in\s+force|remain\w*\s+in\s+force)`;
const AGAIN = String.raw`(?:automatic\w*|successive|additional|further|consecutive|subsequent|(?:from\s+)?(?:year|month)\s+to\s+(?:year|month))`;
const CARRIED_ON = new RegExp(String.raw`\b${CARRIED}\b[^.;]{0,80}?\b${AGAIN}\b|\b${AGAIN}\b[^.;]{0,60}?\b${CARRIED}\b`, 'i');

/** The question asks whether, or how, the document renews itself. */
export const asksAboutRenewal = (question: string) => ASKS_ABOUT_RENEWAL.test(question);

/** Whether a passage speaks of renewal or of carrying the term on, in any words the rules know. */
export const speaksOfRenewal = (text: string) => RENEWAL_WORD.test(text) || CARRIED_ON.test(text.replace(/\s+/g, ' '));
