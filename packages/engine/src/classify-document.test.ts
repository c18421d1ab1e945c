import { describe, expect, it } from 'vitest';
import { classifyDocument, createClassifier, type ClassifiableType } from './classify-document.ts';

const phrases = (...entries: [string, number][]) => entries.map(([text, weight]) => ({ text, weight }));

const folioStructure = ['Part 1 (A)', 'Description of Property', 'Part 2', 'Ownership', 'Part 3', 'Burdens'];

const TYPES: ClassifiableType[] = [
  {
    id: 'ew-register',
    name: 'Official copy of the register',
    regions: ['EN', 'WA'],
    signals: {
      titles: ['Official copy of register of title'],
      phrases: phrases(['HM Land Registry', 3], ['title number', 2], ['edition date', 2], ['class of title', 2]),
      structure: ['A: Property Register', 'B: Proprietorship Register', 'C: Charges Register'],
      negative: ['Land Register of Scotland', 'Folio'],
    },
  },
  {
    id: 'sc-title-sheet',
    name: 'Title sheet',
    regions: ['SC'],
    signals: {
      titles: ['Title Sheet', 'Land Certificate'],
      phrases: phrases(['Land Register of Scotland', 4], ['Registers of Scotland', 3], ['title number', 1]),
      structure: ['A. Property Section', 'B. Proprietorship Section', 'C. Securities Section', 'D. Burdens Section'],
      negative: ['HM Land Registry'],
    },
  },
  {
    id: 'ie-folio',
    name: 'Folio (Republic of Ireland)',
    regions: ['IE'],
    signals: {
      titles: ['Folio'],
      phrases: phrases(['Tailte Eireann', 4], ['Property Registration Authority', 4], ['Land Registry', 1]),
      structure: folioStructure,
      negative: ['HM Land Registry'],
    },
  },
  {
    id: 'ni-folio',
    name: 'Folio (Northern Ireland)',
    regions: ['NI'],
    signals: {
      titles: ['Folio'],
      phrases: phrases(['Land Registry of Northern Ireland', 4], ['Land & Property Services', 4], ['Land Registry', 1]),
      structure: folioStructure,
      negative: ['HM Land Registry'],
    },
  },
  {
    id: 'lease',
    name: 'Lease',
    regions: ['EN', 'WA', 'SC', 'NI', 'IE'],
    signals: {
      titles: ['Lease'],
      phrases: phrases(['the Tenant covenants', 3], ['yearly rent', 2], ['rent review', 2], ['quiet enjoyment', 2], ['forfeiture', 2]),
      structure: ['Particulars'],
      negative: ['agreement for lease'],
    },
  },
  {
    id: 'agreement-for-lease',
    name: 'Agreement for lease',
    regions: ['EN', 'WA', 'SC', 'NI', 'IE'],
    signals: {
      titles: ['Agreement for Lease'],
      phrases: phrases(['conditions precedent', 3], ['practical completion', 3], ["the Landlord's Works", 3], ['grant the Lease', 3]),
      structure: [],
      negative: [],
    },
  },
  {
    id: 'facility-agreement',
    name: 'Facility agreement',
    regions: ['EN', 'WA', 'SC', 'NI', 'IE'],
    signals: {
      titles: ['Facility Agreement', 'Term Facility Agreement'],
      phrases: phrases(['Utilisation Request', 4], ['Interest Period', 3], ['Event of Default', 3], ['the Lenders', 2], ['Margin', 2]),
      structure: [],
      negative: [],
    },
  },
];

const classify = createClassifier(TYPES);
const doc = (...pages: string[]) => ({ pages: pages.map((text, i) => ({ page: i + 1, text })) });

