import { describe, expect, it } from 'vitest';
import { extractPdfText } from '../extract-pdf-text.ts';
import { buildTextPdf } from '../test/build-pdf.ts';
import { segmentDocument, type DocumentUnit } from './segment-document.ts';

const brief = (units: DocumentUnit[]) => units.map(({ kind, label, heading, definedTerm }) => ({ kind, label, heading, definedTerm }));

describe('segmentDocument', () => {
  it('reads a Scottish title sheet\'s "Entry 1." as a register entry of its section', () => {
    const text = [
      'D. BURDENS SECTION',
      'Entry 1. Feu Charter by The Governors of George Watson\'s Hospital to Robert Kerr, recorded 12 August 1876.',
      'Entry 2. Deed of Conditions by Marchmont Properties Limited, registered 3 March 1998.',
    ].join('\n');

    expect(brief(segmentDocument([{ page: 1, text }])).slice(1)).toEqual([
      { kind: 'register_entry', label: 'Entry 1', heading: 'D. BURDENS SECTION', definedTerm: null },
      { kind: 'register_entry', label: 'Entry 2', heading: 'D. BURDENS SECTION', definedTerm: null },
    ]);
  });

  it('reads a clause\'s run-in heading as what the clause is about', () => {
    const text = [
      '8 Consideration The transferor has received from the transferee the sum of £342,500.',
      '12. Alienation. The Tenant shall not assign the Premises.',
      '7 The transferor transfers the property to the transferee.',
      'Section 5.02 Special Indemnity. Sellers shall indemnify Buyer against the costs of the audit.',
      '9. Time is of the essence of this agreement. Sellers shall comply.',
    ].join('\n');

    expect(segmentDocument([{ page: 1, text }]).map(({ label, heading }) => [label, heading])).toEqual([
      ['8', 'Consideration'],
      ['12', 'Alienation'],
      ['7', null],
      ['5.02', 'Special Indemnity'],
      ['9', null],
    ]);
  });

  it('does not read a date at the start of a line as a clause number', () => {
    const text = [
      'Part 3 - Burdens',
      '1. 4 May 2018 D2018LR011223K Charge for present and future advances, dated',
      '2 March 2018.',
      '2.7 June 2020 D2020LR055661M Caution lodged by Mary Walsh of Tralee.',
    ].join('\n');
    expect(segmentDocument([{ page: 1, text }]).filter((unit) => unit.kind === 'clause').map(({ label, text: body }) => [label, body.slice(0, 12)])).toEqual([
      ['1', '1. 4 May 201'],
      ['2', '2.7 June 202'],
    ]);
  });

  it('pairs a form\'s column of numbered panel labels with the column of values that follows it', () => {
    const text = [
      'HM Land Registry TR1',
      '1 Title number(s) of the property',
      '2 Property',
      '3 Transferor',
      '4 Transferee\'s intended',
      'address(es) for service in the UK',
      '',
      'NK402219',
      '5 Orchard Close, Kettering NN15 7QA',
      'JANET ELIZABETH MOSS',
      '5 Orchard Close, Kettering NN15 7QA',
      '',
      '7 The transferor transfers the property to the transferee',
    ].join('\n');

    const rows = segmentDocument([{ page: 1, text }]).filter((unit) => unit.kind === 'row');

    expect(rows.map(({ heading, text: value }) => [heading, value])).toEqual([
      ['1 Title number(s) of the property', 'NK402219'],
      ['2 Property', '5 Orchard Close, Kettering NN15 7QA'],
      ['3 Transferor', 'JANET ELIZABETH MOSS'],
      ["4 Transferee's intended address(es) for service in the UK", '5 Orchard Close, Kettering NN15 7QA'],
    ]);
    expect(rows.every((unit) => text.slice(unit.start, unit.end) === unit.text)).toBe(true);
  });

  it('reads each row of a table of particulars as a passage of its own, wrapped values kept whole', () => {
    const text = [
      '(2) Bara Brith Bakery Limited of 19 Whitchurch Road, Cardiff ("the Tenant").',
      'Key terms',
      'Premises Unit 3, Heol y Frenhines Arcade, Cardiff CF10 2BH, being the',
      'ground floor shop shown edged red on the attached plan',
      'Rent £36,000 a year, plus VAT',
      'Directors MAIREAD CONNEELY (appointed 14 March 2019); PADRAIG',
      'HYNES (appointed 1 October 2022)',
      'Charges 2 charges registered in favour of',
      'Atlantic Rural Bank DAC',
      'Secretary CLARE COMPANY SECRETARIAL SERVICES LIMITED',
    ].join('\n');

    const units = segmentDocument([{ page: 1, text }]);

    expect(units.map(({ kind, label, text: unit }) => [kind, label, unit.split('\n')[0]])).toEqual([
      ['clause', '(2)', '(2) Bara Brith Bakery Limited of 19 Whitchurch Road, Cardiff ("the Tenant").'],
      ['row', null, 'Key terms'],
      ['row', null, 'Premises Unit 3, Heol y Frenhines Arcade, Cardiff CF10 2BH, being the'],
      ['row', null, 'Rent £36,000 a year, plus VAT'],
      ['row', null, 'Directors MAIREAD CONNEELY (appointed 14 March 2019); PADRAIG'],
      ['row', null, 'Charges 2 charges registered in favour of'],
      ['row', null, 'Secretary CLARE COMPANY SECRETARIAL SERVICES LIMITED'],
    ]);
    expect(units.every((unit) => text.slice(unit.start, unit.end) === unit.text)).toBe(true);
  });

  it('keeps a clause whole across a scan\'s blank line that falls mid-sentence, and starts a new one after a full stop', () => {
    const text = [
      '4. The Bank may give time to the Customer, vary any facility or release',
      '',
      'any other security without affecting the Guarantor\'s liability.',
      '',
      'the next paragraph follows a full stop.',
    ].join('\n');

    const units = segmentDocument([{ page: 1, text }]);
    expect(units.map((unit) => unit.text)).toEqual([
      '4. The Bank may give time to the Customer, vary any facility or release\n\nany other security without affecting the Guarantor\'s liability.',
      'the next paragraph follows a full stop.',
    ]);
  });

  it('leaves prose whose lines happen to start with capitals as one passage', () => {
    const wrapped = [
      'The Tenant shall pay the rent to the Landlord on the usual quarter days, and the',
      'Landlord shall give the Tenant a receipt. If any rent is unpaid for 21 days the',
      'Landlord may forfeit this Lease.',
    ].join('\n');
    const filled = [
      'This is to confirm that, in consideration of the agreements contained, the undersigned, the Integrity Short Term',
      'Government Fund, (the "Fund"), an open-end management investment company organized as a series of The Integrity',
      'Funds, a Delaware statutory trust, has agreed that Integrity Funds Distributor, LLC shall be the underwriter.',
    ].join('\n');

    expect(segmentDocument([{ page: 1, text: wrapped }])).toHaveLength(1);
    expect(segmentDocument([{ page: 1, text: filled }])).toHaveLength(1);
  });

  it('reads a numbered title in ordinary case as the heading of the clauses under it, and a short clause as a clause', () => {
    const text = [
      '2. Job title and duties',
      '2.1 You are employed as a Senior Data Engineer.',
      '3. Governing law',
      '4. Either party may end this contract on one week\'s notice.',
    ].join('\n');

    expect(brief(segmentDocument([{ page: 1, text }]))).toEqual([
      { kind: 'heading', label: '2', heading: '2. Job title and duties', definedTerm: null },
      { kind: 'clause', label: '2.1', heading: '2. Job title and duties', definedTerm: null },
      { kind: 'heading', label: '3', heading: '3. Governing law', definedTerm: null },
      { kind: 'clause', label: '4', heading: '3. Governing law', definedTerm: null },
    ]);
  });

  it('splits a lease into headings, definitions, clauses and sub-clauses, each under its heading', () => {
    const text = [
      'LEASE',
      '',
      '1. DEFINITIONS',
      '1.1 "Premises" means the ground floor of 1 High Street, Bristol.',
      '1.2 The Term means fifteen years from',
      'the Term Commencement Date.',
      '',
      '3. RENT',
      '3.1 The Tenant shall pay the Rent quarterly in advance.',
      '(a) on the usual quarter days; and',
      '(b) without deduction.',
      '',
      'SCHEDULE 1 - THE PREMISES',
      'The ground floor shown edged red on the Plan.',
    ].join('\n');

    const units = segmentDocument([{ page: 1, text }]);

    expect(brief(units)).toEqual([
      { kind: 'heading', label: null, heading: 'LEASE', definedTerm: null },
      { kind: 'heading', label: '1', heading: '1. DEFINITIONS', definedTerm: null },
      { kind: 'definition', label: '1.1', heading: '1. DEFINITIONS', definedTerm: 'Premises' },
      { kind: 'definition', label: '1.2', heading: '1. DEFINITIONS', definedTerm: 'The Term' },
      { kind: 'heading', label: '3', heading: '3. RENT', definedTerm: null },
      { kind: 'clause', label: '3.1', heading: '3. RENT', definedTerm: null },
      { kind: 'clause', label: '(a)', heading: '3. RENT', definedTerm: null },
      { kind: 'clause', label: '(b)', heading: '3. RENT', definedTerm: null },
      { kind: 'heading', label: 'SCHEDULE 1', heading: 'SCHEDULE 1 - THE PREMISES', definedTerm: null },
      { kind: 'paragraph', label: null, heading: 'SCHEDULE 1 - THE PREMISES', definedTerm: null },
    ]);
    expect(units[3]!.text).toBe('1.2 The Term means fifteen years from\nthe Term Commencement Date.');
    for (const unit of units) expect(text.slice(unit.start, unit.end)).toBe(unit.text);
  });

  it('reads register entries under their register, across pages, headings carried over', () => {
    const pages = [
      { page: 1, text: 'A: Property Register\nA1 The subjects known as 4 Glebe Street, Perth.\n\nB: Proprietorship Section\nB1 ALISON MARY GRANT' },
      { page: 2, text: 'B2 Price paid: £210,000.\n\nC: Securities Section\nC1 Standard Security to Bank of Scotland plc.' },
    ];

    const units = segmentDocument(pages);

    expect(units.map(({ kind, label, heading, page }) => [kind, label, heading, page])).toEqual([
      ['heading', 'A', 'A: Property Register', 1],
      ['register_entry', 'A1', 'A: Property Register', 1],
      ['heading', 'B', 'B: Proprietorship Section', 1],
      ['register_entry', 'B1', 'B: Proprietorship Section', 1],
      ['register_entry', 'B2', 'B: Proprietorship Section', 2],
      ['heading', 'C', 'C: Securities Section', 2],
      ['register_entry', 'C1', 'C: Securities Section', 2],
    ]);
  });

  it('keeps a register part as the context of the smaller headings under it', () => {
    const units = segmentDocument([{ page: 1, text: 'A: Property Register\nNORTH YORKSHIRE : HARROGATE\n1 The Freehold land being 7 Rosewood Close.' }]);
    expect(units.at(-1)).toMatchObject({ kind: 'clause', heading: 'A: Property Register › NORTH YORKSHIRE : HARROGATE' });
  });

  it('starts a clause at "Section 9.2." and "Article 12.1" as US and European drafting number them', () => {
    const units = segmentDocument([
      {
        page: 1,
        text:
          'Section 9.1. Notices. Notices shall be sent to the addresses below, and to such other address as either party gives.\n' +
          'Section 9.2. Governing Law. This Agreement shall be governed by the law of the State of New York.\n' +
          'Article 12.1 Each party shall bear its own costs in connection with this Agreement and the transactions it records.',
      },
    ]);
    expect(units.map((unit) => [unit.kind, unit.label])).toEqual([
      ['clause', '9.1'],
      ['clause', '9.2'],
      ['clause', '12.1'],
    ]);
  });

  it('gives passages offsets into the text extracted from a real PDF', { timeout: 30_000 }, async () => {
    const document = await extractPdfText(
      await buildTextPdf([['4. ALIENATION', '4.1 The Tenant shall not assign the whole of the Premises.', '4.2 The Tenant may share occupation with a Group Company.']]),
      { ocr: false },
    );
    const pages = document.pages.map(({ page, text }) => ({ page, text }));

    const units = segmentDocument(pages);

    const clause = units.find((unit) => unit.label === '4.2')!;
    expect(clause).toMatchObject({ kind: 'clause', heading: '4. ALIENATION', page: 1 });
    expect(pages[0]!.text.slice(clause.start, clause.end)).toBe('4.2 The Tenant may share occupation with a Group Company.');
  });
});
