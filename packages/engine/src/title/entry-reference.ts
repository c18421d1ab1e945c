import type { Citation } from '@dd/contracts';
import type { RegisterEntry, RegisterSection, TitleRegister } from './title-register.ts';

/** "C: Charges Register", "B: Proprietorship Section": the section's letter. */
const LETTERED = /^([A-D])\s*:/;
/** "Part 3: Burdens", "Part 1 (B): Easements and profits". */
const PART = /^(Part\s+\d+(?:\s+\([A-Z]\))?)\s*:/;

/** An entry as a conveyancer cites it: "C2" in a register or title sheet, "Part 3, entry 2" in a folio. */
function entryLabel(section: RegisterSection, entry: RegisterEntry): string {
  const lettered = LETTERED.exec(section.title);
  const part = PART.exec(section.title);
  const name = lettered?.[1] ?? part?.[1] ?? section.title;
  if (entry.number === 0) return name;
  return lettered ? `${name}${entry.number}` : `${name}, entry ${entry.number}`;
}

/** Whether the quote stands inside the entry's words on its page. */
const within = (quote: Citation, entry: RegisterEntry) =>
  entry.citations.some((cited) => cited.page === quote.page && cited.start <= quote.start && quote.end <= cited.end);

/** Ireland's and Northern Ireland's registers are folios: "Folio 45231F", where a title number stands alone. */
const FOLIO_SYSTEMS = new Set<TitleRegister['system']>(['northern-ireland', 'republic-of-ireland']);

/**
 * Where on the register a quote stands, as a lawyer cites it: the title number and the entry ("AB123456 C2",
 * "Folio DN12345F Part 3, entry 2"); the title number alone for a quote outside any entry (the class of title
 * printed above a section's entries); null when the register prints no title number and the quote is in no entry.
 */
export function entryReference(register: TitleRegister, quote: Citation | undefined): string | null {
  const number = register.titleNumber?.value.trim();
  const titleNumber = number ? `${FOLIO_SYSTEMS.has(register.system) && !/^folio\b/i.test(number) ? 'Folio ' : ''}${number}` : null;
  const found = quote && register.sections.flatMap((section) => section.entries.filter((entry) => within(quote, entry)).map((entry) => entryLabel(section, entry)))[0];
  return [titleNumber, found].filter(Boolean).join(' ') || null;
}
