import { TITLE_FACT_GROUPS, type Citation, type RegisterSystem, type TitleFactGroup } from '@dd/contracts';

export { TITLE_FACT_GROUPS, type RegisterSystem, type TitleFactGroup };

/** One numbered entry of a register's section, as the register prints it, with where it stands. */
export interface RegisterEntry {
  /** The entry's number within its section ("3" of "3 (12.03.2019) RESTRICTION: …"); 0 for an unnumbered first entry. */
  number: number;
  /** The date the entry was made, as printed ("12.03.2019"), when it has one. */
  date: string | null;
  /** The entry's words, its lines joined by single spaces. */
  text: string;
  /** Where the entry stands: one citation per page it runs over. */
  citations: Citation[];
}

/** A fact of the title: what it is, its value in the register's words, and the entry it was read from. */
export interface TitleFact {
  label: string;
  value: string;
  citations: Citation[];
}

/** A register's sections, in the register's own order and terms (A: Property Register, …). */
export interface RegisterSection {
  key: string;
  title: string;
  entries: RegisterEntry[];
}

/** What a register says, read into one model for the four systems; every fact carries its citation. */
export interface TitleRegister {
  system: RegisterSystem;
  /** The title (or folio) number, and the edition date where the register prints one. */
  titleNumber: TitleFact | null;
  editionDate: TitleFact | null;
  /**
   * The day an official copy shows the register as at ("This official copy shows the entries on the register of
   * title on 3 February 2016 at 10:47:09"), where it says: entries made since are not on it.
   */
  officialCopyDate: TitleFact | null;
  sections: RegisterSection[];
  /** The facts a report on title is built from, grouped by the report's sections (property, tenure, …). */
  facts: Record<TitleFactGroup, TitleFact[]>;
}

export const emptyFacts = (): Record<TitleFactGroup, TitleFact[]> => ({
  property: [],
  titleAndTenure: [],
  proprietorsAndPrice: [],
  restrictions: [],
  charges: [],
  covenants: [],
  easements: [],
  leases: [],
  notices: [],
});

/** The label of a folio's note that section 12 of the Land Act 1965 applies: the land cannot be let or subdivided without consent. */
export const LAND_ACT_CONSENT = 'Land Act 1965 s.12 consent';

/** A register the parser could not read, with the reason a lawyer is shown. */
export class UnreadableRegisterError extends Error {
  override readonly name = 'UnreadableRegisterError';
}
