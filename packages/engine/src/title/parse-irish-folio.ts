import type { CitablePage } from '../answers/verify-citation.ts';
import { entryFact as fact, headerFact, linesBeforeSections, readRegisterSections, sectionEntries, sectionNotes, type RegisterLayout } from './read-register-sections.ts';
import { citeLines, citeWords, registerLines, type RegisterLine } from './register-lines.ts';
import { emptyFacts, LAND_ACT_CONSENT, UnreadableRegisterError, type RegisterEntry, type RegisterSection, type TitleFact, type TitleRegister } from './title-register.ts';

/** The counties of Northern Ireland: a folio of one is on the Land Registry of Northern Ireland. */
const NORTHERN_COUNTY_NAMES = 'Antrim|Armagh|Down|Fermanagh|Londonderry|Derry|Tyrone';
const NORTHERN_IRELAND_COUNTIES = new RegExp(String.raw`\b(?:${NORTHERN_COUNTY_NAMES})\b`, 'i');
/** The island's counties: a folio's county is one of these, never a word that merely follows "County". */
const COUNTY = `${NORTHERN_COUNTY_NAMES}|Carlow|Cavan|Clare|Cork|Donegal|Dublin|Galway|Kerry|Kildare|Kilkenny|Laois|Leitrim|Limerick|Longford|Louth|Mayo|Meath|Monaghan|Offaly|Roscommon|Sligo|Tipperary|Waterford|Westmeath|Wexford|Wicklow`;
/** A folio's number: "DN89426", "WD24617F", "12345". */
const FOLIO_NUMBER = String.raw`[A-Z]{0,3}\d{1,7}[A-Z]?`;

/** An entry's date as the registries print it: "12-MAR-2015", "12 April 2019", "14/06/2016". */
const DATE = String.raw`\d{1,2}[-\s][A-Za-z]{3,9}[-\s]\d{4}|\d{1,2}\/\d{1,2}\/\d{4}`;
/** A dealing's number: "D2015LR012345P" south of the border, "D2024/01877" or an instrument's "2016/001234" north of it. */
const DEALING = String.raw`[A-Z]?\d{4}(?:[A-Z]{2}\d+[A-Z]?|\/\d+)`;
/** A line that lists a dealing pending by its number, after its date if it has one. */
const PENDING_DEALING = new RegExp(String.raw`^(?:(?:${DATE})\s+)?${DEALING}\b`);
/**
 * A limit on the owner's powers printed in Part 2 under the owner ("The property is subject to the provisions
 * prohibiting letting … Section 12 of the Land Act 1965"): a restriction, not the owner's words.
 */
const SUBJECT_TO = /^(?:(?:The|This)\s+(?:property|lands?)\s+(?:is|are)\s+)?subject\s+to\b/i;
/** Section 12 of the Land Act 1965: no letting or subdivision of the land without the Minister's (formerly the Land Commission's) consent. */
const LAND_ACT_SECTION_12 = /\b(?:section|s\.)\s*12\s+of\s+the\s+Land\s+Act,?\s+1965\b|\bLand\s+Act,?\s+1965,?\s+(?:section|s\.)\s*12\b/i;

/**
 * A folio's part by its number ("Part 2", "Part II"), or Part II as a scan's OCR reads the numeral's strokes: I as a
 * bar, a small L, a one or a bracket ("PART |", "PART Il"); then not another letter or digit. For the `iu` flags.
 */
export const folioPart = (part: 1 | 2 | 3) => String.raw`Part\s*(?:${part}|[Il|1!\]]{${part}})(?![\p{L}\p{N}])`;

/** A heading of that part; `after`, what else the heading must (not) have. */
const partHeading = (part: 1 | 2 | 3, after = '') => new RegExp(`^${folioPart(part)}${after}`, 'iu');

