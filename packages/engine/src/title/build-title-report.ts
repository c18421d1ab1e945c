import { bySeverity, findRedFlags, type RedFlag } from './find-red-flags.ts';
import { TITLE_FACT_GROUPS, type RegisterSystem, type TitleFact, type TitleFactGroup, type TitleRegister } from './title-register.ts';

/** A document of the case other than a register (a lease, a transfer, a deed), with its cited answers. */
export interface ReviewedDocument {
  filename: string;
  documentType: string;
  /** Its answered questions: the question as label, the answer as value, the answer's citations. */
  facts: TitleFact[];
}

export interface TitleReportSection {
  key: TitleFactGroup | 'documents';
  title: string;
  facts: TitleFact[];
}

/** A report on title as the engine drafts it: its sections, then its red flags, every fact and flag cited. */
export interface TitleReportDraft {
  sections: TitleReportSection[];
  redFlags: RedFlag[];
}

/** Each section's heading in the terms of the register it comes from. */
const SECTION_TITLES: Record<TitleFactGroup, Partial<Record<RegisterSystem, string>> & { default: string }> = {
  property: { default: 'Property' },
  titleAndTenure: { default: 'Title and tenure' },
  proprietorsAndPrice: {
    default: 'Proprietors and price paid',
    scotland: 'Proprietors, consideration and date of entry',
    'northern-ireland': 'Owners',
    'republic-of-ireland': 'Owners',
  },
  restrictions: { default: 'Restrictions, inhibitions and cautions' },
  charges: {
    default: 'Charges',
    scotland: 'Standard securities',
    'northern-ireland': 'Charges and judgment mortgages',
    'republic-of-ireland': 'Charges and judgment mortgages',
  },
  covenants: { default: 'Covenants', scotland: 'Real burdens', 'northern-ireland': 'Covenants and burdens', 'republic-of-ireland': 'Covenants and burdens' },
  easements: {
    default: 'Easements and rights',
    scotland: 'Servitudes',
    'northern-ireland': 'Easements, rights of way and of residence',
    'republic-of-ireland': 'Easements, rights of way and of residence',
  },
  leases: { default: 'Leases' },
  notices: { default: 'Notices', 'republic-of-ireland': 'Notices of burdens (including section 72)' },
};

function sectionTitle(group: TitleFactGroup, systems: ReadonlySet<RegisterSystem>): string {
  const titles = SECTION_TITLES[group];
  const named = [...systems].map((system) => titles[system] ?? titles.default);
  return new Set(named).size === 1 ? named[0]! : titles.default;
}

/**
 * Drafts a report on title from a case's registers and its other documents: the registers' facts by section (a
 * title's number leads each fact when the case has several titles), the documents reviewed with their answers
 * folded in, and the red flags, gravest first. A section the registers say nothing of is kept, empty, so the
 * report shows it was looked at.
 */
export function buildTitleReport(registers: readonly TitleRegister[], documents: readonly ReviewedDocument[], asOf: Date): TitleReportDraft {
  const systems = new Set(registers.map((register) => register.system));
  const several = registers.length > 1;
  const sections: TitleReportSection[] = TITLE_FACT_GROUPS.map((group) => ({
    key: group,
    title: sectionTitle(group, systems),
    facts: registers.flatMap((register) =>
      [...(group === 'titleAndTenure' && register.titleNumber ? [register.titleNumber] : []), ...register.facts[group]].map((fact) =>
        several && register.titleNumber ? { ...fact, label: `${register.titleNumber.value}: ${fact.label}` } : fact,
      ),
    ),
  }));
  sections.push({
    key: 'documents',
    title: 'Documents reviewed',
    facts: documents.flatMap((document) =>
      document.facts.map((fact) => ({ ...fact, label: `${document.filename} (${document.documentType}): ${fact.label}` })),
    ),
  });
  return { sections, redFlags: registers.flatMap((register) => findRedFlags(register, asOf)).sort(bySeverity) };
}
