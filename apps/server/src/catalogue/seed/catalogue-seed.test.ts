import { describe, expect, it } from 'vitest';
import {
  PRACTICE_AREAS,
  REGIONS,
  REGION_CODES,
  REGION_CODE_BY_NAME,
  REGION_NAME_BY_CODE,
  type AnswerType,
  type RegionCode,
} from '@dd/contracts';
import {
  CATALOGUE_SEED,
  CATALOGUE_VERSION,
  CatalogueSeed,
  normaliseQuestionText,
  type DocumentTypeSeed,
  type PracticeAreaSlug,
} from './index.ts';
import { ndaHypotheses } from '@dd/engine';

const ALL: RegionCode[] = ['EN', 'WA', 'SC', 'NI', 'IE'];
const UK: RegionCode[] = ['EN', 'WA', 'SC', 'NI'];
const GB: RegionCode[] = ['EN', 'WA', 'SC'];
const EW: RegionCode[] = ['EN', 'WA'];

/** One entry per row of CATALOGUE.md: the name fragments of the types that cover it and the regions it gives. */
interface CatalogueRow {
  row: string;
  regions: RegionCode[];
  fragments: string[];
}

const CATALOGUE_ROWS: Record<PracticeAreaSlug, CatalogueRow[]> = {
  'property-law': [
    { row: 'Official copy of the register of title', regions: EW, fragments: ['register of title'] },
    { row: 'Title sheet (Land Register of Scotland)', regions: ['SC'], fragments: ['title sheet'] },
    { row: 'Land Registry folio', regions: ['NI', 'IE'], fragments: ['folio'] },
    { row: 'Lease', regions: ALL, fragments: ['lease'] },
    { row: 'Transfer / conveyance / disposition', regions: ALL, fragments: ['transfer', 'disposition'] },
    { row: 'Mortgage / legal charge / standard security', regions: ALL, fragments: ['legal charge', 'standard security'] },
    {
      row: 'Local authority search / property enquiry certificate / planning search',
      regions: ALL,
      fragments: ['local authority search', 'property enquiry certificate', 'planning search'],
    },
    { row: 'Replies to enquiries (TA6, CPSE, requisitions on title)', regions: ALL, fragments: ['replies to enquiries'] },
    { row: 'Environmental search', regions: ALL, fragments: ['environmental search'] },
    { row: 'Contract for sale / missives', regions: ALL, fragments: ['contract for sale', 'missives'] },
  ],
  litigation: [
    { row: 'Claim form and particulars of claim', regions: ALL, fragments: ['claim form'] },
    { row: 'Defence and counterclaim', regions: ALL, fragments: ['defence'] },
    { row: 'Witness statement / affidavit', regions: ALL, fragments: ['witness statement'] },
    { row: 'Court order / judgment / interlocutor', regions: ALL, fragments: ['court order'] },
    { row: 'Letter of claim / pre-action letter', regions: ALL, fragments: ['letter of claim'] },
    { row: 'Expert report', regions: ALL, fragments: ['expert report'] },
    { row: 'Settlement agreement (dispute)', regions: ALL, fragments: ['settlement agreement (dispute)'] },
  ],
  'corporate-law': [
    { row: 'Share purchase agreement', regions: ALL, fragments: ['share purchase agreement'] },
    { row: 'Articles of association / constitution', regions: ALL, fragments: ['articles of association'] },
    { row: "Shareholders' agreement", regions: ALL, fragments: ["shareholders' agreement"] },
    { row: 'Board minutes / written resolutions', regions: ALL, fragments: ['board minutes'] },
    { row: 'Commercial contract', regions: ALL, fragments: ['commercial contract'] },
    { row: 'Certificate of incorporation / register extract', regions: ALL, fragments: ['certificate of incorporation'] },
    { row: 'Disclosure letter', regions: ALL, fragments: ['disclosure letter'] },
    { row: 'Non-disclosure agreement', regions: ALL, fragments: ['non-disclosure agreement'] },
  ],
  'banking-law': [
    { row: 'Facility agreement', regions: ALL, fragments: ['facility agreement'] },
    { row: 'Debenture / floating charge', regions: ALL, fragments: ['debenture'] },
    { row: 'Guarantee', regions: ALL, fragments: ['guarantee'] },
    { row: 'Security over shares / share charge / share pledge', regions: ALL, fragments: ['share charge'] },
    { row: 'Intercreditor agreement', regions: ALL, fragments: ['intercreditor'] },
  ],
  'construction-law': [
    { row: 'Building contract (JCT, NEC; SBCC in SC; RIAI or PWC in IE)', regions: ALL, fragments: ['building contract'] },
    { row: 'Professional appointment', regions: ALL, fragments: ['professional appointment'] },
    { row: 'Collateral warranty / third-party rights', regions: ALL, fragments: ['collateral warranty'] },
    { row: 'Performance bond / parent company guarantee', regions: ALL, fragments: ['performance bond'] },
    { row: 'Payment notice / pay less notice', regions: ALL, fragments: ['pay less notice'] },
    { row: 'Practical completion certificate', regions: ALL, fragments: ['practical completion certificate'] },
  ],
  'employment-law': [
    { row: 'Employment contract', regions: ALL, fragments: ['employment contract'] },
    { row: 'Settlement agreement', regions: ALL, fragments: ['settlement agreement'] },
    { row: 'Employee handbook / policy', regions: ALL, fragments: ['handbook'] },
    { row: 'Restrictive covenant agreement', regions: ALL, fragments: ['restrictive covenant agreement'] },
    { row: 'TUPE employee liability information', regions: UK, fragments: ['tupe employee liability information'] },
    { row: 'Non-disclosure agreement', regions: ALL, fragments: ['non-disclosure agreement'] },
  ],
};

