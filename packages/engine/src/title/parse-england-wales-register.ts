import { distance } from 'fastest-levenshtein';
import { MONTHS } from '../answers/months.ts';
import type { CitablePage } from '../answers/verify-citation.ts';
import { entryFact as fact, headerFact, NOTE, readRegisterSections, sectionEntries, sectionNotes, type RegisterLayout } from './read-register-sections.ts';
import { citeLines, registerLines, type RegisterLine } from './register-lines.ts';
import {
  emptyFacts,
  UnreadableRegisterError,
  type RegisterEntry,
  type RegisterSection,
  type TitleFact,
  type TitleFactGroup,
  type TitleRegister,
} from './title-register.ts';

/** HM Land Registry's sections of an official copy of the register, in their order. */
const SECTIONS = [
  { key: 'property', title: 'A: Property Register', heading: /^A\s*[:.]\s*Property\s+Register\b/i },
  { key: 'proprietorship', title: 'B: Proprietorship Register', heading: /^B\s*[:.]\s*Proprietorship\s+Register\b/i },
  { key: 'charges', title: 'C: Charges Register', heading: /^C\s*[:.]\s*Charges\s+Register\b/i },
  { key: 'leases', title: 'Schedule of notices of leases', heading: /^Schedule\s+of\s+notices\s+of\s+leases\b/i },
  { key: 'covenants', title: 'Schedule of restrictive covenants', heading: /^Schedule\s+of\s+restrictive\s+covenants\b/i },
] as const;

/** How HM Land Registry prints a date in an entry, in the edition date and in a date column: "11.05.1994". */
const ENTRY_DATE = String.raw`\d{1,2}\.\d{1,2}\.\d{4}`;
/** An entry's date in a column of its own, before its words: as the registry prints it, or written out ("12 March 2019"). */
const BARE_ENTRY_DATE = new RegExp(String.raw`^(${ENTRY_DATE}|\d{1,2}\s+(?:${MONTHS.join('|')})\s+\d{4})\s+(?=\S)`, 'i');

/** The registry's opening of an entry of rights over the land: "The land is subject to the rights granted by …". */
const SUBJECT_TO_RIGHTS = /^(?:The\s+)?(?:land|property)\s+is\s+subject\s+to\s+(?:the\s+)?(?:rights|easements)\b/i;

/** An entry that states covenants: a deed's ("contains covenants"), or the lease's in a note. */
const COVENANTS = /\bcovenants?\b/i;

/** An entry that is the registry's note on the one before it, whole: "NOTE: Copy filed. …". */
const NOTE_ENTRY = new RegExp(`(${NOTE.source}.+)$`, NOTE.flags);

/** A note that states covenants of its own ("NOTE: The lease … contains covenants by the lessee"), not another entry's terms. */
const isCovenantsNote = (entry: { text: string } | undefined) => !!entry && NOTE_ENTRY.test(entry.text) && COVENANTS.test(entry.text);

/** HM Land Registry's layout: lettered registers, entries numbered with the date they were made. */
const LAYOUT: RegisterLayout = {
  sections: SECTIONS,
  // A scan's OCR may lose the space before the bracket: "1(11.05.1994)".
  // A schedule may number its entries with a full stop: "1. The following are details of the covenants …".
  // A copy set out as a table may print the date column before the number's ("14.08.2023 1 PROPRIETOR: …"); the
  // parser reads no entry's date, so that one is passed over.
  entryStart: new RegExp(String.raw`^(?:${ENTRY_DATE}\s+(?=\d{1,3}\s))?(\d{1,3})\.?(?:\s+|(?=\())(?:\((${ENTRY_DATE})\)\s*)?(\S.*)$`),
  furniture: [
    /^Title\s+number\b/i,
    /^Page\s+\d+\s+of\s+\d+$/i,
    /^This\s+register\s+(describes|specifies|contains)\b/i,
    /^Official\s+copy\s+of\b/i,
  ],
  end: /^End\s+of\s+register\b/i,
  preamble: (key, line) => key === 'proprietorship' && classOfTitle(line.text) !== null,
};

/** The classes of title as the registry prints them. */
const CLASSES_OF_TITLE = ['Title absolute', 'Possessory title', 'Qualified title', 'Good leasehold title'];
/** "Title possessory" is the same class in the registry's other order. */
const reordered = (name: string) => {
  const lower = name.trim().replace(/\s+/g, ' ').toLowerCase();
  return lower.startsWith('title ') ? `${lower.slice(6)} title` : lower;
};

/**
 * The class of title a line states, in the registry's words: a scanned register's OCR may misspell a letter or
 * two ("Possessary title"), which still names one class and no other.
 */
function classOfTitle(text: string): string | null {
  const line = reordered(text);
  if (line.length > 24) return null;
  const nearest = CLASSES_OF_TITLE.map((name) => ({ name, off: distance(line, reordered(name)) })).sort((a, b) => a.off - b.off)[0]!;
  return nearest.off <= 2 ? nearest.name : null;
}

/**
 * Reads an official copy of the register of title (England and Wales): its title number, its edition date and the
 * day it shows the register as at, its A, B and C registers and schedule of notices of leases entry by entry, and
 * the facts a report on title needs, each cited where the register states it.
 */
