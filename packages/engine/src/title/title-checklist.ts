import type { ChecklistStatus, Citation } from '@dd/contracts';
import type { ReviewedDocument } from './build-title-report.ts';
import { heldUnderLease, type RedFlag } from './find-red-flags.ts';
import { findValues } from '../answers/find-values.ts';
import { plural } from '../plural.ts';
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

type Outcome = Omit<ChecklistItem, 'key' | 'label'>;

interface Check {
  key: string;
  label: string;
  systems: readonly RegisterSystem[];
  /** Whether the check concerns this title at all (an unexpired lease term does not concern a freehold). */
  applies?: (register: TitleRegister) => boolean;
  run: (register: TitleRegister, flags: readonly RedFlag[], documents: readonly ReviewedDocument[], asOf: Date) => Outcome;
}

/**
 * How old an official copy may be at the checklist's date and still pass: a working rule of this product, not a
 * statutory limit. Entries made after the copy's date are not on it, and a priority search is made from that date.
 */
const OFFICIAL_COPY_FRESH_DAYS = 90;
const DAY_MS = 86_400_000;

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
    run: (register, _, documents) => titleNumberAgainst(register, documents),
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
    run: (register, _, documents) => proprietorAgainst(register, documents),
  },
  {
    key: 'restrictions',
    label: 'No restriction, inhibition or caution stands in the way',
    systems: ALL,
    // Form A and Form B are restrictions too, named for what they mean.
    run: (_, flags) => clearOf(flagsLike(flags, /Restriction|Inhibition|Caution|\(Form [AB]\)/), 'None on the register.'),
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
    run: (_, flags) => clearOf(flagsLike(flags, /[Nn]otice|Right of residence|Section 72|Dealing pending/), 'None on the register.'),
  },
  {
    key: 'lease-term',
    label: 'Enough of the lease is left',
    systems: ALL,
    applies: heldUnderLease,
    run: (register, flags) => {
      const short = flagsLike(flags, /^Lease (?:has|term ended)/);
      if (short.length > 0) return clearOf(short, '');
      const term = [...register.facts.property, ...register.facts.leases].filter((fact) => /\byears\b/i.test(fact.value));
      return present(term, 'The unexpired term is long enough for a lender.', 'The lease’s term is not on the register: read it from the lease.');
    },
  },
  {
    key: 'official-copy-date',
    label: 'Official copy is up to date',
    systems: ['england-wales'],
    run: (register, _, __, asOf) => officialCopyAgainst(register, asOf),
  },
];

/**
 * The checklist for a register, in the order a lawyer works through it, with the case's other documents (their
 * sourced answers) for the checks that compare the register with them. A check that does not concern the title is
 * left out.
 */
export function titleChecklist(register: TitleRegister, flags: readonly RedFlag[], documents: readonly ReviewedDocument[], asOf: Date): ChecklistItem[] {
  return CHECKS.filter((check) => check.systems.includes(register.system) && (check.applies?.(register) ?? true)).map((check) => ({
    key: check.key,
    label: check.label,
    ...check.run(register, flags, documents, asOf),
  }));
}

/** "12 days", "5 months", "8 years": how long before the checklist the copy shows the register. */
function ageInWords(days: number): string {
  if (days < 60) return plural(days, 'day');
  if (days < 730) return plural(Math.floor(days / 30.44), 'month');
  return plural(Math.floor(days / 365.25), 'year');
}

/** Whether the official copy shows the register recently enough, at the checklist's date, to rely on. */
function officialCopyAgainst(register: TitleRegister, asOf: Date): Outcome {
  const copyDate = register.officialCopyDate;
  const day = copyDate && findValues(copyDate.value, 'date')[0]?.value;
  if (!copyDate || day?.type !== 'date') {
    return { status: 'missing', note: 'The copy does not say on what day it shows the register: obtain official copies from HM Land Registry.', evidence: [] };
  }
  const days = Math.floor((asOf.getTime() - Date.parse(`${day.iso}T00:00:00Z`)) / DAY_MS);
  const evidence = evidenceOf([copyDate]);
  if (days <= OFFICIAL_COPY_FRESH_DAYS) {
    return { status: 'pass', note: `The official copy shows the register on ${copyDate.value}${days > 0 ? `, ${ageInWords(days)} before this checklist` : ''}.`, evidence };
  }
  return {
    status: 'flag',
    note: `The official copy shows the register on ${copyDate.value}, ${ageInWords(days)} before this checklist: entries made since are not on it. Obtain up-to-date official copies, and make the priority search from their date.`,
    evidence,
  };
}

