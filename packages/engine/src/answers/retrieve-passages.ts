import MiniSearch from 'minisearch';
import { stemmer } from 'stemmer';
import type { DocumentUnit } from './segment-document.ts';

/**
 * Words that mean the same in a contract or a register, each group searched as one: a question about ending a
 * lease must find the clause that says "determine".
 */
const LEGAL_SYNONYMS: string[][] = [
  ['terminate', 'termination', 'determine', 'determination', 'break', 'end', 'expire', 'expiry'],
  ['renew', 'renewal', 'extend', 'extension', 'holding over'],
  ['governing law', 'governed', 'construed', 'jurisdiction', 'law', 'laws'],
  ['rent', 'yearly rent', 'annual rent', 'rental', 'rents'],
  ['annual', 'yearly', 'per annum', 'a year'],
  ['assign', 'assignment', 'alienation', 'transfer', 'underlet', 'underletting', 'sublet', 'share occupation'],
  ['repair', 'repairs', 'repairing', 'maintain', 'maintenance', 'decorate'],
  ['insure', 'insurance', 'insured', 'policy'],
  ['service charge', 'service costs', 'services'],
  ['term', 'period', 'duration', 'commencement', 'commence'],
  ['start', 'starts', 'begin', 'begins', 'commence', 'commencement'],
  ['signed', 'signature', 'subscribed', 'subscription', 'executed', 'execution'],
  ['guarantee', 'guarantor', 'surety', 'indemnity'],
  ['notice', 'notices', 'served'],
  ['deposit', 'rent deposit', 'security deposit'],
  ['use', 'user', 'permitted use', 'purpose'],
  ['premises', 'property', 'subjects', 'demised premises', 'house'],
  ['sell', 'sale', 'dispose', 'disposal', 'disposition'],
  ['let', 'demise', 'demised', 'leased', 'granted'],
  ['proprietor', 'proprietors', 'proprietorship', 'owner', 'registered proprietor', 'title'],
  ['charge', 'mortgage', 'standard security', 'security'],
  ['price', 'consideration', 'purchase price', 'price paid'],
  ['salary', 'remuneration', 'pay', 'wages', 'fee', 'fees'],
  ['confidential', 'confidentiality', 'disclose', 'disclosure', 'non-disclosure'],
  ['restriction', 'restrictive covenant', 'non-compete', 'compete', 'competition', 'solicit', 'non-solicitation'],
  ['liability', 'liable', 'limitation of liability', 'cap', 'indemnify'],
  ['maximum', 'cap', 'capped', 'exceed', 'limit', 'most'],
  ['discretion', 'discretionary'],
  ['probation', 'probationary'],
  ['completion', 'closing'],
  ['survivorship', 'survivor'],
  ['witnessed', 'witness', 'presence', 'in the presence of'],
  ['intellectual', 'intellectual property', 'invention', 'inventions', 'copyright', 'patent', 'patents'],
  ['parties', 'party', 'between', 'made'],
  ['date', 'dated', 'day'],
  ['issued', 'printed', 'produced'],
  ['extract', 'printout', 'certificate', 'official copy'],
  ['money', 'monies', 'moneys', 'sums'],
  ['waive', 'waived', 'waiver', 'waives'],
];

/**
 * What plain drafting says without the term of art: a facility letter's "3.5% per annum over the Bank of England
 * Base Rate" states a margin, "must be repaid in full by 30 June 2028" its final maturity, "If any person acquires
 * control" a change of control, "Before the first drawdown" conditions precedent, a US agreement's "Outside Date"
 * the long-stop date, and an offer letter's "employment … as Transport Planner" a job title and "You will work at" a
 * place of work.
 */