export function parseEnglandWalesRegister(pages: readonly CitablePage[]): TitleRegister {
  const lines = registerLines(pages);
  const titleNumber = headerFact(lines, pages, 'Title number', /\bTitle\s+number:?\s+([A-Z]{1,3}\s?\d{1,7})\b/i, {
    label: /\bTitle\s+number\b/i,
    value: /\b[A-Z]{1,3}\d{1,7}\b/,
  });
  const editionDate = headerFact(lines, pages, 'Edition date', new RegExp(String.raw`\bEdition\s+date:?\s+(${ENTRY_DATE})\b`, 'i'), {
    label: /\bEdition\s+date\b/i,
    value: new RegExp(String.raw`\b${ENTRY_DATE}\b`),
  });
  const officialCopyDate = headerFact(lines, pages, 'Official copy date', /\bregister\s+of\s+title\s+on\s+(\d{1,2}\s+[A-Za-z]{3,9}\.?\s+\d{4})\b/i);
  if (!titleNumber) {
    throw new UnreadableRegisterError('No title number was found: this does not read as an official copy of the register of title.');
  }
  const { sections, preambles } = readRegisterSections(lines, pages, LAYOUT);
  if (sections.length === 0) {
    throw new UnreadableRegisterError('No A, B or C register was found: the register could not be read section by section.');
  }
  return { system: 'england-wales', titleNumber, editionDate, officialCopyDate, sections, facts: factsOf(sections, preambles.get('proprietorship') ?? [], pages) };
}