/**
 * A folio, north or south of the border: Part 1 (or I) the property (and its easements), Part 2 the ownership
 * with the class of title, Part 3 the burdens, then any inhibitions, cautions and dealings pending (a part may
 * carry its words on its heading's line: "Dealings pending: D2024/01877 …"); entries numbered, each with the
 * date it was registered, the description of the land often unnumbered.
 */
const LAYOUT: RegisterLayout = {
  sections: [
    { key: 'property', title: 'Part 1: Property', heading: partHeading(1, String.raw`(?!\s*\(B\))`) },
    { key: 'easements', title: 'Part 1 (B): Easements and profits', heading: partHeading(1, String.raw`\s*\(B\)`) },
    { key: 'ownership', title: 'Part 2: Ownership', heading: partHeading(2) },
    { key: 'burdens', title: 'Part 3: Burdens', heading: partHeading(3) },
    { key: 'inhibitions', title: 'Inhibitions', heading: /^Inhibitions\b/i },
    { key: 'cautions', title: 'Cautions', heading: /^Cautions\b/i },
    // A folio may list its parcels, or set out the lease it is held under, in a schedule after its parts.
    { key: 'lands', title: 'Schedule of lands', heading: /^Schedule\s+of\s+(?:the\s+)?(?:Lands?|Parcels)\b/i },
    { key: 'lease', title: 'Schedule of lease', heading: /^Schedule\s+of\s+(?:the\s+)?Lease\b/i },
    // Applications lodged but not yet registered: no burden of Part 3, though the registry prints them after it.
    {
      key: 'pending',
      title: 'Dealings pending',
      heading: /^(?:(?:Dealings?|Applications?)\s+pending|Pending\s+(?:dealings?|applications?))\b(?:\s*:?\s*(\S.*))?/i,
    },
  ],
  // "1 12-MAR-2015 …", "1. 12 April 2019 …", "1 14/06/2016 …"; a scan's OCR may lose the space after "2.".
  entryStart: new RegExp(String.raw`^(\d{1,3})(?:\.\s*|\s+)(?:(${DATE})\s+)?(\S.*)$`),
  furniture: [
    /^Folio\b/i,
    /^Page\s+\d+\s+of\s+\d+$/i,
    /^(Land\s+Registry|Tailte\s+Éireann|Property\s+Registration\s+Authority)\b/i,
    // A part's heading printed on a line of its own under "PART I", and the columns of its table.
    /^(Description\s+of\s+(Land|Property)|Ownership|Charges(,?\s+Burdens)?(\s+and\s+(Burdens|Notices))?)$/i,
    /^(No\.|Entry\s+No\.?)\s+(Description|Date)\b/i,
    /^None\.?$/i,
    /^Land\s+Cert(ificate)?\s+Issued\b/i,
  ],
  end: /^End\s+of\s+(folio|register)\b/i,
  preamble: (key, line) => key === 'ownership' && CLASS_OF_TITLE.test(line.text),
  unnumberedFirst: true,
  // Rights appurtenant printed under the description, an inhibition, caution or other limit noted under the owner,
  // and each dealing pending listed by its number.
  unnumberedOpening: (key, line) =>
    (key === 'property' && /^Together\s+with\b/i.test(line.text)) ||
    (key === 'ownership' && (/^(Inhibition|Caution)\s*:/i.test(line.text) || SUBJECT_TO.test(line.text))) ||
    (key === 'pending' && PENDING_DEALING.test(line.text)),
};
const CLASS_NAMES = String.raw`ABSOLUTE|POSSESSORY|QUALIFIED|GOOD\s+LEASEHOLD`;
const CLASS_VALUE = new RegExp(String.raw`\b(?:${CLASS_NAMES})\b`, 'i');
const CLASS_OF_TITLE = new RegExp(String.raw`^(?:Class\s+of\s+title\s*:?|Title)\s+(${CLASS_NAMES})\b`, 'i');
/**
 * The registry's reference an entry opens with, not the lawyer's fact: a dealing number south of the border
 * ("D2015LR012345P", after its date when the entry is unnumbered), an instrument number north of it
 * ("2016/001234"), or "Dealing D2019/45123 registered on 19 August 2019:".
 */