const PARAPHRASES: { wording: RegExp; says: string[] }[] = [
  { wording: /\b(?:over|above)\s+(?:the\s+)?(?:[\p{Lu}][\p{L}]*\s+){0,4}(?:base(?:\s+rate)?|sonia|euribor|€str|reference\s+rate)\b/iu, says: ['margin'] },
  { wording: /\b(?:be\s+)?repaid\s+in\s+full\s+(?:by|on)\b/i, says: ['maturity'] },
  { wording: /\b(?:outside|drop[-\s]dead|longstop)\s+date\b/i, says: ['long', 'stop'] },
  { wording: /\bceases?\s+to\s+(?:own|control)\b|\bacquires?\s+control\b/i, says: ['change', 'control'] },
  { wording: /\bbefore\s+(?:any\s+|the\s+first\s+)?(?:drawing|drawdown|utilisation)\b/i, says: ['conditions', 'precedent'] },
  { wording: /\bmay\s+be\s+drawn\b[^.;]{0,40}\bwithin\b/i, says: ['availability', 'period'] },
  { wording: /\b(?:greater\s+than,?\s+equal\s+to,?\s+or\s+less\s+than|upwards\s+or\s+downwards|increase\s+or\s+decrease|up\s+or\s+down)\b/i, says: ['up', 'down'] },
  { wording: /\bopt(?:ed|s|ion)?\s+to\s+tax\b|\belect(?:ed|ion)?\s+to\s+waive\s+(?:the\s+)?exemption\b/i, says: ['vat'] },
  { wording: /\b(?:terminate|determine|end)\b[^.;]{0,40}\bat\s+any\s+time\b[^.;]{0,60}\bnotice\b|\bwithout\s+(?:cause|giving\s+(?:any\s+)?reason)\b/i, says: ['convenience'] },
  { wording: /\bpeaceful(?:ly)?\s+(?:possession|enjoyment)\b|\bpeaceabl[ey]\b|\bwithout\s+(?:any\s+)?(?:interruption|interference|disturbance)\s+(?:from|by)\b/i, says: ['quiet', 'enjoyment'] },
  { wording: /\bNational\s+Employment\s+Savings\s+Trust\b|\bNEST\b|\bauto(?:matic(?:ally)?)?[-\s]enrol\w*|\bqualifying\s+earnings\b/, says: ['pension'] },
  { wording: /\b[Ee]mploy(?:ment|ed)?\b[^.;]{0,60}\bas\s+(?:an?\s+|the\s+)?\p{Lu}\p{Ll}+|\b(?:position|role|post)\s+of\s+\p{Lu}/u, says: ['job', 'title'] },
  { wording: /\b(?:work|(?:be\s+)?based)\s+at\b/i, says: ['place'] },
  // A guarantee's usual protections for the creditor, in plain words: "may give time … without affecting the
  // Guarantor's liability" waives its defences; "need not take any action against the Customer before making a
  // demand" gives immediate recourse; the directors' resolution that it is "in the interests of the Guarantor"
  // records its corporate benefit.
  {
    wording: /\bwithout\s+(?:in\s+any\s+way\s+)?(?:affecting|releasing|discharging|reducing|prejudicing)\b[^.;]{0,40}\b(?:liability|obligations)\b|\b(?:liability|obligations)\b[^.;]{0,60}\bshall\s+not\s+be\s+(?:affected|released|discharged|reduced)\b/i,
    says: ['waiver', 'defences'],
  },
  {
    wording: /\b(?:need\s+not|(?:shall|is|will)\s+not\s+(?:be\s+)?(?:obliged|required|bound))\b[^.;]{0,40}\b(?:take|make|proceed|enforce|exhaust)\w*\b[^.;]{0,80}\bbefore\b/i,
    says: ['immediate', 'recourse', 'first', 'proceeding', 'claim'],
  },
  { wording: /\bin\s+the\s+(?:best\s+)?interests?\s+of\s+the\s+(?:company|guarantor|chargor|borrower)\b/i, says: ['corporate', 'benefit'] },
  // A covenant not to sell, let or charge the property is a restriction on dealing with it.
  {
    wording: /\b(?:shall|must|will|may)\s+not\b[^.;]{0,30}\b(?:sell|lease|let|assign|transfer|dispose|part\s+with|create\s+any\s+(?:further\s+)?(?:mortgage|charge|security))\b/i,
    says: ['restriction', 'dealing'],
  },
  // What borrowed money is for: "apply all amounts borrowed … towards refinancing", "Term loan of £350,000 to
  // purchase brewing equipment", "Overdraft … for working capital".
  {
    wording:
      /\b(?:appl(?:y|ied)|used?)\b[^.;]{0,60}\btowards\b|\b(?:loan|overdraft|facility|facilities|advance)\b[^.;]{0,60}?\b(?:to\s+(?:purchase|finance|fund|acquire|refinance|buy)|for\s+(?:working\s+capital|general\s+corporate|the\s+(?:purchase|acquisition)))\b/i,
    says: ['purpose', 'use'],
  },
  // An Irish folio's entry begins with the dealing that registered it ("12 April 2019 D2019LR045677R").
  { wording: /\bD\d{4}LR\d{4,}[A-Z]?\b/, says: ['registered'] },
  { wording: /\brepa(?:y|id|yment)\b[^.;]{0,40}\b(?:early|ahead\s+of\s+schedule|before\s+(?:it\s+is\s+|they\s+are\s+)?(?:due|scheduled))\b/i, says: ['prepay'] },
  { wording: /\b(?:declared|become|becomes)\s+(?:immediately\s+)?(?:due\s+and\s+)?(?:payable|repayable)\b[^.;]{0,20}\bif\b/i, says: ['events', 'default'] },
];

