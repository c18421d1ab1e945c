import { headingsOfValues } from '../answers/column-headings.ts';
import type { CitablePage } from '../answers/verify-citation.ts';
import { entryFact as fact, headerFact, linesBeforeSections, readRegisterSections, sectionEntries, sectionNotes, type RegisterLayout } from './read-register-sections.ts';
import { citeWords, registerLines, type RegisterLine } from './register-lines.ts';
import { emptyFacts, UnreadableRegisterError, type RegisterEntry, type RegisterSection, type TitleRegister } from './title-register.ts';

/** The A section's heading fields, printed before its subjects: the interest registered among them. */
const PROPERTY_FIELDS = /^(DATE\s+OF\s+FIRST\s+REGISTRATION|DATE\s+TITLE\s+SHEET\s+UPDATED|CADASTRAL\s+UNIT|MAP\s+REFERENCE|INTEREST)\b/i;

/** The Land Register of Scotland's title sheet: four lettered sections, entries numbered "1.", "1" or "Entry 1.", the subjects often not. */
const LAYOUT: RegisterLayout = {
  sections: [
    { key: 'property', title: 'A: Property Section', heading: /^A\.?\s+PROPERTY\s+SECTION\b/i },
    { key: 'proprietorship', title: 'B: Proprietorship Section', heading: /^B\.?\s+PROPRIETORSHIP\s+SECTION\b/i },
    { key: 'securities', title: 'C: Securities Section', heading: /^C\.?\s+SECURITIES\s+SECTION\b/i },
    { key: 'burdens', title: 'D: Burdens Section', heading: /^D\.?\s+BURDENS\s+SECTION\b/i },
  ],
  // A wrapped table row may open with a date ("2 MAR 2015 £150,000 …"): a number followed by a month is no entry.
  entryStart: /^(?:Entry\s+)?([1-9]\d{0,2})\.?\s+(?![A-Za-z]{3,9}\.?\s+\d{4}\b)()(\S.*)$/i,
  furniture: [
    /^TITLE\s+NUMBER\b/i,
    /^LAND\s+REGISTER\s+OF\s+SCOTLAND\b/i,
    /^Page\s+\d+\s+of\s+\d+$/i,
    // A section's column headings ("ENTRY NO PROPRIETOR DATE OF REGISTRATION …"), and a section with nothing in it.
    /^ENTRY\s+NO\b/i,
    /^No\s+entry\.?$/i,
  ],
  end: /^END\s+OF\s+(TITLE\s+SHEET|DOCUMENT)\b/i,
  preamble: (key, line) => key === 'property' && PROPERTY_FIELDS.test(line.text),
  unnumberedFirst: true,
};

/** A burdens entry that registers a lease, after its date of registration if the sheet prints one first. */
const LEASE_ENTRY = /^(?:\d{1,2}\s+[A-Za-z]{3,9}\.?\s+\d{4}\s+)?(?:Sub-?lease|Lease)\b/i;

/** A tenant's interest stated in the subjects: "The subjects are held in lease", "held under a lease". */
const HELD_IN_LEASE = /\b(?:(?:The\s+)?subjects\s+(?:are|is)\s+)?held\s+(?:in|under|on)\s+(?:a\s+|the\s+)?lease\b/i;

/**
 * A proprietorship entry printed as the sheet's table row: the proprietor, then the date of registration, the
 * consideration (when there was one) and the date of entry, in its columns; or the consideration first, then the
 * two dates.
 */
const TABLE_ROW = /\s+(?:(£[\d,]+(?:\.\d{2})?)\s+)?(\d{1,2}\s+[A-Z]{3}\s+\d{4})\s+(?:(£[\d,]+(?:\.\d{2})?)\s+)?(\d{1,2}\s+[A-Z]{3}\s+\d{4})\.?$/;

/**
 * Reads a Land Register of Scotland title sheet: title number, the A (property: the interest registered, the
 * subjects, their pertinents and servitudes, the lease of a tenant's interest), B (proprietorship: the
 * proprietor, the consideration and the date of entry), C (standard securities) and D (burdens: real burdens,
 * servitudes and leases) sections, each fact cited where the sheet states it.
 */
