import type { RegionCode } from '@dd/contracts';
import type { PracticeAreaSlug } from '../catalogue/seed/index.ts';

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
}
