import type { ChecklistStatus, Citation } from '@dd/contracts';
import { heldUnderLease, type RedFlag } from './find-red-flags.ts';
import type { RegisterSystem, TitleFact, TitleRegister } from './title-register.ts';

export type { ChecklistStatus };

export interface ChecklistItem {
  key: string;
  label: string;
  status: ChecklistStatus;
  /** Why the item has its status, in a sentence a lawyer can act on. */
  note: string;
  evidence: Citation[];
}

interface Check {
  key: string;
  label: string;
  systems: readonly RegisterSystem[];
  run: (register: TitleRegister, flags: readonly RedFlag[]) => Omit<ChecklistItem, 'key' | 'label'>;
}

const ALL: readonly RegisterSystem[] = ['england-wales', 'scotland', 'northern-ireland', 'republic-of-ireland'];
const evidenceOf = (facts: readonly (TitleFact | RedFlag)[]) => facts.flatMap((fact) => fact.citations);
const flagsLike = (flags: readonly RedFlag[], pattern: RegExp) => flags.filter((flag) => pattern.test(flag.title));

/** Passes with the facts found, or is missing when the register has none. */
const present = (facts: readonly TitleFact[], found: string, absent: string) =>
  facts.length > 0 ? { status: 'pass' as const, note: found, evidence: evidenceOf(facts) } : { status: 'missing' as const, note: absent, evidence: [] };

/** Flags with the red flags found, or passes when there are none. */
const clearOf = (flags: readonly RedFlag[], clear: string) =>
  flags.length > 0
    ? { status: 'flag' as const, note: flags.map((flag) => flag.reason).join(' '), evidence: evidenceOf(flags) }
    : { status: 'pass' as const, note: clear, evidence: [] };

/** The checks a property lawyer makes of a register, each for the systems it applies to. */
const CHECKS: readonly Check[] = [
  {
    key: 'title-number',
    label: 'Title number matches the contract',
    systems: ALL,
    run: (register) => present(register.titleNumber ? [register.titleNumber] : [], 'Compare it with the contract and the transfer.', 'No title number was read.'),
  },
  {
    key: 'class-of-title',
    label: 'Title is absolute',
    systems: ['england-wales', 'northern-ireland', 'republic-of-ireland'],
    run: (register, flags) => {
      const found = register.facts.titleAndTenure.filter((fact) => fact.label === 'Class of title');
      if (found.length === 0) return { status: 'missing', note: 'The register states no class of title.', evidence: [] };
      return clearOf(flagsLike(flags, /not absolute/), 'Absolute title: guaranteed by the State.');
    },
  },
  {
    key: 'proprietor',
    label: 'Seller is the registered proprietor',
    systems: ALL,
    run: (register) =>
      present(
        register.facts.proprietorsAndPrice.filter((fact) => /Proprietor|Owner/.test(fact.label)),
        'Check the seller’s name against the proprietor registered.',
        'No proprietor was read from the register.',
      ),
  },
  {
    key: 'restrictions',
    label: 'No restriction, inhibition or caution stands in the way',
    systems: ALL,
    run: (_, flags) => clearOf(flagsLike(flags, /Restriction|Inhibition|Caution/), 'None on the register.'),
  },
  {
    key: 'charges',
    label: 'Charges and securities discharged on completion',
    systems: ALL,
    run: (_, flags) => clearOf(flagsLike(flags, /to discharge|Judgment mortgage/), 'No charge or security is registered.'),
  },
  {
    key: 'covenants',
    label: 'Covenants and burdens reviewed against the intended use',
    systems: ALL,
    run: (register, flags) => {
      const unknown = flagsLike(flags, /not supplied/);
      if (unknown.length > 0) return clearOf(unknown, '');
      return present(register.facts.covenants, 'Read them against the buyer’s intended use.', 'No covenants or burdens are registered.');
    },
  },
  {
    key: 'notices',
    label: 'Notices and adverse rights accounted for',
    systems: ALL,
    run: (_, flags) => clearOf(flagsLike(flags, /Notice|Right of residence|Section 72|Dealing pending/), 'None on the register.'),
  },
  {
    key: 'lease-term',
    label: 'Enough of the lease is left',
    systems: ALL,
    run: (register, flags) => {
      if (!heldUnderLease(register)) return { status: 'pass', note: 'Not a leasehold title.', evidence: evidenceOf(register.facts.titleAndTenure) };
      const short = flagsLike(flags, /^Lease has/);
      if (short.length > 0) return clearOf(short, '');
      const term = [...register.facts.property, ...register.facts.leases].filter((fact) => /\byears\b/i.test(fact.value));
      return present(term, 'The unexpired term is long enough for a lender.', 'The lease’s term is not on the register: read it from the lease.');
    },
  },
];

/** The checklist for a register, in the order a lawyer works through it. */
export function titleChecklist(register: TitleRegister, flags: readonly RedFlag[]): ChecklistItem[] {
  return CHECKS.filter((check) => check.systems.includes(register.system)).map((check) => ({
    key: check.key,
    label: check.label,
    ...check.run(register, flags),
  }));
}
