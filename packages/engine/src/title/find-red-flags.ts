import type { Citation, RedFlagSeverity } from '@dd/contracts';
import { entryReference } from './entry-reference.ts';
import { optionWindowNote } from './option-window.ts';
import { LAND_ACT_CONSENT, type TitleFact, type TitleRegister } from './title-register.ts';

export type { RedFlagSeverity };

/** Something in the title a lawyer must deal with before completion, why, and where the register says it. */
export interface RedFlag {
  /** The title number and register entry it concerns ("AB123456 C2"), as a conveyancer cites it. */
  reference: string | null;
  title: string;
  reason: string;
  severity: RedFlagSeverity;
  citations: Citation[];
}

/** Below this many years left, a lease is short: lenders refuse or discount it, and extending it costs more. */
export const SHORT_LEASE_YEARS = 80;

const flag = (title: string, reason: string, severity: RedFlagSeverity, fact: TitleFact): Omit<RedFlag, 'reference'> => ({
  title,
  reason,
  severity,
  citations: fact.citations,
});

/** A date's year as registers print it: "25 March 2001", "1 Dec. 2020", "01.04.2019" or a bare 2001. */
const YEAR_OF_DATE = String.raw`(?:\d{1,2}(?:st|nd|rd|th)?\s+[A-Za-z]+\.?\s+|\d{1,2}[./]\d{1,2}[./])?(\d{4})\b`;
const TERM = new RegExp(String.raw`(?<![\d,])(\d{1,2}(?:,\d{3})+|\d{1,5})\s+years\s+(?:from(?:\s+and\s+including)?|commencing(?:\s+on)?)\s+${YEAR_OF_DATE}`, 'i');
const UNTIL = new RegExp(String.raw`\b(?:until|expiring\s+on|ending\s+on)\s+${YEAR_OF_DATE}`, 'i');

/** "99 years from 25 March 2001", "10,000 years from 1 January 1999" or "until 27 Nov. 2032": the year the term ends. */
function termEnds(text: string): number | null {
  const term = TERM.exec(text);
  if (term) return Number(term[2]) + Number(term[1]!.replace(/,/g, ''));
  const until = UNTIL.exec(text);
  return until ? Number(until[1]) : null;
}

/**
 * The title is held under a lease: a leasehold tenure, or a tenant's interest on a Scottish title sheet ("INTEREST
 * Tenant", or "The subjects are held in lease").
 */
export const heldUnderLease = (register: TitleRegister) =>
  register.facts.titleAndTenure.some(
    ({ label, value }) => (label === 'Tenure' && /leasehold/i.test(value)) || (label === 'Interest' && /\btenant\b|\blease\b/i.test(value)),
  );

/**
 * HM Land Registry's standard Form A: "No disposition by a sole proprietor of the registered estate (except a trust
 * corporation) under which capital money arises is to be registered unless authorised by an order of the court."
 */
const FORM_A = /\bsole\s+proprietor\b[\s\S]*\bcapital\s+money\b/i;
/**
 * Form B: "… unless one or more of them makes a statutory declaration or statement of truth, or their conveyancer
 * gives a certificate, that the disposition is in accordance with [the trust deed] …". It names a certificate, but no
 * third party gives it.
 */
const FORM_B = /\bstatutory\s+declaration\b[\s\S]*\bin\s+accordance\s+with\b/i;