export function parseScottishTitleSheet(pages: readonly CitablePage[]): TitleRegister {
  const lines = registerLines(pages);
  const titleNumber = headerFact(lines, pages, 'Title number', /\bTITLE\s+NUMBER:?\s+([A-Z]{3}\s?\d{1,7})\b/i);
  if (!titleNumber) throw new UnreadableRegisterError('No title number was found: this does not read as a Land Register of Scotland title sheet.');
  const { sections, preambles, columnHeadings } = readRegisterSections(lines, pages, LAYOUT);
  if (sections.length === 0) throw new UnreadableRegisterError('No A, B, C or D section was found: the title sheet could not be read section by section.');
  const editionDate = headerFact(lines, pages, 'Edition date', /\bEdition\s+date:?\s+(\d{1,2}[./]\d{1,2}[./]\d{4})\b/i);
  return { system: 'scotland', titleNumber, editionDate, officialCopyDate: null, sections, facts: factsOf(sections, [...linesBeforeSections(lines, LAYOUT), ...(preambles.get('property') ?? [])], pages, columnHeadings.get('proprietorship')) };
}

function factsOf(sections: readonly RegisterSection[], fields: readonly RegisterLine[], pages: readonly CitablePage[], proprietorshipHeadings?: string) {
  const facts = emptyFacts();
  // The interest registered: a proprietor's, or a tenant's under a registered lease, which the sheet may state in
  // its subjects instead of an INTEREST field ("The subjects are held in lease").
  // The field stands in the property section's opening lines, or above the sections with the sheet's other fields.
  const interest = headerFact(fields, pages, 'Interest', /^INTEREST\s*:?\s*(\S.*)$/i);
  if (interest) facts.titleAndTenure.push(interest);
  for (const entry of sectionEntries(sections, 'property')) {
    const held = interest ? null : HELD_IN_LEASE.exec(entry.text);
    if (held) facts.titleAndTenure.push({ label: 'Interest', value: held[0], citations: citeWords(entry.citations, held[0]) });
    // "Subjects 5 HIGH STREET … edged red" names them first; "known as" may name the tenement they stand in.
    const address =
      /^Subjects\s+(?!known\s+as\b)(.+?)\s+edged\s+red\b/i.exec(entry.text) ??
      /\bknown\s+as\s+(.+?)(?:,?\s+being\b|\.?$)/i.exec(entry.text) ??
      /\bbeing\s+(.+?)\.?$/i.exec(entry.text);
    facts.property.push(fact('Property', address?.[1] ?? entry.text, entry));
    const lease = /\blet\s+in\s+terms\s+of\s+(the\s+Lease\b.+)$/i.exec(entry.text);
    if (lease) facts.property.push(fact('Lease', lease[1]!, entry));
    if (/\bservitude|\bright\s+of\s+(access|way)\b/i.test(entry.text)) facts.easements.push(fact('Servitudes', entry.text, entry));
    else {
      const pertinents = /\bTogether\s+with\b.+$/i.exec(entry.text);
      if (pertinents) facts.property.push(fact('Pertinents', pertinents[0], entry));
    }
  }
  facts.property.push(...sectionNotes(sections, 'property'));
  for (const entry of sectionEntries(sections, 'proprietorship')) proprietorship(entry, facts, proprietorshipHeadings);
  for (const entry of sectionEntries(sections, 'securities')) {
    // The creditor follows the debtor: "Standard Security for all sums due and to become due by said A to B", and
    // what follows it may name others ("… with Ranking Agreement …, postponing this security to the Standard
    // Security in Entry 1"). Without a debtor, the creditor is named last.
    const creditor =
      /\bStandard\s+Security\b.*?\bby\s+.+?\s+to\s+(.+?)(?:,|\.(?:\s|$)|\s+registered\b|$)/i.exec(entry.text) ??
      /\bStandard\s+Security\b.*\bto\s+(?!become\b)(.+?)(?:,|\.(?:\s|$)|\s+registered\b|$)/i.exec(entry.text);
    // Another security (an assignation of rents, say) is a security to discharge too, not a standard security.
    const label = /\bStandard\s+Security\b/i.test(entry.text) ? 'Standard security' : 'Security';
    facts.charges.push(fact(label, creditor ? `in favour of ${creditor[1]}` : entry.text, entry));
  }
  for (const entry of sectionEntries(sections, 'burdens')) {
    const servitude = /\bservitudes?\b/i.test(entry.text);
    if (servitude) facts.easements.push(fact('Servitude', entry.text, entry));
    // A notice of potential liability makes a buyer liable for the owner's share of repair costs.
    if (/\bNotice\s+of\s+Potential\s+Liability\b/i.test(entry.text)) facts.notices.push(fact('Notice of potential liability for costs', entry.text, entry));
    // An entry that opens as a lease ("24 JUN 2019 Lease between …") is one, though its terms and conditions are named.
    else if (LEASE_ENTRY.test(entry.text)) facts.leases.push(fact('Lease', entry.text, entry));
    // A right of pre-emption (a rural housing burden is one) lets its holder buy the subjects first: a third party's right.
    else if (/\bpre-?emption\b|\brural\s+housing\s+burden\b/i.test(entry.text)) facts.notices.push(fact('Right of pre-emption', entry.text, entry));
    // A deed of conditions may hold real burdens and servitudes at once; a tenant's obligations burden the land as the burdens do.
    else if (/\b(burdens?|obligations|conditions|covenants)\b/i.test(entry.text)) facts.covenants.push(fact('Real burdens', entry.text, entry));
    else if (/\blease\b/i.test(entry.text)) facts.leases.push(fact('Lease', entry.text, entry));
    else if (!servitude) facts.covenants.push(fact('Real burdens', entry.text, entry));
  }
  // A note in the burdens section speaks of the burdens ("the superior's rights to enforce … were extinguished").
  facts.covenants.push(...sectionNotes(sections, 'burdens'));
  return facts;
}