/** The terms of art a passage states in plain words, as more words of it. */
export const impliedWords = (text: string): string[] => PARAPHRASES.filter(({ wording }) => wording.test(text)).flatMap(({ says }) => says);

/** Words that carry no meaning in a question ("What is the …", "Does the …"). */
const STOP_WORDS = new Set(
  (
    'a an the of to in on at by for from with and or is are was were be been being does do did can could may might ' +
    'shall should will would what which who whom whose when where how why this that these those there it its any ' +
    'all such as if than then under upon into out about please state give provide list whether there their they ' +
    'them it its his her our your either each both neither other another have has had having before after during prior ' +
    'anyone anybody anything also'
  ).split(' '),
);

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [];

/** A word as it is indexed and searched: stemmed, so "assigning", "assigned" and "assignment" meet; null for a stop word. */
/**
 * Stems already worked out, by the word as given: answering a question bank stems the same few thousand words of a
 * document for every question and sentence it weighs. Emptied when full, so a long-lived worker's memory stays bounded.
 */
const knownStems = new Map<string, string | null>();
const STEMS_KEPT = 100_000;

export const stemWord = (term: string): string | null => {
  const known = knownStems.get(term);
  if (known !== undefined) return known;
  const word = term.toLowerCase().replace(/['’]s$/, '');
  // Porter's stemmer ends "enjoy" in "i" but not "enjoyment": both end in "y" here, as "party" and "parties" do.
  const stem = STOP_WORDS.has(word) ? null : stemmer(word).replace(/i$/, 'y');
  if (knownStems.size >= STEMS_KEPT) knownStems.clear();
  knownStems.set(term, stem);
  return stem;
};

/** The groups a single word belongs to; a phrase ("rent deposit") widens a query only through its group's words. */
const synonymsByWord = (() => {
  const map = new Map<string, string[]>();
  for (const group of LEGAL_SYNONYMS) {
    for (const phrase of group) {
      if (phrase.includes(' ')) continue;
      const stem = stemmer(phrase);
      map.set(stem, [...(map.get(stem) ?? []), ...group]);
    }
  }
  return map;
})();

/** A word's stem and its one-word synonyms' stems: "renewal" is also "extend" (but not "over", of "holding over"). */
/**
 * Two-word synonyms that name their last word's thing ("permitted use" is a use, "registered proprietor" a
 * proprietor): the first word only says which one, and a document may leave it out ("only as offices"). A first
 * word that is a subject of its own ("annual rent", "rent deposit") stays.
 */
const NAMING_PHRASES = LEGAL_SYNONYMS.flatMap((group) =>
  group
    .filter((phrase) => /^\S+ \S+$/.test(phrase) && group.includes(phrase.split(' ')[1]!) && !synonymsByWord.has(stemmer(phrase.split(' ')[0]!)))
    .map((phrase) => new RegExp(`\\b${phrase.split(' ')[0]}\\s+(?=${phrase.split(' ')[1]}\\w*\\b)`, 'gi')),
);

/** A question's words with the first word of each naming phrase left out: "What is the permitted use?" asks for a use. */
export const withoutNamingWords = (text: string) => NAMING_PHRASES.reduce((rest, phrase) => rest.replace(phrase, ''), text);

export function synonymStems(word: string): Set<string> {
  const stem = stemWord(word);
  if (!stem) return new Set();
  const group = (synonymsByWord.get(stemmer(word.toLowerCase())) ?? []).filter((phrase) => !phrase.includes(' '));
  return new Set([stem, ...group.map((synonym) => stemWord(synonym)).filter((s): s is string => s !== null)]);
}

export interface PassageQuery {
  text: string;
  /** The catalogue's retrieval hints for the question: words its answer is usually found near. */
  hints?: string[];
}

export interface RetrievedPassage {
  unit: DocumentUnit;
  score: number;
  /** How many different words of the (widened) question the passage holds. */
  matchedTerms: number;
}

export interface PassageIndex {
  /** Passages for a question, best first: BM25 over the passages, the query widened by hints and synonyms. */
  retrieve(query: PassageQuery, options?: { limit?: number }): RetrievedPassage[];
}

/** The stems of a question's words and its hints', widened by their synonyms: what a passage should speak of. */
export function questionStems(query: PassageQuery, { synonyms = true }: { synonyms?: boolean } = {}): Set<string> {
  return new Set(
    expandQuery(query, new Map(), synonyms)
      .split(' ')
      .map((word) => stemWord(word))
      .filter((stem): stem is string => stem !== null),
  );
}

/** The query's words, each stemmed, with the hints' words and the legal synonyms of each. */
function expandQuery(query: PassageQuery, definedTerms: Map<string, string>, synonyms = true): string {
  const terms = new Set<string>();
  const add = (text: string) => {
    for (const word of words(text)) if (!STOP_WORDS.has(word)) terms.add(word);
  };
  add(query.text);
  for (const hint of query.hints ?? []) add(hint);
  if (!synonyms) return [...terms].join(' ');
  for (const term of [...terms]) {
    for (const phrase of synonymsByWord.get(stemmer(term)) ?? []) add(phrase);
  }
  // A question that names a defined term is also about what the definition says it is.
  for (const [term, definition] of definedTerms) if (query.text.toLowerCase().includes(term)) add(definition);
  return [...terms].join(' ');
}

const DEFINITION_WORDS_KEPT = 12;

/** Indexes a document's passages for retrieval. */
export function createPassageIndex(units: DocumentUnit[]): PassageIndex {
  const searchable = units.filter((unit) => unit.kind !== 'heading');
  const index = new MiniSearch<DocumentUnit>({
    fields: ['text', 'heading', 'definedTerm'],
    idField: 'id',
    processTerm: stemWord,
    // A passage is found by what it states in plain words too ("repaid in full by 30 June 2028" by "maturity").
    extractField: (unit, field) => {
      const value = (unit as unknown as Record<string, string | null>)[field] ?? '';
      return field === 'text' ? [value, ...impliedWords(value)].join(' ') : value;
    },
    searchOptions: { processTerm: stemWord, boost: { definedTerm: 2, heading: 1.5 }, combineWith: 'OR', prefix: false },
  });
  index.addAll(searchable);
  const byId = new Map(searchable.map((unit) => [unit.id, unit]));
  const definedTerms = new Map(
    searchable
      .filter((unit) => unit.definedTerm)
      .map((unit) => [unit.definedTerm!.toLowerCase(), words(unit.text).slice(0, DEFINITION_WORDS_KEPT).join(' ')]),
  );
  return {
    retrieve(query, { limit = 5 } = {}) {
      const expanded = expandQuery(query, definedTerms);
      if (expanded === '') return [];
      // A definition ("'Law' means any statute …") shares a question's words without answering it, unless the
      // question asks what something means.
      const asksMeaning = /\b(?:mean|means|meaning|defined|definition)\b/i.test(query.text);
      return index
        .search(expanded, { boostDocument: (id) => (asksMeaning || byId.get(String(id))?.kind !== 'definition' ? 1 : 0.5) })
        .slice(0, limit)
        .map((result) => ({ unit: byId.get(String(result.id))!, score: result.score, matchedTerms: result.queryTerms.length }));
    },
  };
}
