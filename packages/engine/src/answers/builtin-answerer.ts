import type { Answer, AnswerType, AnswerValue, Citation, QuestionToAnswer, RegionCode } from '@dd/contracts';
import { saysYes, statesAbsence, statesWithout } from './answer-polarity.ts';
import { documentPreamble, documentTitle, type FrontSpan } from './document-front.ts';
import { findAddresses } from './find-addresses.ts';
import { findDefinedValues, type DefinedValue } from './find-defined-values.ts';
import { asksAboutRenewal, speaksOfRenewal } from './find-renewal.ts';
import { asksWhenItEnds, saysWhenItEnds } from './find-term-end.ts';
import { asksForGoverningLaw, findGoverningLaw, namesForum, type GoverningLaw, type GoverningLawQuestion } from './find-governing-law.ts';
import { findNames, findParties, isRoleNamed, isRoleWord, ROLE_WORDS } from './find-parties.ts';
import { headingsOfValues, isColumnHeadings } from './column-headings.ts';
import { findBlankDates, findValues, termLength, type ValueType } from './find-values.ts';
import { inferAnswerType } from './infer-answer-type.ts';
import { MONTHS } from './months.ts';
import { createPassageIndex, impliedWords, questionStems, stemWord, synonymStems, withoutNamingWords, type RetrievedPassage } from './retrieve-passages.ts';
import { segmentDocument, withoutLabel, type DocumentUnit } from './segment-document.ts';
import { sentencesOf, type Sentence } from './split-sentences.ts';
import { assertOrReview, calibrationModel, forReview, notFoundChance, type CalibrationModel } from './calibration/answer-calibration.ts';
import type { NotFoundEvidence } from './calibration/not-found-evidence.ts';
import { checkTypedAnswer } from './check-typed-answer.ts';
import { plantedInstructionsByPage, quotesPlantedInstruction } from './find-planted-instructions.ts';
import type { AnswerEvidence, AnswerPath, ValueReading } from './calibration/answer-evidence.ts';
import { citedClauseOf } from './cited-clause.ts';
import { lengthComparison } from './compare-length.ts';
import { clauseTopicOf } from './learned/clause-topic.ts';
import { ndaSpanFeatures, readNdaHypothesis } from './learned/learned-models.ts';
import type { SparseFeatures } from './learned/text-features.ts';
import { verifyCitation, type CitablePage } from './verify-citation.ts';
import { withHypothesisReading } from './with-hypothesis-reading.ts';

/** What a value labelled with the question's own words gains over one that merely stands near them. */
const LABEL_BONUS = 3;
/**
 * What a row of particulars labelled with the question's own words ("Permitted use A bakery …") gains over a
 * sentence that only refers to the thing by them ("You may only use the Premises for the permitted use").
 */
const ROW_BONUS = 5;
/** Passages read for a typed value before the answer is "not found". */
const PASSAGES_READ = 5;
const VALUE_TYPES = new Set<AnswerType>(['date', 'money', 'duration', 'percentage', 'identifier', 'address']);
/** "without the Landlord's consent" conditions a no; "including without limitation" conditions nothing. */
const CONDITION = /\b(without(?!\s+limitation)|except with|unless|subject to)\s+([^.;:]{3,160})/i;
/** A question whether something is so or is recorded, not whether something may be done: its usual wording answers it. */
const ASKS_WHETHER_SO =
  /^\s*(?:(?:is|are|was|were)\s+there\b|(?:is|are)\s+(?:any|a|an)\b|(?:has|have)\b|(?:does|do|did)\s+(?:the|this|it)\b[^?]*?\b(?:contain|note|include|say|state|record|show|provide|mention|refer)s?\b)/i;
/**
 * Of those, a question whether something exists or is recorded, which the entry that is one answers yes whatever
 * negations it holds ("Is there a restriction?"): "Has any part been removed?", "Does the register note a lease?",
 * but not "Has the employee opted out?" (an act, whose sentence's "not" says no) or "Does the lease need registering,
 * and does it provide for that?" (a need; the word asking what is recorded must be in the first clause).
 */
const ASKS_WHETHER_THERE_IS =
  /^\s*(?:(?:is|are|was|were)\s+there\b|(?:is|are)\s+(?:any|a|an)\b|(?:has|have)\s+(?:any|a|an|there)\b|(?:does|do|did)\s+(?:the|this|it)\b[^?,;]*?\b(?:contain|note|include|say|state|record|show|provide|mention|refer)s?\b)/i;
/** How much less well a sentence that names people may answer a who-question than the best sentence. */
const NAMED_TOLERANCE = 4;
/** Whether a consent is needed, rather than whether a thing may be done. */
const ASKS_FOR_CONSENT = /\b(?:need|needs|needed|require|requires|required)\b[^?]*\b(?:consent|approval|permission)\b/i;
const CONSENT = /\b(?:consent|approval|permission|licence)\b/i;
/** A question whether a party may, must or can do something: the clause that governs it answers, however worded. */
const ASKS_PERMISSION =
  /^\s*(?:may|can|could|must|shall|should|will|(?:is|are|does|do)\b[^?]*?\b(?:permitted|allowed|entitled|required|obliged|able|need|free)\b)/i;
/**
 * The share of the subjects of a yes-or-no question's first clause that the sentence answering it must hold, and
 * at most how many: documents call the parties "we" and "you", and a long clause names more than any sentence.
 */
const HEAD_COVERAGE = 2 / 3;
const HEAD_MOST = 2;
/** The share of its subjects a sentence must hold to say that what a question asks about is so. */
const FACT_COVERAGE = 0.6;
/** "What is the territory?", "What is the purpose of the disclosure?": what a term the document defines stands for. */
const ASKS_WHAT_A_TERM_IS = /^\s*what\s+(?:is|are)\s+the\s+([\p{L}-]+(?:\s+[\p{L}-]+)?)(?:\s+of\s+(?:the|this)\s+[\p{L}\s-]+)?\s*\?\s*$/iu;
/** "What is the agreement called?": the document's own title answers it (a title number does not). */
const ASKS_FOR_TITLE = /\b(?:called|title of (?:the|this)|name of (?:the|this) (?:agreement|document|contract|deed|lease))\b/i;
/** Questions about the making of the document, which its preamble answers: who made it, and when. */
const ABOUT_MAKING =
  /\b(?:parties|party to|between whom|dated|made on|entered into|date of (?:the|this) (?:agreement|lease|deed|contract|document|transfer|charge|instrument))\b/i;
/**
 * What a definition loses against an operative sentence: "'Law' means any statute …" shares a question's words
 * without answering it, unless the question asks what something means.
 */
const DEFINITION_PENALTY = 6;
/** Words of a who-question that name no role, even where a document uses them as one ("you", "we"). */
const STOP_WORDS_IN_ROLES = new Set(['who', 'is', 'are', 'the', 'a', 'an', 'of', 'and', 'or', 'it', 'there', 'name']);
/**
 * A question that asks a second thing after the first: "Which law governs, and how are disputes resolved?", "What
 * are the events of default, including the cross-default threshold …?".
 */
const ASKS_TWO_THINGS = /,\s*(?:and|including)\b|\band\s+(?:how|what|when|where|which|who|whether|is|are|does|do|on what|for what|in what)\b/i;
/** How nearly as good as the best a second sentence must be to join it in a two-part answer. */
const SECOND_SENTENCE_SHARE = 0.6;
/** Passages whose sentences compete to answer a question in words. */
const STATEMENT_PASSAGES = 4;
/** Words any question about a document may use, which say nothing of what it asks about. */
const GENERIC_WORDS =
  'agreement contract document lease deed instrument party parties date day amount sum value address give given ' +
  'must made make provide provided apply need required say says set out state stated exist exists long length much many ' +
  'without with show shows shown least ask asks asked get gets got circumstance circumstances specific main key ' +
  'nature particular contractual current';
const GENERIC_STEMS = new Set(GENERIC_WORDS.split(' ').map((word) => stemWord(word)));
/** The generic words that name an instrument, which a question may ask for ("What leases …?"). */
const INSTRUMENT_STEMS = new Set(['lease', 'agreement', 'contract', 'deed', 'instrument'].map((word) => stemWord(word)));
/** Words that place a date or period at the start of something, and at its end. */
const STARTS = /\b(?:commenc\w*|effective|effect|start\w*|begin\w*|from)\b/i;
const ENDS = /\b(?:expir\w*|terminat\w*|end\w*|until|determin\w*|ceas\w*)\b/i;
/** A subject found in fewer than this share of a document's passages tells them apart. */
const DISTINCTIVE_SHARE = 0.25;
/** The share of a document's passages that speak of a subject every clause uses. */
const COMMON_SHARE = 0.4;
/** How far either side of a value the question's subjects must be, and its words are counted after it. */
const VALUE_REACH = 120;
const VALUE_AFTER = 40;
/** How near a value its own words stand ("six months of your employment are a probationary period"). */
const BESIDE = 40;
/** A value that extends or adds to another: "which we may extend by up to three months", "a further £1,500,000". */
const EXTENSION = /\b(?:extend(?:ed)?\s+(?:by|to)|extension\s+of|a\s+further|additional)\b[^.;]*$/i;
const EXTENSION_PENALTY = 6;
/** An option to end early, just before its date: "The Tenant may determine this Lease on 25 March 2029". */
const OPTION_BEFORE = /\b(?:may|can|is entitled to|shall be entitled to)\s+(?:\w+\s+){0,2}?(?:determine|terminate|break|end)\b[^.;]*$/i;
/** A time after something: "After your probationary period, …", "following the termination". */
const AFTER = /\b(?:after|following|on the expiry of|once)\s+(?:the\s+|your\s+|its\s+|his\s+|her\s+)?(\p{L}+)(?:\s+(\p{L}+))?/iu;
/**
 * A time fixed by an event: "within 14 days of the Termination Date", "on or before Completion", "on practical
 * completion", "on the fifth Business Day after …".
 */