const DEALING_NUMBER = new RegExp(String.raw`^(?:(?:(?:${DATE})\s+)?${DEALING}\s+|Dealing\s+\S+\s+registered\s+on\s+[^:]+:\s*)`);

/** A field of the folio's heading panel, which opens a line: "Folio No.", "County", "Register", "Property". */
const PANEL_LABEL = /^(?:Folio|County|Register|Property|Address|Townland|Barony|Class\s+of\s+title|Land\s+Regist)/i;
const PROPERTY_PANEL = /^(?:Property|Address)\s*:?\s+(\S.*)$/i;

/**
 * The property named in the heading panel ("Property  Ballymagerny Orchards, 61 Cloveneden Road," over "Loughgall,
 * Armagh BT61 8LB, …"): its value and the lines its column wraps onto, up to the next field or the first Part.
 */
function panelFact(heading: readonly RegisterLine[], pages: readonly CitablePage[]): TitleFact | null {
  const at = heading.findIndex((line) => PROPERTY_PANEL.test(line.text));
  if (at < 0) return null;
  const rest = heading.slice(at + 1);
  const end = rest.findIndex((line) => PANEL_LABEL.test(line.text));
  const held = [heading[at]!, ...(end < 0 ? rest : rest.slice(0, end))];
  const value = [PROPERTY_PANEL.exec(heading[at]!.text)![1]!, ...held.slice(1).map((line) => line.text)].join(' ');
  const citations = citeLines(held, pages);
  return { label: 'Property', value, citations: citeWords(citations, value) };
}

/**
 * Reads a folio of the Land Registry of Northern Ireland or of Tailte Éireann (the Republic of Ireland): folio
 * number and county, the property and its easements, the class of title and the owners, and the burdens
 * (charges, judgment mortgages, inhibitions, rights of way and of residence, section 72 burdens), each cited.
 */
export function parseIrishFolio(pages: readonly CitablePage[]): TitleRegister {
  const lines = registerLines(pages);
  const titleNumber = headerFact(lines, pages, 'Folio', new RegExp(String.raw`\bFolio(?:\s+(?:No\.?|number))?:?\s+(${FOLIO_NUMBER})\b`, 'i'), {
    label: /^Folio\b/i,
    value: new RegExp(String.raw`\b${FOLIO_NUMBER}\b`),
  });
  if (!titleNumber) throw new UnreadableRegisterError('No folio number was found: this does not read as a folio of the land registry.');
  const county = headerFact(lines, pages, 'County', new RegExp(String.raw`\bCounty:?\s+(${COUNTY})\b`, 'i'), {
    label: /\bCounty\b/i,
    value: new RegExp(String.raw`\b(?:${COUNTY})\b`, 'i'),
  });
  // The register the folio is kept in: "Register of Ownership of Freehold Land", "REGISTER: FREEHOLD", "Register of Leaseholders".
  // Printed as a label and its value too: "REGISTER FREEHOLD", "Register  Register of Ownership of Freehold Land".
  const tenure = headerFact(lines, pages, 'Tenure', /^Register\s*:?\s*(?:Register\s+)?(?:of\s+(?:Ownership\s+of\s+)?)?(Freehold|Leasehold)/i, {
    label: /\bRegister\b/i,
    value: /\b(?:Freehold|Leasehold)\b/i,
  });
  // The folio's heading, before Part 1: the registry names itself there ("Land Registry of Northern Ireland").
  const heading = linesBeforeSections(lines, LAYOUT);
  const address = panelFact(heading, pages);
  const { sections, preambles } = readRegisterSections(lines, pages, LAYOUT);
  if (sections.length === 0) throw new UnreadableRegisterError('No Part 1, 2 or 3 was found: the folio could not be read part by part.');
  const northern = (county && NORTHERN_IRELAND_COUNTIES.test(county.value)) || heading.some((line) => /\bNorthern\s+Ireland\b/i.test(line.text));
  // The class of title is printed over the owners in Part 2, or in the heading panel ("CLASS OF TITLE  ABSOLUTE").
  const ownershipPreamble = preambles.get('ownership') ?? [];
  const classLines = ownershipPreamble.length > 0 ? ownershipPreamble : heading.filter((line) => CLASS_OF_TITLE.test(line.text));
  const facts = factsOf(sections, classLines, pages);
  const panelClass = classLines.length === 0 ? headerFact(heading, pages, 'Class of title', null, { label: /\bClass\s+of\s+title\b/i, value: CLASS_VALUE }) : null;
  if (panelClass) facts.titleAndTenure.push({ ...panelClass, value: panelClass.value.toLowerCase() });
  if (address) facts.property.unshift(address);
  if (county) facts.property.unshift(county);
  if (tenure) facts.titleAndTenure.unshift(tenure);
  return { system: northern ? 'northern-ireland' : 'republic-of-ireland', titleNumber, editionDate: null, officialCopyDate: null, sections, facts };
}

