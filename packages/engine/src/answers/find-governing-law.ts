/** The law a document says governs it, read from its choice-of-law sentence. */
export interface GoverningLaw {
  /** The law as the document names it: "the laws of the State of Ohio", "English law". */
  law: string;
  /** The same law compared across sentences: lower case, without articles, "laws" as "law". */
  key: string;
}

/** What the question asks: the law, and whether also the forum (courts, tribunals, arbitration). */
export interface GoverningLawQuestion {
  alsoForum: boolean;
}

/** "Which law governs the agreement …?", "What is the governing law?": the law is what is asked first. */
const ASKS_FOR_LAW = /^\s*(?:(?:which|what)\s+(?:system\s+of\s+)?laws?\s+(?:governs?|appl(?:y|ies)\s+to)\b|what\s+is\s+the\s+(?:governing|proper|applicable)\s+law\b|governing\s+law\b)/i;
const ASKS_FOR_FORUM = /\b(?:courts?|jurisdiction|tribunals?|disputes?|forum|arbitration)\b/i;

/**
 * The choice-of-law formula: "governed by (and construed in accordance with) the laws of …", "construed in
 * accordance with the law of …", "governed in all respects … by the Laws of …". What follows "of" is the law.
 */
const LAWS_OF =
  /\b(?:governed\b(?:[^.;]{0,100}?\bby\b)?|construed\b[^.;]{0,40}?\bin\s+accordance\s+with|interpreted\b[^.;]{0,40}?\bin\s+accordance\s+with)[\s,]+(?:and\s+(?:construed|interpreted)[^.;]{0,40}?\bin\s+accordance\s+with[\s,]+)?(?:the\s+)?(?:(?:internal|substantive|domestic)\s+)?(laws?\s+of\s+(?:the\s+)?)([^.;:,()\n]{2,80})/i;
/** "… are governed by English law", "… governed by New York law": the law named before "law". */
const NAMED_LAW = /\b(?:governed|GOVERNED)\s+(?:by|BY)\s+(?:(?:the|THE)\s+)?((?:\p{Lu}[\p{L}-]*\s+){1,3})(?:laws?|LAWS?)\b/u;
/** Where the name of a law ends: the sentence goes on to other things ("…, without regard to", "and the courts"). */
const LAW_ENDS =
  /\s+(?:without|excluding|except|other\s+than|notwithstanding|regardless|irrespective|applicable|as\s+(?:applied|in\s+effect|amended)|that|which|in\s+(?:all|every)|to\s+the|and\s+(?:the|each|any|all|its|their|shall|is|are|will|you|we|both)\b|and\s+subject\b)\b/i;
/** Not a name of a law: "governed by applicable law", "by such law". */
const NOT_A_LAW_NAME = /^(?:applicable|such|any|all|the|governing|relevant|local|this|that|their|its|mandatory|general|common)\b/i;
/**
 * What is governed must be the document itself ("This Agreement", "the Lease", "your employment", "… hereunder"):
 * "the Escrow Agreement shall be governed by …" or "the arbitration shall be governed by …" chooses another law.
 */
const OF_THIS_DOCUMENT =
  /\b(?:this|these|hereof|hereunder|herein|hereto|your\s+employment)\b|^\s*(?:\(?[a-z0-9.]{1,6}\)?\s+)?the\s+(?:agreement|contract|lease|deed|guarantee|mortgage|charge|debenture|letter|instrument|settlement|appointment|warranty|statement)\b/i;
const OTHER_SUBJECT = /\b(?:arbitrat\w*|rules?|procedures?|mediation|escrow|plan|policy|trust|security\s+interests?)\b/i;

/** Words that name the forum outright: "submits to the exclusive jurisdiction of …", "prorogate …". */
const FORUM_CHOSEN = /\b(?:(?:exclusive|non-exclusive)\s+jurisdiction|submits?\s+(?:irrevocably\s+)?to\s+the\s+(?:[\w-]+\s+){0,2}jurisdiction|prorogat\w*)\b/i;
const DISPUTES = /\b(?:disputes?|claims?|differences?|proceedings?|actions?|suits?)\b/i;
const FORUM = /\b(?:courts?|jurisdiction|arbitrat\w*|mediation|expert\s+determination|tribunals?)\b/i;

/**
 * Whether a sentence names where disputes go: courts with jurisdiction, arbitration, mediation, expert determination.
 * "Required by a court of competent jurisdiction" of a disclosure clause names a court, but no forum for disputes.
 */
export const namesForum = (sentence: string) =>
  FORUM_CHOSEN.test(sentence) || (DISPUTES.test(sentence) && FORUM.test(sentence) && !/\bcompetent\s+jurisdiction\b/i.test(sentence));

/** The question asks for the governing law (and perhaps the forum), or null. */
export function asksForGoverningLaw(question: string): GoverningLawQuestion | null {
  const asked = ASKS_FOR_LAW.exec(question);
  if (!asked) return null;
  return { alsoForum: ASKS_FOR_FORUM.test(question.slice(asked.index + asked[0].length)) };
}

/** The law a sentence chooses for the document, or null when it chooses none, or chooses one for something else. */
export function findGoverningLaw(sentence: string): GoverningLaw | null {
  const text = sentence.replace(/\s+/g, ' ');
  const ofLaws = LAWS_OF.exec(text);
  const named = ofLaws ? null : NAMED_LAW.exec(text);
  const found = ofLaws ?? named;
  if (!found) return null;
  const subject = text.slice(0, found.index);
  if (!OF_THIS_DOCUMENT.test(subject) || OTHER_SUBJECT.test(subject)) return null;
  const law = ofLaws ? lawOf(ofLaws[1]!, ofLaws[2]!) : namedLaw(named![1]!, named![0]!);
  return law ? { law, key: keyOf(law) } : null;
}

function lawOf(lawsOf: string, rest: string): string | null {
  const end = LAW_ENDS.exec(rest);
  const name = (end ? rest.slice(0, end.index) : rest).trim();
  // A redacted name ("the [* * *]") names no law a lawyer could rely on.
  if (!/\p{L}{2,}/u.test(name) || NOT_A_LAW_NAME.test(name)) return null;
  return `${lawsOf}${name}`.replace(/\s+/g, ' ').trim();
}

function namedLaw(name: string, whole: string): string | null {
  const trimmed = name.trim();
  if (NOT_A_LAW_NAME.test(trimmed)) return null;
  const law = /\blaws\b/i.test(whole) ? 'laws' : 'law';
  return `${trimmed} ${law}`;
}

const keyOf = (law: string) =>
  law
    .toLowerCase()
    .replace(/\blaws\b/g, 'law')
    .replace(/\b(?:the|of)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