/** Letters and digits only, in capitals: "WM 123456" and "wm123456" are one title number. */
const compact = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** Whether a document of the case names the register's title number: checked only where one does. */
function titleNumberAgainst(register: TitleRegister, documents: readonly ReviewedDocument[]): Outcome {
  const titleNumber = register.titleNumber;
  if (!titleNumber) return { status: 'missing', note: 'No title number was read.', evidence: [] };
  const wanted = compact(titleNumber.value);
  const naming = documents.flatMap((document) =>
    document.facts.filter((fact) => compact(fact.value).includes(wanted)).map((fact) => ({ document, fact })),
  );
  if (naming.length > 0) {
    const names = [...new Set(naming.map(({ document }) => document.filename))].join(', ');
    return { status: 'pass', note: `${names} names the same title number, ${titleNumber.value}.`, evidence: evidenceOf([titleNumber, ...naming.map(({ fact }) => fact)]) };
  }
  const note =
    documents.length === 0
      ? `No contract or transfer in the case to compare title number ${titleNumber.value} with.`
      : `No other document of the case names title number ${titleNumber.value}: compare it with the contract.`;
  return { status: 'missing', note, evidence: evidenceOf([titleNumber]) };
}

/** An answer that names the person selling or transferring the land. */
const SELLER = /\b(?:seller|vendor|transferor)s?\b/i;
/** Words of a name that do not tell one party from another. */
const NAME_FILLER = new Set(['THE', 'OF', 'AND', 'LIMITED', 'LTD', 'PLC', 'LLP', 'COMPANY', 'MR', 'MRS', 'MS', 'MISS', 'DR']);
/** A party as a document names it, without the address or the defined term that follow ("… of 18 Beech Grove", "… (the Seller)"). */
const nameOnly = (party: string) => party.split(/\s+of\s+|,|\(|\s+whose\s+|\s+c\/o\s+/i)[0] ?? party;
const nameWords = (text: string) => text.toUpperCase().match(/[A-Z][A-Z'’-]+/g)?.filter((word) => !NAME_FILLER.has(word)) ?? [];

/**
 * Whether the seller a document of the case names is the registered proprietor: every word of the seller's name
 * appears among the proprietors' (so "Thomas Hargreaves" is "THOMAS EDWARD HARGREAVES"). Without a seller to
 * compare with, the check cannot be made from the case's documents.
 */
function proprietorAgainst(register: TitleRegister, documents: readonly ReviewedDocument[]): Outcome {
  const proprietors = register.facts.proprietorsAndPrice.filter((fact) => /Proprietor|Owner/.test(fact.label));
  if (proprietors.length === 0) return { status: 'missing', note: 'No proprietor was read from the register.', evidence: [] };
  const sellers = documents.flatMap((document) => document.facts.filter((fact) => SELLER.test(fact.label)).map((fact) => ({ document, fact })));
  if (sellers.length === 0) {
    return { status: 'missing', note: 'No contract or transfer in the case names the seller to compare with the proprietor registered.', evidence: evidenceOf(proprietors) };
  }
  const registered = new Set(proprietors.flatMap((fact) => nameWords(fact.value)));
  const differing = sellers.filter(({ fact }) => nameWords(nameOnly(fact.value)).some((word) => !registered.has(word)));
  const evidence = evidenceOf([...proprietors, ...sellers.map(({ fact }) => fact)]);
  if (differing.length === 0) return { status: 'pass', note: 'The seller named in the case’s documents is the proprietor registered.', evidence };
  const { document, fact } = differing[0]!;
  return { status: 'flag', note: `${document.filename} names the seller as ${fact.value}, who is not the proprietor registered: check.`, evidence };
}