/** The central types of CATALOGUE.md (and their regional equivalents) with the answer types their banks need. */
const CENTRAL_TYPES: Record<string, AnswerType[]> = {
  'official-copy-register-of-title': ['identifier', 'text', 'address', 'party', 'date', 'money', 'yes_no'],
  'title-sheet': ['identifier', 'text', 'address', 'party', 'date', 'money', 'yes_no'],
  'land-registry-folio': ['identifier', 'text', 'address', 'party', 'date', 'yes_no'],
  'property-lease': ['party', 'date', 'money', 'duration', 'yes_no', 'address', 'percentage', 'text'],
  'share-purchase-agreement': ['party', 'identifier', 'date', 'money', 'duration', 'yes_no', 'text'],
  'facility-agreement': ['party', 'date', 'money', 'percentage', 'duration', 'yes_no', 'text'],
  'building-contract': ['party', 'date', 'address', 'money', 'percentage', 'duration', 'yes_no', 'text'],
  'employment-contract': ['party', 'date', 'address', 'money', 'duration', 'yes_no', 'text'],
};

/** Legislation and institutions that exist only in some regions: a question citing one must apply only there. */
const REGION_SPECIFIC_LAW: { cites: RegExp; regions: RegionCode[] }[] = [
  { cites: /\(Scotland\)|Land Register of Scotland|Revenue Scotland|Books of Council and Session/, regions: ['SC'] },
  { cites: /\(Northern Ireland\)/, regions: ['NI'] },
  { cites: /Landlord and Tenant Act 1954|Landlord and Tenant \(Covenants\) Act 1995|HM Land Registry/, regions: EW },
  { cites: /Welsh Revenue Authority/, regions: ['WA'] },
  {
    cites: /Landlord and Tenant \(Amendment\) Act 1980|Land and Conveyancing Law Reform Act 2009|Family Home Protection Act 1976/,
    regions: ['IE'],
  },
  { cites: /Companies Act 2014|\bCRO\b/, regions: ['IE'] },
  { cites: /Companies Act 2006|Companies House/, regions: UK },
  { cites: /Construction Contracts Act 2013|Civil Liability and Courts Act 2004|Terms of Employment \(Information\) Act 1994|Statute of Limitations 1957/, regions: ['IE'] },
  { cites: /Housing Grants, Construction and Regeneration Act 1996|Insolvency Act 1986|Employment Rights Act 1996|Working Time Regulations 1998/, regions: GB },
  { cites: /Contracts \(Rights of Third Parties\) Act 1999/, regions: ['EN', 'WA', 'NI'] },
  { cites: /Construction \(Design and Management\) Regulations 2015|Acas/, regions: GB },
  { cites: /Labour Relations Agency/, regions: ['NI'] },
  { cites: /S\.I\. No\. 146 of 2000/, regions: ['IE'] },
  { cites: /Limitation Act 1980|\bCPR\b|Civil Procedure Rules|Practice Direction 57AC/, regions: EW },
  { cites: /TUPE|Transfer of Undertakings \(Protection of Employment\) Regulations 2006|Income Tax \(Earnings and Pensions\) Act 2003/, regions: UK },
];