/** What each kind of notice on an England and Wales register means for a buyer, and how grave it is. */
const NOTICES: ReadonlyArray<{ pattern: RegExp; name: string; reason: string; severity: RedFlagSeverity }> = [
  {
    pattern: /\bBANKRUPTCY\s+NOTICE\b/i,
    name: 'Bankruptcy notice',
    reason: 'A bankruptcy petition is pending against the proprietor: a disposition made now may be void against the trustee in bankruptcy. Do not complete until the petition is dismissed and the notice cancelled.',
    severity: 'high',
  },
  {
    pattern: /\bUNILATERAL\s+NOTICE\b/i,
    name: 'Unilateral notice',
    reason: 'Entered without the proprietor’s agreement, and the registry did not check the claim behind it: find what it protects and from whom (the beneficiary), then have it cancelled or removed before completion, or accept it; while it stands it binds a buyer.',
    severity: 'medium',
  },
  {
    pattern: /\bright\s+of\s+(?:pre-?emption|first\s+refusal)\b/i,
    name: 'Right of pre-emption',
    reason: 'A third party may buy the property back, or must be offered it first, on the terms of the deed that grants the right: see whether this sale triggers it, and obtain a waiver or release before completion.',
    severity: 'high',
  },
  {
    pattern: /\bAGREED\s+NOTICE\b/i,
    name: 'Agreed notice',
    reason: 'Entered with the proprietor’s consent or on proof of the interest: it binds a buyer. Find what it protects and whether it will be released on completion or must be accepted.',
    severity: 'medium',
  },
];

const SEVERITY_ORDER: Record<RedFlagSeverity, number> = { high: 0, medium: 1, low: 2 };

/** Orders red flags gravest first. */
export const bySeverity = (a: RedFlag, b: RedFlag) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity];

/**
 * The red flags of a title, each with its reason and the register's entry: a title that is not absolute,
 * consents a restriction, inhibition or the Land Act 1965 needs, covenants whose deed was not supplied, charges
 * to discharge on completion, judgment mortgages, indemnity covenant chains, adverse rights, notices and dealings
 * pending, and short or ended leases (counted from `asOf`, the date of the report).
 */