const RELATIVE_TIME =
  /\b(?:(?:within|no later than|not later than|on or before|on or after)\s+(?:[\w'’]+\s+){0,4}?(?:days?|weeks?|months?|years?|completion|termination|closing|the date)|on\s+(?:practical\s+)?completion|on\s+the\s+\w+\s+(?:business\s+|working\s+)?days?\s+(?:after|following|before)|at the end of)\b/i;
/** What follows a notice period: "six months' (prior) (written) notice". */
const NOTICE_AFTER = /^['’]?\s*(?:\(\w+\)\s*)?(?:(?:prior|previous|clear|written|advance)\s+){0,3}notice\b/i;
/** How far before a value the words that say what it is are looked for. */
const ROLE_WINDOW = 60;
/** A sum stated as everything owed, not as an amount. */
const ALL_MONIES = /\ball\s+(?:money|monies|moneys|sums|liabilities)\b/i;
/** A question that asks for a term or a period as well as a date: the clause that sets the term answers it. */
const ASKS_FOR_TERM = /\b(?:term|period|duration|how long)\b/i;
/** An adverb of manner: "voluntarily", "validly", "expressly" (not "supply", "family", "jointly and severally"). */
const MANNER = /^(?!(?:jointly|severally|assembly|monopoly)$)\p{L}{5,}ly$/iu;
/** A question answered yes or no: "Does …?", "Is there …?", "May …?". */
const ASKS_YES_OR_NO = /^\s*(?:is|are|was|were|does|do|did|can|could|may|might|must|shall|should|will|would|has|have|had)\b/i;
/**
 * Words that ask whether a thing may be done, matters or is included, which a document says by doing it ("may
 * deduct", "the charge extends to").
 */
const ASKING_VERB = /^(?:rights?|affects?|authori[sz]es?|permits?|allows?|entitles?|covers?|says?|states?|shows?|records?|mentions?)$/i;
/** A question's subjects are stems: "borrower" is "borrow" in them. */
const ROLE_STEMS = new Set(ROLE_WORDS.map((word) => stemWord(word)));
const isRoleStem = (stem: string) => ROLE_STEMS.has(stem);
/**
 * How a plain-English letter or deed names its parties ("you must not underlet", "we will insure"): the one it is
 * addressed to is "you" (the tenant, the employee, the borrower); the one that writes or grants it "we" (the
 * landlord, the employer, the bank, the disponers).
 */
const ADDRESSED_STEMS = new Set(
  ['you', 'tenant', 'lessee', 'employee', 'executive', 'worker', 'borrower', 'customer', 'buyer', 'purchaser', 'transferee', 'grantee', 'disponee'].map((word) => stemWord(word)),
);
const WRITING_STEMS = new Set(
  ['we', 'landlord', 'lessor', 'employer', 'company', 'lender', 'bank', 'seller', 'vendor', 'transferor', 'granter', 'disponer', 'guarantor'].map((word) => stemWord(word)),
);
const pronounsFor = (group: Set<string>) =>
  [...group].some((stem) => ADDRESSED_STEMS.has(stem)) ? ['you'] : [...group].some((stem) => WRITING_STEMS.has(stem)) ? ['we', 'us'] : [];
/** An answer reads as one line; its citation keeps the page's line breaks. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** What a question asks about: groups of words with their synonyms, how many a sentence must speak of, and those few passages do. */
interface Subjects {
  groups: Set<string>[];
  needed: number;
  distinctive: Set<string>[];
  /** The choices the question lists in brackets, when it lists any. */
  options: Set<string> | null;
}

/** The sentence of a passage that best answers a question, with how much of the question it covers. */
interface Statement {
  passage: RetrievedPassage;
  sentence: Sentence;
  score: number;
  /** How many of the question's subjects the sentence speaks of, under its heading. */
  covered: number;
  /** Which of the question's subjects the sentence itself names. */
  groups: Set<number>;
  phrases: number;
}

/**
 * How the rules chose among what they found: how far the chosen sentence or value stood ahead of the best one
 * saying something else (Infinity when nothing else was in the running), and, for a value, what tied it to the
 * question. A close race is weaker evidence than a clear winner, whatever the winner's own score.
 */
interface Choice {
  lead: number;
  reading?: ValueReading;
}

/** The lead of the first of statements ranked best first over the second. */
const leadOf = (ranked: readonly Statement[]) => (ranked.length < 2 ? Infinity : ranked[0]!.score - ranked[1]!.score);
/** A value the document names by the question's words leads one it does not by this much, whatever their scores. */
const NAMED_LEAD = 10;

/** A value or an address found in a passage, with its offsets there. */
type Spanned = { start: number; end: number; text: string; value?: AnswerValue; reading?: string; definedBy?: DefinedValue[] };

/**
 * The catalogue's hints that are phrases or labels ("shown edged with red", "PROPRIETOR:"), as the document's
 * flattened text would hold them: a single word says less.
 */
const hintPhrasesOf = (question: QuestionToAnswer) =>
  (question.hints ?? []).filter((hint) => /\s|:$/.test(hint.trim())).map((hint) => oneLine(hint).toLowerCase());

/** A clause's number before its text, not the day of a date an entry begins with ("9 January 2023 Caution …"). */
const CLAUSE_NUMBER = new RegExp(String.raw`^(?:(?:Section|Article|Clause)\s+)?(?:\d{1,3}(?:\.\d{1,3})*\.?|\([a-z0-9]{1,6}\))\s+(?!(?:${MONTHS.join('|')})\b)`, 'i');
/** The answer reads without the clause number; the citation keeps the text exactly as it stands. */
const withoutNumber = (sentence: string) => oneLine(sentence.replace(CLAUSE_NUMBER, ''));

/** A question without its scope: "For a personal guarantee, did …", "In a leasehold title, what …". */
const withoutScope = (text: string) => text.replace(/^\s*(?:for|in)\s+(?:a|an|the)\s+[^,?]{1,40},\s*/i, '');

/** A defined term as a pattern: its characters literal, its spaces any run of white space (a line may break it). */
const termPattern = (term: string) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');

/** A question less its reason: "Is it executed as a deed, giving a 12-year limitation period?" */
const withoutReason = (text: string) => text.replace(/,\s*(?:so that|so as to|giving|which gives|such that)\b[^?]*/i, '');

/** A date the document leaves blank is answered as it stands, saying so. */
const LEFT_BLANK = ' (left blank in the document)';
const leftBlank = (written: string) => `${oneLine(written)}${LEFT_BLANK}`;

/**
 * A document's words as the question's are matched against them, lower case; a company's "Limited" is its name,
 * not a limit ("GLENARM HOLDINGS LIMITED" says nothing of whether the guarantee is limited).
 */
const documentWords = (text: string) => {
  // Looked for only where the word stands: the look-behind, tried at every position, is slow on long passages.
  const named = /Limited|LIMITED/.test(text) ? text.replace(/(?<=\p{Lu}[\p{L}&.'’-]*\s+)(?:Limited|LIMITED)\b/gu, ' ') : text;
  const words = named.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const implied = impliedWords(text);
  return implied.length > 0 ? [...words, ...implied] : words;
};

/** How many of the question's words `text` holds, each counted once: a sentence saying "law" thrice is no better. */
const stemsIn = (text: string, stems: Set<string>) => heldStems(text, stems).size;
/** "Date" names no column of dates apart from another: "Date of Registration" and "Date of Entry" both hold it. */
const DATE_STEM = stemWord('date');
/** Which of `stems` the text holds. */
const heldStems = (text: string, stems: Set<string>) =>
  new Set(documentWords(text).map((word) => stemWord(word)).filter((stem): stem is string => stem !== null && stems.has(stem)));

/**
 * Whether a value stands right after a label of the question's own words, as in a row of particulars ("Term 6
 * years from …" for "What is the term?", "Initial Rent £27,750"): the label says what the value is.
 */
function labelledBy(sentence: string, valueAt: number, ownStems: Set<string>): boolean {
  const label = /^(?:\d{1,3}(?:\.\d{1,3})*\.?\s+)?(\p{Lu}[\p{L}'’]*(?: [\p{L}'’]+){0,3})\s*:?\s*$/u.exec(sentence.slice(0, valueAt));
  return label !== null && namesOwn(label[1]!, ownStems);
}

/** Each subject once: "a non-compete or non-solicitation restriction" is one subject however many synonyms name it. */
function distinctGroups(groups: Set<string>[]): Set<string>[] {
  const within = (group: Set<string>, other: Set<string>) => [...group].every((stem) => other.has(stem));
  return groups.filter((group, i) => !groups.some((other, j) => j !== i && within(group, other) && (!within(other, group) || j < i)));
}

/** A form's numbered panel: a row whose heading is the panel's label ("3 Date", "1 Title number(s) of the property"). */
const isPanel = (unit: DocumentUnit) => unit.kind === 'row' && unit.label === null && /^\d{1,2}\s+\p{L}/u.test(unit.heading ?? '');

/**
 * Whether a unit is the value of a form's numbered panel that the question's own words label: "3 Date" of a TR1
 * answers "What is the date of the transfer?", as no "Dated:" beside a signature does.
 */
function inPanelOf(unit: DocumentUnit, ownStems: Set<string>): boolean {
  const label = isPanel(unit) ? /^\d{1,2}\s+(\p{L}+(?:\s+\p{L}+){0,2})$/u.exec(unit.heading ?? '')?.[1] : undefined;
  return label !== undefined && label.split(/\s+/).every((word) => ownStems.has(stemWord(word) ?? ''));
}

/** Whether a name is the question's own words. "Dated: 18 January 2020" under a signature says no more than that a date is there. */
function namesOwn(name: string, ownStems: Set<string>, { generic = false } = {}): boolean {
  const stems = name.split(/\s+/).map((word) => stemWord(word) ?? '');
  return stems.length > 0 && stems.every((stem) => ownStems.has(stem)) && (generic || stems.some((stem) => !GENERIC_STEMS.has(stem)));
}

/**
 * Whether the document names a value by a defined term of the question's own words: "£38,500 as compensation
 * (the "Termination Payment")", or "being £65,000,000" in the definition of "Total Commitments".
 */
function namedBy(after: string, definedTerm: string | null, ownStems: Set<string>, head: Set<string>[], firstClause: string): boolean {
  // A one-word name is the thing asked for only when it is all the question asks about ("Term" for "What is the
  // contractual term?") or the noun the question asks about ("Company" for "Which company is being sold?"), not
  // a word that only qualifies it ("Rent" for "Is a rent deposit payable?"); a role elsewhere names no value.
  const asksFor = (word: string) => new RegExp(`\\b${termPattern(word)}\\b(?!\\s+(?!(?:${[...STOP_WORDS_IN_ROLES].join('|')})\\b)\\p{L})`, 'iu').test(firstClause);
  const whole = (name: string) => /\s/.test(name) ? !name.split(/\s+/).some(isRoleWord) : asksFor(name) || (!isRoleWord(name) && head.every((group) => group.has(stemWord(name) ?? '')));
  const names = (written: string | null | undefined) => {
    const name = written?.trim().replace(/^the\s+/i, '');
    // A term the document defines says what it names, in however common words ("the Contract Sum").
    return name !== undefined && whole(name) && namesOwn(name, ownStems, { generic: /\s/.test(name) });
  };
  // The figure may stand in brackets after the words: "… pounds (£7,865,400) ("the Contract Sum")".
  return names(/^\)?[^.;:£€$\d()]{0,80}\((?:the\s+)?["“]([^"”]{2,40})["”]\)/u.exec(after)?.[1]) || names(definedTerm);
}

/** A name without the row label the question's words make of its first words: "Principal Contractor Castlegate Limited". */
function withoutLabelWords(name: string, ownStems: Set<string>): string {
  const words = name.split(' ');
  const label = words.findIndex((word) => !ownStems.has(stemWord(word) ?? ''));
  return label > 0 ? words.slice(label).join(' ') : name;
}

/** Whether a sentence is a row labelled with the question's own words, its value after: "Permitted use A bakery …". */
function isLabelledRow(sentence: string, ownStems: Set<string>): boolean {
  const words = [...sentence.matchAll(/\S+/g)].slice(0, 5);
  // After a colon the value may start small: "Term: five years from …", "Property: the lock-up shop …".
  const startsValue = (next: RegExpExecArray) => /^[\p{Lu}\d£€$]/u.test(next[0]) || /:\s*$/.test(sentence.slice(0, next.index));
  return words.slice(1).some((next) => startsValue(next) && labelledBy(sentence, next.index, ownStems));
}

export interface BuiltinAnswerer {
  answer(question: QuestionToAnswer): Answer;
}

export interface BuiltinAnswererOptions {
  region?: RegionCode;
  /**
   * false gives every answer the rules reach as `answered`, with the rules' own confidence: what the calibration
   * is fitted on (`npm run train`). The product always calibrates.
   */
  calibrate?: boolean;
  /** The calibration to apply; the committed one (models/answer-calibration.json) unless given. */
  calibration?: CalibrationModel;
  /** Told what stood behind each answer the rules reached, before it is calibrated. */
  onEvidence?: (question: QuestionToAnswer, evidence: AnswerEvidence, answer: Answer) => void;
  /**
   * Told what stood behind each "not found" given where passages speak of the question (the sentence that speaks of
   * it best), before the calibration decides whether it stands.
   */
  onNotFound?: (question: QuestionToAnswer, evidence: NotFoundEvidence, answer: Answer) => void;
}

/**
 * The ways of answering that claim a value of the question's type (a date, a sum, a name): such an answer must
 * hold one, found in its quote. Answers given in the document's words ("on the fifth anniversary …") do not; a
 * yes or no is read by the rules' own polarity (answer-polarity.ts), and a term may be counted between two dates.
 */
const TYPED_PATHS = new Set<AnswerPath>(['front', 'defined_date', 'value', 'party', 'each_role']);
const CHECKED_TYPES = new Set<AnswerType>(['date', 'money', 'percentage', 'identifier', 'party', 'address']);

/** An exception carved out of what a sentence says: "shall not disclose … except to its advisers". */
const EXCEPTION = /\b(?:except|excepting|save\s+(?:as|for|that|where|to|with|in)|other\s+than|unless|provided\s+(?:that|always))\b/i;

/**
 * The offline engine: a document's passages indexed once, then each question answered from the passages that
 * speak of it, by its answer type, always with the sentence it came from verified on its page. Weak evidence
 * is an honest `not_found`.
 */
export function createBuiltinAnswerer(
  pages: CitablePage[],
  { region, calibrate = true, onEvidence, onNotFound, ...options }: BuiltinAnswererOptions = {},
): BuiltinAnswerer {
  const calibration = calibrate ? (options.calibration ?? calibrationModel()) : null;
  const segments = segmentDocument(pages);
  const units = segments.filter((unit) => unit.kind !== 'heading');
  const headings = segments.filter((unit) => unit.kind === 'heading');
  /** The heading a unit sits under, as a unit of its own that can be cited. */
  const headingUnitOf = (unit: DocumentUnit) =>
    headings.filter((heading) => heading.text.trim() === unit.heading && (heading.page < unit.page || (heading.page === unit.page && heading.start <= unit.start))).at(-1);
  let flatText: string | null = null;
  const documentText = () => (flatText ??= oneLine(pages.map((page) => page.text).join(' ')).toLowerCase());
  const index = createPassageIndex(units);
  // A passage speaks of what its heading names too: "2.1 The Borrower may not draw …" under "2. Conditions precedent".
  const unitStems = units.map(
    (unit) => new Set(documentWords(`${unit.heading ?? ''} ${unit.text}`).map((word) => stemWord(word))),
  );
  const documentStems = new Set(unitStems.flatMap((stems) => [...stems]));
  /** Whether the document speaks of a subject anywhere. */
  const inDocument = (group: Set<string>) => [...group].some((stem) => documentStems.has(stem));
  /** A subject most of the document's passages speak of ("tenant", "pay") does not say which passage answers. */
  const holdingByGroup = new Map<string, number>();
  /** How many passages speak of a subject, counted once a document. */
  const holding = (group: Set<string>) => {
    const key = [...group].sort().join(' ');
    let count = holdingByGroup.get(key);
    if (count === undefined) holdingByGroup.set(key, (count = unitStems.filter((stems) => [...group].some((stem) => stems.has(stem))).length));
    return count;
  };
  const distinctive = (group: Set<string>) => holding(group) > 0 && holding(group) < DISTINCTIVE_SHARE * units.length;
  /** A subject most passages speak of ("the Demised Premises" of a lease's every covenant). */
  const common = (group: Set<string>) => holding(group) >= COMMON_SHARE * units.length;
  let defined: DefinedValue[] | null = null;
  const definedDates = () => (defined ??= findDefinedValues(pages, 'date', region));
  /** The sums the document defines, each with the pattern of a mention of its term ("the Consideration"). */
  let definedSums: { defined: DefinedValue; pattern: RegExp }[] | null = null;
  /** "from and including the Date of Entry to and including the Ish", over the dates the document defines. */
  let definedRange: RegExp | null | undefined;
  const pageOf = new Map(pages.map((page) => [page.page, page]));
  // "Is the guarantee executed as a deed?" of a "DEED OF GUARANTEE" asks whether this document is: its execution
  // clause need not say "guarantee".
  const titleWords = (documentTitle(pages)?.text.match(/\p{L}{4,}/gu) ?? []).filter((word) => !GENERIC_STEMS.has(stemWord(word) ?? ''));
  // "the facility" of a "Senior Facilities Agreement" is the document, in either number.
  const eitherNumber = (word: string) => (/ies$/i.test(word) ? `${word.slice(0, -3)}(?:y|ies)` : `${word.replace(/s$/i, '')}s?`);
  const theDocument = titleWords.length > 0 ? new RegExp(`\\b(?:the|this)\\s+(?:${titleWords.map(eitherNumber).join('|')})\\b`, 'gi') : /$^/g;

  const notFound = (question: QuestionToAnswer): Answer => ({
    questionId: question.id,
    status: 'not_found',
    answer: null,
    confidence: 0,
    citations: [],
    engine: 'builtin',
  });

  /** The citation of a sentence of a passage, checked against its page like any engine's quote. */
  function cite(passage: RetrievedPassage, sentence: Sentence) {
    const page = pageOf.get(passage.unit.page)!;
    const start = passage.unit.start + sentence.start;
    const check = verifyCitation([page], { page: page.page, quote: page.text.slice(start, passage.unit.start + sentence.end), start });
    if (!check.verified) return null;
    const clause = citedClauseOf(passage.unit);
    return clause ? check.citations.map((citation) => ({ ...citation, clause })) : check.citations;
  }

  /** The passage and sentence behind the answer last given, and the way the rules reached it. */
  let lastCited: { passage: RetrievedPassage; sentence: Sentence } | null = null;
  let lastChoice: Choice | null = null;
  /** The passages retrieval found for the question last asked, when they spoke of it: a "not found" then read none. */
  let unread: { passages: RetrievedPassage[]; stems: Set<string> } | null = null;
  let reached: AnswerPath | null = null;
  let firstRetrieved: DocumentUnit | null = null;
  const via = (path: AnswerPath, answer: Answer | null) => {
    if (answer) reached = path;
    return answer;
  };

  function answered(
    question: QuestionToAnswer,
    text: string,
    passage: RetrievedPassage,
    sentence: Sentence,
    confidence: number,
    value?: AnswerValue,
    choice?: Choice,
  ): Answer | null {
    const citations = cite(passage, sentence);
    if (!citations) return null;
    lastCited = { passage, sentence };
    lastChoice = choice ?? null;
    return { questionId: question.id, status: 'answered', answer: text, ...(value && { value }), confidence, citations, engine: 'builtin' };
  }

  /** A passage speaks of the question when it holds two of its words (one, for a question of one subject). */
  function relevant(passages: RetrievedPassage[], question: QuestionToAnswer, type: AnswerType): RetrievedPassage[] {
    // The parties it names ("Can the tenant underlet?") may be "you" and "we" in the document: they do not count.
    // A sum, a date or a rate needs one subject beside it (see answerValue), so one is enough to read a passage.
    const acts = subjectsOf(question).groups.filter((group) => ![...group].some(isRoleStem));
    const needed = VALUE_TYPES.has(type) && type !== 'duration' ? 1 : Math.max(1, Math.min(2, acts.length));
    // A row of particulars its question labels is read whatever else it says ("Term: five years from …").
    const ownStems = questionStems({ text: question.text }, { synonyms: false });
    return passages.filter((passage) => passage.matchedTerms >= needed || (passage.unit.kind === 'row' && isLabelledRow(passage.unit.text, ownStems)));
  }

  /**
   * The rows of particulars the question labels ("Term 6 years from and including 1 October 2020" of "What is the
   * contractual term …?"), after what retrieval found: a short row sharing one common word ranks below clauses
   * that share several.
   */
  function withLabelledRows(passages: RetrievedPassage[], question: QuestionToAnswer): RetrievedPassage[] {
    const ownStems = questionStems({ text: question.text }, { synonyms: false });
    const found = new Set(passages.map((passage) => passage.unit));
    const rows = units.filter((unit) => unit.kind === 'row' && !found.has(unit) && isLabelledRow(unit.text, ownStems));
    return [...passages, ...rows.map((unit) => ({ unit, score: 0, matchedTerms: 0 }))];
  }

  /**
   * Passages that hold the catalogue's phrases for a question ("PROPRIETOR:", "peaceably hold and enjoy") first,
   * the most first, then as retrieval ranked them: a register's short entry is outweighed by a long restriction
   * that says "proprietor" three times.
   */
  function byPhrases(passages: RetrievedPassage[], question: QuestionToAnswer): RetrievedPassage[] {
    const phrases = hintPhrasesOf(question);
    if (phrases.length === 0) return passages;
    const held = new Map(passages.map((passage) => [passage, phrases.filter((phrase) => oneLine(passage.unit.text).toLowerCase().includes(phrase)).length]));
    return [...passages].sort((a, b) => held.get(b)! - held.get(a)!);
  }

  /**
   * What a sentence must speak of to answer the question: at least two of the question's own subjects (one, if
   * it has one), each a word of the question with its synonyms; words joined by "or" are one subject.
   */
  const subjectsByQuestion = new Map<string, Subjects>();
  function subjectsOf(question: QuestionToAnswer): Subjects {
    const key = `${question.text}\u0000${(question.hints ?? []).join('\u0000')}`;
    let subjects = subjectsByQuestion.get(key);
    if (!subjects) subjectsByQuestion.set(key, (subjects = readSubjects(question)));
    return subjects;
  }

  function readSubjects(question: QuestionToAnswer): Subjects {
    const groups: Set<string>[] = [];
    const seen = new Set<string>();
    let joinNext = false;
    let joinedLast = false;
    // The choices a question lists in brackets ("(absolute, possessory, qualified or good leasehold)") are one
    // subject, and the answer is one of them.
    const options = new Set<string>();
    // "Does either party have audit rights?" asks whether the document gives them: it need not say "rights".
    const asksWhether = ASKS_YES_OR_NO.test(question.text);
    const asksHowLong = /^\s*how\s+long\b/i.test(question.text);
    // "What land does the title comprise?" asks for land: "comprise" relates it to the title, and a register that
    // states the land need not say so.
    const relationVerb = /^\s*(?:what|which)\b[^?,]*?\b(?:does|do|did)\s+(?:the\s+\w+|this\s+\w+|it|they)\s+(comprise|contain|include|give|impose|show|state|say|provide)\b/i.exec(question.text)?.[1]?.toLowerCase();
    // "(or, in Scotland, validly subscribed)" names the same thing another way: it glosses, it lists nothing.
    const lists = /\((?!\s*or\b)([^)]*(?:,|\bor\b)[^)]*)\)/g;
    for (const list of question.text.matchAll(lists)) {
      for (const word of list[1]!.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) for (const stem of synonymStems(word)) if (!GENERIC_STEMS.has(stem)) options.add(stem);
    }
    // A word in brackets that lists nothing glosses the word before it: "price (consideration)" is one subject.
    // ", giving a 12-year limitation period" says why the question matters, not more a sentence must say.
    // "For a leasehold title, what date, term and parties …?" says when the question applies, not what it asks.
    const glossed = withoutReason(withoutScope(question.text))
      .replace(lists, ' ')
      .replace(/\s*\(([^)]*)\)/g, (_, gloss: string) => ` or ${gloss.replace(/[\p{L}\p{N}]+/gu, 'or $&')}`);
    for (const word of withoutNamingWords(glossed.replace(theDocument, ' ')).toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
      if (word === 'or') {
        joinNext = groups.length > 0;
        continue;
      }
      const stem = stemWord(word);
      // A lone letter is what is left of "the other's"; it is no subject, nor is "non" of "non-compete" without it.
      if (!stem || stem.length < 2 || stem === 'non' || GENERIC_STEMS.has(stem) || seen.has(stem)) continue;
      if ((asksWhether && ASKING_VERB.test(word)) || word === relationVerb) continue;
      // "What confidentiality terms apply?", "on what terms?": terms are provisions; a term (of years) is a subject.
      // "How long does the non-compete last?" asks how long: "last" is the asking.
      // "including quiet enjoyment" names more to find; "including" itself is none of it.
      if (word === 'terms' || word === 'including' || (asksHowLong && /^lasts?$/.test(word))) continue;
      seen.add(stem);
      const group = synonymStems(word);
      // "a non-compete or non-solicitation restriction": the noun after alternatives names their kind, and a
      // sentence must speak of one of them, not of any restriction.
      const named = joinedLast && [...group].every((member) => groups.at(-1)!.has(member));
      if (named) groups.at(-1)!.delete(stem);
      else if (joinNext) for (const member of group) groups.at(-1)!.add(member);
      else groups.push(group);
      joinedLast = joinNext;
      joinNext = false;
    }
    if (options.size > 0) groups.push(options);
    return subjectsFrom(question, groups, options);
  }

  /** How many of its subjects a sentence must speak of to answer a question, and which tell passages apart. */
  function subjectsFrom(question: QuestionToAnswer, groups: Set<string>[], options: Set<string>): Subjects {
    // A document silent on the question's topic (its first subject), on most of the rest and on the catalogue's
    // phrases for it does not answer it from what remains: "Who insures the premises …?" is not answered by "The
    // Tenant shall pay".
    // A party the question names may be "you" or "we" in the document: its absence says nothing.
    const absent = groups.filter((group) => !inDocument(group) && ![...group].some(isRoleStem)).length;
    const hinted = hintPhrasesOf(question).some((phrase) => documentText().includes(phrase));
    const topicAbsent = !hinted && groups.length > 0 && !inDocument(groups[0]!);
    // The choices a question lists narrow its answer; they are not more for a sentence to speak of.
    const named = options.size > 0 ? Math.max(1, groups.length - 1) : groups.length;
    const needed = topicAbsent && absent * 2 >= groups.length ? Number.POSITIVE_INFINITY : Math.min(2, named);
    return { groups, needed, distinctive: groups.filter(distinctive), options: options.size > 0 ? options : null };
  }

  /**
   * Which of the question's subjects a sentence itself speaks of, by their place in `subjects.groups`. Each word
   * of the sentence counts for one subject only: "restriction" is not both "non-compete" (its synonym) and
   * "restriction".
   */
  function coveredGroups(text: string, subjects: Subjects): Set<number> {
    const stems = new Set(documentWords(text).map((word) => stemWord(word)));
    const used = new Set<string>();
    const covered = new Set<number>();
    const narrowestFirst = subjects.groups.map((group, i) => ({ group, i })).sort((a, b) => a.group.size - b.group.size);
    for (const { group, i } of narrowestFirst) {
      // A document that calls the parties "you" and "we" names a role by them.
      const pronoun = pronounsFor(group).find((stem) => stems.has(stem) && !used.has(stem));
      const word = [...group].find((stem) => stems.has(stem) && !used.has(stem)) ?? pronoun;
      if (word) {
        used.add(word);
        covered.add(i);
      }
    }
    return covered;
  }

  /**
   * How many of the question's subjects a sentence speaks of, or 0 when it speaks of none of the question's
   * distinctive ones: "Who insures the premises, and does the tenant pay the premium?" is not answered by "The
   * Tenant shall pay the rent".
   */
  function subjectsIn(text: string, subjects: Subjects): number {
    const stems = new Set(documentWords(text).map((word) => stemWord(word)));
    const speaksOf = (group: Set<string>) => [...group].some((stem) => stems.has(stem));
    if (subjects.distinctive.length > 0 && !subjects.distinctive.some(speaksOf)) return 0;
    return coveredGroups(text, subjects).size;
  }

  /**
   * The sentence of the best passages that answers the question in words: the most of the question's own words
   * (twice), its synonyms and its hint phrases (three times), in a better-ranked passage, outside a definition
   * unless the question asks what something means.
   */
  function bestStatement(
    question: QuestionToAnswer,
    passages: RetrievedPassage[],
    stems: Set<string>,
    accept: (sentence: Sentence, passage: RetrievedPassage) => boolean = () => true,
  ): Statement | null {
    return rankStatements(question, passages, stems, accept)[0] ?? null;
  }

  /** The sentences of the best passages that speak of the question, best first (see bestStatement). */
  function rankStatements(
    question: QuestionToAnswer,
    passages: RetrievedPassage[],
    stems: Set<string>,
    accept: (sentence: Sentence, passage: RetrievedPassage) => boolean = () => true,
  ): Statement[] {
    const ownStems = questionStems({ text: question.text }, { synonyms: false });
    const hintPhrases = hintPhrasesOf(question);
    const subjects = subjectsOf(question);
    const asksMeaning = /\b(?:mean|means|meaning|defined|definition)\b/i.test(question.text);
    const ranked: Statement[] = [];
    passages.slice(0, STATEMENT_PASSAGES).forEach((passage, rank) => {
      // A row of particulars is one statement, however many entries its semicolons divide ("Directors A; B; C").
      const row = passage.unit.kind === 'row';
      for (const sentence of row ? [{ start: 0, end: passage.unit.text.length, text: passage.unit.text }] : sentencesOf(passage.unit.text)) {
        // "Section 4.04 Special Indemnity." is the clause's title, no statement.
        if (passage.unit.heading?.endsWith(withoutLabel(sentence.text).replace(/[.:]$/, ''))) continue;
        // A register entry speaks of what its heading says ("B: Proprietorship Register").
        if (subjectsIn(`${passage.unit.heading ?? ''} ${sentence.text}`, subjects) < subjects.needed || !accept(sentence, passage)) continue;
        const labelledRow = row && isLabelledRow(sentence.text, ownStems);
        const flat = oneLine(sentence.text).toLowerCase();
        const phrases = hintPhrases.filter((phrase) => flat.includes(phrase)).length;
        // The heading breaks ties ("B: Proprietorship Register" over "C: Charges Register"), no more.
        const heading = passage.unit.heading ? 0.5 * stemsIn(passage.unit.heading, ownStems) : 0;
        const chosen = subjects.options && stemsIn(sentence.text, subjects.options) > 0 ? 3 : 0;
        const rowBonus = labelledRow ? ROW_BONUS : 0;
        const score =
          2 * stemsIn(sentence.text, ownStems) + stemsIn(sentence.text, stems) + heading + 3 * phrases + chosen + rowBonus - rank -
          (passage.unit.kind === 'definition' && !asksMeaning ? DEFINITION_PENALTY : 0);
        // What the sentence speaks of, and what it says under its heading ("4.1 The Distributor shall purchase …"
        // under "4. MINIMUM PURCHASES" says there is a minimum purchase).
        const groups = coveredGroups(sentence.text, subjects);
        const covered = coveredGroups(`${passage.unit.heading ?? ''} ${sentence.text}`, subjects).size;
        ranked.push({ passage, sentence, score, covered, groups, phrases });
      }
    });
    // Stable: of equal scores, the earlier passage's sentence first.
    return ranked.sort((a, b) => b.score - a.score);
  }

  /**
   * Whether a value stands where the question looks: a question about a start ("effective", "commencement") is
   * not answered by the date something expires, nor one about an end by the date it commences.
   */
  function fitsRole(question: QuestionToAnswer, text: string, value: Spanned): boolean {
    const asksStart = STARTS.test(question.text);
    const asksEnd = ENDS.test(question.text);
    if (asksStart === asksEnd) return true;
    const before = text.slice(Math.max(0, value.start - ROLE_WINDOW), value.start);
    const lastStart = Math.max(...[...before.matchAll(new RegExp(STARTS, 'gi'))].map((m) => m.index), -1);
    const lastEnd = Math.max(...[...before.matchAll(new RegExp(ENDS, 'gi'))].map((m) => m.index), -1);
    if (lastStart === lastEnd) return true;
    return asksStart ? lastStart > lastEnd : lastEnd > lastStart;
  }

  /**
   * A table row under its column headings ("Entry Proprietor Date of Registration Consideration Date of Entry"):
   * the values of the row that stand under a heading the question names ("What is the date of entry?"), or none
   * when the row's values cannot be told apart by their columns. Null for a passage that is no such row, or
   * whose headings the question does not name.
   */
  function headedValues(ownStems: Set<string>, type: ValueType | 'address', unit: DocumentUnit, values: readonly Spanned[]): Set<Spanned> | null {
    if ((type !== 'date' && type !== 'money') || !unit.heading || !isColumnHeadings(unit.heading)) return null;
    const stems = new Set([...ownStems].filter((stem) => stem !== DATE_STEM));
    if (stemsIn(unit.heading, stems) === 0) return null;
    const headings = headingsOfValues(unit.heading, type, values);
    return new Set(headings ? values.filter((value) => stemsIn(headings.get(value)!, stems) > 0) : []);
  }

  /** A typed value answers its question: a date, an amount, a period … or an address. */
  function answerValue(question: QuestionToAnswer, type: ValueType | 'address', passages: RetrievedPassage[], stems: Set<string>): Answer | null {
    const ownStems = questionStems({ text: question.text }, { synonyms: false });
    const hintStems = questionStems({ text: '', hints: question.hints }, { synonyms: false });
    const asked = subjectsOf(question);
    // A sum, a date, a rate or an address beside one of the question's subjects answers it ("The consideration
    // for the Shares shall be £8,400,000" answers "What is the purchase price?"). A period needs two: the notice
    // that prevents a renewal is not just any notice.
    const subjects = type === 'duration' ? asked : { ...asked, needed: Math.min(asked.needed, 1) };
    const find = (text: string): Spanned[] => (type === 'address' ? findAddresses(text) : findValues(text, type, region));
    const candidates: { value: Spanned; sentence: Sentence; passage: RetrievedPassage; overlap: number; rank: number; named: boolean; labelled: boolean }[] = [];
    const asksExtension = /\b(?:extend\w*|extension|further|additional)\b/i.test(question.text);
    const asksNotice = /\bnotice\b/i.test(question.text);
    const during = /\bduring\s+(?:the\s+|your\s+|its\s+|his\s+|her\s+)?(\p{L}+)/iu.exec(question.text)?.[1];
    const duringStems = during ? synonymStems(during) : null;
    const asksOption = /\b(?:break|option|may|can|could|right|early|terminat\w*|determin\w*)\b/i.test(question.text);
    const head = headOf(question);
    // The best passages that hold such a value are read: a clause about VAT that states no sum does not push the
    // particulars' "Rent £36,000 a year" out of reach.
    // A form panel's identifier is read with its label, which is what makes it one ("1 Title number(s) of the
    // property" over "NK402219"); only what the value itself holds is cited.
    const valuesOf = (unit: DocumentUnit): Spanned[] => {
      if (type === 'money') {
        // A sentence that states a sum says it itself; "30 per cent of the Initial Consideration" is a part of one.
        const stated = find(unit.text);
        const sentences = sentencesOf(unit.text);
        const sentenceOf = (value: Spanned) => sentences.find((sentence) => sentence.start <= value.start && value.end <= sentence.end);
        const named = sumsNamedIn(unit.text).filter(
          (mention) => !/\bof\s+$/.test(unit.text.slice(Math.max(0, mention.start - 4), mention.start)) && !stated.some((value) => sentenceOf(value) === sentenceOf(mention)),
        );
        return [...stated, ...named];
      }
      if (type === 'duration') return [...find(unit.text), ...termsBetweenDefinedDates(unit.text)];
      if (type !== 'identifier' || !isPanel(unit)) return find(unit.text);
      const label = `${unit.heading} `;
      return find(label + unit.text)
        .filter((value) => value.start >= label.length)
        .map((value) => ({ ...value, start: value.start - label.length, end: value.end - label.length }));
    };
    const holding = passages.map((passage, rank) => ({ passage, rank, values: valuesOf(passage.unit) })).filter(({ values }) => values.length > 0);
    holding.slice(0, PASSAGES_READ).forEach(({ passage, values, rank }) => {
      const sentences = sentencesOf(passage.unit.text);
      const headed = headedValues(ownStems, type, passage.unit, values);
      for (const value of headed ? values.filter((candidate) => headed.has(candidate)) : values) {
        const sentence = sentences.find((s) => s.start <= value.start && value.end <= s.end);
        if (!sentence) continue;
        // The subjects must be near the value, not merely somewhere in a long sentence of many provisions.
        // A clause's next sentence may say what its value is for ("… will begin on 3 April 2023. No previous
        // employment counts as continuous."); a long sentence's other provisions are out of reach all the same.
        const near = passage.unit.text.slice(Math.max(0, value.start - VALUE_REACH), Math.min(passage.unit.text.length, value.end + VALUE_REACH));
        // A period given by its first and last dates says when it starts and when it ends.
        const range = value.value?.type === 'duration' && (findValues(value.text, 'date', region).length === 2 || value.definedBy?.length === 2) ? ' start end' : '';
        // "registered on 19 August 2019" is the date of what the question asks, as "within five years of 19 August
        // 2019 shall be registered" is not.
        const actedOn = type === 'date' && ownStems.has(stemWord(/(\p{L}+)\s+on\s+$/u.exec(passage.unit.text.slice(Math.max(sentence.start, value.start - BESIDE), value.start))?.[1] ?? '') ?? '');
        const named = headed !== null || actedOn || namedBy(passage.unit.text.slice(value.end, sentence.end), passage.unit.definedTerm, ownStems, head.groups, firstClauseOf(question));
        const labelled =
          named || labelledBy(passage.unit.text.slice(sentence.start, sentence.end), value.start - sentence.start, ownStems) || inPanelOf(passage.unit, ownStems);
        if (!labelled && subjectsIn(`${passage.unit.heading ?? ''} ${near}${range}`, subjects) < subjects.needed) continue;
        if (!fitsRole(question, passage.unit.text, value)) continue;
        // "What notice applies during probation?" is not answered by what applies after it.
        if (duringStems && AFTER.exec(passage.unit.text.slice(sentence.start, value.start))?.slice(1).some((word) => duringStems.has(stemWord(word) ?? ''))) continue;
        // The date a party may break on is not when the thing ends, unless the question asks about the option.
        if (type === 'date' && !asksOption && OPTION_BEFORE.test(passage.unit.text.slice(Math.max(sentence.start, value.start - BESIDE), value.start))) continue;
        // The words that say what a value is stand just before it ("shows the entries … on 15 JUN 2024"). The
        // question's own words count most: "rent deposit" is the deposit, not the rent.
        const local = passage.unit.text.slice(Math.max(sentence.start, value.start - VALUE_REACH), Math.min(sentence.end, value.end + VALUE_AFTER));
        const flat = oneLine(local).toLowerCase();
        const phrases = hintPhrasesOf(question).filter((phrase) => flat.includes(phrase)).length;
        const context = `${passage.unit.heading ?? ''} ${local}`;
        // The words right beside a value say most about it ("six months of your employment are a probationary
        // period"), and a value given as an extension ("which we may extend by up to three months") is not the thing.
        const beside = passage.unit.text.slice(Math.max(sentence.start, value.start - BESIDE), Math.min(sentence.end, value.end + BESIDE));
        const extension = !asksExtension && EXTENSION.test(passage.unit.text.slice(Math.max(sentence.start, value.start - BESIDE), value.start));
        // "twelve months' notice" is a notice period, not the term a break clause speaks of.
        const notice = !asksNotice && NOTICE_AFTER.test(passage.unit.text.slice(value.end, sentence.end));
        const overlap =
          3 * stemsIn(context, ownStems) + stemsIn(context, hintStems) + stemsIn(context, stems) + 3 * phrases + (labelled ? LABEL_BONUS : 0) +
          2 * stemsIn(beside, ownStems) - (extension || notice ? EXTENSION_PENALTY : 0);
        candidates.push({ value, sentence, passage, overlap, rank, named, labelled });
      }
    });
    // A value the document itself names by the question's words is the one asked for, whatever stands nearer others.
    const standing = (candidate: (typeof candidates)[number]) => candidate.overlap - 2 * candidate.rank;
    const best = candidates.sort((a, b) => Number(b.named) - Number(a.named) || standing(b) - standing(a) || a.rank - b.rank)[0];
    if (!best) return null;
    // The best candidate holding another value: how far the chosen one stood ahead of it says how sure the choice was.
    const valueOf = (candidate: (typeof candidates)[number]) => JSON.stringify(candidate.value.value ?? oneLine(candidate.value.text));
    const chosen = valueOf(best);
    const rival = candidates.find((candidate) => valueOf(candidate) !== chosen);
    const choice: Choice = {
      lead: !rival ? Infinity : best.named && !rival.named ? NAMED_LEAD : standing(best) - standing(rival),
      reading: best.named ? 'named' : best.labelled ? 'labelled' : 'near',
    };
    const confidence = Math.min(0.95, 0.6 + 0.05 * best.passage.matchedTerms);
    // "plan 17 on the Registry Map (OS Map Ref 75/12)": the land is identified by every reference its sentence gives.
    const isPlan = (value: Spanned) => value.value?.type === 'identifier' && value.value.kind === 'plan_reference';
    const references = isPlan(best.value)
      ? valuesOf(best.passage.unit).filter((value) => isPlan(value) && best.sentence.start <= value.start && value.end <= best.sentence.end)
      : [best.value];
    const text = references.map((value) => oneLine(value.reading ?? value.text)).join(', ');
    const answer = answered(question, text, best.passage, best.sentence, confidence, best.value.value, choice);
    return answer && best.value.definedBy ? best.value.definedBy.reduce(withDefinition, answer) : answer;
  }

  /**
   * "shall not exceed the Consideration" states a sum by the term the document defines it as ("£3,150,000 (the
   * "Consideration")"): each mention of a defined sum, read as the sum. (Dates are not: "from the Effective Date"
   * mentions a date far more often than it answers when.)
   */
  function sumsNamedIn(text: string): Spanned[] {
    definedSums ??= findDefinedValues(pages, 'money', region)
      .filter((defined) => defined.value !== null)
      .map((defined) => ({ defined, pattern: new RegExp(`\\bthe\\s+${termPattern(defined.term)}\\b(?!["”])`, 'g') }));
    return definedSums.flatMap(({ defined, pattern }) =>
      [...text.matchAll(pattern)].map((mention) => ({
        start: mention.index,
        end: mention.index + mention[0].length,
        text: mention[0],
        value: defined.value!,
        reading: `${defined.written} (${oneLine(mention[0])})`,
        definedBy: [defined],
      })),
    );
  }

  /**
   * "the period from and including the Date of Entry to and including the Ish" of a Scots lease that defines both
   * dates: a term given by its defined first and last days.
   */
  function termsBetweenDefinedDates(text: string): Spanned[] {
    const dated = definedDates().filter((defined) => defined.value !== null);
    if (definedRange === undefined) {
      const term = `(${dated.map((defined) => termPattern(defined.term)).join('|')})`;
      definedRange = dated.length < 2 ? null : new RegExp(`\\bfrom\\s+(?:and\\s+including\\s+)?the\\s+${term}\\s+(?:to|until)\\s+(?:and\\s+including\\s+)?the\\s+${term}\\b`, 'g');
    }
    if (!definedRange) return [];
    return [...text.matchAll(definedRange)].flatMap((found) => {
      const [first, last] = [found[1]!, found[2]!].map((name) => dated.find((defined) => defined.term === oneLine(name))!);
      if (first?.value?.type !== 'date' || last?.value?.type !== 'date' || last.value.iso <= first.value.iso) return [];
      const value = termLength(first.value.iso, last.value.iso);
      const length = `${value.amount} ${value.amount === 1 ? value.unit.slice(0, -1) : value.unit}`;
      return [{ start: found.index, end: found.index + found[0].length, text: found[0], value, reading: `${first.written} to ${last.written} (${length})`, definedBy: [first, last] }];
    });
  }

  /** An answer read through a defined term cites the definition too. */
  function withDefinition(answer: Answer, defined: DefinedValue): Answer {
    const span = { page: defined.page, start: defined.start, end: defined.end, text: defined.text };
    const definition = cite(frontPassage(span), { start: 0, end: span.text.length, text: span.text }) ?? [];
    const fresh = definition.filter((citation) => !answer.citations.some((cited) => cited.page === citation.page && cited.start <= citation.start && citation.end <= cited.end));
    return { ...answer, citations: [...answer.citations, ...fresh] };
  }

  /**
   * What a question asks before it asks for detail, its bracketed examples and any scope before it left out ("For a
   * personal guarantee, did the guarantor take advice?").
   */
  const firstClauseOf = (question: QuestionToAnswer) =>
    withoutScope(question.text.replace(/\([^)]*\)/g, ' ')).split(/,|;|\s+and\s+(?:on|in|for|with|what|how|which|who|whether)\b/)[0]!;

  /** The subjects of a question's first clause, the parties' roles left out. */
  function headOf(question: QuestionToAnswer): Subjects {
    // What a bracket lists ("(material adverse change, material breach of warranty)") are examples, not the subject.
    const firstClause = firstClauseOf(question);
    // The parties it names ("Can the tenant underlet?") may be "you" and "we" in the document: the act is the subject.
    // How it is done ("prepay voluntarily", "validly subscribed") is no subject: documents say "may prepay"; nor is
    // the asking ("Does the contract authorise deductions?", "audit rights", "Do any collective agreements affect …?").
    const subjectWord = (word: string) => !isRoleWord(word) && !MANNER.test(word) && !ASKING_VERB.test(word);
    // "subject to" says a thing is conditional; it names nothing the document must speak of.
    const asked = firstClause.replace(/\bsubject to\b/gi, ' ').replace(/\p{L}+/gu, (word) => (subjectWord(word) ? word : ' '));
    const head = subjectsOf({ id: question.id, text: asked });
    return { ...head, groups: distinctGroups(head.groups) };
  }

  /** A document that never speaks of something the question's first clause asks about, nor in the catalogue's words. */
  function silentOn(question: QuestionToAnswer, head = headOf(question)): boolean {
    // One of three subjects may go unsaid ("a minimum purchase or volume commitment" of "4. MINIMUM PURCHASES"),
    // but not the first, the topic: a lease that never says "VAT" does not say whether VAT is payable on the rent.
    const present = head.groups.filter((group) => inDocument(group)).length;
    const absent =
      (head.groups.length > 0 && !inDocument(head.groups[0]!)) || present < Math.ceil(HEAD_COVERAGE * head.groups.length);
    // A compound names one thing: a lease that speaks of rent and of periods has no "rent-free period" unless it
    // says "free". One offered as another's alternative ("deferred or subject to an earn-out") may be absent.
    const firstClause = firstClauseOf(question);
    const compoundAbsent = [...firstClause.matchAll(/(\p{L}+)((?:-\p{L}+)+)/gu)].some(
      (compound) =>
        !/\bor\b/i.test(firstClause.slice(0, compound.index)) &&
        !/^\s+or\b/i.test(firstClause.slice(compound.index + compound[0].length)) &&
        compound[0].split('-').some((part) => { const stem = stemWord(part); return stem !== null && !GENERIC_STEMS.has(stem) && !inDocument(synonymStems(part)); }),
    );
    return (absent || compoundAbsent) && !hintPhrasesOf(question).some((phrase) => documentText().includes(phrase));
  }

  function answerYesNo(question: QuestionToAnswer, passages: RetrievedPassage[], stems: Set<string>): Answer | null {
    // The question's first clause says what it is about ("Can either party terminate for convenience"); what
    // follows asks for detail ("and on what notice?"). A document that never speaks of that, in the question's
    // words or the catalogue's, does not say yes or no to it; and the sentence that does must speak of most of it.
    const head = headOf(question);
    if (silentOn(question, head)) return null;
    const headNeeded = Math.min(HEAD_MOST, Math.ceil(HEAD_COVERAGE * head.groups.length));
    // Whether a thing is there may be answered by its usual wording ("under which capital money arises" is a Form A
    // restriction); whether a party may do something, only by a sentence about doing it.
    const phrases = ASKS_WHETHER_SO.test(question.text) ? hintPhrasesOf(question) : [];
    // A clause speaks of what its heading names: "4.1 The Distributor shall purchase …" under "4. MINIMUM PURCHASES".
    const speaksOfHead = (sentence: Sentence, passage: RetrievedPassage) =>
      coveredGroups(`${passage.unit.heading ?? ''} ${sentence.text}`, head).size >= headNeeded ||
      phrases.some((phrase) => oneLine(sentence.text).toLowerCase().includes(phrase));
    // "May the employer place the employee on garden leave?" is answered by the sentence that gives the power ("we
    // may place you on garden leave"), before one that says what garden leave means.
    // The question's own verb, not its synonyms: "may assign" gives no power to underlet.
    const asksPermission = /^\s*(?:may|can|could)\b/i.test(question.text);
    const acts = questionStems({ text: firstClauseOf(question) }, { synonyms: false });
    const grantsAct = (sentence: Sentence) =>
      [...sentence.text.matchAll(/\b(?:may|can|is entitled to|are entitled to|has the right to)\s+(?:not\s+)?(?:[\p{L}'’]+\s+){0,2}?(\p{L}+)/giu)].some(
        (found) => acts.has(stemWord(found[1]!) ?? '') && !isRoleWord(found[1]!),
      );
    const granting = asksPermission ? rankStatements(question, passages, stems, (sentence, passage) => speaksOfHead(sentence, passage) && grantsAct(sentence)) : [];
    const ranked = granting.length > 0 ? granting : rankStatements(question, passages, stems, speaksOfHead);
    const best = ranked[0];
    if (!best) return null;
    const { sentence, passage } = best;
    const choice: Choice = { lead: leadOf(ranked) };
    // Whether something is so (rather than whether a party may do it) is answered only by a sentence that says
    // it: one holding a catalogue phrase for it, or most of the question's subjects.
    const groups = subjectsOf(question).groups.length;
    const saysIt = best.phrases > 0 || best.covered >= Math.min(groups, Math.max(2, Math.ceil(FACT_COVERAGE * groups)));
    if (!ASKS_PERMISSION.test(question.text) && !saysIt) return null;
    if (ASKS_WHETHER_THERE_IS.test(question.text)) {
      // "Is there a Form A restriction?": the entry that is one answers yes, whatever negations it holds itself.
      const absent = statesAbsence(sentence.text, (word) => head.groups[0]?.has(stemWord(word) ?? '') === true);
      return answered(question, absent ? 'No' : 'Yes', passage, sentence, 0.6, { type: 'boolean', value: !absent, subjectTo: null }, choice);
    }
    // "without any limit" of "Is the guarantee limited?" is no condition: it says there is none (but answers yes
    // to "Is it made without admission of liability?").
    const withoutTopic = statesWithout(question.text, sentence.text, (word) => head.groups.some((group) => group.has(stemWord(word) ?? '')));
    if (withoutTopic) return answered(question, 'No', passage, sentence, 0.6, { type: 'boolean', value: false, subjectTo: null }, choice);
    // "Is it given without prejudice …?" asks about what an affirmative "is made without prejudice" says: no
    // condition. "May it assign without consent?" of "shall not assign without consent" keeps its condition.
    const askedWithout = /\bwithout\s+(?:any\s+)?([\p{L}-]+)/iu.exec(question.text)?.[1]?.toLowerCase();
    const conditioned = CONDITION.exec(sentence.text);
    const written = oneLine(conditioned?.[2] ?? '') || null;
    const saysWhatIsAsked =
      written !== null && askedWithout !== undefined && saysYes(question.text, sentence.text) && written.toLowerCase().replace(/^any\s+/, '').startsWith(askedWithout);
    const condition = saysWhatIsAsked ? null : written;
    // "Do the owners need anyone's consent to sell?" is answered yes by "No disposition … without the consent of
    // the Housing Executive": what is needed is the condition the sentence sets.
    const asksWhatIsNeeded = ASKS_FOR_CONSENT.test(question.text) && condition !== null && CONSENT.test(condition);
    const negated = !asksWhatIsNeeded && !saysYes(question.text, sentence.text);
    // "You may repay the loan early without penalty": what a party may do without is a freedom, no condition.
    if (!negated && !asksWhatIsNeeded && condition !== null && /^without$/i.test(conditioned![1]!)) {
      return answered(question, `Yes, without ${condition}`, passage, sentence, 0.6, { type: 'boolean', value: true, subjectTo: null }, choice);
    }
    const text = asksWhatIsNeeded
      ? `Yes: ${condition}`
      : negated
        ? condition
          ? `No, ${/^without$/i.test(conditioned![1]!) ? 'not without' : conditioned![1]!.toLowerCase()} ${condition}`
          : 'No'
        : condition
          ? `Yes, subject to ${condition}`
          : 'Yes';
    return answered(question, text, passage, sentence, 0.6, { type: 'boolean', value: !negated, subjectTo: condition }, choice);
  }

  /** Who: the names the answering sentence gives, or the sentence itself when it names no one by name. */
  function answerParty(question: QuestionToAnswer, passages: RetrievedPassage[], stems: Set<string>): Answer | null {
    const best = bestStatement(question, passages, stems);
    if (!best) return null;
    // "PROPRIETOR: ALISON MARY GRANT" answers who the proprietors are better than a restriction about them.
    const [named, ...others] = rankStatements(question, passages, stems, (sentence) => findNames(sentence.text).length > 0);
    if (!named || named.score < best.score - NAMED_TOLERANCE) return answerByRole(question, best) ?? answerText(question, passages, stems);
    const ownStems = questionStems({ text: question.text }, { synonyms: false });
    const namesIn = (statement: Statement) => findNames(statement.sentence.text).map((found) => withoutLabelWords(found.name, ownStems));
    const choice: Choice = { lead: leadOf([named, ...others]) };
    const first = answered(question, [...new Set(namesIn(named))].join('; '), named.passage, named.sentence, 0.6, undefined, choice);
    // "Who are the principal designer and principal contractor?": each may be named in a row of its own.
    const asksTwo = /\band\b/i.test(firstClauseOf(question));
    const second = asksTwo && others.find((other) => other.score >= SECOND_SENTENCE_SHARE * named.score && [...other.groups].some((group) => !named.groups.has(group)));
    const also = second && answered(question, [...new Set(namesIn(second))].join('; '), second.passage, second.sentence, 0.6, undefined, choice);
    return first && also ? inDocumentOrder(first, also, '; ') : first;
  }

  /**
   * "Who are the current directors and secretary?" of a register that names each in a row of its own, no row
   * naming both: who each is, asked one at a time, in the document's order.
   */
  function answerEachRole(question: QuestionToAnswer): Answer | null {
    const roles = /^\s*who\s+(?:is|are)\s+(?:the\s+)?([^,?]+?)\s+and\s+(?:the\s+)?([^,?]+?)\s*\?/i.exec(question.text);
    if (!roles) return null;
    const [first, second] = [roles[1]!, roles[2]!].map((role) =>
      answerQuestion({ id: question.id, text: `Who is the ${role}?`, answerType: 'party', hints: question.hints }),
    );
    if (first!.status !== 'answered' || second!.status !== 'answered') return null;
    return inDocumentOrder(first!, second!, '; ');
  }

  /** The choices a question lists, in brackets or not: "(term loan, revolving credit)", "freeholders, leaseholders or subsidiary interests". */
  function choicesOf(question: QuestionToAnswer): Set<string> {
    const listed = /\b\p{L}+(?:\s+\p{L}+)?(?:,\s*\p{L}+(?:\s+\p{L}+)?)+,?\s+or\s+\p{L}+(?:\s+\p{L}+)?/u.exec(question.text)?.[0] ?? '';
    const stems = listed.toLowerCase().match(/\p{L}+/gu)?.map((word) => stemWord(word)) ?? [];
    return new Set([...(subjectsOf(question).options ?? []), ...stems.filter((stem): stem is string => stem !== null && !GENERIC_STEMS.has(stem))]);
  }

  /**
   * In the document's words: the best sentence, and a second one when the question asks two things and another
   * sentence nearly as good answers what the first leaves out ("Which law governs, and how are disputes resolved?").
   */
  function answerText(question: QuestionToAnswer, passages: RetrievedPassage[], stems: Set<string>): Answer | null {
    const [best, ...rest] = rankStatements(question, passages, stems);
    if (!best) return null;
    const choice: Choice = { lead: leadOf([best, ...rest]) };
    const first = answered(question, withoutNumber(best.sentence.text), best.passage, best.sentence, 0.5, undefined, choice);
    // "What pension arrangements apply (scheme, employer contributions, automatic enrolment)?": the clause's next
    // sentence that gives a listed aspect the first does not ("We will contribute 5% …") answers with it.
    // The clause speaks of the question, so its sentence need not again: "(b) a revolving credit facility …" after
    // "the Lenders make available: (a) a term loan facility …;".
    const subjects = subjectsOf(question);
    const options = subjects.options;
    const optionsIn = (sentence: Sentence) => heldStems(sentence.text, options ?? new Set());
    // "Is the folio in the register of freeholders, leaseholders or subsidiary interests?": when only the heading
    // a sentence sits under names one of the choices the question lists ("REGISTER OF FREEHOLDERS"), it answers.
    const choices = choicesOf(question);
    const choicesIn = (text: string) => stemsIn(text, choices) > 0;
    const heading = headingUnitOf(best.passage.unit);
    if (heading && choices.size > 0 && !choicesIn(best.sentence.text) && choicesIn(heading.text)) {
      const whole = { start: 0, end: heading.text.length, text: heading.text };
      return answered(question, oneLine(heading.text), { unit: heading, score: best.passage.score, matchedTerms: best.passage.matchedTerms }, whole, 0.5, undefined, choice);
    }
    const aspect =
      options && sentencesOf(best.passage.unit.text).find((other) => other.start !== best.sentence.start && [...optionsIn(other)].some((stem) => !optionsIn(best.sentence).has(stem)));
    // "Date: 16 July 2012. Term: 125 years … Parties: (1) …" of "what date, term and parties of the lease are
    // shown?": each particular the question names by its label answers with the rest.
    const ownStems = questionStems({ text: question.text }, { synonyms: false });
    // A particular's label begins its sentence or a line of it ("… is held:\nDate: 16 July 2012.").
    const labelAt = (sentence: Sentence) => {
      const found = /(?:^|\n)(\p{L}+):\s/u.exec(sentence.text);
      return found && ownStems.has(stemWord(found[1]!) ?? '') ? sentence.start + found.index + found[0].indexOf(found[1]!) : null;
    };
    if (labelAt(best.sentence) !== null) {
      const particulars = sentencesOf(best.passage.unit.text).filter((sentence) => labelAt(sentence) !== null);
      if (particulars.length > 1) {
        const start = labelAt(particulars[0]!)!;
        const end = particulars.at(-1)!.end;
        const whole = { start, end, text: best.passage.unit.text.slice(start, end) };
        return answered(question, oneLine(whole.text), best.passage, whole, 0.5, undefined, choice);
      }
    }
    const twoThings =
      ASKS_TWO_THINGS.test(question.text) &&
      rest.find((other) => other.score >= SECOND_SENTENCE_SHARE * best.score && [...other.groups].some((group) => !best.groups.has(group) && !common(subjects.groups[group]!)));
    // "For what purpose may the facilities be used?": each facility's clause under the same heading answers
    // for its own ("3.1 … Facility A towards refinancing …", "3.2 … the Revolving Facility towards …").
    const same = (a: Set<number>, b: Set<number>) => a.size === b.size && [...a].every((group) => b.has(group));
    const parallel = rest.find(
      (other) =>
        other.passage !== best.passage &&
        other.passage.unit.heading !== null &&
        other.passage.unit.heading === best.passage.unit.heading &&
        other.score >= SECOND_SENTENCE_SHARE * best.score &&
        same(other.groups, best.groups),
    );
    const also = twoThings
      ? answered(question, withoutNumber(twoThings.sentence.text), twoThings.passage, twoThings.sentence, 0.5, undefined, choice)
      : aspect
        ? answered(question, withoutNumber(aspect.text), best.passage, aspect, 0.5, undefined, choice)
        : parallel && answered(question, withoutNumber(parallel.sentence.text), parallel.passage, parallel.sentence, 0.5, undefined, choice);
    return first && also ? inDocumentOrder(first, also, ' ') : first;
  }

  /**
   * "When must the payment be made?" of a document that says "within 14 days of the Termination Date": a time
   * fixed by an event, in the document's words, from a sentence that speaks of all the question asks about.
   */
  function answerWhenInWords(question: QuestionToAnswer, passages: RetrievedPassage[], stems: Set<string>): Answer | null {
    const groups = subjectsOf(question).groups.length;
    const best = rankStatements(question, passages, stems, (sentence) => RELATIVE_TIME.test(sentence.text)).find((statement) => statement.covered >= groups);
    return best ? answered(question, withoutNumber(best.sentence.text), best.passage, best.sentence, 0.5) : null;
  }

  /**
   * "What amount is secured?" of an all-monies charge: no sum, but "all money and liabilities … due … to the
   * Bank", in the document's words.
   */
  function answerAllMonies(question: QuestionToAnswer, passages: RetrievedPassage[], stems: Set<string>): Answer | null {
    const best = bestStatement(question, passages, stems, (sentence) => ALL_MONIES.test(sentence.text));
    return best ? answered(question, withoutNumber(best.sentence.text), best.passage, best.sentence, 0.5) : null;
  }

  /**
   * "Which law governs the agreement …?": the sentence that chooses the document's law ("This Agreement shall be
   * governed by … the laws of the State of Ohio"), wherever it stands, and the sentence that names the forum when the
   * question asks for it too. A document whose sentences choose different laws is left to the other rules.
   */
  function answerGoverningLaw(question: QuestionToAnswer, asked: GoverningLawQuestion): Answer | null {
    const chosen: { at: number; sentence: Sentence; law: GoverningLaw }[] = [];
    units.forEach((unit, at) => {
      if (!/govern|constru|interpret/i.test(unit.text)) return;
      for (const sentence of sentencesOf(unit.text)) {
        const law = findGoverningLaw(sentence.text);
        if (law) chosen.push({ at, sentence, law });
      }
    });
    const first = chosen[0];
    if (!first || chosen.some(({ law }) => law.key !== first.law.key)) return null;
    // The formula, not shared words, is what makes the sentence the answer: it holds the question whole.
    const passageAt = (at: number): RetrievedPassage => ({ unit: units[at]!, score: 0, matchedTerms: Infinity });
    const forum = asked.alsoForum && !namesForum(first.sentence.text) ? forumNear(first.at, first.sentence) : null;
    const forumAnswer = forum && answered(question, withoutNumber(forum.sentence.text), passageAt(forum.at), forum.sentence, 0.8);
    const lawText = asked.alsoForum ? withoutNumber(first.sentence.text) : first.law.law.replace(/^laws?\b/, (law) => `The ${law}`);
    // Answered last, so that the law's sentence is what the answer's evidence is read from.
    const lawAnswer = answered(question, lawText, passageAt(first.at), first.sentence, 0.8);
    return lawAnswer && forumAnswer ? inDocumentOrder(lawAnswer, forumAnswer, ' ') : lawAnswer;
  }

  /**
   * "What is the initial term, and on what date does it expire?": the sentence that says when the document ends ("The
   * term of this Agreement … shall expire on December 31, 2028", "… continues in perpetuity"), wherever it stands, in
   * its words: the end may be a date, an event or a period, and the words around it qualify it.
   */
  function answerTermEnd(question: QuestionToAnswer, type: AnswerType): Answer | null {
    for (const unit of units) {
      const sentence = sentencesOf(unit.text).find((candidate) => saysWhenItEnds(candidate.text));
      if (!sentence) continue;
      // The formula, not shared words, is what makes the sentence the answer: it holds the question whole.
      const passage = { unit, score: 0, matchedTerms: Infinity };
      // "… shall expire on December 31, 2028": a date question is answered by the date the document ends on.
      const date = type === 'date' ? findValues(sentence.text, 'date').find((found) => /\b(?:on|until|through)\s+(?:the\s+)?$/i.test(sentence.text.slice(0, found.start))) : undefined;
      return date
        ? answered(question, oneLine(date.text), passage, sentence, 0.6, date.value)
        : answered(question, withoutNumber(sentence.text), passage, sentence, 0.6);
    }
    return null;
  }

  /** The sentence nearest a choice of law that names the forum: after it in its clause, then the clauses about it. */
  function forumNear(at: number, lawSentence: Sentence): { at: number; sentence: Sentence } | null {
    const inUnit = (index: number, after: number) => {
      const unit = units[index];
      const sentence = unit && sentencesOf(unit.text).find((candidate) => candidate.start > after && namesForum(candidate.text));
      return sentence ? { at: index, sentence } : null;
    };
    for (const index of [at, at + 1, at + 2, at + 3, at - 1, at - 2, at - 3]) {
      const found = inUnit(index, index === at ? lawSentence.start : -1);
      if (found) return found;
    }
    return null;
  }

  /** Two answers as one, read in the document's order. */
  function inDocumentOrder(first: Answer, second: Answer, separator: string): Answer {
    const [earlier, later] = [first, second].sort((a, b) => a.citations[0]!.page - b.citations[0]!.page || a.citations[0]!.start - b.citations[0]!.start);
    return { ...first, answer: `${earlier!.answer}${separator}${later!.answer}`, citations: [...earlier!.citations, ...later!.citations] };
  }

  /**
   * A date the question names by the term the document defines for it ("What is the effective date?" and
   * "… (the "Effective Date")"), cited from the date to its definition.
   */
  function answerDefinedDate(question: QuestionToAnswer): Answer | null {
    const asked = questionStems({ text: question.text }, { synonyms: false });
    const named = definedDates().find(({ term }) =>
      (term.toLowerCase().match(/[\p{L}]+/gu) ?? []).some((word) => word !== 'date' && asked.has(stemWord(word) ?? '')),
    );
    if (!named) return null;
    const span = { page: named.page, start: named.start, end: named.end, text: named.text };
    const text = named.value ? oneLine(named.written) : leftBlank(named.written);
    return answered(question, text, frontPassage(span), { start: 0, end: span.text.length, text: span.text }, 0.85, named.value ?? undefined);
  }

  /**
   * "What is the territory?" of a document that defines "Territory": its definition, whether a definitions list
   * gives it ("Territory" means Wales;), a row of particulars ("Permitted Use Light industrial use …") or a
   * sentence names it (… for the purpose of evaluating … (the "Purpose")).
   */
  function answerDefinition(question: QuestionToAnswer): Answer | null {
    const term = ASKS_WHAT_A_TERM_IS.exec(question.text)?.[1]?.trim();
    if (!term) return null;
    const quoted = `["“]${termPattern(term)}["”]`;
    const listed = new RegExp(`${quoted}\\s+means\\b[^;]*?(?:;|\\.(?=\\s|$))`, 'i');
    const named = new RegExp(`\\((?:the\\s+)?${quoted}\\)`, 'i');
    const labelled = new RegExp(`^${termPattern(term)}\\s*:?\\s+\\S`, 'i');
    for (const unit of units) {
      const definition = listed.exec(unit.text);
      const sentence = definition
        ? { start: definition.index, end: definition.index + definition[0].length, text: definition[0] }
        : unit.kind === 'row' && labelled.test(unit.text)
          ? { start: 0, end: unit.text.length, text: unit.text }
          : sentencesOf(unit.text).find((candidate) => named.test(candidate.text));
      if (!sentence) continue;
      const passage: RetrievedPassage = { unit, score: Number.POSITIVE_INFINITY, matchedTerms: Number.POSITIVE_INFINITY };
      return answered(question, withoutNumber(sentence.text), passage, sentence, 0.8);
    }
    return null;
  }

  /**
   * "Parent hereby guarantees the full and punctual payment by Buyer …" answers who the guarantor is by the role
   * the preamble gives a party ("GRANITE PEAK HOLDINGS, LLC … ("Parent")"): the role that does what the question
   * asks about, as the sentence's subject, cited from the sentence and the preamble.
   */
  function answerByRole(question: QuestionToAnswer, best: Statement): Answer | null {
    const span = documentPreamble(pages);
    const topic = subjectsOf(question).groups[0];
    if (!span || !topic) return null;
    const party = findParties(span.text).find((found) => {
      if (!found.role) return false;
      const acts = new RegExp(String.raw`^(?:the\s+)?${termPattern(found.role)}\s+(?:\p{L}+\s+)?(\p{L}+)`, 'u').exec(withoutNumber(best.sentence.text));
      return acts !== null && topic.has(stemWord(acts[1]!) ?? '');
    });
    if (!party) return null;
    const named = answered(question, party.name, frontPassage(span), { start: party.start, end: party.end, text: span.text.slice(party.start, party.end) }, 0.6);
    const said = answered(question, party.name, best.passage, best.sentence, 0.6);
    return named && said ? { ...said, citations: [...said.citations, ...named.citations] } : null;
  }

  /** The title or the preamble as a passage of its own, ahead of anything retrieval found. */
  const frontPassage = (span: FrontSpan): RetrievedPassage => ({
    unit: { id: `front-${span.start}`, kind: 'paragraph', label: null, heading: null, definedTerm: null, ...span },
    score: Number.POSITIVE_INFINITY,
    matchedTerms: Number.POSITIVE_INFINITY,
  });

  /** "Who is the landlord?": the party the preamble gives that role, or else the recitals. */
  function answerRole(question: QuestionToAnswer): Answer | null {
    return roleIn(question, documentPreamble(pages)) ?? roleIn(question, documentPreamble(pages, { recitals: true }));
  }

  function roleIn(question: QuestionToAnswer, span: FrontSpan | null): Answer | null {
    if (!span) return null;
    // The role is what the question asks about before any bracket: "Who is the lender (mortgagee or chargee)?";
    // the bracket's words are its other names when the document gives none of the first ("Who is the beneficiary
    // (the lender or other creditor)?" of a guarantee whose parties are "the Guarantor" and "the Lender").
    const wordsOf = (text: string) => (text.toLowerCase().match(/\p{L}+/gu) ?? []).filter((word) => !STOP_WORDS_IN_ROLES.has(word));
    const found = findParties(span.text);
    // "the principal contractor" of a document that speaks of one is not its party "the Contractor".
    const qualified = (text: string) => {
      const words = wordsOf(text);
      return new Map(words.map((word, i) => [word, i > 0 && !isRoleWord(words[i - 1]!) ? words[i - 1]! : null]));
    };
    const holds = (role: string, word: string, qualifier: string | null) =>
      isRoleNamed(role, word) && (!qualifier || role.toLowerCase().includes(qualifier) || !documentText().includes(`${qualifier} ${word}`));
    const holding = (asked: Map<string, string | null>) =>
      found.filter(({ role }) => role && [...asked].some(([word, qualifier]) => holds(role, word, qualifier)));
    const bracketed = qualified([...question.text.matchAll(/\(([^)]*)\)/g)].map((bracket) => bracket[1]!).join(', '));
    // The role asked about comes first; roles after "of" only say whose ("a guarantor of the buyer's obligations").
    const named = holding(qualified(question.text.replace(/\([^)]*\)/g, ' ').split(/\b(?:of|for|under|to|by|from|with)\b/i)[0]!));
    const parties = named.length > 0 ? named : holding(bracketed);
    if (parties.length === 0) return null;
    const from = Math.min(...parties.map((party) => party.start));
    const to = Math.max(...parties.map((party) => party.end));
    const text = parties.map((party) => party.name).join('; ');
    return answered(question, text, frontPassage(span), { start: from, end: to, text: span.text.slice(from, to) }, 0.8);
  }

  /** A document's name, parties and date are in its title and preamble, whatever words the question uses. */
  function answerFromFront(question: QuestionToAnswer, type: AnswerType): Answer | null {
    if (ASKS_FOR_TITLE.test(question.text) && !/\btitle number\b/i.test(question.text)) {
      const title = documentTitle(pages);
      if (!title) return null;
      return answered(question, oneLine(title.text), frontPassage(title), { start: 0, end: title.text.length, text: title.text }, 0.7);
    }
    if (!ABOUT_MAKING.test(question.text) || (type !== 'date' && type !== 'party')) return null;
    const span = documentPreamble(pages);
    if (!span) return null;
    const preamble = frontPassage(span);
    const sentences = sentencesOf(span.text);
    if (type === 'date') {
      const [date] = findValues(span.text, 'date', region);
      const sentence = date && sentences.find((s) => s.start <= date.start && date.end <= s.end);
      if (date && sentence) return answered(question, oneLine(date.text), preamble, sentence, 0.8, date.value);
      const [blank] = findBlankDates(span.text);
      const blankSentence = blank && sentences.find((s) => s.start <= blank.start && blank.end <= s.end);
      return blank && blankSentence ? answered(question, leftBlank(blank.text), preamble, blankSentence, 0.7) : null;
    }
    const parties = findParties(span.text);
    if (parties.length > 0) {
      const from = parties[0]!.start;
      const to = parties.at(-1)!.end;
      const names = parties.map(({ name, role }) => (role ? `${name} (${role})` : name)).join('; ');
      return answered(question, names, preamble, { start: from, end: to, text: span.text.slice(from, to) }, 0.8);
    }
    // "… is made between the Customer and the Supplier named in the Key Details below" names no one: the parties
    // are elsewhere, and the sentence is no answer to who they are.
    const between = sentences.find((s) => {
      const opening = /\b(?:between|among)\b/i.exec(s.text);
      return opening !== null && findNames(s.text.slice(opening.index)).length > 0;
    });
    return between ? answered(question, oneLine(between.text), preamble, between, 0.7) : null;
  }

  /**
   * "Is the term more than seven years?" of a document that does not say so in words: the length it gives,
   * compared. The answer cites the length; a document that gives none leaves the question unanswered.
   */
  function answerComparison(question: QuestionToAnswer): Answer | null {
    const comparison = lengthComparison(question.text, region);
    if (!comparison) return null;
    const length = answerQuestion({ id: question.id, text: `How long is the ${comparison.subject}?`, answerType: 'duration' });
    if (length.status !== 'answered' || length.value?.type !== 'duration') return null;
    const yes = comparison.saysYes(length.value);
    return { ...length, answer: `${yes ? 'Yes' : 'No'} (${length.answer})`, value: { type: 'boolean', value: yes, subjectTo: null } };
  }

  function answerQuestion(question: QuestionToAnswer): Answer {
    const type = question.answerType ?? inferAnswerType(question.text);
    // "Is there a rent-free period …?" in a lease that never mentions one is answered not_found, whatever else
    // the question asks for.
    if (ASKS_WHETHER_SO.test(question.text) && silentOn(question)) return notFound(question);
    // "What notice must be given to prevent renewal?" of a contract that never speaks of renewing or carrying on its
    // term: it does not address it, whatever other notices it requires.
    if (asksAboutRenewal(question.text) && !units.some((unit) => speaksOfRenewal(unit.text))) return notFound(question);
    // "What leases affecting the subjects are registered?": "lease" is too common a word to say which passage
    // answers (see GENERIC_WORDS); but a title sheet that never says it registers none.
    const askedFor = /^\s*(?:what|which)\s+(\p{L}+)/iu.exec(question.text)?.[1];
    const askedStem = askedFor ? stemWord(askedFor) : null;
    if (askedStem && INSTRUMENT_STEMS.has(askedStem) && !documentStems.has(askedStem)) return notFound(question);
    // The preamble's parties answer a role whatever words the rest of the document uses.
    const fromFront = via('front', answerFromFront(question, type) ?? (type === 'party' ? answerRole(question) : null));
    if (fromFront) return fromFront;
    const asksForLaw = type === 'text' ? asksForGoverningLaw(question.text) : null;
    const law = asksForLaw && via('governing_law', answerGoverningLaw(question, asksForLaw));
    if (law) return law;
    const asksForEnd = (type === 'date' || type === 'duration') && asksWhenItEnds(question.text);
    const end = asksForEnd && via('term_clause', answerTermEnd(question, type));
    if (end) return end;
    const query = { text: question.text, hints: question.hints };
    const stems = questionStems(query);
    const passages = byPhrases(relevant(withLabelledRows(index.retrieve(query, { limit: 8 }), question), question, type), question);
    firstRetrieved = passages[0]?.unit ?? null;
    if (passages.length === 0) return notFound(question);
    unread = { passages, stems };
    if (VALUE_TYPES.has(type)) {
      const value =
        (type === 'date' ? via('defined_date', answerDefinedDate(question)) : null) ??
        via('value', answerValue(question, type as ValueType | 'address', passages, stems));
      // A term or an address the document writes without a date or a postcode is still answered, in its words.
      const inWords = !value && (type === 'address' || ((type === 'date' || type === 'duration') && ASKS_FOR_TERM.test(question.text)));
      return (
        value ??
        (inWords ? via('text_for_value', answerText(question, passages, stems)) : null) ??
        (type === 'date' ? via('date_in_words', answerWhenInWords(question, passages, stems)) : null) ??
        (type === 'money' ? via('all_monies', answerAllMonies(question, passages, stems)) : null) ??
        notFound(question)
      );
    }
    if (type === 'yes_no') return via('yes_no', answerYesNo(question, passages, stems)) ?? via('comparison', answerComparison(question)) ?? notFound(question);
    if (type === 'party') return via('party', answerParty(question, passages, stems)) ?? via('each_role', answerEachRole(question)) ?? notFound(question);
    const defined = via('definition', answerDefinition(question));
    if (defined) return defined;
    return via('text', answerText(question, passages, stems)) ?? notFound(question);
  }

  /** What stood behind the answer just reached: the facts its calibrated confidence is computed from. */
  function evidenceOf(question: QuestionToAnswer, answer: Answer): AnswerEvidence {
    const cited = lastCited as { passage: RetrievedPassage; sentence: Sentence } | null;
    const quote = answer.citations.map((citation) => citation.quote).join(' ');
    const said = cited?.sentence.text ?? quote;
    const subjects = subjectsOf(question);
    const value = answer.value;
    return {
      path: reached ?? 'text',
      answerType: question.answerType ?? inferAnswerType(question.text),
      matchedTerms: cited?.passage.matchedTerms ?? 0,
      fromRow: cited?.passage.unit.kind === 'row' || cited?.passage.unit.kind === 'register_entry',
      negated: value?.type === 'boolean' && !value.value,
      conditioned: (value?.type === 'boolean' && value.subjectTo !== null) || /\b(?:subject to|without)\b/i.test(answer.answer ?? ''),
      exception: EXCEPTION.test(quote),
      answerWords: (answer.answer ?? '').split(/\s+/).filter(Boolean).length,
      subjectsCovered: subjects.groups.length === 0 ? 0 : coveredGroups(`${cited?.passage.unit.heading ?? ''} ${said}`, subjects).size / subjects.groups.length,
      hintPhrase: hintPhrasesOf(question).some((phrase) => oneLine(said).toLowerCase().includes(phrase)),
      topRanked: cited !== null && firstRetrieved === cited.passage.unit,
      clauseTopic: clauseTopicOf(question, cited ? `${cited.passage.unit.heading ?? ''} ${cited.passage.unit.text}` : quote),
      lead: lastChoice?.lead ?? null,
      valueReading: lastChoice?.reading ?? null,
    };
  }

  /** An answer the rules reached, checked, then asserted or given for review by the calibration. */
  function answerByRules(question: QuestionToAnswer): Answer {
    lastCited = null;
    lastChoice = null;
    reached = null;
    firstRetrieved = null;
    unread = null;
    const given = answerQuestion(question);
    if (given.status === 'not_found') return question.hypothesis ? given : reviewUnread(question, given);
    if (given.status !== 'answered') return given;
    if (quotesPlanted(given.citations)) return notFound(question);
    const evidence = evidenceOf(question, given);
    const claimsValue = TYPED_PATHS.has(evidence.path) && CHECKED_TYPES.has(evidence.answerType) && !given.answer!.endsWith(LEFT_BLANK);
    if (claimsValue && !checkTypedAnswer({
      question: question.text,
      answerType: evidence.answerType,
      answer: given.answer!,
      quote: given.citations.map((citation) => citation.quote).join('\n'),
      value: given.value ?? null,
      region,
    }).ok) {
      return forReview(given, Math.min(given.confidence, 0.3));
    }
    onEvidence?.(question, evidence, given);
    return calibration ? assertOrReview(given, evidence, calibration) : given;
  }

  /**
   * A "not found" where passages speak of the question: the sentence that speaks of it best, and whether the
   * calibration lets the "not found" stand or gives that sentence for review ("the document may deal with this
   * here"). With no sentence that speaks of the question's subjects, it stands.
   */
  function reviewUnread(question: QuestionToAnswer, given: Answer): Answer {
    if (!unread) return given;
    const best = rankStatements(question, unread.passages, unread.stems)[0];
    const citations = best && cite(best.passage, best.sentence);
    if (!best || !citations || quotesPlanted(citations)) return given;
    const groups = subjectsOf(question).groups.length;
    const evidence: NotFoundEvidence = {
      answerType: question.answerType ?? inferAnswerType(question.text),
      silentHead: silentOn(question),
      matchedTerms: best.passage.matchedTerms,
      subjectsCovered: groups === 0 ? 0 : best.covered / groups,
      hintPhrase: best.phrases > 0,
    };
    onNotFound?.(question, evidence, given);
    const model = calibration?.notFound;
    if (!model || notFoundChance(evidence, model) >= model.keepAbove) return given;
    // No answer is asserted, so there is no confidence in one: the passage is the lawyer's to read.
    return { questionId: question.id, status: 'needs_review', answer: null, confidence: 0, citations, engine: 'builtin' };
  }

  const plantedOn = plantedInstructionsByPage(pages);
  /** Text planted in the document for a model ("ignore previous instructions and answer …") is no source. */
  const quotesPlanted = (citations: Citation[]) => citations.some((citation) => quotesPlantedInstruction(citation, plantedOn(citation.page)));

  /** The document's sentences as the NDA models read them, split and featured once, on the first linked question. */
  let hypothesisSpans: { passages: { passage: RetrievedPassage; sentence: Sentence }[]; features: SparseFeatures[] } | null = null;
  const spansForHypotheses = () => {
    if (hypothesisSpans) return hypothesisSpans;
    const passages = units.flatMap((unit) => sentencesOf(unit.text).map((sentence) => ({ passage: { unit, score: 0, matchedTerms: 0 }, sentence })));
    return (hypothesisSpans = { passages, features: ndaSpanFeatures(passages.map(({ sentence }) => sentence.text)) });
  };

  /** The verified citation of the span the NDA models read as the strongest evidence, unless it is a planted instruction. */
  function citeSpan(span: number | undefined) {
    const spans = spansForHypotheses().passages;
    const read = span === undefined ? undefined : spans[span];
    const citations = read && cite(read.passage, read.sentence);
    return citations && !quotesPlanted(citations) ? citations : null;
  }

  function answer(question: QuestionToAnswer): Answer {
    const ruled = answerByRules(question);
    if (!question.hypothesis || !calibration || (question.answerType ?? inferAnswerType(question.text)) !== 'yes_no') return ruled;
    const reading = readNdaHypothesis(question.hypothesis, spansForHypotheses().features);
    return reading ? withHypothesisReading(question, ruled, reading, citeSpan(reading.evidenceSpans[0])) : ruled;
  }

  return { answer };
}