describe('classifyDocument', () => {
  it('recognises an English official copy of the register', () => {
    const register = doc(
      `HM Land Registry\nOfficial copy of register of title\nTitle number WK123456\nEdition date 12.03.2021\n` +
        `This official copy shows the entries on the register of title on 12 March 2021 at 10:04:15.\n` +
        `A: Property Register\nThis register describes the land and estate comprised in the title.\n` +
        `WARWICKSHIRE : STRATFORD-ON-AVON\n1 (12.03.2001) The Freehold land shown edged with red on the plan.`,
      `B: Proprietorship Register\nThis register specifies the class of title and identifies the owner.\n` +
        `Title absolute\nC: Charges Register\nThis register contains any charges and other matters that affect the land.`,
    );

    const result = classify(register, { region: 'EN' });

    expect(result.documentTypeId).toBe('ew-register');
    expect(result.confidence).toBeGreaterThan(0.7);
    expect(result.reason).toMatch(/^Looks like an official copy of the register: titled "Official copy of register of title"/);
    expect(result.candidates[0]).toEqual({ documentTypeId: 'ew-register', score: expect.any(Number) });
  });

  it('recognises a Scottish title sheet whatever its case and punctuation', () => {
    const titleSheet = doc(
      `LAND REGISTER OF SCOTLAND\nTITLE SHEET\nTITLE NUMBER: MID12345\n` +
        `A. PROPERTY SECTION\nSubjects 14 Rose Street, Edinburgh EH2 2PR edged red on the cadastral map.\n` +
        `B . PROPRIETORSHIP SECTION\n1. JANE MARY SMITH, 14 Rose Street, Edinburgh.\n` +
        `C.  SECURITIES   SECTION\n1. Standard Security by said Jane Mary Smith.\nD. BURDENS SECTION\n1. Disposition recorded 1901.`,
    );

    const result = classify(titleSheet, { region: 'SC' });

    expect(result.documentTypeId).toBe('sc-title-sheet');
    expect(result.candidates.map((candidate) => candidate.documentTypeId)).not.toContain('ew-register');
  });

  it('recognises an Irish folio, accents and all', () => {
    const folio = doc(
      `Tailte Éireann\nLand Registry\nFolio 12345F\nCounty Dublin\n` +
        `Part 1 (A) - Description of Property\nThe property shown as plan 24 on the Registry Map, Townland of Ballsbridge.\n` +
        `Part 2 - Ownership\nTitle Absolute\n1. 12-MAR-2019 D2019LR0123 Mary Murphy of Ballsbridge is full owner.\n` +
        `Part 3 - Burdens and Notices of Burdens\n1. Charge for present and future advances.`,
    );

    expect(classify(folio, { region: 'IE' }).documentTypeId).toBe('ie-folio');
    expect(classify(folio).documentTypeId).toBe('ie-folio');
  });

  it('prefers the type that applies in the lawyer’s region when the text fits several', () => {
    const folio = doc(
      `Land Registry\nFolio AN12345\nPart 1 (A) Description of Property\nPart 2 Ownership\nPart 3 Burdens\n` +
        `The lands of Ballymena shown on the registry map.`,
    );

    expect(classify(folio, { region: 'NI' }).documentTypeId).toBe('ni-folio');
    expect(classify(folio, { region: 'IE' }).documentTypeId).toBe('ie-folio');
    expect(classify(folio)).toMatchObject({
      documentTypeId: null,
      reason: 'Could be a folio (Republic of Ireland) or a folio (Northern Ireland)',
    });
  });

  it('tells a lease from an agreement for lease', () => {
    const lease = doc(
      `THIS LEASE is dated 1 June 2022\nPARTICULARS\nLandlord: Northgate Estates Limited\n` +
        `The Landlord lets the Premises to the Tenant at the yearly rent of £45,000 subject to rent review.\n` +
        `The Tenant covenants with the Landlord to pay the rents. The Landlord covenants for quiet enjoyment.`,
      `Forfeiture: if any rent is unpaid for 21 days the Landlord may re-enter.`,
    );
    const agreement = doc(
      `AGREEMENT FOR LEASE\nThis Agreement is dated 3 March 2022\n` +
        `1. Conditions precedent: this agreement is conditional on planning permission.\n` +
        `2. The Landlord shall carry out the Landlord's Works and notify the Tenant of practical completion.\n` +
        `3. On the Completion Date the Landlord shall grant the Lease and the Tenant shall accept the Lease in the agreed form ` +
        `at the yearly rent there set out. The Tenant covenants to execute a counterpart.`,
    );

    expect(classify(lease).documentTypeId).toBe('lease');
    const result = classify(agreement);
    expect(result.documentTypeId).toBe('agreement-for-lease');
    expect(result.candidates[0]!.documentTypeId).toBe('agreement-for-lease');
  });

  it('says which two it could be when a lease and an agreement for lease score alike', () => {
    const unclear = doc(
      `The Tenant covenants to pay the yearly rent, subject to rent review, from practical completion of the Landlord's Works.`,
    );

    const result = classify(unclear);

    expect(result).toMatchObject({ documentTypeId: null, reason: 'Could be an agreement for lease or a lease' });
    expect(result.candidates.map((candidate) => candidate.documentTypeId)).toEqual(['agreement-for-lease', 'lease']);
  });

  it('recognises a facility agreement', () => {
    const facility = doc(
      `£25,000,000\nTERM FACILITY AGREEMENT\ndated 4 April 2023\nfor\nHARBOUR LOGISTICS LIMITED\nas Borrower\n` +
        `arranged by\nNORTHERN BANK PLC\nas Arranger\n`,
      `1. Definitions. "Margin" means 2.5 per cent. per annum. "Interest Period" means each period of three months.\n` +
        `4. Utilisation. The Borrower may utilise the Facility by delivery of a duly completed Utilisation Request.\n` +
        `22. Events of Default. Each of the events in this clause 22 is an Event of Default. The Lenders may cancel.`,
    );

    const result = classify(facility, { region: 'EN' });

    expect(result.documentTypeId).toBe('facility-agreement');
    expect(result.confidence).toBeGreaterThan(0.6);
  });

  it('goes by the content, not a misleading file name', () => {
    const register = {
      ...doc(`Official copy of register of title\nTitle number WK1\nA: Property Register\nB: Proprietorship Register`),
      filename: 'Lease - Unit 4.pdf',
    };

    expect(classify(register).documentTypeId).toBe('ew-register');
  });

  it('returns null for text that matches nothing well', () => {
    const letter = doc('Dear Sirs\nThank you for your letter of 3 May. We enclose the documents you asked for.\nYours faithfully');

    expect(classify(letter)).toEqual({
      documentTypeId: null,
      confidence: 0,
      reason: 'No document type matched strongly enough',
      candidates: [],
    });
  });

  it('does not take a type mentioned in prose, or governed by a preposition, for the document’s name', () => {
    const body = 'The Tenant covenants to pay the yearly rent as varied, subject to rent review.';
    const lease = classify(doc(`LEASE\n${body}`));
    const variation = classify(doc(`DEED OF VARIATION\nThis deed is supplemental to a lease of Unit 2 dated 1 August 2016.\n${body}`));
    const surrender = classify(doc(`SURRENDER OF LEASE\n${body}`));

    expect(lease.documentTypeId).toBe('lease');
    expect(variation.documentTypeId).toBeNull();
    expect(surrender.documentTypeId).toBeNull();
  });

  it('holds it against a type when the document names itself as something that type is not', () => {
    const withoutAgreementForLease = createClassifier(TYPES.filter((type) => type.id !== 'agreement-for-lease'));
    const body =
      `The Tenant covenants to pay the yearly rent, subject to rent review on each Rent Review Date.\n` +
      `The Landlord covenants for quiet enjoyment. Forfeiture on breach. The Landlord lets the Premises to the Tenant.`;

    const lease = withoutAgreementForLease(doc(`LEASE\n${body}\nGranted under an agreement for lease dated 3 March 2022.`));
    const agreement = withoutAgreementForLease(doc(`AGREEMENT FOR LEASE\n${body}`));

    expect(lease.documentTypeId).toBe('lease');
    expect(agreement.documentTypeId).toBeNull();
    expect(agreement.candidates[0]!.score).toBeLessThan(lease.candidates[0]!.score - 10);
  });

  it('counts a structural marker only where it heads a section', () => {
    const headed = classify(doc('LEASE\nPARTICULARS\nThe Tenant covenants to pay the yearly rent.'));
    const mentioned = classify(doc('LEASE\nThe particulars of the Tenant are set out. The Tenant covenants to pay the yearly rent.'));

    expect(headed.candidates[0]!.score - mentioned.candidates[0]!.score).toBe(3);
  });

  it('names no type from evidence many documents share', () => {
    const headings = doc(
      '1. PARTICULARS\n2. The Tenant covenants to pay the yearly rent, subject to rent review.\n3. Quiet enjoyment.\n4. Forfeiture.',
    );

    expect(classify(headings)).toMatchObject({
      documentTypeId: null,
      reason: 'Only general signs of a lease: nothing names it or is distinctive of it',
    });
  });

  it('reads American spellings and coordinated names as the titles they contain', () => {
    const licensing = createClassifier([
      {
        id: 'commercial-contract',
        name: 'Commercial contract',
        regions: ['EN'],
        signals: { titles: ['Licence Agreement', 'Supply Agreement'], phrases: phrases(['the Licensee', 3]), structure: [], negative: [] },
      },
    ]);

    const coordinated = licensing(doc('LICENSE, DEVELOPMENT AND COMMERCIALIZATION AGREEMENT\nDated 4 February 2020'));
    const american = licensing(doc('TRADEMARK LICENSE AGREEMENT\nThe Licensee may use the marks.'));

    expect(coordinated.documentTypeId).toBe('commercial-contract');
    expect(coordinated.reason).toMatch(/titled "Licence Agreement"/);
    expect(american.reason).toMatch(/titled "Licence Agreement"/);
  });

  it('counts a signal written as a label only where the document uses it as one', () => {
    const minutes = createClassifier([
      {
        id: 'board-minutes',
        name: 'Board minutes',
        regions: ['EN'],
        signals: { titles: ['Minutes'], phrases: phrases(['PRESENT:', 4]), structure: [], negative: [] },
      },
    ]);

    expect(minutes(doc('MINUTES\nPRESENT: A Smith, B Jones')).candidates[0]!.score).toBe(14);
    expect(minutes(doc('MINUTES\nThe directors present approved the accounts.')).candidates[0]!.score).toBe(10);
  });

  it('gives the same answer from the compiled classifier as from a one-off call', () => {
    const lease = doc('LEASE\nThe Tenant covenants to pay the yearly rent. Rent review on each fifth anniversary.');

    expect(classifyDocument(lease, TYPES)).toEqual(classify(lease));
    expect(classify(lease)).toEqual(classify(lease));
  });
});
