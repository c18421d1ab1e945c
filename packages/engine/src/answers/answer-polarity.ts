/**
 * Whether the sentence that answers a yes-or-no question says yes or no to it. A sentence says no when it negates
 * what the question asks, so "Does each party warrant that it has not assigned its claims?" is answered yes by
 * "Each party warrants that it has not assigned …": the negations on the two sides cancel. Doing a thing "without"
 * another is not doing that ("without affecting the Guarantor's liability"), but "without limiting" clause 3
 * negates nothing.
 */
const NEGATION = /\b(?:not|no|never|nor|neither|nothing|none|cannot|prohibited|forbidden)\b|n't\b|\bwithout\s+(?!first\b|limiting\b)\p{L}+ing\b/iu;

/**
 * Words that hold a "not" or "no" and negate nothing the question asks: limits ("not less than three months'
 * notice"), "not merely as surety", "whether or not", what a party "need not" do before another thing, and a
 * negation inside what a party may require of another ("we may require you not to attend work", "may require the
 * Employee to remain away … and not to contact customers" are permissions).
 */
const NOT_NEGATING =
  /\b(?:not|no)\s+(?:be\s+)?(?:less|more|later|earlier|fewer|greater|sooner|merely|only|exceeding)\b|\bneed\s+not\b(?=[^.;]{0,80}\bbefore\b)|\bwhether\s+or\s+not\b|\b(?:requir|request|direct|instruct|ask)\w*\s+(?:[\w,]+\s+){0,12}?not\s+to\b/gi;

/**
 * Words that negate by their meaning: a tenancy "contracted out" of the 1954 Act is one to which its sections "do
 * not apply"; defences "waived" are those by which liability is "not affected", rights "deferred" are those the
 * guarantor "shall not exercise" until paid; warranties "disclaimed" are those a party "gives no". Each is a kind; the same kind on both sides cancels. A sentence that
 * waives or defers one right usually grants another ("waives any right to require the Lender first to proceed"
 * lets the Lender claim at once), so those two negate only in a question.
 */
const NEGATING_KINDS: { kind: string; pattern: RegExp; inSentence: boolean; named?: RegExp }[] = [
  { kind: 'out', pattern: /\b(?:contract(?:ed|ing)?\s+out|opt(?:ed|s)?\s+out|exclu(?:de|ded|des|ding|sion)|disappl\w*|disclaim\w*)\b/i, inSentence: true },
  // Restricting or preventing an act is saying it may not be done: "Does it restrict poaching?" is answered yes by
  // "shall not entice away", and "nothing in it prevents you" answers no to "Does it stop you?". A side that only
  // names "the restriction" or "prohibition" negates nothing, but speaks of the same kind. ("Prohibited" is a
  // negation of its own.)
  {
    kind: 'prevent',
    pattern: /\b(?:restrict(?:s|ing)?|prevent(?:s|ed|ing)?|prohibit(?:s|ing)?|stop(?:s|ped|ping)?|preclud(?:e|es|ed|ing))\b/i,
    named: /\b(?:restrict(?:ed|ions?|ive)|prohibitions?)\b/i,
    inSentence: true,
  },
  { kind: 'waive', pattern: /\bwaiv\w*/i, inSentence: false },
  { kind: 'defer', pattern: /\bdefer(?:s|red|ral)?\b/i, inSentence: false },
  // Claiming "without first proceeding against the debtor": the creditor "need not take any action against the
  // Customer before" demanding, or the guarantor "waives any right … of first requiring" it to.
  {
    kind: 'first',
    pattern: /\bwithout\s+first\b|\bwaives?\s+(?:any|all)\s+rights?\b[^.;]{0,40}\bfirst\b|\bneed\s+not\b[^.;]{0,80}\bbefore\b/i,
    inSentence: false,
  },
];

/** A word offered as one of several choices ("adopt, modify or exclude", "given or waived") negates nothing. */
const IN_A_CHOICE = (word: string) => new RegExp(`(?:\\bor\\s+(?:\\w+\\s+)?${word}|${word}\\s+or\\b)`, 'i');

/** The kinds a text negates by, and those it speaks of (negating by them, or naming them). */
interface TextKinds {
  negates: Set<string>;
  speaksOf: Set<string>;
}

function negatingKinds(text: string): TextKinds {
  const negates = new Set<string>();
  const speaksOf = new Set<string>();
  for (const { kind, pattern, named } of NEGATING_KINDS) {
    const found = pattern.exec(text);
    const done = found !== null && !IN_A_CHOICE(found[0]).test(text);
    if (done) negates.add(kind);
    if (done || named?.test(text)) speaksOf.add(kind);
  }
  return { negates, speaksOf };
}

/** Whether the answering sentence says yes to the question. */
export function saysYes(question: string, sentence: string): boolean {
  const questionKinds = negatingKinds(question);
  const sentenceKinds = negatingKinds(sentence);
  const negatesIn = (side: 'question' | 'sentence', own: TextKinds, other: TextKinds) =>
    NEGATING_KINDS.some(({ kind, inSentence }) => own.negates.has(kind) && !other.speaksOf.has(kind) && (side === 'question' || inSentence));
  const questionNegates = NEGATION.test(question.replace(NOT_NEGATING, ' ')) !== negatesIn('question', questionKinds, sentenceKinds);
  const sentenceNegates = NEGATION.test(sentence.replace(NOT_NEGATING, ' ')) !== negatesIn('sentence', sentenceKinds, questionKinds);
  return questionNegates === sentenceNegates;
}

/**
 * Whether the sentence that answers "Is there …?" records that there is none: "There are no notices", "None",
 * "Land Cert Issued: No", or a "no" just before the thing the question asks about, its topic ("no warranty and
 * indemnity insurance has been obtained"; but "No disposition … is to be registered" is a restriction that is there).
 */
export function statesAbsence(sentence: string, isTopic: (word: string) => boolean): boolean {
  if (/\b(?:there\s+(?:is|are|was|were)\s+no|none|nil)\b|:\s*no\s*(?:$|[.,;\n])/i.test(sentence)) return true;
  // "no minimum commitment"; "does not commit to request any minimum number", "will not provide a reference".
  const absent = /\bno\s+((?:[\p{L}-]+\s+){0,2}[\p{L}-]+)|\b(?:not|nothing|never)\s+(?:[\p{L}'’-]+\s+){0,5}?(?:any|a|an)\s+((?:[\p{L}-]+\s+)?[\p{L}-]+)/giu;
  for (const match of sentence.matchAll(absent)) {
    if ((match[1] ?? match[2]!).split(/\s+/).some(isTopic)) return true;
  }
  return doesWithout(sentence, isTopic);
}

/** Whether a sentence does without a word of the topic: "without any limit". */
function doesWithout(sentence: string, isTopic: (word: string) => boolean): boolean {
  return [...sentence.matchAll(/\bwithout\s+(?:any\s+)?([\p{L}-]+)/giu)].some((found) => isTopic(found[1]!));
}

/**
 * Whether a sentence says the question's subject is absent by doing without it: "without any limit" answers no to
 * "Is the guarantee limited?"; a question that itself asks "without" ("Is it made without admission?") is not
 * answered by it.
 */
export function statesWithout(question: string, sentence: string, isTopic: (word: string) => boolean): boolean {
  return !/\bwithout\b/i.test(question) && doesWithout(sentence, isTopic);
}