export function findRedFlags(register: TitleRegister, asOf: Date): RedFlag[] {
  const { facts } = register;
  const flags: Omit<RedFlag, 'reference'>[] = [];
  for (const fact of facts.titleAndTenure) {
    if (fact.label === 'Class of title' && !/absolute/i.test(fact.value)) {
      const possessory = /possessory/i.test(fact.value);
      const kind = fact.value.toLowerCase().replace(/\btitle\b/g, ' ').replace(/\s+/g, ' ').trim();
      flags.push(
        flag(
          `Title is ${kind}, not absolute`,
          possessory
            ? 'Possessory title is held by occupation, not proven documents: rights prior to first registration are not guaranteed. Ask for title indemnity insurance or an upgrade to absolute title.'
            : 'The State does not guarantee this title in full: find what it is qualified by and whether insurance or an upgrade is needed.',
          possessory ? 'high' : 'medium',
          fact,
        ),
      );
    }
  }
  for (const fact of facts.restrictions) {
    if (fact.label === 'Restriction' && FORM_A.test(fact.value)) {
      flags.push(flag('Joint proprietors hold as tenants in common (Form A)', 'The price must be paid to at least two trustees, or a trust corporation, for the buyer to take free of the beneficial shares: if only one proprietor can sell (the other has died, say), a second trustee must be appointed to join in the transfer.', 'low', fact));
    } else if (fact.label === 'Restriction' && FORM_B.test(fact.value)) {
      flags.push(flag('Trustees’ powers are limited (Form B)', 'The trust deed limits what the proprietors may do: the transfer is registered only with their statutory declaration, or their conveyancer’s certificate, that it is in accordance with the deed. Ask for it, and for the deed.', 'medium', fact));
    } else if (fact.label === LAND_ACT_CONSENT) {
      flags.push(flag('Restriction needs a third party’s consent', 'The folio notes section 12 of the Land Act 1965: the land may not be let or subdivided without the consent of the Minister (formerly the Land Commission). Confirm before completion that the consent is given, or is not needed for this sale.', 'medium', fact));
    } else if (fact.label === 'Restriction' && /\bconsent\b|\bcertificate\b/i.test(fact.value)) {
      flags.push(flag('Restriction needs a third party’s consent', 'No disposition can be registered without the consent or certificate the restriction names: obtain it in agreed form before completion.', 'medium', fact));
    } else if (/Inhibition|Caution/.test(fact.label)) {
      flags.push(flag(`${fact.label} on the register`, 'It stops or warns of dealings with the land: find who benefits and have it removed or complied with before completion.', 'high', fact));
    }
  }
  for (const fact of facts.covenants) {
    if (/deed not supplied/i.test(fact.label)) {
      flags.push(flag('Covenants whose deed was not supplied', 'The covenants’ terms are unknown, so their effect on the intended use cannot be checked: consider restrictive covenant indemnity insurance.', 'medium', fact));
    } else if (fact.label === 'Indemnity covenant') {
      flags.push(flag('Chain of indemnity covenants', 'The seller gave an indemnity for the covenants: the buyer will be asked to give one too, continuing the chain.', 'low', fact));
    }
  }
  for (const fact of facts.charges) {
    if (fact.label === 'Judgment mortgage') {
      flags.push(flag('Judgment mortgage', 'A creditor’s judgment is registered against the land: it must be paid and cancelled before completion.', 'high', fact));
    } else {
      flags.push(flag(`${fact.label} to discharge`, 'The lender’s security must be redeemed and discharged on completion: get the redemption figure and an undertaking to discharge.', 'medium', fact));
    }
  }
  for (const fact of facts.notices) {
    // A registry's note warns of what may exist ("may be subject to the burdens under Section 72"): it is reported
    // with the notices, and an entry that registers such a burden is flagged.
    if (fact.label === 'Note') continue;
    if (fact.label === 'Dealing pending') {
      flags.push(flag('Dealing pending on the register', 'An application is lodged with the registry but not yet registered, and it ranks ahead of the buyer’s: find what it is and see it completed, or accounted for, before completion.', 'medium', fact));
    } else if (/notice|option|pre-?emption|first\s+refusal|section 72/i.test(`${fact.label} ${fact.value}`)) {
      const notice = NOTICES.find(({ pattern }) => pattern.test(fact.value));
      // An option's window is judged against the report's date: spent, closing, or open until its last day.
      const window = optionWindowNote(fact.value, asOf);
      const reason = (text: string) => (window ? `${text} ${window}` : text);
      flags.push(
        notice
          ? flag(`${notice.name} on the register`, reason(notice.reason), notice.severity, fact)
          : flag(`${fact.label} on the register`, reason('An interest protected by notice binds a buyer: find what it protects and whether it will be removed or must be accepted.'), 'medium', fact),
      );
    }
  }
  for (const fact of facts.easements) {
    if (fact.label === 'Right of residence') {
      flags.push(flag('Right of residence', 'Someone may live in the property for life: it binds a buyer unless released.', 'high', fact));
    }
  }
  // The lease the title is held under: described with the property, or, on a Scottish tenant's title sheet, the
  // lease its burdens section registers. Elsewhere the leases section lists leases granted out of the title (a
  // sub-lease of a mezzanine floor), whose terms say nothing of the title's own.
  const ownLease = register.system === 'scotland' ? [...facts.property, ...facts.leases] : facts.property;
  const leaseTerms = heldUnderLease(register) ? ownLease : [];
  for (const fact of leaseTerms) {
    const ends = termEnds(fact.value);
    if (ends === null) continue;
    const left = ends - asOf.getFullYear();
    if (left < 0) {
      flags.push(flag(`Lease term ended in ${ends}`, 'By the report’s date the lease’s term has run out: find whether the tenant holds over, has a new lease or has a right to one, before anything else.', 'high', fact));
    } else if (left < SHORT_LEASE_YEARS) {
      flags.push(flag(`Lease has ${left} years left`, `Under ${SHORT_LEASE_YEARS} years unexpired, lenders may refuse it and a lease extension costs more: check the term and advise on extending it.`, left < 60 ? 'high' : 'medium', fact));
    }
  }
  return flags.map((found) => ({ ...found, reference: entryReference(register, found.citations[0]) })).sort(bySeverity);
}