/** What each entry tells a lawyer, by the report's sections. */
function factsOf(sections: readonly RegisterSection[], classLines: readonly RegisterLine[], pages: readonly CitablePage[]) {
  const facts = emptyFacts();
  const add = (group: TitleFactGroup, item: TitleFact) => facts[group].push(item);
  // A copy set out as a table prints each entry's date in a column of its own ("1 14.02.2024 PROPRIETOR: …"), not in
  // brackets: in the lettered registers it is the entry's date, not its words. The schedule of leases keeps it, as
  // its first column is the notice's registration date.
  const entries = (key: string) =>
    sectionEntries(sections, key).map((entry) => {
      const dated = key === 'leases' || entry.date || entry.number === 0 ? null : BARE_ENTRY_DATE.exec(entry.text);
      return dated ? { ...entry, date: dated[1]!, text: entry.text.slice(dated[0].length) } : entry;
    });

  for (const entry of entries('property')) {
    const tenure = /\bThe\s+(Freehold|Leasehold)\s+land\b/i.exec(entry.text);
    if (tenure) add('titleAndTenure', fact('Tenure', tenure[1]!, entry));
    const address = /\bbeing\s+(.+?)\.?$/i.exec(entry.text);
    if (tenure && address) add('property', fact('Property', address[1]!, entry));
    else if (/\b(right|rights|easements?|benefit|subject to)\b/i.test(entry.text)) add('easements', fact('Rights and easements', entry.text, entry));
    else if (!tenure) add('property', fact('Property', entry.text, entry));
  }
  facts.property.push(...sectionNotes(sections, 'property'));
  const [classLine] = classLines;
  if (classLine) facts.titleAndTenure.push({ label: 'Class of title', value: classOfTitle(classLine.text)!, citations: citeLines([classLine], pages) });

  for (const entry of entries('proprietorship')) {
    const proprietor = /^PROPRIETORS?\s*:\s*(.+)$/i.exec(entry.text);
    const price = /price\s+stated\s+to\s+have\s+been\s+paid\s+on\s+(.+?)\s+was\s+(£[\d,]+(?:\.\d{2})?)/i.exec(entry.text);
    // Where no price was paid (a gift, an assent) the registry notes the value stated instead.
    const stated = /\bvalue\s+as\s+at\s+(.+?)\s+was\s+stated\s+to\s+be\s+((?:(?:under|over|between)\s+)?£[\d,]+(?:\.\d{2})?(?:\s+and\s+£[\d,]+)?)/i.exec(entry.text);
    const restriction = /^RESTRICTION\s*:\s*(.+)$/i.exec(entry.text);
    // A copy set out as a table may give the price in a column beside the proprietor: "… £735,000 paid on 26 January 2024".
    const paidBeside = proprietor && /^(.+?)\s+(£[\d,]+(?:\.\d{2})?)\s+paid\s+on\s+(\d{1,2}\s+\p{L}+\s+\d{4})\.?$/iu.exec(proprietor[1]!);
    // … or the sum alone, in a "Price paid" column: "… Bristol BS8 4JX. £365,000".
    const priceColumn = proprietor && /^(.+?)\s+(£[\d,]+(?:\.\d{2})?)$/.exec(proprietor[1]!);
    if (paidBeside) {
      add('proprietorsAndPrice', fact('Proprietor', paidBeside[1]!.replace(/\.$/, ''), entry));
      add('proprietorsAndPrice', fact('Price paid', `${paidBeside[2]} on ${paidBeside[3]}`, entry));
    } else if (priceColumn) {
      add('proprietorsAndPrice', fact('Proprietor', priceColumn[1]!.replace(/\.$/, ''), entry));
      add('proprietorsAndPrice', fact('Price paid', priceColumn[2]!, entry));
    } else if (proprietor) add('proprietorsAndPrice', fact('Proprietor', proprietor[1]!, entry));
    else if (price) add('proprietorsAndPrice', fact('Price paid', `${price[2]} on ${price[1]}`, entry));
    else if (stated) add('proprietorsAndPrice', fact('Value stated', `${stated[2]} on ${stated[1]}`, entry));
    else if (restriction) add('restrictions', fact('Restriction', restriction[1]!, entry));
    else if (/\bindemnity\b|\bcovenant/i.test(entry.text)) add('covenants', fact('Indemnity covenant', entry.text, entry));
    else if (/\b(CAUTION|INHIBITION)\b/.test(entry.text)) add('restrictions', fact('Caution or inhibition', entry.text, entry));
  }

  const charges = entries('charges');
  /** The entries naming a charge's lender or a notice's beneficiary, read with the entry they follow. */
  const namingEntries = new Set<RegisterEntry>();
  /** The next entry when it names who benefits (`Proprietor:` of a charge, `BENEFICIARY:` of a notice). */
  const namedBy = (index: number, heading: RegExp) => {
    const next = charges[index + 1];
    const named = next && heading.exec(next.text);
    if (!named) return null;
    namingEntries.add(next);
    return { name: named[1]!, citations: next.citations };
  };
  charges.forEach((entry, index) => {
    if (namingEntries.has(entry)) return;
    // A note numbered as an entry of its own ("7 NOTE: Copy filed. …") is read with the notice it follows, or, like
    // the register's other notes, qualifies entries without a fact of its own; unless it states covenants of its
    // own ("NOTE: The lease … contains covenants by the lessee"), which a conveyancer reads among the covenants.
    if (isCovenantsNote(entry)) add('covenants', fact('Covenants', entry.text, entry));
    if (NOTE_ENTRY.test(entry.text)) return;
    const charge = /^REGISTERED\s+CHARGE\b(.*)$/i.exec(entry.text);
    if (charge) {
      const lender = namedBy(index, /^Proprietor\s*:\s*(.+?)(?:\s+of\s+.+)?$/i);
      const dated = charge[1]!.replace(/^[\s,]+|[\s.]+$/g, '');
      const value = [dated, lender ? `in favour of ${lender.name}` : ''].filter(Boolean).join(' ');
      add('charges', { label: 'Registered charge', value: value || entry.text, citations: [...entry.citations, ...(lender?.citations ?? [])] });
    } else if (SUBJECT_TO_RIGHTS.test(entry.text)) {
      // "The land is subject to the rights granted by a Deed …": the registry's opening says what the entry is. Where
      // the deed it names binds the land by covenants too ("… not to build over …"), the entry is read among both.
      add('easements', fact('Rights and easements', entry.text, entry));
      if (COVENANTS.test(entry.text)) add('covenants', fact('Covenants', entry.text, entry));
    } else if (COVENANTS.test(entry.text)) {
      const notSupplied = /\bnot\s+supplied\b|\bneither\s+the\s+original\s+deed\b/i.test(entry.text);
      add('covenants', fact(notSupplied ? 'Covenants (deed not supplied)' : 'Covenants', entry.text, entry));
    } else if (/\b(UNILATERAL\s+NOTICE|AGREED\s+NOTICE|BANKRUPTCY\s+NOTICE|Notice\s+of)\b/i.test(entry.text)) {
      const beneficiary = namedBy(index, /^BENEFICIARY\s*:\s*(.+)$/i);
      // "NOTE: Copy filed. The Option Agreement is expressed to be exercisable … within 6 years …": the notice's terms.
      const noteAt = beneficiary ? index + 1 : index;
      const note = isCovenantsNote(charges[noteAt + 1]) ? null : namedBy(noteAt, NOTE_ENTRY);
      add('notices', {
        label: 'Notice',
        value: [entry.text, note?.name].filter(Boolean).join(' '),
        citations: [...entry.citations, ...(beneficiary?.citations ?? []), ...(note?.citations ?? [])],
      });
    } else if (/\b(right|rights|easement)\b/i.test(entry.text)) {
      // "Subject to the rights granted by the registered lease": a right, though a lease grants it.
      add('easements', fact('Rights and easements', entry.text, entry));
    } else if (/\blease\b/i.test(entry.text)) {
      add('leases', fact('Lease', entry.text, entry));
    } else add('notices', fact('Entry', entry.text, entry));
  });

  // A schedule's note speaks of what it lists ("The leases grant and reserve easements …"); a note in the B or C
  // register qualifies entries of many kinds, so it stays in the section without a fact of its own.
  for (const entry of entries('leases')) add('leases', fact('Notice of lease', entry.text, entry));
  facts.leases.push(...sectionNotes(sections, 'leases'));
  for (const entry of entries('covenants')) add('covenants', fact('Covenants (schedule)', entry.text, entry));
  facts.covenants.push(...sectionNotes(sections, 'covenants'));
  return facts;
}