function factsOf(sections: readonly RegisterSection[], classLines: readonly RegisterLine[], pages: readonly CitablePage[]) {
  const facts = emptyFacts();
  for (const entry of sectionEntries(sections, 'property')) {
    // A right appurtenant may be printed in Part 1 itself ("Together with a right of way over …").
    if (/^Together\s+with\b|^(?:The\s+)?rights?\s+of\s+way\b/i.test(entry.text)) facts.easements.push(fact('Easements and profits', entry.text, entry));
    else facts.property.push(fact('Property', entry.text, entry));
  }
  facts.property.push(...sectionNotes(sections, 'property'));
  for (const entry of sectionEntries(sections, 'lands')) facts.property.push(fact('Parcel', entry.text, entry));
  // The lease the folio is held under, its columns (date, lessor, lessee, term, rent) read as one row.
  for (const entry of sectionEntries(sections, 'lease')) facts.property.push(fact('Lease', entry.text, entry));
  for (const entry of sectionEntries(sections, 'easements')) facts.easements.push(fact('Easements and profits', entry.text, entry));
  facts.easements.push(...sectionNotes(sections, 'easements'));
  const classOfTitle = CLASS_OF_TITLE.exec(classLines.map((line) => line.text).join(' '));
  if (classOfTitle) facts.titleAndTenure.push({ label: 'Class of title', value: classOfTitle[1]!.toLowerCase(), citations: citeLines(classLines, pages) });
  for (const entry of sectionEntries(sections, 'ownership')) {
    // After the instrument's number where the folio prints it in a column of its own ("2024/000214 INHIBITION: …").
    const noted = /^(Inhibition|Caution)\b/i.exec(entry.text.replace(DEALING_NUMBER, ''));
    if (noted) {
      facts.restrictions.push(fact(noted[1]!.toLowerCase() === 'inhibition' ? 'Inhibition' : 'Caution', entry.text, entry));
      continue;
    }
    if (SUBJECT_TO.test(entry.text)) {
      facts.restrictions.push(fact(LAND_ACT_SECTION_12.test(entry.text) ? LAND_ACT_CONSENT : 'Restriction', entry.text, entry));
      continue;
    }
    const words = entry.text.replace(DEALING_NUMBER, '');
    // "… is full owner", or the folio's table's ", full owner." after the name and address.
    const owner = /^(.+?)\s+(?:is|are)\s+(?:the\s+)?(full\s+owners?|limited\s+owners?|owners?)\b/i.exec(words) ?? /^(.+?),\s+((?:full|limited)\s+owners?)\.?$/i.exec(words);
    facts.proprietorsAndPrice.push(fact('Owner', owner ? `${owner[1]} (${owner[2]!.toLowerCase()})` : words, entry));
  }
  for (const registered of sectionEntries(sections, 'burdens')) burden({ ...registered, text: registered.text.replace(DEALING_NUMBER, '') }, facts);
  // A note printed among the burdens ("Note: The property may be subject to the burdens under Section 72 …") tells
  // the buyer what may bind the land: reported with the notices, never dropped for being unnumbered.
  facts.notices.push(...sectionNotes(sections, 'burdens'));
  for (const entry of sectionEntries(sections, 'inhibitions')) facts.restrictions.push(fact('Inhibition', entry.text, entry));
  for (const entry of sectionEntries(sections, 'cautions')) facts.restrictions.push(fact('Caution', entry.text, entry));
  for (const entry of sectionEntries(sections, 'pending')) facts.notices.push(fact('Dealing pending', entry.text, entry));
  return facts;
}