/**
 * The proprietor, the consideration and the date of entry, whether labelled ("Price paid: £…") or in the table's
 * columns: the date of entry is the date under that heading where the table's headings name it ("… CONSIDERATION
 * DATE OF ENTRY REG. DATE"), else the last, as the Land Register orders its columns.
 */
function proprietorship(entry: RegisterEntry, facts: ReturnType<typeof emptyFacts>, headings?: string) {
  const row = TABLE_ROW.exec(entry.text);
  const dates = row ? [{ start: 0, value: row[2]! }, { start: 1, value: row[4]! }] : [];
  const underHeadings = headings ? headingsOfValues(headings, 'date', dates) : null;
  const underEntry = underHeadings && [...underHeadings].find(([, heading]) => /\bentry\b/i.test(heading))?.[0].value;
  // An entry may open with its date of registration ("Date of registration 14 April 2021. JAMES …").
  const text = (row ? entry.text.slice(0, row.index) : entry.text).replace(/^Date\s+of\s+registration\s*:?\s*\d{1,2}\s+\w+\s+\d{4}\.?\s+/i, '');
  const [owner] = text.split(/\s+(?=Price\b|Consideration\b|Date\s+of\s+(?:Entry|Registration)\b)/i);
  // A section set out as labels beside values prints the entry's number and "Proprietor" before the name.
  const name = owner!.replace(/^Entry\s+\d+\s+/i, '').replace(/^Proprietors?\s*:?\s+/i, '');
  facts.proprietorsAndPrice.push(fact('Proprietor', name.replace(/\.$/, ''), entry));
  const price = /\b(?:Price(?:\s+paid)?|Consideration)\s*:?\s*(£[\d,]+(?:\.\d{2})?)/i.exec(entry.text)?.[1] ?? row?.[1] ?? row?.[3];
  if (price) facts.proprietorsAndPrice.push(fact('Consideration', price, entry));
  const entryDate = /\bDate\s+of\s+Entry\s*:?\s*(\d{1,2}\s+\w+\s+\d{4}|\d{1,2}[./]\d{1,2}[./]\d{4})/i.exec(entry.text)?.[1] ?? underEntry ?? row?.[4];
  if (entryDate) facts.proprietorsAndPrice.push(fact('Date of entry', entryDate, entry));
}
