/** A party a document names, with its place in the text searched. */
export interface FoundParty {
  name: string;
  /** The role the document defines for it ("Landlord", "Licensee"), when it defines one. */
  role: string | null;
  start: number;
  /** The end of the party's entry: its name, or its defined role when the document gives one. */
  end: number;
}

/** The legal forms a company's name ends with (Ireland's too: an investment limited partnership, a "Teoranta"). */
const LEGAL_FORM = String.raw`Limited|Ltd\.?|plc|PLC|LLP|L\.?L\.?C\.?|L\.?P\.?|Inc\.?|Incorporated|Corporation|Corp\.?|Co\.|DAC|CLG|ULC|ILP|ICAV|Teoranta|Teo\.|CIC|GmbH|AG|S\.?A\.?|B\.?V\.?|N\.?V\.?`;
/** A legal form is a word of its own: "USA" does not end in "SA", nor "HELP" in "LP". */
const WORD_START = String.raw`(?<![\p{L}\d])`;
const ENDS_IN_LEGAL_FORM = new RegExp(`${WORD_START}(?:${LEGAL_FORM})$`, 'iu');
const LEGAL_FORM_WORD = new RegExp(`^(?:${LEGAL_FORM})[,.]?$`, 'i');
/** Words a company's or body's name ends with; a run of capitals ending in one is a party, not a heading. */
const ENTITY_SUFFIX = new RegExp(`${WORD_START}(?:${LEGAL_FORM}|Company|Bank|Trust|Fund|Council|Authority|University|Partnership|Trustees?|Society)$`, 'iu');
/** A word of a name: capitalised, or a number or "&" inside one. */
const NAME_WORD = /^(?:[\p{Lu}\d][\p{L}\d.'’&/-]*|&)$/u;
/** Small words a name may hold between its capitalised words ("Bank of Ireland", "Tay & Forth"); "and" joins two names. */
const NAME_JOINERS = new Set(['of', 'for', 'the', 'de', 'du', 'la', 'van', 'von']);
const ROLE_LEAD = String.raw`(?:(?:collectively|together|hereinafter(?:\s+(?:referred\s+to\s+as|called))?),?\s+)?(?:the\s+|each\s+(?:a|an)\s+)?`;
/** What may follow a role before its bracket closes: "or "RCP"", "which expression shall include its successors". */
const ROLE_REST = String.raw`[^)]{0,240}\)`;
/** A role a document defines for a party: (the "Landlord"), ("Licensee"), (collectively, "Constellation"). */
/** A role's closing quotation mark is followed by a space or punctuation: the "Buyer's Guarantor" is one role. */
const ROLE_CLOSE = String.raw`["”'’](?=[\s,;)])`;
const QUOTED_ROLE = new RegExp(String.raw`\(${ROLE_LEAD}["“'‘](?:the\s+)?(\p{L}[\p{L} ’'-]{1,40}?)${ROLE_CLOSE}${ROLE_REST}`, 'gu');
/** In a numbered list of parties a role may go unquoted: "(Seller)". */
const ROLE = new RegExp(String.raw`\(${ROLE_LEAD}(?:["“'‘](?:the\s+)?(\p{L}[\p{L} ’'-]{1,40}?)${ROLE_CLOSE}[^)]{0,240}|(\p{Lu}[\p{L} ’'-]{1,40}))\)`, 'gu');
/** Roles that name a thing or a date, not a party. */
const NOT_A_PARTY =
  /^(?:Agreement|Deed|Lease|Contract|Effective Date|Commencement Date|Date|Term|Premises|Property|Shares|Business|Brand|Services|Products?|Territory|Title|Address|Rent|Note|Notes|Price|Tenure)$/i;
/**
 * "Landlord: SEVERN ESTATES LIMITED": a role and a colon before a name, at the start of a line (after "LR3. Parties
 * to this lease" in a prescribed-clauses lease), or after a sentence on the same line.
 */
const LABELLED_PARTY = /(?:(^[ \t]*(?:LR3\.?\s+(?:Parties\b[^:\n]*?\s+)?)?)|(?<=[.;])[ \t]+)(\p{Lu}\p{Ll}+(?: \p{Lu}?\p{Ll}+)?)[ \t]*:[ \t]*(?=\S)/gmu;
/** Where the list of parties begins. */
const PARTIES_START = /\b(?:between|among|amongst|parties|by|undersigned)\b:?/i;
/** A numbered party: "(1) ACME LIMITED …", "1. ACME LIMITED …". */
const NUMBERED = /(?:^|\s)\(?(\d|i{1,3}|iv|v)[).]\s+(?=[\p{Lu}\d])/gmu;

/** A run that already ends in an entity suffix is a whole name: "ACME PLC of Doxford Park" is ACME PLC. */
const runEndsName = (text: string, offset: number, end: number) => ENDS_IN_LEGAL_FORM.test(text.slice(0, end - offset).split(/\s+/).at(-1) ?? '');

const isCapitals = (text: string) => /\p{Lu}{2}/u.test(text) && text === text.toUpperCase();

interface Token {
  word: string;
  start: number;
  end: number;
}

const tokens = (text: string, offset: number): Token[] =>
  [...text.matchAll(/[^\s,;:()]+|[,;:()\n]/g)].map((m) => ({ word: m[0], start: offset + m.index, end: offset + m.index + m[0].length }));

/** Words in a bracket inside a company's name, at most. */
const BRACKETED_NAME_WORDS = 3;

/**
 * "MERSEYBANK LIVING (DIDSBURY) LIMITED", "Acme (UK) Holdings Limited": a bracket of a name's words inside a
 * company's name, which a legal form after it closes; the index of its closing bracket, or null. A bracket that
 * gives a role ("(the "Seller")", "(Seller) and") is not one.
 */
function bracketInName(list: Token[], open: number): number | null {
  let close = open + 1;
  while (close < list.length && list[close]!.word !== ')' && close - open <= BRACKETED_NAME_WORDS) close++;
  const inside = list.slice(open + 1, close);
  if (list[close]?.word !== ')' || inside.length === 0 || !inside.every(({ word }) => NAME_WORD.test(word))) return null;
  for (const { word } of list.slice(close + 1, close + 5)) {
    if (LEGAL_FORM_WORD.test(word)) return close;
    if (!NAME_WORD.test(word) || !/\p{L}/u.test(word)) return null;
  }
  return null;
}

/**
 * Runs of a name's words in a piece of text, each as offsets: "HOF Village, LLC", "Quayside Coffee Limited".
 * A comma stays in a run only before an entity suffix (", LLC", ", Inc.").
 */
function nameRuns(text: string, offset: number, atLineStart = true): { start: number; end: number; text: string }[] {
  const runs: { start: number; end: number }[] = [];
  const list = tokens(text, offset);
  let run: { start: number; end: number; words: number; wholeLine: boolean } | null = null;
  let lineStart = atLineStart;
  const close = () => {
    if (run && run.words > 0) runs.push({ start: run.start, end: run.end });
    run = null;
  };
  for (let i = 0; i < list.length; i++) {
    const { word, start, end } = list[i]!;
    const next = list[i + 1];
    if (word === '\n') {
      // A name that fills its line is a line of its own (a heading above a party, a party on a cover page); one
      // that began mid-line and runs on is the page's width ("made between ATLANTIC MEDTECH\nDEVICES LIMITED"), as
      // is one whose legal form the page pushed to the next line ("GRANITE CITY LOGISTICS\nLIMITED").
      const legalFormNext = next !== undefined && LEGAL_FORM_WORD.test(next.word);
      if (run?.wholeLine && !legalFormNext) close();
      lineStart = true;
      continue;
    }
    const startsLine = lineStart;
    lineStart = false;
    if (/^[,;:()]$/.test(word)) {
      const bracketEnd = run && word === '(' ? bracketInName(list, i) : null;
      if (run && bracketEnd !== null) {
        run.end = list[bracketEnd]!.end;
        i = bracketEnd;
        continue;
      }
      const beforeSuffix = word === ',' && next && ENDS_IN_LEGAL_FORM.test(next.word) && /^\S+$/.test(next.word);
      if (run && beforeSuffix) continue;
      close();
      continue;
    }
    // A register's dealing number ("D2019LR045677R") is capitals too, but no word of a name.
    if ((NAME_WORD.test(word) && /\p{L}/u.test(word) && !/\d{5}/.test(word)) || (run && /^(?:plc|ltd|llp|llc|inc)\.?$/.test(word))) {
      if (!run) run = { start, end, words: 0, wholeLine: startsLine };
      run.end = end;
      run.words++;
    } else if (
      run &&
      !runEndsName(text, offset, run.end) &&
      (NAME_JOINERS.has(word.toLowerCase()) || word === '&') &&
      next &&
      NAME_WORD.test(next.word) &&
      /\p{L}/u.test(next.word) &&
      // A name in capitals goes on in capitals: "NATIONWIDE BUILDING SOCIETY of Nationwide House" is two things.
      (!isCapitals(text.slice(run.start - offset, run.end - offset)) || isCapitals(next.word))
    ) {
      run.end = end;
    } else close();
  }
  close();
  return runs.map((r) => {
    // A full stop after a name ends the sentence, unless the name's last word is abbreviated ("Inc.", "Co.").
    const raw = text.slice(r.start - offset, r.end - offset);
    const sentenceEnd = /\.$/.test(raw) && !/(?:^|\s)(?:Inc|Co|Ltd|Corp|[A-Z](?:\.[A-Z])+)\.$/.test(raw);
    const name = (sentenceEnd ? raw.slice(0, -1) : raw).replace(/^(?:The|THE)\s+/, '');
    // Offsets keep the page's line breaks; the name reads on one line.
    return { start: r.end - name.length - (sentenceEnd ? 1 : 0), end: r.end - (sentenceEnd ? 1 : 0), text: name.replace(/\s+/g, ' ') };
  });
}

/** A run that names a party: a company or body, or two or more words of a person's name. */
const looksLikeParty = (name: string) => ENTITY_SUFFIX.test(name) || name.split(/\s+/).length >= 2;

/** The name in the text before a party's role: the first company's or body's name, or else the first name. */
function partyRun(text: string, offset: number, atLineStart = true) {
  const runs = nameRuns(text, offset, atLineStart).filter((run) => looksLikeParty(run.text));
  return runs.find((run) => ENTITY_SUFFIX.test(run.text)) ?? runs[0];
}

/** "(1) ACME LIMITED (company number …) whose registered office is … (the "Landlord")": each number, one party. */
function numberedParties(text: string): FoundParty[] {
  const starts = [...text.matchAll(NUMBERED)].map((m) => m.index + m[0].length);
  if (starts.length < 2) return [];
  return starts.flatMap((start, i) => {
    const segment = text.slice(start, starts[i + 1] ?? text.length);
    const runs = nameRuns(segment, start);
    if (!runs[0] || !looksLikeParty(runs[0].text)) return [];
    // "(1) JOHN PAUL DEVLIN and SIOBHAN DEVLIN, both of …": two people, one party.
    const together = [runs[0]];
    for (const next of runs.slice(1)) {
      const between = text.slice(together.at(-1)!.end, next.start);
      // "A and B", or names in capitals each with its address or number: "HELEN ASHCROFT of 4 Ravenscroft
      // Drive, Harrogate HG2 0DQ and JONATHAN ASHCROFT of …".
      const joined = /^\s+(?:and|&)\s+$/.test(between) || (isCapitals(runs[0].text) && isCapitals(next.text) && /\b(?:and|&)\s+$/.test(between) && !/[;]/.test(between));
      if (!joined || !looksLikeParty(next.text)) {
        if (/[;]|\(["“']/.test(between)) break;
        continue;
      }
      together.push(next);
    }
    // A role follows the names: a bracket inside one ("… LIVING (DIDSBURY) LIMITED") is no role.
    const roleMatch = [...segment.matchAll(ROLE)].find((m) => start + m.index >= together.at(-1)!.end && !NOT_A_PARTY.test((m[1] ?? m[2])!.trim()));
    const role = roleMatch ? (roleMatch[1] ?? roleMatch[2])!.trim() : undefined;
    const end = roleMatch ? start + roleMatch.index + roleMatch[0].length : together.at(-1)!.end;
    return together.map((run) => ({ name: run.text, role: role ?? null, start: run.start, end: Math.max(end, run.end) }));
  });
}

/** "(the Bank)", "(the Borrower)": a letter may leave a role unquoted, when the word is a role's name. */
const UNQUOTED_ROLE = /\((?:the\s+)?(\p{Lu}\p{Ll}+)\)/gu;

/** The roles a text defines, quoted or else a role's name in brackets, in order. */
const definedRoles = (text: string) =>
  [...text.matchAll(QUOTED_ROLE), ...[...text.matchAll(UNQUOTED_ROLE)].filter((role) => isRoleWord(role[1]!))].sort((a, b) => a.index - b.index);

/** "by and among HOF Village, LLC, a Delaware limited liability company ("HOFV"), …": a party before each role. */
function definedRoleParties(text: string): FoundParty[] {
  const opening = PARTIES_START.exec(text);
  const roles = definedRoles(text);
  const firstRole = roles[0]?.index ?? -1;
  // A statement that names its parties first and says "by" only later ("required by section 1") starts at its top.
  let from = opening && opening.index < firstRole ? opening.index + opening[0].length : 0;
  const parties: FoundParty[] = [];
  for (const role of roles) {
    if (role.index < from) continue;
    const name = role[1]!.trim();
    if (NOT_A_PARTY.test(name)) {
      from = role.index + role[0].length;
      continue;
    }
    // "made … between ATLANTIC MEDTECH\nDEVICES LIMITED": a name begun mid-line runs on to the next.
    const atLineStart = from === 0 || /\n[ \t]*$/.test(text.slice(0, from));
    const run = partyRun(text.slice(from, role.index), from, atLineStart);
    if (run) parties.push({ name: run.text, role: name, start: run.start, end: role.index + role[0].length });
    // "SEAMUS GALLAGHER and ORLA GALLAGHER, each an individual … (each a "Seller")": two people, one role.
    const runs = run ? nameRuns(text.slice(from, role.index), from, atLineStart).filter((other) => other.start > run.start) : [];
    const shared = /\b(?:each|together|both|jointly)\b/i.test(text.slice(run?.end ?? role.index, role.index + role[0].length));
    let last = run;
    for (const next of runs) {
      if (!shared || !last || !/^[ \t]+(?:and|&)[ \t]+$/.test(text.slice(last.end, next.start)) || !looksLikeParty(next.text)) break;
      parties.push({ name: next.text, role: name, start: next.start, end: role.index + role[0].length });
      last = next;
    }
    from = role.index + role[0].length;
  }
  return parties;
}

/** Particulars that label each party with its role, a line each: "Landlord: MERIDIAN ESTATES LIMITED of …". */
function labelledParties(text: string): FoundParty[] {
  const parties: FoundParty[] = [];
  for (const label of text.matchAll(LABELLED_PARTY)) {
    const role = label[2]!;
    // A label that follows a sentence on its line is a party's only if it names a role ("… BS1 4JE. Tenant:"), not
    // a witness's "Name:" or "Address:".
    if (NOT_A_PARTY.test(role) || (label[1] === undefined && !isRoleWord(role.split(' ').at(-1)!))) continue;
    const restStart = label.index + label[0].length;
    // Read from the start of its line, so that a name begun mid-line may run on to the next ("Tenant: CALLOWAY
    // DESIGN\nSTUDIO LIMITED").
    const lineStart = text.lastIndexOf('\n', label.index) + 1;
    const lineBreak = text.indexOf('\n', restStart);
    const nextBreak = lineBreak < 0 ? -1 : text.indexOf('\n', lineBreak + 1);
    const runs = nameRuns(text.slice(lineStart, nextBreak < 0 ? text.length : nextBreak), lineStart);
    const run = runs.find((found) => found.start === restStart && looksLikeParty(found.text));
    if (run) parties.push({ name: run.text, role, start: run.start, end: run.end });
  }
  return parties;
}

/** A cover page: "Between" on a line, then each party on a line of its own, joined by "and". */
function coverPageParties(text: string): FoundParty[] {
  const opening = /(?:^|\n)\s*(?:between|among|parties)\s*:?\s*\n/i.exec(text);
  if (!opening) return [];
  const parties: FoundParty[] = [];
  let at = opening.index + opening[0].length;
  for (const line of text.slice(at).split('\n')) {
    const trimmed = line.trim();
    const start = at + line.indexOf(trimmed);
    at += line.length + 1;
    if (/^(?:and|&|-|–)?$/i.test(trimmed)) continue;
    const [run] = nameRuns(trimmed, start);
    if (!run || run.end - start !== trimmed.replace(/[,;]$/, '').length || !looksLikeParty(run.text)) break;
    parties.push({ name: run.text, role: null, start: run.start, end: run.end });
  }
  return parties;
}

/**
 * A deed's cover: "DISPOSITION / by / KENNETH DOUGLAS and ISOBEL DOUGLAS / in favour of / LUCY BAXTER and MARK
 * BAXTER": those on the line after "by" grant it, those after "in favour of" take it.
 */
function grantParties(text: string): FoundParty[] {
  // Lines of names only: a numbered party with its defined role ("(1) … (the "Guarantor")") is read as such.
  const cover = /(?:^|\n)[ \t]*by:?[ \t]*\n([^\n()]+)\n[ \t]*in favour of:?[ \t]*\n([^\n()]+)(?=\n|$)/i.exec(text);
  if (!cover) return [];
  const lineParties = (line: string, role: string) => {
    const start = text.indexOf(line, cover.index);
    return nameRuns(line, start)
      .filter((run) => looksLikeParty(run.text))
      .map((run) => ({ name: run.text, role, start: run.start, end: run.end }));
  };
  return [...lineParties(cover[1]!, 'Granter'), ...lineParties(cover[2]!, 'Grantee')];
}

/** A courtesy title before a person's name: "Mr Patrick Quinn". */
const HONORIFIC = /^(?:Mr|Mrs|Ms|Miss|Mx|Dr)\.?\s+/;

/**
 * A letter: the company on its letterhead writes as "we" to the addressee named above "Dear …", who is "you"
 * ("FOYLE LOGISTICS LIMITED … Mr Patrick Quinn, 31 Northland Road … Dear Patrick").
 */
function letterParties(text: string): FoundParty[] {
  const dear = /(?:^|\n)[ \t]*Dear\s+\S/.exec(text);
  if (!dear) return [];
  // A letter's head is set a line at a time: a name there never runs on into the next line ("… BY EMAIL\nThe Partners").
  let at = 0;
  const runs = text
    .slice(0, dear.index)
    .split('\n')
    .flatMap((line) => {
      const lineRuns = nameRuns(line, at);
      at += line.length + 1;
      return lineRuns;
    });
  const sender = runs.find((run) => ENTITY_SUFFIX.test(run.text));
  if (!sender) return [];
  const addressee = runs.find(
    (run) => run.start > sender.end && (HONORIFIC.test(run.text) ? run.text.split(/\s+/).length >= 3 : ENTITY_SUFFIX.test(run.text) && run.text !== sender.text),
  );
  if (!addressee) return [];
  const title = HONORIFIC.exec(addressee.text)?.[0].length ?? 0;
  return [
    { name: sender.text, role: 'We', start: sender.start, end: sender.end },
    { name: addressee.text.slice(title), role: 'You', start: addressee.start + title, end: addressee.end },
  ];
}

/** "among VERIZON OWNER TRUST 2020-A, as Issuer, VERIZON ABS LLC, as Depositor": each name before its "as" role. */
function capacityParties(text: string): FoundParty[] {
  const opening = PARTIES_START.exec(text);
  if (!opening) return [];
  const from = opening.index + opening[0].length;
  const parties: FoundParty[] = [];
  let at = from;
  for (const capacity of text.slice(from).matchAll(/,?\s+as\s+(\p{Lu}\p{Ll}[\p{L}-]*(?:(?:,[ \t]+|[ \t]+and[ \t]+|[ \t]+)\p{Lu}\p{Ll}[\p{L}-]*)*)/gu)) {
    const roleStart = from + capacity.index;
    const run = partyRun(text.slice(at, roleStart), at);
    if (run) parties.push({ name: run.text, role: capacity[1]!, start: run.start, end: roleStart + capacity[0].length });
    at = roleStart + capacity[0].length;
  }
  return parties;
}

/** Words in capitals that registers and deeds use for their own structure, never a person's or company's name. */
const STRUCTURE_WORDS = new Set(
  ('register registered registry land title number charge charges proprietor proprietors proprietorship restriction ' +
    'note notice date lease schedule part folio county deed transfer property entry entries edition class absolute ' +
    'possessory burdens securities section agreement clause hm tenure freehold leasehold')
    .split(' '),
);

/** A name in capitals run into the label before it: "Directors SINEAD FLAHERTY" is SINEAD FLAHERTY. */
function withoutLeadingLabel(run: { start: number; end: number; text: string }) {
  const label = /^(?:\p{Lu}\p{Ll}+\s+){1,3}(?=\p{Lu}{2,}[\s\p{Lu}'’&.-]*$)/u.exec(run.text);
  if (!label || ENTITY_SUFFIX.test(label[0].trim())) return run;
  const rest = run.text.slice(label[0].length);
  return { start: run.end - rest.length, end: run.end, text: rest };
}

/**
 * The names of people and companies a sentence gives outside a preamble: a company or body's name, or a name in
 * capitals as registers write proprietors and lenders ("PROPRIETOR: ALISON MARY GRANT and DAVID GRANT").
 */
export function findNames(text: string): FoundParty[] {
  return nameRuns(text, 0)
    .map(withoutLeadingLabel)
    .filter((run) => {
      // "the Company", "the Bank": a role, not a name.
      if (ENTITY_SUFFIX.test(run.text)) return /\s/.test(run.text);
      const words = run.text.split(/\s+/);
      const capitals = run.text === run.text.toUpperCase() && /\p{Lu}{2}/u.test(run.text);
      return capitals && words.length >= 2 && words.length <= 6 && !words.some((word) => STRUCTURE_WORDS.has(word.toLowerCase()));
    })
    .map((run) => ({ name: run.text, role: null, start: run.start, end: run.end }));
}

/**
 * The parties a deed or agreement names in its preamble, in its order: numbered ("BETWEEN (1) … (2) …"),
 * labelled with their roles ("Landlord: …"), one a line on a cover page, each followed by the role the document defines for it ("by and between X ("Licensor")
 * and Y ("Licensee")"), each with its capacity ("X, as Issuer"), or a letter's sender and addressee. Two at least, or none.
 */
export function findParties(preamble: string): FoundParty[] {
  const forms = [numberedParties, labelledParties, coverPageParties, definedRoleParties, capacityParties, letterParties, grantParties].map((form) => byName(form(preamble)));
  // The form that gives the most parties' roles says most; a cover page that only lists them, the least.
  const withRoles = (found: FoundParty[]) => found.filter((party) => party.role).length;
  const candidates = forms.filter((found) => found.length >= 2);
  const parties = candidates.reduce<FoundParty[] | null>((best, found) => (!best || withRoles(found) > withRoles(best) ? found : best), null) ?? [];
  return parties;
}

/** Each party once: one named twice (on a cover page, then in the parties clause) as the entry that gives its role. */
function byName(parties: FoundParty[]): FoundParty[] {
  const entries = new Map<string, FoundParty>();
  for (const party of parties) {
    const key = party.name.toLowerCase();
    if (!entries.has(key) || (!entries.get(key)!.role && party.role)) entries.set(key, party);
  }
  return [...entries.values()];
}

/** The names documents give the same role: a question about "the landlord" is answered by "the Lessor". */
const ROLE_NAMES: string[][] = [
  ['landlord', 'landlords', 'lessor', 'lessors'],
  ['tenant', 'tenants', 'lessee', 'lessees'],
  ['guarantor', 'guarantors', 'cautioner', 'cautioners', 'surety', 'sureties'],
  ['employer', 'company', 'we'],
  ['employee', 'you', 'executive', 'worker'],
  // A guarantee's beneficiary is the creditor it is given to.
  ['lender', 'lenders', 'bank', 'mortgagee', 'chargee', 'creditor', 'creditors', 'beneficiary', 'beneficiaries'],
  // A facility agreement's borrower is often "the Company".
  // A bank's guarantee calls the principal debtor "the Customer".
  ['borrower', 'borrowers', 'mortgagor', 'mortgagors', 'chargor', 'chargors', 'debtor', 'company', 'customer'],
  ['seller', 'sellers', 'vendor', 'vendors', 'transferor', 'transferors', 'granter', 'granters', 'disponer', 'disponers'],
  ['buyer', 'buyers', 'purchaser', 'purchasers', 'transferee', 'transferees', 'grantee', 'grantees', 'disponee', 'disponees'],
];
const ROLE_NAME_GROUP = new Map<string, string[]>();
for (const group of ROLE_NAMES) for (const name of group) ROLE_NAME_GROUP.set(name, [...(ROLE_NAME_GROUP.get(name) ?? []), ...group]);

/**
 * Whether a party's role is the role a question's word names: "landlord" and "Lessor", "employee" and "you". A
 * role is what its last word says: the "Buyer's Guarantor" is a guarantor, not the buyer.
 */
export function isRoleNamed(role: string, word: string): boolean {
  const names = ROLE_NAME_GROUP.get(word.toLowerCase()) ?? [word.toLowerCase()];
  const last = role.toLowerCase().match(/\p{L}+/gu)?.at(-1);
  return last !== undefined && names.includes(last);
}

/** Every word that names a party's role. */
export const ROLE_WORDS: readonly string[] = [...ROLE_NAME_GROUP.keys()];

/** Whether a word names a party's role ("tenant", "lessee", "employer"), which documents often write "you" or "we". */
export const isRoleWord = (word: string) => ROLE_NAME_GROUP.has(word.toLowerCase());