const SECTION_72 = /\bsection\s+72\b|\bs\.\s?72\b/i;

/** A later sentence of an entry stating what the land is subject to: "… Limited. The property is subject to …". */
const SUBJECT_TO_SENTENCE = new RegExp(`(?<=[.;])\\s+(?=${SUBJECT_TO.source.slice(1)})`, 'i');

/** "Lease dated …", "Sub-lease …", "Notice of the sub-lease dated …", "Agreement for lease …": a lease granted out of the land. */
const LEASE_GRANTED = /^(?:(?:Notice|Particulars)\s+of\s+(?:the\s+|a\s+)?)?(?:(?:sub|under)[-\s]?lease|lease|agreement\s+for\s+(?:a\s+)?lease)\b/i;

/** A dealing's number in an entry's row, wherever its column stands: "… 02-MAY-2021 D2021LR055917B Lease dated …". */
const DEALING_IN_ROW = new RegExp(String.raw`\b${DEALING}\s+`);

/**
 * An entry's particulars: its words after the columns printed before them (the owner of the burden, the date and the
 * instrument, where the table sets them first), so "… D2021LR055917B Lease dated …" opens as the lease it is.
 */
function particularsOf(text: string): string {
  const dealing = DEALING_IN_ROW.exec(text);
  if (!dealing) return text;
  const before = text.slice(0, dealing.index);
  return /[.;:]\s/.test(before) ? text : text.slice(dealing.index + dealing[0].length);
}

/**
 * A Part 3 entry by what it is. An inhibition, caution or section 12 consent is told apart before a charge, as
 * its words may name the charge whose owner must consent; a rent the land pays (a fee farm rent, a rentcharge) is
 * a burden the owner keeps paying, not a security to discharge; covenants before leases, as "the covenants in the
 * said Lease" burden the land.
 */
