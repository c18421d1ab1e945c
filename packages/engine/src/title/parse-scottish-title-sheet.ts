import type { CitablePage } from '../answers/verify-citation.ts';
import { entryFact as fact, headerFact, readRegisterSections, sectionEntries, type RegisterLayout } from './read-register-sections.ts';
import { registerLines } from './register-lines.ts';
import { emptyFacts, UnreadableRegisterError, type RegisterSection, type TitleRegister } from './title-register.ts';

/** The Land Register of Scotland's title sheet: four lettered sections, entries numbered "1.". */
const LAYOUT: RegisterLayout = {
  sections: [
    { key: 'property', title: 'A: Property Section', heading: /^A\.?\s+PROPERTY\s+SECTION\b/i },
    { key: 'proprietorship', title: 'B: Proprietorship Section', heading: /^B\.?\s+PROPRIETORSHIP\s+SECTION\b/i },
    { key: 'securities', title: 'C: Securities Section', heading: /^C\.?\s+SECURITIES\s+SECTION\b/i },
    { key: 'burdens', title: 'D: Burdens Section', heading: /^D\.?\s+BURDENS\s+SECTION\b/i },
  ],
  entryStart: /^(\d{1,3})\.\s+()(\S.*)$/,
  furniture: [/^TITLE\s+NUMBER\b/i, /^LAND\s+REGISTER\s+OF\s+SCOTLAND\b/i, /^Page\s+\d+\s+of\s+\d+$/i],
  end: /^END\s+OF\s+(TITLE\s+SHEET|DOCUMENT)\b/i,
};

/**
 * Reads a Land Register of Scotland title sheet: title number, the A (property), B (proprietorship: the
 * proprietor, the consideration and the date of entry), C (standard securities) and D (burdens: real burdens and
 * servitudes) sections, each fact cited where the sheet states it.
 */
export function parseScottishTitleSheet(pages: readonly CitablePage[]): TitleRegister {
  const lines = registerLines(pages);
  const titleNumber = headerFact(lines, pages, 'Title number', /\bTITLE\s+NUMBER:?\s+([A-Z]{3}\s?\d{1,7})\b/i);
  if (!titleNumber) throw new UnreadableRegisterError('No title number was found: this does not read as a Land Register of Scotland title sheet.');
  const { sections } = readRegisterSections(lines, pages, LAYOUT);
  if (sections.length === 0) throw new UnreadableRegisterError('No A, B, C or D section was found: the title sheet could not be read section by section.');
  const editionDate = headerFact(lines, pages, 'Edition date', /\bEdition\s+date:?\s+(\d{1,2}[./]\d{1,2}[./]\d{4})\b/i);
  return { system: 'scotland', titleNumber, editionDate, sections, facts: factsOf(sections) };
}

function factsOf(sections: readonly RegisterSection[]) {
  const facts = emptyFacts();
  for (const entry of sectionEntries(sections, 'property')) {
    const address = /\bknown\s+as\s+(.+?)(?:,?\s+being\b|\.?$)/i.exec(entry.text) ?? /\bbeing\s+(.+?)\.?$/i.exec(entry.text);
    facts.property.push(fact('Property', address?.[1] ?? entry.text, entry));
    if (/\bservitude|\bright\s+of\s+(access|way)\b/i.test(entry.text)) facts.easements.push(fact('Servitudes', entry.text, entry));
  }
  for (const entry of sectionEntries(sections, 'proprietorship')) {
    const [owner] = entry.text.split(/\s+(?=Price\s+paid|Consideration|Date\s+of\s+Entry)/i);
    facts.proprietorsAndPrice.push(fact('Proprietor', owner!.replace(/\.$/, ''), entry));
    const price = /\b(?:Price\s+paid|Consideration)\s*:?\s*(£[\d,]+(?:\.\d{2})?)/i.exec(entry.text);
    if (price) facts.proprietorsAndPrice.push(fact('Consideration', price[1]!, entry));
    const entryDate = /\bDate\s+of\s+Entry\s*:?\s*(\d{1,2}\s+\w+\s+\d{4}|\d{1,2}[./]\d{1,2}[./]\d{4})/i.exec(entry.text);
    if (entryDate) facts.proprietorsAndPrice.push(fact('Date of entry', entryDate[1]!, entry));
  }
  for (const entry of sectionEntries(sections, 'securities')) {
    const security = /\bStandard\s+Security\b.*?\bto\s+(.+?)(?:,|\s+registered\b|\.?$)/i.exec(entry.text);
    facts.charges.push(fact('Standard security', security ? `in favour of ${security[1]}` : entry.text, entry));
  }
  for (const entry of sectionEntries(sections, 'burdens')) {
    if (/\bservitude\b/i.test(entry.text)) facts.easements.push(fact('Servitude', entry.text, entry));
    else if (/\blease\b/i.test(entry.text)) facts.leases.push(fact('Lease', entry.text, entry));
    else facts.covenants.push(fact('Real burdens', entry.text, entry));
  }
  return facts;
}
