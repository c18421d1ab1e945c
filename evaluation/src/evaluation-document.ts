import type { RegionCode } from '@dd/contracts';
import type { TitleFactGroup } from '@dd/engine';
import type { PracticeAreaSlug } from '@dd/server/catalogue/seed/index.ts';

/** A labelled document of the evaluation set, written as a practitioner would receive it. */
export interface EvaluationDocument {
  id: string;
  /**
   * The catalogue type a practitioner would file it under, or null when the catalogue has none (an agreement
   * for lease, a licence to occupy): then "unsure" is the right answer.
   */
  expectedTypeKey: string | null;
  practiceArea: PracticeAreaSlug;
  region: RegionCode;
  title: string;
  /** Written to resemble another type closely (the classic look-alikes of practice). */
  lookAlike?: true;
  /** One string per page; a line break starts a new paragraph or heading. */
  pages: string[];
  /** For a register of title: what a property lawyer reads from it, to score the title layer against. */
  titleLabels?: TitleLabels;
}

/** A fact a lawyer expects in a report on title: the report's section, and the words its value must contain. */
export interface TitleFactLabel {
  group: TitleFactGroup;
  mustContain: string[];
}

/** The kinds of red flag a lawyer raises on a register of title, in the lawyer's terms rather than the engine's. */
export type RedFlagKind =
  /** Possessory, qualified or good leasehold title. */
  | 'title-not-absolute'
  /** A restriction no disposition passes without a third party's consent or certificate. */
  | 'consent-restriction'
  /** HM Land Registry's Form A or Form B: the proprietors hold on trust (as tenants in common, or with limited powers). */
  | 'trust-restriction'
  | 'inhibition-or-caution'
  /** Covenants whose deed was not supplied on first registration: their terms are unknown. */
  | 'covenants-deed-not-supplied'
  /** The proprietor gave an indemnity covenant: the buyer will be asked to continue the chain. */
  | 'indemnity-covenant'
  /** A charge, standard security or other security to redeem and discharge on completion (one per security). */
  | 'charge-to-discharge'
  | 'judgment-mortgage'
  /** A third party's interest or claim protected on the register: an option, a bankruptcy, a notice of liability. */
  | 'notice-or-adverse-right'
  | 'right-of-residence'
  /** A title held under a lease with too few years left. */
  | 'short-lease';

/**
 * A register read as a lawyer reads it: its title number, class and tenure under title and tenure, then each
 * entry's fact in its section, and one red flag per matter to deal with (a kind twice for two charges).
 */
export interface TitleLabels {
  facts: TitleFactLabel[];
  redFlags: RedFlagKind[];
}