function burden(entry: RegisterEntry, facts: ReturnType<typeof emptyFacts>) {
  const rent = /\b(fee\s+farm\s+rent|rent\s?charge)\b/i.exec(entry.text);
  if (/\bjudgment\s+mortgage\b/i.test(entry.text)) facts.charges.push(fact('Judgment mortgage', entry.text, entry));
  else if (/\binhibition\b/i.test(entry.text)) facts.restrictions.push(fact('Inhibition', entry.text, entry));
  else if (/\bcaution\b/i.test(entry.text)) facts.restrictions.push(fact('Caution', entry.text, entry));
  else if (LAND_ACT_SECTION_12.test(entry.text)) facts.restrictions.push(fact(LAND_ACT_CONSENT, entry.text, entry));
  else if (rent) facts.covenants.push(fact(/^fee/i.test(rent[1]!) ? 'Fee farm rent' : 'Rentcharge', entry.text, entry));
  else if (/\bcharge\b/i.test(entry.text)) facts.charges.push(fact('Charge', chargeValue(entry.text), entry));
  else if (/\bright\s+of\s+residence\b/i.test(entry.text)) facts.easements.push(fact('Right of residence', entry.text, entry));
  // The owner "is bound by the covenants in the said Deed of Easement": covenants, whatever deed holds them.
  else if (/\bbound\s+by\s+(?:the\s+)?covenants?\b/i.test(entry.text)) facts.covenants.push(fact('Covenants', entry.text, entry));
  else if (/\brights?\s+of\s+way\b|\beasement\b/i.test(entry.text)) facts.easements.push(fact('Right of way', entry.text, entry));
  // A utility's right over the land: a wayleave, or rights "to lay, inspect and maintain" its pipes or lines.
  else if (/\bwayleave\b|\brights?\s+of\s+.+?\s+to\s+(?:lay|erect|inspect|maintain)\b/i.test(entry.text)) facts.easements.push(fact('Wayleave', entry.text, entry));
  else if (SECTION_72.test(entry.text)) facts.notices.push(fact('Section 72 burden', entry.text, entry));
  // An entry that opens as a lease granted out of the land is one. Where it goes on to say, in a sentence of its
  // own, what else the land is subject to ("The property is subject to the covenants … in the Lease referred to in
  // Part 1"), that sentence is read as an entry too.
  else if (LEASE_GRANTED.test(particularsOf(entry.text))) {
    const subjectTo = SUBJECT_TO_SENTENCE.exec(entry.text);
    facts.leases.push(fact('Lease', subjectTo ? entry.text.slice(0, subjectTo.index).trim() : entry.text, entry));
    if (subjectTo) burden({ ...entry, text: entry.text.slice(subjectTo.index).trim() }, facts);
  }
  else if (/\bcovenant/i.test(entry.text)) facts.covenants.push(fact('Covenants', entry.text, entry));
  else if (/\blease\b/i.test(entry.text)) facts.leases.push(fact('Lease', entry.text, entry));
  else facts.notices.push(fact('Burden', entry.text, entry));
}

/** What follows a company's name after a comma: "P.L.C.", "Limited", "DAC", "Designated Activity Company". */
const COMPANY_SUFFIX = String.raw`(?:P\.?\s?L\.?\s?C\b|Limited\b|Ltd\b|Unlimited\b|Designated\s+Activity\s+Company\b|D\.?A\.?C\b|CLG\b|U\.?C\b)`;

/**
 * "in favour of" and the chargee's name, which runs on through its company suffix ("NORTHERN PROVINCIAL BANKS,
 * P.L.C."): a comma before one, or a dot after a lone capital, is part of the name.
 */
const CHARGEE = new RegExp(String.raw`\bin\s+favour\s+of\s+(.+?)(?:\s+to\s+secure\b|,(?!\s*${COMPANY_SUFFIX})(?=\s|$)|(?<!\b[A-Z])[.;](?=\s|$)|$)`, 'i');

/** The sum a charge secures, where it states one: "Charge to secure €85,000.00 and interest". */
const SUM_SECURED = /\bto\s+secure\s+((?:[€£]|EUR\s|GBP\s)\s?\d[\d,]*(?:\.\d{2})?)/i;

/**
 * A charge by its owner ("… is owner of this charge") or its chargee ("Charge dated … in favour of …"), with its
 * date and the sum it secures where the entry states them.
 */
function chargeValue(text: string): string {
  const secures = SUM_SECURED.exec(text)?.[1];
  const owner = /\b(\S.+?)\s+is\s+(?:the\s+)?owner\s+of\s+(?:this|the\s+said)\s+charge\b/i.exec(text);
  const name = owner ? owner[1]!.replace(/^.*\.\s+/, '') : CHARGEE.exec(text)?.[1];
  if (name === undefined) return text;
  // A charge read by its owner names no date of its own; one read by its chargee may.
  const dated = owner ? undefined : /\bdated\s+(\d{1,2}(?:st|nd|rd|th)?\s+[A-Za-z]+\s+\d{4})/i.exec(text)?.[1];
  return [dated && `dated ${dated}`, secures && `to secure ${secures}`, `in favour of ${name}`].filter(Boolean).join(' ');
}
