import type { CitablePage } from '../answers/verify-citation.ts';
import { entryFact as fact, headerFact, readRegisterSections, sectionEntries, type RegisterLayout } from './read-register-sections.ts';
import { citeLines, registerLines, type RegisterLine } from './register-lines.ts';
import { emptyFacts, UnreadableRegisterError, type RegisterSection, type TitleRegister } from './title-register.ts';

/** The counties of Northern Ireland: a folio of one is on the Land Registry of Northern Ireland. */
const NORTHERN_IRELAND_COUNTIES = /\b(Antrim|Armagh|Down|Fermanagh|Londonderry|Derry|Tyrone)\b/i;

/**
 * A folio, north or south of the border: Part 1 the property (and its easements), Part 2 the ownership with the
 * class of title, Part 3 the burdens; entries numbered, each with the date it was registered.
 */
const LAYOUT: RegisterLayout = {
  sections: [
    { key: 'property', title: 'Part 1: Property', heading: /^Part\s*1\b(?!.*\bEasements\b)/i },
    { key: 'easements', title: 'Part 1 (B): Easements and profits', heading: /^Part\s*1\s*\(B\).*\bEasements\b/i },
    { key: 'ownership', title: 'Part 2: Ownership', heading: /^Part\s*2\b/i },
    { key: 'burdens', title: 'Part 3: Burdens', heading: /^Part\s*3\b/i },
  ],
  entryStart: /^(\d{1,3})\.?\s+(?:(\d{1,2}[-\s][A-Za-z]{3}[-\s]\d{4})\s+)?(\S.*)$/,
  furniture: [/^Folio\b/i, /^Page\s+\d+\s+of\s+\d+$/i, /^(Land\s+Registry|Tailte\s+Éireann|Property\s+Registration\s+Authority)\b/i],
  end: /^End\s+of\s+(folio|register)\b/i,
  preamble: (key, line) => key === 'ownership' && CLASS_OF_TITLE.test(line.text),
};
const CLASS_OF_TITLE = /^Title\s+(ABSOLUTE|POSSESSORY|QUALIFIED|GOOD\s+LEASEHOLD)\b/i;
/** The dealing number an entry opens with ("D2015LR012345P"): the registry's reference, not the lawyer's fact. */
const DEALING_NUMBER = /^[A-Z]\d{4}[A-Z]{2}\d+[A-Z]?\s+/;

/**
 * Reads a folio of the Land Registry of Northern Ireland or of Tailte Éireann (the Republic of Ireland): folio
 * number and county, the property and its easements, the class of title and the owners, and the burdens
 * (charges, judgment mortgages, inhibitions, rights of way and of residence, section 72 burdens), each cited.
 */
export function parseIrishFolio(pages: readonly CitablePage[]): TitleRegister {
  const lines = registerLines(pages);
  const titleNumber = headerFact(lines, pages, 'Folio', /\bFolio(?:\s+(?:No\.?|number))?:?\s+([A-Z]{0,3}\d{1,7}[A-Z]?)\b/i);
  if (!titleNumber) throw new UnreadableRegisterError('No folio number was found: this does not read as a folio of the land registry.');
  const county = headerFact(lines, pages, 'County', /\bCounty:?\s+([A-Z][A-Za-z]+)\b/);
  const { sections, preambles } = readRegisterSections(lines, pages, LAYOUT);
  if (sections.length === 0) throw new UnreadableRegisterError('No Part 1, 2 or 3 was found: the folio could not be read part by part.');
  const system = county && NORTHERN_IRELAND_COUNTIES.test(county.value) ? 'northern-ireland' : 'republic-of-ireland';
  const facts = factsOf(sections, preambles.get('ownership') ?? [], pages);
  if (county) facts.property.unshift(county);
  return { system, titleNumber, editionDate: null, sections, facts };
}

function factsOf(sections: readonly RegisterSection[], classLines: readonly RegisterLine[], pages: readonly CitablePage[]) {
  const facts = emptyFacts();
  for (const entry of sectionEntries(sections, 'property')) facts.property.push(fact('Property', entry.text, entry));
  for (const entry of sectionEntries(sections, 'easements')) facts.easements.push(fact('Easements and profits', entry.text, entry));
  const classOfTitle = CLASS_OF_TITLE.exec(classLines.map((line) => line.text).join(' '));
  if (classOfTitle) facts.titleAndTenure.push({ label: 'Class of title', value: classOfTitle[1]!.toLowerCase(), citations: citeLines(classLines, pages) });
  for (const entry of sectionEntries(sections, 'ownership')) {
    const words = entry.text.replace(DEALING_NUMBER, '');
    const owner = /^(.+?)\s+(?:is|are)\s+(?:the\s+)?(full\s+owners?|limited\s+owners?|owners?)\b/i.exec(words);
    facts.proprietorsAndPrice.push(fact('Owner', owner ? `${owner[1]} (${owner[2]!.toLowerCase()})` : words, entry));
  }
  for (const registered of sectionEntries(sections, 'burdens')) {
    const entry = { ...registered, text: registered.text.replace(DEALING_NUMBER, '') };
    if (/\bjudgment\s+mortgage\b/i.test(entry.text)) facts.charges.push(fact('Judgment mortgage', entry.text, entry));
    else if (/\bcharge\b/i.test(entry.text)) {
      const owner = /\b(\S.+?)\s+is\s+(?:the\s+)?owner\s+of\s+(?:this|the\s+said)\s+charge\b/i.exec(entry.text);
      facts.charges.push(fact('Charge', owner ? `in favour of ${owner[1]!.replace(/^.*\.\s+/, '')}` : entry.text, entry));
    } else if (/\binhibition\b/i.test(entry.text)) facts.restrictions.push(fact('Inhibition', entry.text, entry));
    else if (/\bcaution\b/i.test(entry.text)) facts.restrictions.push(fact('Caution', entry.text, entry));
    else if (/\bright\s+of\s+residence\b/i.test(entry.text)) facts.easements.push(fact('Right of residence', entry.text, entry));
    else if (/\bright\s+of\s+way\b|\beasement\b/i.test(entry.text)) facts.easements.push(fact('Right of way', entry.text, entry));
    else if (/\bsection\s+72\b|\bs\.\s?72\b/i.test(entry.text)) facts.notices.push(fact('Section 72 burden', entry.text, entry));
    else if (/\blease\b/i.test(entry.text)) facts.leases.push(fact('Lease', entry.text, entry));
    else if (/\bcovenant/i.test(entry.text)) facts.covenants.push(fact('Covenants', entry.text, entry));
    else facts.notices.push(fact('Burden', entry.text, entry));
  }
  return facts;
}