const types = CATALOGUE_SEED;
const typesOf = (area: PracticeAreaSlug) => types.filter((type) => type.practiceArea === area);
const questionsFor = (type: DocumentTypeSeed, region: RegionCode) =>
  type.questions.filter((question) => question.regions.includes(region));
const matches = (type: DocumentTypeSeed, fragment: string) => type.name.toLowerCase().includes(fragment);
const sorted = (codes: readonly RegionCode[]) => [...codes].sort();

describe('catalogue seed data', () => {
  it('is valid against the catalogue seed schema', () => {
    const result = CatalogueSeed.safeParse(CATALOGUE_SEED);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  describe('the schema rejects a broken bank', () => {
    const base = (): DocumentTypeSeed => structuredClone(types.find((type) => type.key === 'title-sheet')!);
    const messages = (seed: DocumentTypeSeed[]) =>
      (CatalogueSeed.safeParse(seed).error?.issues ?? []).map((issue) => issue.message).join('\n');

    it("with a question outside its type's regions", () => {
      const type = base();
      type.questions[0]!.regions = ['EN'];
      expect(messages([type])).toMatch(/not regions of the document type/);
    });

    it('with a reworded duplicate question', () => {
      const type = base();
      type.questions[1]!.question = `the ${type.questions[0]!.question.toUpperCase()}`;
      expect(messages([type])).toMatch(/repeats/);
    });

    it('with a gap in the order', () => {
      const type = base();
      type.questions[2]!.order = 99;
      expect(messages([type])).toMatch(/Expected order 3/);
    });

    it('with two types under one key', () => {
      expect(messages([base(), base()])).toMatch(/Duplicate document type key/);
    });

    it('with a question that does not end in a question mark', () => {
      const type = base();
      type.questions[0]!.question = 'State the title number.';
      expect(messages([type])).toMatch(/ends with "\?"/);
    });

    it('with a hypothesis on a question that is not asked yes or no', () => {
      const type = base();
      type.questions[0]!.answerType = 'text';
      type.questions[0]!.hypothesis = 'nda-3';
      expect(messages([type])).toMatch(/Only a yes\/no question asks a hypothesis/);
    });
  });

  it('links yes/no questions only to hypotheses the committed NDA models know, each at most once a type', () => {
    const known = new Set(ndaHypotheses().map((hypothesis) => hypothesis.key));
    const linked = types.flatMap((type) => type.questions.filter((question) => question.hypothesis).map((question) => ({ type, question })));
    expect(linked.map(({ type }) => type.key)).toEqual(expect.arrayContaining(['non-disclosure-agreement', 'employee-non-disclosure-agreement']));
    for (const { type, question } of linked) {
      expect(known.has(question.hypothesis!), `${type.key}/${question.key}`).toBe(true);
      expect(question.answerType).toBe('yes_no');
      expect(type.questions.filter((other) => other.hypothesis === question.hypothesis), `${type.key}/${question.key}`).toHaveLength(1);
    }
  });

  it('carries a positive integer version', () => {
    expect(Number.isInteger(CATALOGUE_VERSION) && CATALOGUE_VERSION >= 1).toBe(true);
  });

  it('maps every region code to the API region name and back', () => {
    expect(REGION_CODES.map((code) => REGION_NAME_BY_CODE[code]).sort()).toEqual([...REGIONS].sort());
    for (const code of REGION_CODES) expect(REGION_CODE_BY_NAME[REGION_NAME_BY_CODE[code]]).toBe(code);
  });

  it('places every document type in one of the six practice areas', () => {
    const slugs = PRACTICE_AREAS.map((area) => area.slug);
    for (const type of types) expect(slugs).toContain(type.practiceArea);
  });

  describe.each(Object.entries(CATALOGUE_ROWS) as [PracticeAreaSlug, CatalogueRow[]][])('%s', (area, rows) => {
    it.each(rows.map((row) => [row.row, row] as const))('offers "%s" in the regions CATALOGUE.md gives', (_name, row) => {
      const covering = typesOf(area).filter((type) => row.fragments.some((fragment) => matches(type, fragment)));
      for (const fragment of row.fragments) {
        expect(covering.some((type) => matches(type, fragment)), `no type named like "${fragment}"`).toBe(true);
      }
      const regions = new Set(covering.flatMap((type) => type.regions));
      expect(sorted([...regions])).toEqual(sorted(row.regions));
    });

    it('has no document type outside the rows of CATALOGUE.md', () => {
      const strays = typesOf(area).filter(
        (type) => !rows.some((row) => row.fragments.some((fragment) => matches(type, fragment))),
      );
      expect(strays.map((type) => type.name)).toEqual([]);
    });
  });

  it('marks exactly the central types (and their regional equivalents) as central', () => {
    const central = types.filter((type) => type.central).map((type) => type.key);
    expect(central.sort()).toEqual(Object.keys(CENTRAL_TYPES).sort());
  });

  it('asks at least 10 questions of every type in every region where it applies', () => {
    for (const type of types) {
      for (const region of type.regions) {
        expect(questionsFor(type, region).length, `${type.key} in ${region}`).toBeGreaterThanOrEqual(10);
      }
    }
  });

  it('asks 15 to 25 questions of every central type in every region, covering each answer type it needs', () => {
    for (const type of types.filter((candidate) => candidate.central)) {
      const needs = CENTRAL_TYPES[type.key] ?? [];
      for (const region of type.regions) {
        const bank = questionsFor(type, region);
        expect(bank.length, `${type.key} in ${region}`).toBeGreaterThanOrEqual(15);
        expect(bank.length, `${type.key} in ${region}`).toBeLessThanOrEqual(25);
        const answerTypes = new Set(bank.map((question) => question.answerType));
        for (const need of needs) expect(answerTypes.has(need), `${type.key} in ${region} lacks ${need}`).toBe(true);
      }
    }
  });

  it('gives every type title and phrase signals, and negative signals to tell it from look-alikes', () => {
    for (const type of types) {
      expect(type.signals.titles.length, type.key).toBeGreaterThan(0);
      expect(type.signals.phrases.length, type.key).toBeGreaterThan(2);
      expect(type.signals.negative.length, type.key).toBeGreaterThan(0);
    }
  });

  it('never lets a type argue against itself', () => {
    for (const type of types) {
      const own = [...type.signals.titles, ...type.signals.phrases.map((phrase) => phrase.text)].map((text) =>
        text.toLowerCase(),
      );
      for (const negative of type.signals.negative) expect(own, type.key).not.toContain(negative.toLowerCase());
    }
  });

  it('uses unique type keys and, within each type, unique question keys', () => {
    const keys = types.map((type) => type.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const type of types) {
      const questionKeys = type.questions.map((question) => question.key);
      expect(new Set(questionKeys).size, type.key).toBe(questionKeys.length);
    }
  });

  it('has no duplicate question texts within a type, ignoring case, punctuation and filler words', () => {
    for (const type of types) {
      const texts = type.questions.map((question) => normaliseQuestionText(question.question));
      expect(new Set(texts).size, type.key).toBe(texts.length);
    }
  });

  it('has no near-duplicate questions among those a lawyer sees together in one region', () => {
    const words = (text: string) => new Set(normaliseQuestionText(text).split(' '));
    for (const type of types) {
      type.questions.forEach((first, index) => {
        for (const second of type.questions.slice(index + 1)) {
          if (!first.regions.some((region) => second.regions.includes(region))) continue;
          const a = words(first.question);
          const b = words(second.question);
          const shared = [...a].filter((word) => b.has(word)).length;
          const similarity = shared / (a.size + b.size - shared);
          expect(similarity, `${type.key}: "${first.question}" / "${second.question}"`).toBeLessThan(0.8);
        }
      });
    }
  });

  it('numbers each bank 1..n and ends every question with a question mark', () => {
    for (const type of types) {
      expect(type.questions.map((question) => question.order)).toEqual(type.questions.map((_, index) => index + 1));
      for (const question of type.questions) expect(question.question.endsWith('?'), question.question).toBe(true);
    }
  });

  it('gives every question 3 to 8 distinct hints and regions within its type', () => {
    for (const type of types) {
      for (const question of type.questions) {
        const hints = question.hints.map((hint) => hint.toLowerCase());
        expect(new Set(hints).size, `${type.key}/${question.key}`).toBe(hints.length);
        expect(hints.length).toBeGreaterThanOrEqual(3);
        expect(hints.length).toBeLessThanOrEqual(8);
        for (const region of question.regions) expect(type.regions, `${type.key}/${question.key}`).toContain(region);
      }
    }
  });

  it('applies questions citing region-specific law only in the regions where that law runs', () => {
    for (const type of types) {
      for (const question of type.questions) {
        for (const law of REGION_SPECIFIC_LAW) {
          if (!law.cites.test(question.question)) continue;
          for (const region of question.regions) {
            expect(law.regions, `${type.key}/${question.key} cites ${law.cites.source}`).toContain(region);
          }
        }
      }
    }
  });

  describe('security of tenure in the lease bank', () => {
    const lease = types.find((type) => type.key === 'property-lease');
    const citing = (pattern: RegExp) => lease?.questions.filter((question) => pattern.test(question.question)) ?? [];

    it('asks about the 1954 Act exclusion only in England and Wales', () => {
      const questions = citing(/Landlord and Tenant Act 1954/);
      expect(questions).toHaveLength(1);
      expect(sorted(questions[0]?.regions ?? [])).toEqual(sorted(EW));
    });

    it('asks about the Business Tenancies (Northern Ireland) Order 1996 only in Northern Ireland', () => {
      const questions = citing(/Business Tenancies \(Northern Ireland\) Order 1996/);
      expect(questions).toHaveLength(1);
      expect(questions[0]?.regions).toEqual(['NI']);
    });

    it('asks about renunciation under the 1980 Act only in Ireland', () => {
      const questions = citing(/renounced.*Landlord and Tenant \(Amendment\) Act 1980/);
      expect(questions).toHaveLength(1);
      expect(questions[0]?.regions).toEqual(['IE']);
    });

    it('asks about tacit relocation, not statutory security of tenure, in Scotland', () => {
      const scottish = lease ? questionsFor(lease, 'SC') : [];
      expect(scottish.some((question) => /tacit relocation/.test(question.question))).toBe(true);
      expect(scottish.some((question) => /security of tenure|renounce|1954/.test(question.question))).toBe(false);
    });
  });

  it('offers standard securities, dispositions and missives only in Scotland', () => {
    const scottishOnly = types.filter((type) => /standard security|disposition|missives|title sheet/i.test(type.name));
    expect(scottishOnly.length).toBeGreaterThanOrEqual(4);
    for (const type of scottishOnly) expect(type.regions, type.key).toEqual(['SC']);
  });
});
