import { beforeAll, describe, expect, it } from 'vitest';
import { Answer, type QuestionToAnswer } from '@dd/contracts';
import { extractPdfText } from '../extract-pdf-text.ts';
import { buildTextPdf } from '../test/build-pdf.ts';
import { createBuiltinAnswerer as createAnswerer, type BuiltinAnswerer, type BuiltinAnswererOptions } from './builtin-answerer.ts';
import type { CitablePage } from './verify-citation.ts';

/**
 * These tests hold what the rules read from a document, before the calibration decides which of their answers are
 * asserted and which go to review: that decision is builtin-answerer-review.test.ts's.
 */
const createBuiltinAnswerer = (pages: CitablePage[], options: BuiltinAnswererOptions = {}) => createAnswerer(pages, { ...options, calibrate: false });

const LEASE_PAGES = [
  [
    'LEASE',
    'THIS LEASE is made on the 1st day of March 2019',
    'BETWEEN (1) Harbour Properties Limited (company number 04512377)',
    '(the "Landlord") and',
    '(2) Quayside Coffee Limited (the "Tenant").',
    'Title number: WYK123456',
    '1. DEFINITIONS',
    '1.1 "Premises" means the shop at 12 Market Street, Leeds LS1 6DT.',
    '1.2 "Term" means fifteen (15) years from the Term Commencement Date.',
  ],
  [
    '2. RENT',
    '2.1 The Tenant shall pay the yearly rent of £32,500 by quarterly payments.',
    '2.2 The Tenant shall pay a rent deposit of £8,000 on the date of this Lease.',
    '3. ALIENATION',
    '3.1 The Tenant shall not assign the Premises without the consent of the Landlord.',
    '4. BREAK CLAUSE',
    '4.1 The Landlord may determine this Lease on 24 June 2027 by six months notice.',
    '5. GOVERNING LAW',
    '5.1 This Lease shall be construed in accordance with the laws of England.',
  ],
];

const questions: QuestionToAnswer[] = [
  { id: 'date', text: 'What is the date of the lease?', answerType: 'date' },
  { id: 'rent', text: 'What is the yearly rent?', answerType: 'money', hints: ['rent', 'per annum'] },
  { id: 'deposit', text: 'Is there a rent deposit and how much is it?', answerType: 'money' },
  { id: 'term', text: 'What is the length of the term?', answerType: 'duration' },
  { id: 'break', text: 'When can the landlord terminate the lease?' },
  { id: 'assign', text: 'Can the tenant assign the lease?' },
  { id: 'law', text: 'Which law governs the lease?', answerType: 'text' },
  { id: 'title', text: 'What is the title number?', answerType: 'identifier' },
  { id: 'service-charge', text: 'What is the cap on the service charge?', answerType: 'money' },
  { id: 'premises', text: 'What is the address of the premises?', answerType: 'address' },
];

let pages: CitablePage[];
let answerer: BuiltinAnswerer;
let answers: Map<string, Answer>;

beforeAll(async () => {
  const document = await extractPdfText(await buildTextPdf(LEASE_PAGES), { ocr: false });
  pages = document.pages.map(({ page, text }) => ({ page, text }));
  answerer = createBuiltinAnswerer(pages, { region: 'EN' });
  answers = new Map(questions.map((question) => [question.id, answerer.answer(question)]));
}, 30_000);

describe('the built-in answerer on a real lease PDF', () => {
  it('answers each question in the form of its answer type', () => {
    expect(answers.get('date')).toMatchObject({ status: 'answered', value: { type: 'date', iso: '2019-03-01' } });
    expect(answers.get('rent')).toMatchObject({ answer: '£32,500', value: { type: 'money', amount: 32_500, currency: 'GBP' } });
    expect(answers.get('deposit')).toMatchObject({ answer: '£8,000' });
    expect(answers.get('term')).toMatchObject({ value: { type: 'duration', amount: 15, unit: 'years' } });
    expect(answers.get('break')).toMatchObject({ value: { type: 'date', iso: '2027-06-24' } });
    expect(answers.get('title')).toMatchObject({ value: { type: 'identifier', kind: 'title_number', value: 'WYK123456' } });
    expect(answers.get('premises')).toMatchObject({ answer: '12 Market Street, Leeds LS1 6DT' });
  });

  it('answers yes or no from the governing clause, negation and condition included', () => {
    expect(answers.get('assign')).toMatchObject({
      status: 'answered',
      answer: 'No, not without the consent of the Landlord',
      value: { type: 'boolean', value: false, subjectTo: 'the consent of the Landlord' },
    });
  });

  it('answers the governing law by the law its clause chooses, citing the clause', () => {
    expect(answers.get('law')).toMatchObject({
      answer: 'The laws of England',
      citations: [expect.objectContaining({ page: 2, quote: '5.1 This Lease shall be construed in accordance with the laws of England.' })],
    });
  });

  it('says not_found when the lease does not say, rather than answering from something else', () => {
    expect(answers.get('service-charge')).toMatchObject({ status: 'not_found', answer: null, citations: [] });
  });

  it('gives every answer a verified citation whose quote stands at its offsets on its page', () => {
    for (const [id, answer] of answers) {
      expect(Answer.safeParse(answer).success, id).toBe(true);
      for (const citation of answer.citations) {
        const page = pages.find((p) => p.page === citation.page)!;
        expect(page.text.slice(citation.start, citation.end), id).toBe(citation.quote);
        expect(citation.verified, id).toBe(true);
      }
      if (answer.value && answer.status === 'answered') expect(answer.citations.some((c) => c.quote.includes(answer.answer!.split(',')[0]!.replace(/^No$|^Yes$/, ''))), id).toBe(true);
    }
  });
});

describe('the built-in answerer on dates and terms', () => {
  const agreement: CitablePage[] = [
    {
      page: 1,
      text:
        'SUPPLY AGREEMENT\nThis Supply Agreement is dated as of [•], 2024 between Alder Foods Limited ("Supplier") and Birch Retail plc ("Customer").\n' +
        '1. Commencement. The supply of Products shall commence on 1 July 2024 (the "Start Date").\n' +
        '2. Duration. This Agreement shall continue until 30 June 2027, when it shall expire, unless terminated earlier under clause 9.\n' +
        '3. Notices. The Customer may terminate this Agreement for material breach on thirty (30) days written notice.',
    },
  ];
  const answerer = createBuiltinAnswerer(agreement, { region: 'EN' });
  const ask = (text: string, answerType?: QuestionToAnswer['answerType']) => answerer.answer({ id: 'q', text, answerType });

  it('answers a date the document leaves blank as it stands, and says so', () => {
    expect(ask('What is the date of the agreement?', 'date')).toMatchObject({
      status: 'answered',
      answer: '[•], 2024 (left blank in the document)',
    });
  });

  it('answers a date the question names by its defined term, citing the date and its definition', () => {
    expect(ask('What is the start date?', 'date')).toMatchObject({
      answer: '1 July 2024',
      value: { type: 'date', iso: '2024-07-01' },
      citations: [expect.objectContaining({ quote: '1 July 2024 (the "Start Date")' })],
    });
  });

  it('does not answer a question about the start with the date something expires, nor the reverse', () => {
    expect(ask('On what date does the agreement expire?', 'date')).toMatchObject({ value: { type: 'date', iso: '2027-06-30' } });
    expect(ask('When does the supply of products commence?', 'date')).toMatchObject({ value: { type: 'date', iso: '2024-07-01' } });
  });

  it('says not_found when a period is mentioned only about something else', () => {
    expect(ask('What notice must be given to prevent renewal?', 'duration')).toMatchObject({ status: 'not_found' });
  });
});

describe('the built-in answerer on a register of title', () => {
  const register: CitablePage[] = [
    {
      page: 1,
      text:
        'Title number WYK654321\nA: Property Register\n1 The Freehold land shown edged with red on the plan and being 9 Canal Wharf, Leeds LS11 5PZ.\n' +
        'B: Proprietorship Register\nTitle absolute\n1 PROPRIETOR: ALISON MARY GRANT and DAVID JOHN GRANT of 9 Canal Wharf, Leeds LS11 5PZ.\n' +
        '2 RESTRICTION: No disposition by a sole proprietor of the registered estate (except a trust corporation) under which capital money arises is to be registered unless authorised by an order of the court.\n' +
        'C: Charges Register\n1 REGISTERED CHARGE dated 3 May 2019.\n2 Proprietor: NORTHERN ROCK ASSET MANAGEMENT PLC of Doxford Park, Sunderland SR3 3XN.',
    },
  ];
  const answerer = createBuiltinAnswerer(register, { region: 'EN' });

  it('names the registered proprietors and the lender, each from its entry', () => {
    expect(answerer.answer({ id: 'owners', text: 'Who are the registered proprietors?', answerType: 'party' })).toMatchObject({
      answer: 'ALISON MARY GRANT; DAVID JOHN GRANT',
    });
    const lenders = { id: 'lenders', text: 'Who are the proprietors (lenders) of the registered charges?', hints: ['Proprietor:', 'REGISTERED CHARGE'] };
    expect(answerer.answer({ ...lenders, answerType: 'party' })).toMatchObject({
      answer: 'NORTHERN ROCK ASSET MANAGEMENT PLC',
    });
  });

  it('answers the class of title with the choice the register makes among those the question lists', () => {
    expect(answerer.answer({ id: 'class', text: 'What is the class of title (absolute, possessory, qualified or good leasehold)?' })).toMatchObject({
      answer: 'Title absolute',
    });
  });

  it('says yes when the entry asked about is there, whatever negations the entry itself holds', () => {
    const formA = { id: 'form-a', text: 'Is there a Form A restriction showing that joint proprietors hold as tenants in common?', hints: ['under which capital money arises'] };
    expect(answerer.answer(formA)).toMatchObject({ answer: 'Yes', value: { type: 'boolean', value: true } });
  });

  it('does not answer whether something is so from a sentence that merely shares some of its words', () => {
    expect(answerer.answer({ id: 'mines', text: 'Are mines and minerals or other rights excepted from the title?' })).toMatchObject({ status: 'not_found' });
    expect(answerer.answer({ id: 'indemnity', text: 'Does the register note an indemnity covenant given by the proprietor in the transfer to it?' })).toMatchObject({
      status: 'not_found',
    });
  });
});

describe('the built-in answerer on a lease with prescribed clauses', () => {
  const lease: CitablePage[] = [
    {
      page: 1,
      text:
        'LEASE\nLR1. Date of lease: 14 August 2021\nLR3. Parties to this lease\nLandlord: MERIDIAN ESTATES LIMITED of 1 Minster Yard, York YO1 7HH\n' +
        'Tenant: LANTERN BOOKS LIMITED of 22 Stonegate, York YO1 8AS\n' +
        'LR6. Term for which the Property is leased: From and including 14 August 2021 to and including 13 August 2031\n' +
        '1. DEFINITIONS\n"Annual Rent" means £48,500 per annum.\n"Property" means the shop known as 22 Stonegate, York YO1 8AS.\n' +
        '2. RENT\n2.1 The Tenant shall pay the Annual Rent by equal quarterly instalments.\n' +
        '3. REPAIR\n3.1 The Tenant shall keep the Property in good repair.\n4. USE\n4.1 The Tenant shall use the Property as a bookshop only.',
    },
  ];
  const answerer = createBuiltinAnswerer(lease, { region: 'EN' });
  const ask = (text: string, answerType?: QuestionToAnswer['answerType'], hints?: string[]) => answerer.answer({ id: 'q', text, answerType, hints });

  it('names the party who holds the role the question asks about', () => {
    expect(ask('Who is the landlord?', 'party')).toMatchObject({ answer: 'MERIDIAN ESTATES LIMITED' });
    expect(ask('Who is the tenant?', 'party')).toMatchObject({ answer: 'LANTERN BOOKS LIMITED' });
  });

  it('answers the term from its first and last days, with its length', () => {
    expect(ask('What is the contractual term, and on what dates does it start and end?', 'duration', ['a term of', 'from and including'])).toMatchObject({
      answer: '14 August 2021 to 13 August 2031 (10 years)',
      value: { type: 'duration', amount: 10, unit: 'years' },
    });
    expect(ask('How long is the term?')).toMatchObject({ value: { type: 'duration', amount: 10, unit: 'years' } });
  });

  it('says not_found for a topic the lease never mentions, however much of the rest of the question it shares', () => {
    expect(ask('Who insures the premises, against which risks, and does the tenant pay the premium?', 'text')).toMatchObject({ status: 'not_found' });
    expect(ask('Is there a rent-free period, and how long is it?', 'duration')).toMatchObject({ status: 'not_found' });
  });
});

describe('the built-in answerer on yes-or-no questions about a contract', () => {
  const contract: CitablePage[] = [
    {
      page: 1,
      text:
        'SERVICES AGREEMENT\n' +
        '4. Publicity. Neither party shall issue any press release relating to this Agreement without the prior written consent of the other party.\n' +
        '5. Assignment. The Customer shall not assign or transfer any of its rights under this Agreement without the Supplier’s prior written consent.\n' +
        '6. Confidentiality. The Recipient may disclose Confidential Information to its advisers who have been told of this restriction.\n' +
        '7. Termination. Either party may terminate this Agreement if the other commits a material breach and fails to remedy it within 30 days.\n' +
        '8. Governing law. This Agreement shall be governed by the laws of England and Wales.\n' +
        '9. Disputes. Any dispute arising out of this Agreement shall be referred to arbitration in London.',
    },
  ];
  const answerer = createBuiltinAnswerer(contract, { region: 'EN' });
  const ask = (text: string, answerType?: QuestionToAnswer['answerType']) => answerer.answer({ id: 'q', text, answerType });

  it('answers whether a party may do something from the clause about doing it, not one that shares its condition', () => {
    expect(ask('May a party assign or subcontract without the other’s consent?', 'yes_no')).toMatchObject({
      answer: 'No, not without the Supplier’s prior written consent',
      citations: [expect.objectContaining({ quote: expect.stringContaining('The Customer shall not assign') })],
    });
  });

  it('says not_found when the contract never speaks of the thing asked about', () => {
    expect(ask('Can either party terminate for convenience, and on what notice?', 'yes_no')).toMatchObject({ status: 'not_found' });
    expect(ask('Is there a non-compete or non-solicitation restriction?', 'yes_no')).toMatchObject({ status: 'not_found' });
  });

  it('answers a two-part question with a sentence for each part', () => {
    const answer = ask('Which law governs the agreement, and how are disputes resolved (courts, arbitration, expert determination)?', 'text');
    expect(answer.citations.map((citation) => citation.quote)).toEqual([
      expect.stringContaining('governed by the laws of England and Wales'),
      expect.stringContaining('referred to arbitration in London'),
    ]);
  });
});

describe('the built-in answerer on whether something was done', () => {
  const documents: CitablePage[] = [
    {
      page: 1,
      text:
        'LEASE\n' +
        '6.3 The Landlord and the Tenant acknowledge that the Tenant has not executed any renunciation of its rights under the Landlord and Tenant (Amendment) Act 1980.\n' +
        '12.2 The Tenant shall not register this Lease in the Land Registry or in the Registry of Deeds.\n' +
        '14. Working time. The Company does not ask you to opt out of the 48-hour average weekly working time limit in the Working Time Regulations 1998, and you have not done so.\n' +
        '15. Notices. No notice affecting the Property has been received by the Landlord.',
    },
  ];
  const answerer = createBuiltinAnswerer(documents, { region: 'EN' });
  const ask = (text: string, hints?: string[]) => answerer.answer({ id: 'q', text, answerType: 'yes_no', hints });

  it('says no where the sentence says the act was not done, rather than reading the question as one whether a thing exists', () => {
    const renounced = 'Has the tenant renounced its right to a new tenancy under the Landlord and Tenant (Amendment) Act 1980 by a deed of renunciation?';
    expect(ask(renounced, ['deed of renunciation', 'renounce', 'Landlord and Tenant (Amendment) Act 1980', 'new tenancy'])).toMatchObject({
      answer: 'No',
      citations: [expect.objectContaining({ quote: expect.stringContaining('has not executed any renunciation') })],
    });
    expect(ask('Has the employee opted out of the 48-hour average weekly limit under the Working Time Regulations 1998?')).toMatchObject({ answer: 'No' });
  });

  it('reads what a two-part question asks from its first part: a need to register, not whether the lease provides for it', () => {
    expect(ask('Does the lease need to be registered in the Land Registry or the Registry of Deeds, and does it provide for that?')).toMatchObject({
      answer: 'No',
      citations: [expect.objectContaining({ quote: expect.stringContaining('shall not register this Lease') })],
    });
  });

  it('still says no to whether there is any such thing where the entry records none', () => {
    expect(ask('Has any notice affecting the property been received?')).toMatchObject({ answer: 'No' });
  });
});

describe('the built-in answerer on the governing law', () => {
  const CONTRACT_PAGES = [
    [
      'SUPPLY AGREEMENT',
      'This Supply Agreement is made on March 3, 2021 between Northwind Parts, Inc. and Harbor Tools LLC.',
      '4. Compliance. Supplier shall comply with all laws of the State of California',
      'governing the export of goods.',
      '5. Fees. Customer shall pay each invoice within thirty days of its date.',
    ],
    [
      '14. MISCELLANEOUS',
      '14.1 Notices. Notices shall be given in writing to the addresses above.',
      '14.2 Governing Law. This Agreement shall be governed by and construed in accordance',
      'with the laws of the State of New York, without regard to its conflict of laws principles.',
      '14.3 Jurisdiction. Each party submits to the exclusive jurisdiction of the state and',
      'federal courts located in New York County.',
    ],
  ];
  let answerer: BuiltinAnswerer;
  const paths: string[] = [];
  beforeAll(async () => {
    const document = await extractPdfText(await buildTextPdf(CONTRACT_PAGES), { ocr: false });
    answerer = createBuiltinAnswerer(document.pages, { region: 'EN', onEvidence: (_question, evidence) => paths.push(evidence.path) });
  });

  it('names the law the choice-of-law sentence chooses, wherever it stands, not a law the contract mentions for something else', () => {
    const answer = answerer.answer({ id: 'q', text: 'Which law governs the agreement?', answerType: 'text' });
    expect(answer).toMatchObject({ status: 'answered', answer: 'The laws of the State of New York' });
    expect(answer.citations).toEqual([expect.objectContaining({ page: 2, quote: expect.stringContaining('governed by and construed in accordance\nwith the laws of the State of New York') })]);
    expect(paths.at(-1)).toBe('governing_law');
  });

  it('adds the clause that names the courts when the question asks for them too', () => {
    const answer = answerer.answer({ id: 'q', text: 'Which law governs the agreement, and which courts have jurisdiction?', answerType: 'text' });
    expect(answer.citations.map((citation) => citation.quote)).toEqual([
      expect.stringContaining('with the laws of the State of New York'),
      expect.stringContaining('exclusive jurisdiction of the state and\nfederal courts'),
    ]);
  });

  it('leaves a contract that chooses two laws for itself to the other rules', () => {
    const pages = [{ page: 1, text: 'This Agreement is governed by the laws of England.\nThis Agreement shall be construed in accordance with the laws of the State of Texas.' }];
    const seen: string[] = [];
    createBuiltinAnswerer(pages, { onEvidence: (_question, evidence) => seen.push(evidence.path) }).answer({ id: 'q', text: 'Which law governs the agreement?', answerType: 'text' });
    expect(seen).not.toContain('governing_law');
  });
});

describe('the built-in answerer on when the agreement ends', () => {
  const pages: CitablePage[] = [
    {
      page: 1,
      text:
        'DISTRIBUTION AGREEMENT\n' +
        '2. Definitions. "Territory" means England and Wales.\n' +
        '3. Term. Either party may terminate this Agreement on thirty days notice after the first anniversary.\n' +
        'This Agreement shall come into force on the Commencement Date and shall continue until 31 March 2026 unless terminated earlier.\n' +
        '9. Confidentiality. The obligations of confidence under this Agreement shall continue for five years after termination.',
    },
  ];
  const answerer = createBuiltinAnswerer(pages, { region: 'EN' });

  it('answers the expiry date from the sentence that says when the agreement ends, not from a power to end it', () => {
    const answer = answerer.answer({ id: 'q', text: 'What is the initial term, and on what date does it expire?', answerType: 'date' });
    expect(answer).toMatchObject({ status: 'answered', answer: '31 March 2026', value: { type: 'date', iso: '2026-03-31' } });
    expect(answer.citations).toEqual([expect.objectContaining({ quote: expect.stringContaining('shall continue until 31 March 2026') })]);
  });

  it('says a contract that never speaks of renewing itself does not address renewal, whatever notices it requires', () => {
    expect(answerer.answer({ id: 'q', text: 'What notice must be given to prevent renewal?', answerType: 'duration' })).toMatchObject({ status: 'not_found', citations: [] });
    expect(answerer.answer({ id: 'q', text: 'Does the agreement renew automatically, and for what renewal term?', answerType: 'duration' })).toMatchObject({ status: 'not_found' });
    const renewing = createBuiltinAnswerer([{ page: 1, text: 'This Agreement shall renew automatically for successive one year periods unless either party gives ninety days notice of non-renewal.' }]);
    expect(renewing.answer({ id: 'q', text: 'What notice must be given to prevent renewal?', answerType: 'duration' })).toMatchObject({ status: 'answered', answer: 'ninety days' });
  });

  it('answers how long it lasts in the words of that sentence', () => {
    expect(answerer.answer({ id: 'q', text: 'For how long does the agreement remain in force?', answerType: 'duration' })).toMatchObject({
      answer: 'This Agreement shall come into force on the Commencement Date and shall continue until 31 March 2026 unless terminated earlier.',
    });
  });
});

describe('the built-in answerer on a question that names what it must include', () => {
  it('answers with a sentence for what it asks and one for what it must include', () => {
    const facility: CitablePage[] = [
      {
        page: 1,
        text: [
          'FACILITY AGREEMENT',
          '20. EVENTS OF DEFAULT',
          '20.1 Non-payment: an Obligor does not pay on the due date any amount payable by it.',
          '20.2 Cross default: any Financial Indebtedness of any Obligor is not paid when due or is declared due before its specified maturity as a result of an event of default, unless the aggregate amount is less than the cross-default threshold of £750,000.',
          '20.3 Insolvency: an Obligor is unable to pay its debts as they fall due.',
          '20.4 Material adverse change: any event occurs which the Lender believes is likely to have a material adverse effect.',
        ].join('\n'),
      },
    ];
    const answer = createBuiltinAnswerer(facility, { region: 'EN' }).answer({
      id: 'eod',
      text: 'What are the events of default, including the cross-default threshold and any material adverse change clause?',
      answerType: 'text',
    });
    expect(answer.citations.map((citation) => citation.quote)).toContainEqual(expect.stringContaining('threshold of £750,000'));
  });
});

describe('the built-in answerer on clauses that sit under titles', () => {
  const facility: CitablePage[] = [
    {
      page: 1,
      text:
        'FACILITY AGREEMENT\n' +
        '1. The Facility\n' +
        '1.1 The Lender makes available to the Borrower a term loan facility of €2,000,000.\n' +
        '2. Conditions precedent\n' +
        '2.1 The Borrower may not draw the Facility until the Lender has received the Mortgage and the Debenture, duly executed.',
    },
  ];
  const answerer = createBuiltinAnswerer(facility, { region: 'IE' });

  it('answers from the clause whose title names what the question asks about, though the clause never repeats it', () => {
    expect(answerer.answer({ id: 'cp', text: 'What conditions precedent apply to the first utilisation?', answerType: 'text' })).toMatchObject({
      status: 'answered',
      citations: [expect.objectContaining({ quote: expect.stringContaining('until the Lender has received the Mortgage') })],
    });
  });

  it('never answers with a clause\'s run-in title alone', () => {
    const spa: CitablePage[] = [
      { page: 1, text: 'SHARE PURCHASE AGREEMENT\nSection 5.02 Special Indemnity. Sellers shall indemnify Buyer against any loss from the pending customs audit.' },
    ];
    const answer = createBuiltinAnswerer(spa, { region: 'IE' }).answer({ id: 'i', text: 'What specific indemnities are given?', answerType: 'text' });
    expect(answer.answer).toMatch(/^Sellers shall indemnify Buyer against any loss from the pending customs audit/);
  });

  it('never answers with a title alone', () => {
    const answer = answerer.answer({ id: 'facility', text: 'What facility is made available?', answerType: 'text' });
    expect(answer.citations.map((citation) => citation.quote)).not.toContain('1. The Facility');
    expect(answer.answer).toContain('term loan facility');
  });
});

describe('the built-in answerer on a table of particulars', () => {
  const printout: CitablePage[] = [
    {
      page: 1,
      text: [
        'COMPANY PRINTOUT',
        'Company Number 654321',
        'Registration Date 14 March 2019',
        'Last Accounts Made Up To 31 December 2023',
        'Next Annual Return Date 14 March 2025',
        'Secretary CLARE COMPANY SECRETARIAL SERVICES LIMITED',
      ].join('\n'),
    },
  ];
  const answerer = createBuiltinAnswerer(printout, { region: 'IE' });

  it('reads a value from its own row, not from the row above it', () => {
    expect(answerer.answer({ id: 'ard', text: "What is the company's next annual return date (ARD)?", answerType: 'date' })).toMatchObject({
      value: { type: 'date', iso: '2025-03-14' },
      citations: [expect.objectContaining({ quote: 'Next Annual Return Date 14 March 2025' })],
    });
  });
});

describe('the built-in answerer on how a question words what it asks', () => {
  const guarantee: CitablePage[] = [
    {
      page: 1,
      text: [
        'GUARANTEE',
        '1. The Guarantor guarantees to the Lender the payment of all money due from the Debtor.',
        '2. The Borrower may prepay the Loan in whole or in part on giving the Lender 20 business days\' notice.',
        '',
        'EXECUTED AS A DEED by DAVID ANTHONY REECE in the presence of: Witness signature: K. Dhillon.',
      ].join('\n'),
    },
  ];
  const answerer = createBuiltinAnswerer(guarantee, { region: 'EN' });
  const ask = (text: string) => answerer.answer({ id: 'q', text, answerType: 'yes_no' });

  it('reads "(or, in Scotland, validly subscribed)" as another name for what the question asks, not more to find', () => {
    expect(ask('Is the guarantee executed as a deed (or, in Scotland, validly subscribed)?')).toMatchObject({
      answer: 'Yes',
      citations: [expect.objectContaining({ quote: expect.stringContaining('EXECUTED AS A DEED') })],
    });
  });

  it('does not need the document to say how a thing is done ("voluntarily") to say that it may be done', () => {
    expect(ask('May the borrower prepay voluntarily, and is a prepayment fee payable?')).toMatchObject({
      answer: 'Yes',
      citations: [expect.objectContaining({ quote: expect.stringContaining('may prepay the Loan') })],
    });
  });
});

describe('the built-in answerer on labels', () => {
  it('reads a value from the row its question labels, though the row says nothing else the question asks', () => {
    const lease: CitablePage[] = [
      {
        page: 1,
        text: [
          'PARTICULARS',
          'Premises Unit 12, Duncrue Industrial Park, Belfast BT3 9BP',
          'Term 6 years from and including 1 October 2020',
          'Initial Rent £27,750 per annum exclusive of VAT',
          '4.6 At the end of the Term the Tenant shall yield up the Premises in repair.',
        ].join('\n'),
      },
    ];
    const answer = createBuiltinAnswerer(lease, { region: 'NI' }).answer({
      id: 'term',
      text: 'What is the contractual term, and on what dates does it start and end?',
      answerType: 'duration',
      hints: ['Contractual Term', 'a term of', 'from and including', 'and ending on and including', 'Term Commencement Date'],
    });
    expect(answer).toMatchObject({ value: { type: 'duration', amount: 6, unit: 'years' } });
    expect(answer.citations[0]!.quote).toBe('Term 6 years from and including 1 October 2020');
  });

  it('answers what a thing is from the row of particulars that states it, not a clause that refers to it', () => {
    const lease: CitablePage[] = [
      {
        page: 1,
        text: [
          '(2) Bara Brith Bakery Limited of 19 Whitchurch Road, Cardiff ("you").',
          'Key terms',
          'Rent £36,000 a year, plus VAT',
          'Rent deposit Three months\' rent and VAT (£10,800 in total)',
          'Permitted use A bakery and café within Class A3, with ancillary sale of bread',
          'and cakes for consumption off the premises',
          'Break date 24 June 2027 (your break only)',
          '6.1 You may only use the Premises for the permitted use.',
        ].join('\n'),
      },
    ];
    const answer = createBuiltinAnswerer(lease, { region: 'WA' }).answer({ id: 'use', text: 'What is the permitted use?', answerType: 'text' });
    expect(answer.citations[0]!.quote).toMatch(/^Permitted use A bakery and café/);
  });

  it('reads the entry that holds the catalogue\'s label before a longer entry that repeats the question\'s word', () => {
    const register: CitablePage[] = [
      {
        page: 1,
        text: [
          'B: Proprietorship Register',
          '1 (21.06.2018) PROPRIETOR: THOMAS EDWARD HARGREAVES and ELEANOR MAY HARGREAVES of 18 Beech Grove, Manchester.',
          '2 (21.06.2018) RESTRICTION: No disposition of the registered estate by the proprietor of the registered estate is to be',
          'registered without a written consent signed by the proprietor for the time being of the Charge in favour of Pennine',
          'Building Society referred to in the Charges Register.',
        ].join('\n'),
      },
    ];
    const answer = createBuiltinAnswerer(register, { region: 'EN' }).answer({
      id: 'proprietors',
      text: 'Who are the registered proprietors?',
      answerType: 'party',
      hints: ['PROPRIETOR:', 'B: Proprietorship Register', 'registered proprietor'],
    });
    expect(answer.answer).toBe('THOMAS EDWARD HARGREAVES; ELEANOR MAY HARGREAVES');
  });
});

describe('the built-in answerer on a lease in plain English', () => {
  const lease: CitablePage[] = [
    {
      page: 1,
      text: [
        'This lease is made between Taff Retail Investments Limited ("we") and Bara Brith Bakery Limited ("you").',
        '7.1 You may assign the whole of the Premises with our consent, which we will not unreasonably withhold.',
        '7.2 You must not underlet or charge the Premises or any part of them.',
        '7.3 You may allow a company in your group to share the Premises.',
      ].join('\n'),
    },
  ];
  const answerer = createBuiltinAnswerer(lease, { region: 'WA' });

  it('reads "you" as the party the question names', () => {
    expect(answerer.answer({ id: 'underlet', text: 'Can the tenant underlet?' })).toMatchObject({
      answer: 'No',
      citations: [expect.objectContaining({ quote: '7.2 You must not underlet or charge the Premises or any part of them.' })],
    });
  });
});

describe('the built-in answerer on a role the document names otherwise', () => {
  const guarantee: CitablePage[] = [
    {
      page: 1,
      text: [
        'GUARANTEE',
        'Guarantor: GLENARM HOLDINGS LIMITED (NI645120), 3 Shore Road, Larne BT40 1HX',
        'Bank: BANK OF THE NORTH PLC, 6 Royal Avenue, Belfast BT1 1DA',
        'Customer: GLENARM QUARRIES LIMITED (NI648907)',
        '1. The Guarantor guarantees to pay to the Bank on demand all sums owing by the Customer to the Bank.',
      ].join('\n'),
    },
  ];
  const answerer = createBuiltinAnswerer(guarantee, { region: 'NI' });

  it('answers by the names the question gives in brackets when the document gives none of the first', () => {
    expect(answerer.answer({ id: 'b', text: 'Who is the beneficiary (the lender or other creditor)?', answerType: 'party' }).answer).toBe('BANK OF THE NORTH PLC');
    expect(answerer.answer({ id: 'd', text: 'Whose obligations are guaranteed (the principal debtor)?', answerType: 'party' }).answer).toBe('GLENARM QUARRIES LIMITED');
  });
});

describe('the built-in answerer on the examples a question lists', () => {
  const question = { id: 'q', text: 'Can the buyer terminate before completion (material adverse change, material breach of warranty)?', answerType: 'yes_no' as const };
  const contract = (clause: string): CitablePage[] => [{ page: 1, text: `SHARE PURCHASE AGREEMENT\n${clause}` }];

  it('answers from the clause about the act, though the document uses none of the examples', () => {
    const answerer = createBuiltinAnswerer(contract('4.2 The Buyer may terminate this agreement by notice to the Sellers before Completion if any Warranty is untrue.'));
    expect(answerer.answer(question)).toMatchObject({ answer: 'Yes' });
  });

  it('does not answer from a clause that shares only "before completion"', () => {
    const answerer = createBuiltinAnswerer(contract('5.1 The Seller shall pay the Purchaser any Tax arising in respect of the period before Completion.'));
    expect(answerer.answer(question)).toMatchObject({ status: 'not_found' });
  });
});

describe('the built-in answerer on a sentence that gives a value and its extension', () => {
  const contract: CitablePage[] = [
    {
      page: 1,
      text: [
        'CONTRACT OF EMPLOYMENT',
        '4.1 The first six months of your employment are a probationary period, which we may extend by up to three months.',
      ].join('\n'),
    },
  ];
  const answerer = createBuiltinAnswerer(contract, { region: 'EN' });

  it('answers with the value the question asks for, not the extension of it', () => {
    expect(answerer.answer({ id: 'p', text: 'Is there a probationary period, and how long is it?', answerType: 'duration' }).value).toEqual({
      type: 'duration',
      amount: 6,
      unit: 'months',
    });
    expect(answerer.answer({ id: 'x', text: 'How long can the probationary period be extended by?', answerType: 'duration' }).value).toEqual({
      type: 'duration',
      amount: 3,
      unit: 'months',
    });
  });
});

describe('the built-in answerer on a clause of two sentences', () => {
  it('reads a value by what the clause\'s next sentence says it is for', () => {
    const letter: CitablePage[] = [
      {
        page: 1,
        text: [
          'Dear Patrick',
          '1. Your employment will begin on 3 April 2023. No previous employment counts as continuous.',
          '2. You will work at our depot at Campsie Industrial Estate, Londonderry.',
          '3. Your salary will be £31,500 a year, paid monthly from 28 April 2023.',
          '4. Your employment is subject to a probationary period of three months.',
          '5. Either of us may end your employment on one month\'s notice.',
          '6. Your employment is governed by the law of Northern Ireland.',
          '7. The holiday year runs from January to December.',
          '8. Our disciplinary procedures are in the staff handbook.',
          '9. Your hours are 40 a week, Monday to Friday.',
          '10. Statutory sick pay only is payable during sickness absence.',
        ].join('\n'),
      },
    ];
    const answer = createBuiltinAnswerer(letter, { region: 'NI' }).answer({
      id: 'c',
      text: 'From what date does continuous employment run, and does any previous employment count?',
      answerType: 'date',
    });
    expect(answer.value).toEqual({ type: 'date', iso: '2023-04-03' });
  });
});

describe('the built-in answerer on a value the document names', () => {
  const agreement: CitablePage[] = [
    {
      page: 1,
      text: [
        'SETTLEMENT AGREEMENT',
        '1. Payment',
        '1.1 The Company shall pay the Claimant £72,000 by way of damages (the "Compensation Sum"), of which £12,500 is a contribution to legal costs paid within 21 days.',
        '2. Definitions',
        '"Aggregate Cap" means the sum of the individual caps, being £900,000 on the date of this agreement.',
        '2.2 The supplier\'s liability for each claim is limited to £300,000 in aggregate.',
      ].join('\n'),
    },
  ];
  const answerer = createBuiltinAnswerer(agreement, { region: 'EN' });

  it('answers with the sum its defined term names, not a sum the same sentence mentions beside the question\'s words', () => {
    expect(answerer.answer({ id: 's', text: 'What compensation sum is payable?', answerType: 'money' }).value).toEqual({ type: 'money', amount: 72_000, currency: 'GBP' });
  });

  it('answers with the number the document gives the thing the question asks about, not another party\'s', () => {
    const spa: CitablePage[] = [
      {
        page: 1,
        text: [
          'SHARE PURCHASE AGREEMENT',
          '(1) HERON HOLDINGS LIMITED, a company incorporated in England with company number 11223344 (the "Buyer").',
          '(A) WILLOW CARE LIMITED is a private company incorporated in England with company number 04455667 (the "Company").',
        ].join('\n'),
      },
    ];
    const answer = createBuiltinAnswerer(spa, { region: 'EN' }).answer({ id: 't', text: 'Which company is being sold (name and registered number)?', answerType: 'identifier' });
    expect(answer.value).toEqual({ type: 'identifier', kind: 'company_number', value: '04455667' });
  });

  it('answers with the sum the document defines in common words, its figure in brackets', () => {
    const contract: CitablePage[] = [
      {
        page: 1,
        text: 'BUILDING CONTRACT\nArticle 2: Contract Sum. The Employer shall pay the Contractor the sum of Two million, one hundred thousand pounds (£2,100,000) ("the Contract Sum").\nClause 6.12 Professional indemnity insurance: £1,000,000 for each claim.',
      },
    ];
    const answer = createBuiltinAnswerer(contract, { region: 'EN' }).answer({ id: 's', text: 'What is the contract sum (or contract price)?', answerType: 'money' });
    expect(answer.value).toEqual({ type: 'money', amount: 2_100_000, currency: 'GBP' });
  });

  it('answers with the sum a definition of the question\'s words states', () => {
    expect(answerer.answer({ id: 'c', text: 'What is the aggregate cap on liability?', answerType: 'money' }).value).toEqual({ type: 'money', amount: 900_000, currency: 'GBP' });
  });
});

describe('the built-in answerer on what a document never speaks of', () => {
  const contract: CitablePage[] = [
    {
      page: 1,
      text: [
        'STATEMENT OF TERMS',
        '1. The Employer may deduct from the Employee\'s wages any overpayment of salary made in error.',
        '2. The Employee shall pay rent for the staff flat of £400 each month during the period of employment.',
        '3. The Employee shall receive a minimum of 20 hours of paid training each year.',
      ].join('\n'),
    },
  ];
  const answerer = createBuiltinAnswerer(contract, { region: 'EN' });

  it('answers whether the contract authorises a thing from a clause that permits it', () => {
    expect(answerer.answer({ id: 'd', text: 'Does the contract authorise deductions from pay?', answerType: 'yes_no' })).toMatchObject({
      status: 'answered',
      answer: 'Yes',
      citations: [expect.objectContaining({ quote: expect.stringContaining('may deduct') })],
    });
  });

  it('does not answer about a topic it never names, though it speaks of the rest of the question', () => {
    expect(answerer.answer({ id: 'v', text: 'Is VAT payable on the rent?', answerType: 'yes_no' }).status).toBe('not_found');
    expect(answerer.answer({ id: 'f', text: 'Is there a rent-free period, and how long is it?', answerType: 'duration' }).status).toBe('not_found');
  });
});

describe('the built-in answerer on a clause under its heading', () => {
  const agreement: CitablePage[] = [
    {
      page: 1,
      text: [
        'SUPPLY AGREEMENT',
        '4. MINIMUM ORDERS',
        '4.1 The Customer shall order Goods to a value of not less than £50,000 in each year.',
        '5. NON-SOLICITATION',
        '5.1 Neither party shall solicit for employment any employee of the other during the term.',
        '6. RECORDS',
        '6.1 The Supplier may inspect and audit the Customer\'s stock records once a year.',
      ].join('\n'),
    },
  ];
  const answerer = createBuiltinAnswerer(agreement, { region: 'EN' });
  const ask = (text: string) => answerer.answer({ id: 'q', text, answerType: 'yes_no' });

  it('answers yes from a clause whose heading names what the question asks about', () => {
    expect(ask('Is there a minimum order or volume commitment?')).toMatchObject({
      answer: 'Yes',
      citations: [expect.objectContaining({ quote: expect.stringContaining('not less than £50,000') })],
    });
  });

  it('reads the noun after alternatives as naming them, and asking words as no subjects', () => {
    expect(ask('Is there a non-compete or non-solicitation restriction?')).toMatchObject({
      answer: 'Yes',
      citations: [expect.objectContaining({ quote: expect.stringContaining('shall solicit') })],
    });
    expect(ask('Does either party have audit or inspection rights?')).toMatchObject({
      answer: 'Yes',
      citations: [expect.objectContaining({ quote: expect.stringContaining('inspect and audit') })],
    });
  });
});

describe('the built-in answerer on a lease\'s term', () => {
  const term = { id: 't', text: 'What is the contractual term, and on what dates does it start and end?', answerType: 'duration' } as const;

  it('reads the term from a particulars row whose value starts small after its colon', () => {
    const lease: CitablePage[] = [
      {
        page: 1,
        text: [
          'LEASE',
          'Date: 1 May 2021',
          'Property: the kiosk at 3 Bridge Street, Bath BA2 4AS',
          'Term: seven years from 1 May 2021',
          '1. If the rent is 21 days late the Landlord may forfeit this lease.',
          '2. The deposit will be returned at the end of the term.',
        ].join('\n'),
      },
    ];
    expect(createBuiltinAnswerer(lease, { region: 'EN' }).answer(term).value).toEqual({ type: 'duration', amount: 7, unit: 'years' });
  });

  it('does not answer when the lease ends with the date a party may break it on', () => {
    const lease: CitablePage[] = [
      { page: 1, text: 'LEASE\n6. BREAK CLAUSE\n6.1 The Tenant may determine this Lease on 29 September 2027 by giving not less than six months\' notice.' },
    ];
    const answerer = createBuiltinAnswerer(lease, { region: 'EN' });
    expect(answerer.answer({ id: 'e', text: 'When does the lease end?', answerType: 'date' }).status).toBe('not_found');
    expect(answerer.answer({ id: 'b', text: 'On what date may the tenant break the lease?', answerType: 'date' }).value).toEqual({ type: 'date', iso: '2027-09-29' });
  });

  it('reads the term from the definition of "the Term", not a break clause\'s notice period', () => {
    const lease: CitablePage[] = [
      {
        page: 1,
        text: [
          'LEASE',
          '1. DEFINITIONS',
          '"the Premises" means the second floor of 8 Dock Road, Galway;',
          '"the Term" means the term of fifteen years commencing on the 1st day of March 2020;',
          '2. BREAK',
          '2.1 The Lessee may determine this Lease at the end of the fifth year of the Term on giving not less than six months\' notice in writing to the Lessor.',
        ].join('\n'),
      },
    ];
    expect(createBuiltinAnswerer(lease, { region: 'IE' }).answer(term).value).toEqual({ type: 'duration', amount: 15, unit: 'years' });
  });
});

describe('the built-in answerer on parties named in the recitals', () => {
  const guarantee: CitablePage[] = [
    {
      page: 1,
      text: [
        'THIS DEED OF GUARANTEE is dated 3 March 2023',
        'BY:',
        '(1) SARAH JANE HOLT of 4 Mill Lane, Ludlow SY8 1AA (the "Guarantor")',
        'IN FAVOUR OF:',
        '(2) MARCHES FINANCE LIMITED (company number 05512345) (the "Lender").',
        'BACKGROUND',
        '(A) The Lender has agreed to lend to HOLT TIMBER LIMITED (company number 08811223) (the "Debtor").',
        '1. GUARANTEE',
        '1.1 The Guarantor guarantees to the Lender the payment of all money due by the Debtor to the Lender.',
      ].join('\n'),
    },
  ];
  const answerer = createBuiltinAnswerer(guarantee, { region: 'EN' });

  it('names the principal debtor the recitals define', () => {
    expect(answerer.answer({ id: 'd', text: 'Whose obligations are guaranteed (the principal debtor)?', answerType: 'party' }).answer).toBe('HOLT TIMBER LIMITED');
  });

  it('names the party the question asks about, not those whose obligations it mentions', () => {
    expect(answerer.answer({ id: 'g', text: "Who is the guarantor of the lender's or debtor's rights?", answerType: 'party' }).answer).toBe('SARAH JANE HOLT');
  });
});

describe('the built-in answerer on a preamble that leaves its parties to the particulars', () => {
  const agreement: CitablePage[] = [
    {
      page: 1,
      text: [
        'MAINTENANCE SERVICES AGREEMENT',
        'This Maintenance Services Agreement is dated 24 June 2025 and is made between the Customer and the Supplier named in the Key Details below.',
        'KEY DETAILS',
        'Customer FENWOLD CHILLED DISTRIBUTION LIMITED, a company registered in England and Wales with company number 05318846',
        'Supplier ARCTICORE ENGINEERING SERVICES LIMITED, a company registered in England and Wales with company number 10744129',
        '1. SERVICES',
        '1.1 The Supplier shall maintain the refrigeration plant at the Site.',
      ].join('\n'),
    },
  ];

  it('does not read the sentence that names no one as the preamble\'s parties, the reading the calibration trusts most', () => {
    const paths: string[] = [];
    const answer = createBuiltinAnswerer(agreement, { region: 'EN', onEvidence: (_question, evidence) => paths.push(evidence.path) }).answer({
      id: 'p',
      text: 'Who are the parties?',
      answerType: 'party',
    });
    expect(paths).not.toContain('front');
    expect(createAnswerer(agreement, { region: 'EN' }).answer({ id: 'p', text: 'Who are the parties?', answerType: 'party' }).status).not.toBe('answered');
    expect(answer.citations.every((citation) => citation.verified)).toBe(true);
  });

  it('still gives the sentence of a preamble that names them, where no role is defined', () => {
    const named: CitablePage[] = [{ page: 1, text: 'SUPPLY AGREEMENT\nThis Agreement is made on 2 May 2024 between NORTHWIND TRADING LIMITED and OSPREY FOODS LIMITED.\n1. SUPPLY\n1.1 Goods.' }];
    const answer = createBuiltinAnswerer(named, { region: 'EN' }).answer({ id: 'p', text: 'Who are the parties?', answerType: 'party' });
    expect(answer.answer).toContain('NORTHWIND TRADING LIMITED and OSPREY FOODS LIMITED');
  });
});

describe('the built-in answerer on a lender and its security', () => {
  it('does not read a clause about security as one about the lenders', () => {
    const letter: CitablePage[] = [
      {
        page: 1,
        text: 'Dear Sirs\n6. Security: a bond and floating charge over all of the Borrower\'s assets, and a standard security over its premises.\n7. This letter is governed by the law of Scotland.',
      },
    ];
    const answer = createBuiltinAnswerer(letter, { region: 'SC' }).answer({
      id: 't',
      text: "May lenders assign or transfer their participations, and is the borrower's consent needed?",
      answerType: 'text',
    });
    expect(answer.status).toBe('not_found');
  });
});

describe('the built-in answerer on roles a document qualifies', () => {
  const contract: CitablePage[] = [
    {
      page: 1,
      text: [
        'BUILDING CONTRACT',
        'This Agreement is made between HILLSIDE HOMES LIMITED ("the Employer") and',
        'BROOK BUILDERS LIMITED ("the Contractor").',
        'CONTRACT PARTICULARS',
        'Clause 1.1 Principal Designer Vale Architects LLP',
        'Clause 1.1 Principal Contractor Brook Builders Limited (the Contractor)',
        'Clause 2.3 Date of Possession 5 February 2024',
      ].join('\n'),
    },
  ];

  it('answers "the principal contractor" from the rows that name each role, not the party called "the Contractor"', () => {
    const answer = createBuiltinAnswerer(contract, { region: 'EN' }).answer({
      id: 'cdm',
      text: 'Who are the principal designer and principal contractor under the CDM Regulations?',
      answerType: 'party',
    });
    expect(answer.answer).toBe('Vale Architects LLP; Brook Builders Limited');
    expect(answer.citations).toHaveLength(2);
  });

  it('still answers the role the preamble gives', () => {
    expect(createBuiltinAnswerer(contract, { region: 'EN' }).answer({ id: 'c', text: 'Who is the contractor?', answerType: 'party' }).answer).toBe('BROOK BUILDERS LIMITED');
  });
});

describe('the built-in answerer on a Scottish title', () => {
  it('reads "and the survivor of them" as a survivorship destination', () => {
    const sheet: CitablePage[] = [
      {
        page: 1,
        text: 'TITLE SHEET\nB. PROPRIETORSHIP SECTION\n1. IAIN ROSS and ELSPETH ROSS, spouses, both residing at 3 Firth View, Nairn IV12 4AB, equally\nbetween them and the survivor of them.',
      },
    ];
    const answer = createBuiltinAnswerer(sheet, { region: 'SC' }).answer({
      id: 's',
      text: 'Do joint proprietors hold under a survivorship destination?',
      answerType: 'yes_no',
      hints: ['equally between them and the survivor of them', 'destination'],
    });
    expect(answer).toMatchObject({ answer: 'Yes', citations: [expect.objectContaining({ quote: expect.stringContaining('survivor of them') })] });
  });
});

describe('the built-in answerer on a charge', () => {
  const mortgage: CitablePage[] = [
    {
      page: 1,
      text: [
        'MORTGAGE',
        '3. CHARGE',
        '3.1 The Mortgagor charges the Property with the payment of the Secured Liabilities.',
        '3.2 The charge extends to all fixtures on the Property and to the proceeds of any insurance of it.',
        '4. LAW',
        '4.1 This Mortgage is governed by the laws of Ireland.',
        'SIGNED AND DELIVERED as a DEED by ROISIN KEANE in the presence of: Eamon Doyle, solicitor, Cork.',
      ].join('\n'),
    },
  ];
  const answerer = createBuiltinAnswerer(mortgage, { region: 'IE' });

  it('answers whether the charge covers other assets from the clause it extends to them by', () => {
    expect(answerer.answer({ id: 'a', text: 'Does the charge also cover fixtures, goodwill, rental income or insurance proceeds?', answerType: 'text' }).citations[0]?.quote).toContain(
      'extends to all fixtures',
    );
  });

  it('reads signing "in the presence of" a witness as witnessed', () => {
    expect(answerer.answer({ id: 'e', text: 'Is the charge executed as a deed and witnessed?', answerType: 'yes_no' })).toMatchObject({
      answer: 'Yes',
      citations: [expect.objectContaining({ quote: expect.stringContaining('in the presence of') })],
    });
  });
});

describe('the built-in answerer on an employment contract\'s provisions', () => {
  it('reads inventions as intellectual property, and "terms" as provisions rather than a period', () => {
    const contract: CitablePage[] = [
      {
        page: 1,
        text: [
          'CONTRACT OF EMPLOYMENT',
          '3. Term: The employment is for a fixed term of two years.',
          '9. Confidentiality and Inventions: The Employee shall keep secret all confidential information of the Company, and all inventions made in the employment belong to the Company.',
        ].join('\n'),
      },
    ];
    const answer = createBuiltinAnswerer(contract, { region: 'IE' }).answer({ id: 'ip', text: 'What confidentiality and intellectual property terms apply?', answerType: 'text' });
    expect(answer.citations[0]?.quote).toContain('all inventions made in the employment belong to the Company');
  });

  it('answers whether the employer may do a thing from the sentence that gives the power, not one describing it', () => {
    const contract: CitablePage[] = [
      {
        page: 1,
        text: [
          'CONTRACT OF EMPLOYMENT',
          '12.3 During your notice period we may place you on garden leave for up to three months. During garden leave you will remain an employee, but we may require you not to attend work.',
          '13.1 You may not assign your rights under this contract.',
        ].join('\n'),
      },
    ];
    expect(
      createBuiltinAnswerer(contract, { region: 'EN' }).answer({
        id: 'g',
        text: 'May the employer place the employee on garden leave, and for how long?',
        answerType: 'yes_no',
        hints: ['garden leave', 'not to attend', 'remain an employee'],
      }),
    ).toMatchObject({ answer: 'Yes', citations: [expect.objectContaining({ quote: expect.stringContaining('we may place you on garden leave') })] });
  });

  it('answers with the clause\'s next sentence when it gives an aspect the question lists that the first does not', () => {
    const contract: CitablePage[] = [
      {
        page: 1,
        text: [
          'CONTRACT OF EMPLOYMENT',
          '8. Pension',
          '8.1 We will enrol you in the Harbour Group Pension Plan, a qualifying scheme for automatic enrolment purposes. We will contribute 6% of your basic salary.',
          '9. Holidays',
          '9.1 You are entitled to 25 days\' holiday a year.',
        ].join('\n'),
      },
    ];
    const answer = createBuiltinAnswerer(contract, { region: 'EN' }).answer({
      id: 'p',
      text: 'What pension arrangements apply (scheme, employer contributions, automatic enrolment)?',
      answerType: 'text',
    });
    expect(answer.answer).toBe('We will enrol you in the Harbour Group Pension Plan, a qualifying scheme for automatic enrolment purposes. We will contribute 6% of your basic salary.');
    expect(answer.citations).toHaveLength(2);
  });

  it('reads an offer letter\'s plain words as its job title, place of work and pension', () => {
    const letter: CitablePage[] = [
      {
        page: 1,
        text: [
          'Dear Aoife',
          'We are delighted to confirm your employment with Lough Erne Foods Limited as Production Supervisor.',
          '2. You will be based at our bakery at 4 Quay Road, Enniskillen BT74 6AB.',
          '3. You will be enrolled automatically in a workplace scheme, and we will contribute 4% of qualifying earnings.',
          '4. Your salary is £29,000 a year.',
        ].join('\n'),
      },
    ];
    const answerer = createBuiltinAnswerer(letter, { region: 'NI' });
    const quoteFor = (text: string, answerType: QuestionToAnswer['answerType']) => answerer.answer({ id: text, text, answerType }).citations[0]?.quote;
    expect(quoteFor('What is the job title, and what are the main duties?', 'text')).toContain('as Production Supervisor');
    expect(quoteFor('Where is the place of work, and may the employee be required to work elsewhere?', 'address')).toContain('4 Quay Road, Enniskillen');
    expect(quoteFor('What pension arrangements apply (scheme, employer contributions, automatic enrolment)?', 'text')).toContain('qualifying earnings');
  });
});

describe('the built-in answerer on what a defined term stands for', () => {
  const agreement: CitablePage[] = [
    {
      page: 1,
      text: [
        'AGENCY AGREEMENT',
        '1. DEFINITIONS',
        '1.1 "Goods" means the knitwear listed in Schedule 1; "Territory" means the Republic of Ireland.',
        '1.2 The parties intend to test the market for the Goods in the Territory over one season (the "Trial").',
        '2. APPOINTMENT',
        '2.1 The Principal appoints the Agent to sell the Goods in the Territory during the Trial.',
      ].join('\n'),
    },
  ];
  const answerer = createBuiltinAnswerer(agreement, { region: 'IE' });

  it('answers from the row of particulars the term labels', () => {
    const lease: CitablePage[] = [
      {
        page: 1,
        text: [
          'LEASE',
          'PARTICULARS',
          'Premises Unit 3, Abbey Retail Park, Newtownabbey BT36 7LH',
          'Term 5 years from and including 1 May 2022',
          'Initial Rent £18,500 per annum exclusive of VAT',
          'Permitted Use Retail sale of books and stationery',
          'Review Date 1 May 2025',
          '4.4 The Tenant shall not use the Premises other than for the Permitted Use.',
        ].join('\n'),
      },
    ];
    expect(createBuiltinAnswerer(lease, { region: 'NI' }).answer({ id: 'u', text: 'What is the permitted use?', answerType: 'text' }).answer).toBe(
      'Permitted Use Retail sale of books and stationery',
    );
  });

  it('answers from the definition, not from a clause that uses the term', () => {
    expect(answerer.answer({ id: 't', text: 'What is the territory?', answerType: 'text' }).answer).toBe('"Territory" means the Republic of Ireland.');
    expect(answerer.answer({ id: 'p', text: 'What is the trial of the agreement?', answerType: 'text' }).citations[0]?.quote).toContain(
      'test the market for the Goods in the Territory over one season',
    );
  });
});

describe('the built-in answerer on how long a restriction lasts', () => {
  const contract: CitablePage[] = [
    {
      page: 1,
      text: [
        'CONTRACT OF EMPLOYMENT',
        '3.1 The first three months of your employment are a probationary period. During the probationary period either party may end your employment by giving two weeks\' notice.',
        '3.2 After the probationary period either party must give one month\'s notice.',
        '9.1 For nine months following termination the Employee shall not be engaged in any business in competition with the Company.',
      ].join('\n'),
    },
  ];
  const answerer = createBuiltinAnswerer(contract, { region: 'SC' });

  it('reads "last" as the asking of how long, and competition as what a non-compete forbids', () => {
    expect(answerer.answer({ id: 'n', text: 'How long does the non-compete last?', answerType: 'duration' }).value).toEqual({ type: 'duration', amount: 9, unit: 'months' });
  });

  it('reads a probationary period as probation', () => {
    expect(answerer.answer({ id: 'p', text: 'What notice applies during probation?', answerType: 'duration' }).value).toEqual({ type: 'duration', amount: 2, unit: 'weeks' });
  });
});

describe('the built-in answerer on a time fixed by an event', () => {
  const agreement: CitablePage[] = [
    {
      page: 1,
      text: [
        'SETTLEMENT AGREEMENT',
        '2.1 The Employer shall make a payment to the Employee of £12,000 as compensation within 21 days of the later of the Termination Date and the date it receives this agreement signed.',
        '3.1 The Employee shall return all Company property before the Termination Date.',
      ].join('\n'),
    },
  ];
  const answerer = createBuiltinAnswerer(agreement, { region: 'EN' });

  it('answers when in the document\'s words where it gives no date', () => {
    expect(answerer.answer({ id: 'w', text: 'When must the payment be made?', answerType: 'date' }).citations[0]?.quote).toContain('within 21 days of the later of');
  });

  it('answers when a building contract releases its retention', () => {
    const contract: CitablePage[] = [
      { page: 1, text: 'CONTRACT PARTICULARS\nClause 4.18 Retention Percentage 5 per cent, half to be released on practical completion and the balance at the end of the Rectification Period' },
    ];
    expect(createBuiltinAnswerer(contract, { region: 'EN' }).answer({ id: 'r', text: 'When is the retention released?', answerType: 'date' }).citations[0]?.quote).toContain(
      'released on practical completion',
    );
  });

  it('answers when and where completion takes place, a US agreement\'s closing being completion', () => {
    const spa: CitablePage[] = [
      {
        page: 1,
        text: 'STOCK PURCHASE AGREEMENT\nSection 2.03 Closing. The closing (the "Closing") shall take place at the offices of Buyer\'s counsel on the second Business Day after all of the conditions to Closing have been satisfied.',
      },
    ];
    const answer = createBuiltinAnswerer(spa, { region: 'IE' }).answer({ id: 'c', text: 'When and where does completion take place?', answerType: 'date' });
    expect(answer.citations[0]?.quote).toContain('on the second Business Day after all of the conditions');
  });

  it('does not answer when from a sentence about something else', () => {
    expect(answerer.answer({ id: 'r', text: 'When must the reference be given?', answerType: 'date' }).status).toBe('not_found');
  });
});

describe('the built-in answerer on whether a guarantee is limited', () => {
  const guarantee: CitablePage[] = [
    {
      page: 1,
      text: [
        'GUARANTEE',
        'Guarantor: SPERRIN HOLDINGS LIMITED (NI640001), 2 Main Street, Omagh',
        '1. The Guarantor guarantees to pay to the Bank on demand all sums owing by the Customer.',
        '2. This guarantee is a continuing security for the whole of those sums, without any limit.',
        '3. This guarantee is made without prejudice to any other security held by the Bank.',
      ].join('\n'),
    },
  ];
  const answerer = createBuiltinAnswerer(guarantee, { region: 'NI' });

  it('reads "without any limit" as no, and a company\'s "Limited" as no limit at all', () => {
    expect(answerer.answer({ id: 'l', text: 'Is the guarantee limited in amount?' })).toMatchObject({
      answer: 'No',
      citations: [expect.objectContaining({ quote: expect.stringContaining('without any limit') })],
    });
  });

  it('reads "the most" a guarantor can be asked to pay as the maximum its liability may not exceed', () => {
    const deed = createBuiltinAnswerer(
      [
        {
          page: 1,
          text: [
            'DEED OF GUARANTEE',
            '1.1 The Guarantor guarantees to the Lender the payment of all money owing by the Debtor.',
            '2.1 The maximum aggregate liability of the Guarantor under this Deed shall not exceed £250,000 plus interest.',
            '3.1 The Guarantor shall pay interest on any sum demanded from the date of demand.',
            '4.1 Any demand on the Guarantor shall be made in writing.',
            '5.1 The Guarantor waives any right to require the Lender to proceed first against the Debtor.',
            '6.1 The Guarantor may determine this Deed by three months\' notice.',
          ].join('\n'),
        },
      ],
      { region: 'EN' },
    );
    expect(deed.answer({ id: 'm', text: 'What is the most the guarantor can be asked to pay?', answerType: 'money' })).toMatchObject({
      value: { type: 'money', amount: 250000, currency: 'GBP' },
    });
  });

  it('reads "all money" as the "all monies" a question offers', () => {
    const deed = createBuiltinAnswerer(
      [
        {
          page: 1,
          text: [
            'DEED OF GUARANTEE',
            '1.1 The Guarantor guarantees to the Lender the payment of all money and liabilities owing by the Debtor to the Lender.',
            '1.2 The Guarantor agrees, as principal obligor, to indemnify the Lender against any loss.',
          ].join('\n'),
        },
      ],
      { region: 'EN' },
    );
    expect(deed.answer({ id: 'o', text: 'What obligations are guaranteed (all monies, or a particular facility)?', answerType: 'text' }).citations[0]?.quote).toContain(
      'all money and liabilities',
    );
  });

  it('still reads "without" in the question as the question asks it', () => {
    expect(answerer.answer({ id: 'p', text: 'Is the guarantee given without prejudice to other security?' }).answer).toBe('Yes');
  });
});

describe('the built-in answerer on a form and a printout', () => {
  it('reads a date and a title number from the form panels their questions label', () => {
    const form: CitablePage[] = [
      {
        page: 1,
        text: [
          'Transfer of whole of registered title(s)',
          'HM Land Registry TR1',
          '1 Title number(s) of the property',
          '2 Property',
          '3 Date',
          '4 Transferor',
          '',
          'LN118204',
          '9 Mill Lane, Louth LN11 0AB',
          '2 February 2024',
          'ROBERT JAMES ASHBY',
          '',
          '7 The transferor transfers the property to the transferee',
        ].join('\n'),
      },
    ];
    const answerer = createBuiltinAnswerer(form, { region: 'EN' });
    expect(answerer.answer({ id: 'd', text: 'What is the date of the transfer?', answerType: 'date' }).value).toEqual({
      type: 'date',
      iso: '2024-02-02',
    });
    expect(answerer.answer({ id: 't', text: 'What title number does the transfer relate to?', answerType: 'identifier' })).toMatchObject({
      value: { type: 'identifier', kind: 'title_number', value: 'LN118204' },
      citations: [expect.objectContaining({ quote: 'LN118204' })],
    });
    expect(answerer.answer({ id: 'p', text: 'What property is transferred, and what is its address?', answerType: 'address' }).answer).toContain('9 Mill Lane');
  });

  it('names every director a printout\'s row lists, however its semicolons divide them', () => {
    const printout: CitablePage[] = [
      {
        page: 1,
        text: [
          'COMPANIES REGISTRATION OFFICE',
          'Company Printout',
          'Company Number 700123',
          'Company Name ARAN KNITWEAR LIMITED',
          'Registered Office Main Street, Kilronan, Co. Galway',
          'Directors SINEAD FLAHERTY (appointed 2 May 2019); COLM DIRRANE (appointed 2 May',
          '2019)',
          'Company Status Normal',
        ].join('\n'),
      },
    ];
    const answer = createBuiltinAnswerer(printout, { region: 'IE' }).answer({ id: 'd', text: 'Who are the directors?', answerType: 'party' });
    expect(answer.answer).toBe('SINEAD FLAHERTY; COLM DIRRANE');
  });

  it('reads "printed on" as the date a printout was issued', () => {
    const printout: CitablePage[] = [{ page: 1, text: 'COMPANIES REGISTRATION OFFICE\nCompany Printout\nPrinted on 3 June 2025\nCompany Number 700123' }];
    const answer = createBuiltinAnswerer(printout, { region: 'IE' }).answer({ id: 'x', text: 'On what date was the extract or certificate issued?', answerType: 'date' });
    expect(answer.value).toEqual({ type: 'date', iso: '2025-06-03' });
  });
});

describe('the built-in answerer on limits', () => {
  it('reads "subject to a maximum" as a cap', () => {
    const contract: CitablePage[] = [
      {
        page: 1,
        text: 'CONTRACT PARTICULARS\nClause 2.29.2 Liquidated damages at the rate of £4,500 per week, subject to a maximum of 10 per cent of the Contract Sum.',
      },
    ];
    expect(createBuiltinAnswerer(contract, { region: 'EN' }).answer({ id: 'cap', text: 'Are liquidated damages capped?' })).toMatchObject({
      answer: expect.stringMatching(/^Yes/),
      citations: [expect.objectContaining({ quote: expect.stringContaining('subject to a maximum of 10 per cent') })],
    });
  });
});

describe('the built-in answerer on whether a consent is needed', () => {
  const folio: CitablePage[] = [
    {
      page: 1,
      text: [
        'FOLIO AN98765 COUNTY ANTRIM',
        'PART 3 BURDENS',
        'Inhibition: No disposition of the land by the registered owners within five years of 19 August 2019 shall be registered without the consent of the Northern Ireland Housing Executive.',
      ].join('\n'),
    },
  ];
  const answerer = createBuiltinAnswerer(folio, { region: 'NI' });

  it('answers yes, naming whose consent, where the document forbids the act without it', () => {
    expect(answerer.answer({ id: 'c', text: "Do the owners need anyone's consent to sell?" })).toMatchObject({
      answer: 'Yes: the consent of the Northern Ireland Housing Executive',
      value: { type: 'boolean', value: true },
    });
  });

  it('still answers whether the act may be done with the condition it needs', () => {
    expect(answerer.answer({ id: 's', text: 'Can the owners sell the land?' })).toMatchObject({
      answer: 'No, not without the consent of the Northern Ireland Housing Executive',
    });
  });
});

describe('the built-in answerer on proceedings and their number', () => {
  it('reads "No." before a number as part of the sentence, so the case number is quoted', () => {
    const settlement: CitablePage[] = [
      {
        page: 1,
        text: [
          'SETTLEMENT AGREEMENT',
          '(B) The Claimant issued proceedings against the Defendant in the High Court under record number 2023 No.',
          '45612, claiming £240,000 (the "Proceedings").',
          '1. The Defendant shall pay the Claimant £185,000 in full and final settlement of the Proceedings.',
        ].join('\n'),
      },
    ];
    const answer = createBuiltinAnswerer(settlement, { region: 'NI' }).answer({
      id: 'd',
      text: 'What dispute or proceedings does it settle (court and case number)?',
      answerType: 'text',
    });
    expect(answer.citations[0]?.quote).toMatch(/High Court under record number 2023 No\.\s45612/);
  });

  it('reads initials such as "S.I." as part of the sentence', () => {
    const contract: CitablePage[] = [
      {
        page: 1,
        text: [
          'CONTRACT OF EMPLOYMENT',
          '17. Disciplinary and grievance: The procedures, which comply with the Code of Practice (S.I. No. 146 of 2000), are set',
          'out in the Employee Handbook and are not contractual.',
        ].join('\n'),
      },
    ];
    const answer = createBuiltinAnswerer(contract, { region: 'IE' }).answer({
      id: 'g',
      text: 'Where are the disciplinary and grievance procedures, and are they contractual?',
      answerType: 'text',
    });
    expect(answer.citations[0]?.quote).toContain('are set\nout in the Employee Handbook and are not contractual.');
  });
});

describe('the built-in answerer on a scan whose lines a gap divides', () => {
  it('answers from the whole sentence across the gap', () => {
    const scan: CitablePage[] = [
      {
        page: 1,
        text: [
          'GUARANTEE',
          '4. The Bank may give time to the Customer, vary any facility or release',
          '',
          'any other security without affecting the Guarantor\'s liability.',
        ].join('\n'),
      },
    ];
    const answer = createBuiltinAnswerer(scan, { region: 'NI' }).answer({
      id: 'w',
      text: 'May the Bank release other security without affecting the liability of the Guarantor?',
      answerType: 'yes_no',
    });
    expect(answer.citations[0]?.quote).toBe(
      'The Bank may give time to the Customer, vary any facility or release\n\nany other security without affecting the Guarantor\'s liability.',
    );
  });
});

describe('the built-in answerer on a question scoped before it asks', () => {
  it('reads "For a personal guarantee, did …" as asking what follows the scope', () => {
    const guarantee: CitablePage[] = [
      {
        page: 1,
        text: [
          'DEED OF GUARANTEE',
          '9. INDEPENDENT LEGAL ADVICE',
          '9.1 The Guarantor confirms that he has received independent legal advice on the nature and effect of this Deed.',
        ].join('\n'),
      },
    ];
    expect(
      createBuiltinAnswerer(guarantee, { region: 'EN' }).answer({
        id: 'a',
        text: "For a personal guarantee, did the guarantor take independent legal advice, and is there a solicitor's certificate?",
        answerType: 'yes_no',
        hints: ['independent legal advice', "solicitor's certificate"],
      }),
    ).toMatchObject({ answer: 'Yes', citations: [expect.objectContaining({ quote: expect.stringContaining('independent legal advice') })] });
  });
});

describe('the built-in answerer on a facility letter in plain words', () => {
  const plain: CitablePage[] = [
    {
      page: 1,
      text: [
        'LOAN FACILITY LETTER',
        '2. The Loan may be drawn in up to three tranches within six months of your acceptance of this letter.',
        '3. Before the first drawdown we must have received a debenture signed by the Borrower and a certified copy of its board minutes.',
        '7. If any person acquires control of the Borrower, we may cancel the Facility and require the Loan to be repaid at once.',
        '8. The Loan shall become immediately due and payable if any repayment is more than 10 days late or the Borrower becomes insolvent.',
      ].join('\n'),
    },
  ];
  const plainAnswerer = createBuiltinAnswerer(plain, { region: 'EN' });

  it('reads plain drafting as the terms of art a lender\'s question uses', () => {
    const ask = (text: string, answerType: QuestionToAnswer['answerType']) => plainAnswerer.answer({ id: text, text, answerType });
    expect(ask('What is the availability period for drawing?', 'duration')).toMatchObject({ value: { type: 'duration', amount: 6, unit: 'months' } });
    expect(ask('What conditions precedent apply to the first utilisation?', 'text').citations[0]?.quote).toContain('Before the first drawdown');
    expect(ask('Does a change of control trigger cancellation?', 'yes_no')).toMatchObject({
      answer: 'Yes',
      citations: [expect.objectContaining({ quote: expect.stringContaining('acquires control') })],
    });
    expect(ask('What are the events of default?', 'text').citations[0]?.quote).toContain('immediately due and payable if');
  });

  it('finds the final maturity date where the letter says when the loan must be repaid in full', () => {
    const letter: CitablePage[] = [
      {
        page: 1,
        text: [
          'BANKING FACILITIES',
          '1. Overdraft of £150,000, repayable on demand, reviewed on 19 June 2024.',
          '4. The term loan is repayable by 60 equal monthly instalments, and must be repaid in full by 30 June 2028.',
        ].join('\n'),
      },
    ];
    expect(
      createBuiltinAnswerer(letter, { region: 'SC' }).answer({
        id: 't',
        text: 'What is the termination (final maturity) date?',
        answerType: 'date',
        hints: ['Termination Date', 'Final Maturity Date'],
      }),
    ).toMatchObject({ value: { type: 'date', iso: '2028-06-30' } });
  });

  it('reads a rate "over the Bank of England Base Rate" as the margin, not the default rate over the rate applicable', () => {
    const letter: CitablePage[] = [
      {
        page: 1,
        text: [
          'BANKING FACILITIES',
          '2. Term loan of £350,000 to purchase brewing equipment.',
          '3. Interest is charged at 3.5% per annum over the Bank of England Base Rate. Overdue amounts bear interest at 4% per annum over the rate otherwise applicable.',
        ].join('\n'),
      },
    ];
    expect(createBuiltinAnswerer(letter, { region: 'SC' }).answer({
        id: 'm',
        text: 'What is the margin, and does it ratchet?',
        answerType: 'percentage',
        hints: ['Margin', 'per cent. per annum', 'margin ratchet'],
      })).toMatchObject({
      value: { type: 'percentage', percent: 3.5 },
      citations: [expect.objectContaining({ quote: expect.stringContaining('over the Bank of England Base Rate') })],
    });
  });
});

describe('the built-in answerer on a US-style agreement', () => {
  it('reads the "Outside Date" as the long-stop date', () => {
    const spa: CitablePage[] = [
      {
        page: 1,
        text: [
          'STOCK PURCHASE AGREEMENT',
          'Section 2.01 Conditions to Closing. The obligations of the parties are subject to the receipt of a determination by the Commission.',
          'Section 2.02 Outside Date. If the Closing shall not have occurred on or before October 31, 2024 (the "Outside Date"), either Buyer or Sellers may terminate this Agreement by written notice.',
        ].join('\n'),
      },
    ];
    expect(
      createBuiltinAnswerer(spa, { region: 'IE' }).answer({ id: 'l', text: 'What is the long-stop date for satisfying the conditions?', answerType: 'date' }),
    ).toMatchObject({ value: { type: 'date', iso: '2024-10-31' } });
  });
});

describe('the built-in answerer on a settlement agreement', () => {
  it('reads a clause under "Waiver of claims" as saying which claims are waived', () => {
    const agreement: CitablePage[] = [
      {
        page: 1,
        text: [
          'SETTLEMENT AGREEMENT',
          '5. Waiver of claims',
          '5.1 The terms of this agreement are in full and final settlement of all claims which the Employee has against the Employer, including claims for unfair dismissal.',
          '6. Confidentiality',
          '6.1 The Employee shall keep the terms of this agreement confidential.',
        ].join('\n'),
      },
    ];
    expect(
      createBuiltinAnswerer(agreement, { region: 'EN' }).answer({ id: 'w', text: 'Which claims are waived (statutory and contractual), and which are excluded?', answerType: 'text' })
        .citations[0]?.quote,
    ).toContain('full and final settlement of all claims');
  });
});

describe('the built-in answerer on a question that compares', () => {
  const lease: CitablePage[] = [
    {
      page: 1,
      text: [
        'LEASE',
        '1.1 "Contractual Term" means a term of fifteen years from and including 25 March 2019.',
        '12.2 The Tenant shall pay any stamp duty land tax.',
        'Executed as a deed by HARBOUR ESTATES LIMITED acting by a director in the presence of a witness.',
      ].join('\n'),
    },
  ];
  const answerer = createBuiltinAnswerer(lease, { region: 'EN' });

  it('compares the length the document gives with the one the question names, citing the length', () => {
    expect(answerer.answer({ id: 'more', text: 'Is the term more than seven years?', answerType: 'yes_no' })).toMatchObject({
      answer: 'Yes (fifteen years)',
      value: { type: 'boolean', value: true },
      citations: [expect.objectContaining({ quote: expect.stringContaining('a term of fifteen years') })],
    });
    expect(answerer.answer({ id: 'less', text: 'Is the term less than 10 years?', answerType: 'yes_no' })).toMatchObject({ answer: 'No (fifteen years)' });
  });

  it('does not ask the sentence for the reason a question gives', () => {
    expect(answerer.answer({ id: 'deed', text: 'Is the lease executed as a deed, giving a 12-year limitation period?', answerType: 'yes_no' })).toMatchObject({
      answer: 'Yes',
      citations: [expect.objectContaining({ quote: expect.stringContaining('Executed as a deed') })],
    });
  });
});

describe('the built-in answerer on a landlord\'s covenant in other words', () => {
  it('reads "peaceful possession" and "without interference from us" as quiet enjoyment', () => {
    const ask = (text: string) =>
      createBuiltinAnswerer([{ page: 1, text: `LEASE\n3.1 The Tenant shall pay the Rent.\n${text}` }], { region: 'SC' }).answer({
        id: 'q',
        text: 'What covenants does the landlord give, including quiet enjoyment?',
        answerType: 'text',
      }).citations[0]?.quote;
    expect(ask('7.1 The Landlords warrant that the Tenants shall have peaceful possession of the Subjects.')).toContain('peaceful possession');
    expect(ask('9. Our promises\n9.1 As long as you pay the rent, you may occupy the Premises without interference from us.')).toContain('without interference from us');
  });
});

describe('the built-in answerer on a short row among long clauses', () => {
  it('reads the row its question labels though clauses share more of the question\'s words', () => {
    const lease: CitablePage[] = [
      {
        page: 1,
        text: [
          'LEASE',
          'PARTICULARS',
          'Landlord: Lagan Estates Limited',
          'Term 6 years from and including 1 October 2020',
          'Rent £48,000 a year',
          ...[
            'yield up the Premises in repair',
            'remove its signs and fittings',
            'make good any damage caused',
            'return all keys to the Landlord',
            'give up the Premises with vacant possession',
            'remove all rubbish from the Premises',
            'hand over the operating manuals',
            'pay the Landlord\'s costs of inspection',
            'cancel its registration at the Premises',
          ].map((duty, i) => `${i + 4}.1 At the end or sooner termination of the Term, or on any earlier start of works, the Tenant shall ${duty}.`),
        ].join('\n'),
      },
    ];
    expect(
      createBuiltinAnswerer(lease, { region: 'NI' }).answer({ id: 't', text: 'What is the contractual term, and on what dates does it start and end?', answerType: 'duration' }),
    ).toMatchObject({ value: { type: 'duration', amount: 6, unit: 'years' } });
  });
});

describe('the built-in answerer on a register\'s property entry', () => {
  it('answers what land a title comprises from the entry that states it, not the note that says the register describes it', () => {
    const register: CitablePage[] = [
      {
        page: 1,
        text: [
          'A: Property Register',
          'This register describes the land and estate comprised in the title.',
          'GREATER MANCHESTER : MANCHESTER',
          '1 (12.05.1998) The Freehold land shown edged with red on the plan of the above title filed at the Registry and',
          'being 18 Beech Grove, Didsbury, Manchester (M20 6QT).',
          '2 (12.05.1998) The mines and minerals together with ancillary powers of working are excepted.',
          '3 (12.05.1998) The land has the benefit of the rights granted by the Conveyance dated 4 March 1932.',
          '4 (07.11.2005) The land edged and numbered in green on the title plan has been removed from this title.',
          'B: Proprietorship Register',
          'This register specifies the class of title and identifies the owner.',
          'Title absolute',
          '1 (21.06.2018) PROPRIETOR: THOMAS EDWARD HARGREAVES of 18 Beech Grove, Didsbury, Manchester M20 6QT.',
          '2 (21.06.2018) The price stated to have been paid on 15 June 2018 was £615,000.',
          'C: Charges Register',
          '1 (12.05.1998) A Conveyance of the land in this title dated 4 March 1932 contains restrictive covenants.',
          '2 (21.06.2018) REGISTERED CHARGE dated 15 June 2018.',
        ].join('\n'),
      },
    ];
    expect(
      createBuiltinAnswerer(register, { region: 'EN' }).answer({ id: 'p', text: 'What land does the title comprise, and what is its address?', answerType: 'address' })
        .citations[0]?.quote,
    ).toContain('18 Beech Grove');
  });
});

describe('the built-in answerer on officers named in rows of their own', () => {
  it('answers who the directors and the secretary are from the row that names each', () => {
    const printout: CitablePage[] = [
      {
        page: 1,
        text: [
          'COMPANY PRINTOUT',
          'Company Number 612345',
          'Company Name CLIFDEN CRAFT LIMITED',
          'Registered Office Main Street, Clifden, Co. Galway',
          'Directors ORLA JOYCE (appointed 2 May 2018); SEAN KEANE (appointed 2 May 2018)',
          'Secretary NIAMH FLAHERTY',
          'Company Status Normal',
        ].join('\n'),
      },
    ];
    const answer = createBuiltinAnswerer(printout, { region: 'IE' }).answer({ id: 'o', text: 'Who are the current directors and secretary?', answerType: 'party' });
    expect(answer).toMatchObject({ status: 'answered', answer: 'ORLA JOYCE; SEAN KEANE; NIAMH FLAHERTY' });
    expect(answer.citations.map((citation) => citation.quote)).toEqual([expect.stringContaining('Directors ORLA JOYCE'), 'Secretary NIAMH FLAHERTY']);
  });
});

describe('the built-in answerer on a review that may go either way', () => {
  it('reads "greater than, equal to or less than", broken across lines, as saying the rent may go down', () => {
    const lease: CitablePage[] = [
      {
        page: 1,
        text: [
          'LEASE',
          '4. RENT REVIEW',
          '4.1 The rent shall be reviewed on each Review Date to the open market rent, and the rent payable following a review may be greater',
          'than, equal to or less than the rent payable immediately before the Review Date.',
        ].join('\n'),
      },
    ];
    expect(createBuiltinAnswerer(lease, { region: 'IE' }).answer({ id: 'd', text: 'Can the rent go down on review?', answerType: 'yes_no' })).toMatchObject({
      answer: 'Yes',
      citations: [expect.objectContaining({ quote: expect.stringContaining('or less than the rent payable') })],
    });
  });
});

describe('the built-in answerer on VAT in a lease that never says "VAT"', () => {
  it('reads "has not opted to tax" as saying VAT is not payable on the rent', () => {
    const lease: CitablePage[] = [
      {
        page: 1,
        text: [
          'LEASE OF LOCK-UP SHOP',
          'Landlord: Taff Vale Estates Limited',
          'Tenant: Ava Lewis',
          'Property: the lock-up shop at 3 Mill Lane, Bath BA1 1AA',
          'Rent: £14,400 a year payable monthly in advance. The Landlord has not opted to tax the Property.',
        ].join('\n'),
      },
    ];
    expect(createBuiltinAnswerer(lease, { region: 'EN' }).answer({ id: 'v', text: 'Is VAT payable on the rent?', answerType: 'yes_no' })).toMatchObject({
      answer: 'No',
      citations: [expect.objectContaining({ quote: expect.stringContaining('has not opted to tax') })],
    });
  });
});

describe('the built-in answerer on termination at will', () => {
  it('reads a right to terminate "at any time" on notice as termination for convenience', () => {
    const agreement: CitablePage[] = [
      {
        page: 1,
        text: [
          'SERVICES AGREEMENT',
          '9.1 This Agreement shall continue until 31 August 2026.',
          '9.2 The Customer may terminate this Agreement at any time by giving the Supplier not less than',
          'three months\' written notice.',
          '9.3 Either party may terminate this Agreement immediately if the other becomes insolvent.',
        ].join('\n'),
      },
    ];
    expect(
      createBuiltinAnswerer(agreement, { region: 'EN' }).answer({ id: 'c', text: 'Can either party terminate for convenience, and on what notice?', answerType: 'yes_no' }),
    ).toMatchObject({ answer: 'Yes', citations: [expect.objectContaining({ quote: expect.stringContaining('at any time by giving the Supplier') })] });
  });
});

describe('the built-in answerer on a topic the document never names', () => {
  it('says not_found when half the question\'s subjects, its topic first, are nowhere in the document', () => {
    const lease: CitablePage[] = [
      {
        page: 1,
        text: [
          'LEASE OF LOCK-UP SHOP',
          '6. The Tenant must pay interest at 4% above base rate on rent paid late.',
          '7. The Tenant must pay the Landlord a deposit of £3,600 on signing, to be returned at the end of the term.',
          '8. The Landlord has not opted to tax the Property.',
        ].join('\n'),
      },
    ];
    expect(
      createBuiltinAnswerer(lease, { region: 'EN' }).answer({
        id: 's',
        text: 'What does the lease say about stamp duty land tax on its grant (who pays, and the land transaction return)?',
        answerType: 'text',
      }),
    ).toMatchObject({ status: 'not_found', citations: [] });
  });
});

describe('the built-in answerer on a sum stated by its defined term', () => {
  const spa: CitablePage[] = [
    {
      page: 1,
      text: [
        'SHARE PURCHASE AGREEMENT',
        '2.1 The consideration for the Sale Shares is £3,150,000 (the "Consideration"), payable at Completion.',
        '2.2 On Completion £300,000 of the Consideration (the "Retention") shall be retained by the Purchaser in an escrow account.',
        '4.2 The Seller shall not be liable for any Claim unless the aggregate of all Claims exceeds £50,000.',
        '4.3 The total liability of the Seller for all Claims shall not exceed the Consideration.',
      ].join('\n'),
    },
  ];
  const answerer = createBuiltinAnswerer(spa, { region: 'SC' });

  it('reads "shall not exceed the Consideration" as the sum defined, citing the clause and the definition', () => {
    const answer = answerer.answer({ id: 'cap', text: "What is the cap on the sellers' liability for claims?", answerType: 'money' });
    expect(answer).toMatchObject({ answer: '£3,150,000 (the Consideration)', value: { type: 'money', amount: 3150000, currency: 'GBP' } });
    expect(answer.citations.map((citation) => citation.quote)).toEqual([
      '4.3 The total liability of the Seller for all Claims shall not exceed the Consideration.',
      '£3,150,000 (the "Consideration")',
    ]);
    expect(answer.citations.every((citation) => citation.verified)).toBe(true);
  });

  it('reads a sum a definitions list gives by its term', () => {
    const agreement = createBuiltinAnswerer(
      [{ page: 1, text: 'SUPPLY AGREEMENT\n1.1 "Liability Cap" means £500,000.\n9.1 Each party\'s total liability under this Agreement shall not exceed the Liability Cap.' }],
      { region: 'EN' },
    );
    expect(agreement.answer({ id: 'c', text: "What is the cap on each party's liability?", answerType: 'money' })).toMatchObject({
      value: { type: 'money', amount: 500000, currency: 'GBP' },
    });
  });

  it('does not read a part "of the Consideration" as the whole', () => {
    expect(
      answerer.answer({
        id: 'r',
        text: 'Is any part of the price retained or paid into escrow, and how much?',
        answerType: 'money',
        hints: ['Retention', 'Escrow Account', 'Escrow Amount', 'retained', 'Retention Amount'],
      }),
    ).toMatchObject({
      value: { type: 'money', amount: 300000, currency: 'GBP' },
    });
  });
});

describe('the built-in answerer on a Scots lease\'s period', () => {
  it('reads a term from its defined first and last days, citing the period and both definitions', () => {
    const lease: CitablePage[] = [
      {
        page: 1,
        text: [
          'LEASE',
          '1. DEFINITIONS',
          '"Date of Entry" means 28 November 2023 notwithstanding the date of execution hereof;',
          '"Ish" means 27 November 2033;',
          '"Period" means the period from and including the Date of Entry to and including the Ish;',
          '2.1 The Landlords hereby let to the Tenants the Subjects for the Period.',
          '10.1 The Tenants may terminate this Lease on 28 November 2028 by giving nine months\' notice.',
        ].join('\n'),
      },
    ];
    const answer = createBuiltinAnswerer(lease, { region: 'SC' }).answer({
      id: 't',
      text: 'What is the contractual term, and on what dates does it start and end?',
      answerType: 'duration',
    });
    expect(answer).toMatchObject({ answer: '28 November 2023 to 27 November 2033 (10 years)', value: { type: 'duration', amount: 10, unit: 'years' } });
    expect(answer.citations.map((citation) => citation.quote)).toEqual([
      '"Period" means the period from and including the Date of Entry to and including the Ish;',
      '"Date of Entry" means 28 November 2023',
      '"Ish" means 27 November 2033',
    ]);
  });
});

describe('the built-in answerer on a document its question names in the other number', () => {
  it('reads "the facility" of a Term Loan Facilities Agreement as the document itself', () => {
    const agreement: CitablePage[] = [
      {
        page: 1,
        text: [
          'TERM LOAN FACILITIES AGREEMENT',
          '7. UNDERTAKINGS',
          '7.1 The Borrower shall deliver its annual accounts to the Bank within 120 days of its year end.',
          '8. SECURITY',
          '8.1 The obligations of the Borrower under this Agreement are secured by a debenture dated 2 May 2023',
          'granted by the Borrower in favour of the Bank.',
        ].join('\n'),
      },
    ];
    expect(
      createBuiltinAnswerer(agreement, { region: 'EN' }).answer({ id: 's', text: 'Is the facility secured, and by which security documents?', answerType: 'yes_no' }),
    ).toMatchObject({ answer: 'Yes', citations: [expect.objectContaining({ quote: expect.stringContaining('secured by a debenture') })] });
  });
});

describe('the built-in answerer on a clause that lists what the question lists', () => {
  it('answers with the clause\'s next item when it gives another of the bracketed choices', () => {
    const agreement: CitablePage[] = [
      {
        page: 1,
        text: [
          'FACILITIES AGREEMENT',
          '2. THE FACILITIES',
          '2.1 Subject to the terms of this Agreement, the Bank makes available to the Borrower: (a) a sterling',
          'term loan facility of £4,000,000; and (b) a sterling revolving credit facility of £1,000,000.',
          '3. REPAYMENT',
          '3.1 The Borrower shall repay each revolving credit loan on the last day of its interest period.',
          '4. INTEREST',
          '4.1 Interest on each Facility accrues at the Margin over SONIA.',
          '5. FEES',
          '5.1 The Borrower shall pay a fee of 1% of each Facility on signing.',
          '6. SECURITY',
          '6.1 Each Facility is secured by a debenture granted by the Borrower.',
        ].join('\n'),
      },
    ];
    const answer = createBuiltinAnswerer(agreement, { region: 'EN' }).answer({
      id: 'f',
      text: 'What facilities are made available (term loan, revolving credit, ancillary, accordion)?',
      answerType: 'text',
    });
    expect(answer.citations.map((citation) => citation.quote)).toEqual([
      expect.stringContaining('term loan facility of £4,000,000'),
      expect.stringContaining('revolving credit facility of £1,000,000'),
    ]);
  });
});

describe('the built-in answerer on a letter that calls the borrower "you"', () => {
  const letter: CitablePage[] = [
    {
      page: 1,
      text: [
        'Dear Sirs',
        'We are pleased to offer Glen Mill Bakery Limited (the Borrower) a term loan of £200,000.',
        '1. The term loan is repayable by 36 monthly instalments.',
        '2. You may repay the term loan early at any time without penalty on giving us 30 days\' notice.',
        '3. An arrangement fee of £2,000 is payable on acceptance.',
      ].join('\n'),
    },
  ];
  it('reads repaying early as prepaying, "you" as the borrower, and "without penalty" as no condition', () => {
    expect(
      createBuiltinAnswerer(letter, { region: 'SC' }).answer({
        id: 'p',
        text: 'May the borrower prepay voluntarily, and is a prepayment fee or break cost payable?',
        answerType: 'yes_no',
        hints: ['Voluntary prepayment', 'prepayment fee', 'Break Costs', "Business Days' prior notice"],
      }),
    ).toMatchObject({
      answer: "Yes, without penalty on giving us 30 days' notice",
      value: { type: 'boolean', value: true, subjectTo: null },
      citations: [expect.objectContaining({ quote: expect.stringContaining('repay the term loan early') })],
    });
  });
});

describe('the built-in answerer on a deed its granters write as "we"', () => {
  it('does not read "we" as the grantee', () => {
    const disposition: CitablePage[] = [
      {
        page: 1,
        text: [
          'DISPOSITION',
          'WE, JOHN SMITH and MARY SMITH, heritable proprietors, HAVE SOLD and DO HEREBY DISPONE to and in favour of',
          'ANNA BROWN the subjects known as 4 Hill Street, Perth PH1 5AA;',
          'Which subjects are disponed subject to the real burdens, servitudes and conditions in the Title Sheet;',
          'AND WE GRANT WARRANDICE;',
          'AND WE CONSENT to registration hereof in the Land Register of Scotland.',
        ].join('\n'),
      },
    ];
    expect(
      createBuiltinAnswerer(disposition, { region: 'SC' }).answer({ id: 's', text: 'What servitudes are granted to the disponee?', answerType: 'text' }),
    ).toMatchObject({ status: 'not_found' });
  });
});

describe('the built-in answerer on a two-part question', () => {
  it('does not join a sentence that adds only a word most clauses use', () => {
    const lease: CitablePage[] = [
      {
        page: 1,
        text: [
          'LEASE',
          '3. THE LESSEE COVENANTS WITH THE LESSOR:',
          '3.1 To pay the rent for the Demised Premises on the usual quarter days.',
          '3.2 To keep the Demised Premises in good and substantial repair and condition, damage by the',
          'Insured Risks excepted.',
          '3.3 Not to use the Demised Premises otherwise than as offices.',
          '3.4 Not to assign the Demised Premises without the consent of the Lessor.',
          '3.5 Not to make any alteration to the Demised Premises.',
          '3.6 To permit the Lessor to enter the Demised Premises to inspect their condition.',
          '3.7 To yield up the Demised Premises at the end of the Term.',
          '4. THE LESSOR COVENANTS WITH THE LESSEE:',
          '4.1 To insure the Building against loss or damage by the Insured Risks in its full reinstatement',
          'value, the Lessee repaying to the Lessor on demand a proportionate part of the premium.',
        ].join('\n'),
      },
    ];
    const answer = createBuiltinAnswerer(lease, { region: 'IE' }).answer({
      id: 'i',
      text: 'Who insures the premises, against which risks, and does the tenant pay the premium?',
      answerType: 'text',
      hints: ['Insured Risks', 'Insurance Rent', 'the Landlord shall insure', 'reinstate', 'rent suspension', 'Uninsured Risk'],
    });
    expect(answer.citations.map((citation) => citation.quote)).toEqual([expect.stringContaining('To insure the Building')]);
  });
});

describe('the built-in answerer on a folio\'s map references', () => {
  it('answers with every Registry Map reference of the sentence that identifies the land', () => {
    const folio: CitablePage[] = [
      {
        page: 1,
        text: [
          'LAND REGISTRY OF NORTHERN IRELAND',
          'FOLIO DN12345 COUNTY DOWN',
          'PART I: DESCRIPTION OF LAND',
          'All that parcel of land in the Townland of Ballymacash, known as 4 Moss Road, Lisburn BT28 3AA,',
          'shown as plan 7 on Registry Map sheet 112/4.',
          'PART III: BURDENS',
          '1. Right of way in favour of the owners of Folio DN12346 County Down over the lane on the Registry Map.',
        ].join('\n'),
      },
    ];
    expect(
      createBuiltinAnswerer(folio, { region: 'NI' }).answer({ id: 'p', text: 'What plan or map references identify the land?', answerType: 'identifier' }),
    ).toMatchObject({ answer: 'plan 7, sheet 112/4', citations: [expect.objectContaining({ quote: expect.stringContaining('plan 7 on Registry Map sheet 112/4') })] });
  });
});

describe('the built-in answerer on an Irish folio whose entries begin with their dealing numbers', () => {
  const folio: CitablePage[] = [
    {
      page: 1,
      text: [
        'Land Registry County Kerry Folio 40122F',
        'Register of Freeholders',
        'Part 1(A) - The Property',
        'The property shown coloured Red as plan 9 on the Registry Map situate in the Townland of Gortbreagoge.',
        'Part 2 - Ownership',
        'Title Absolute',
        '3 March 2020 D2020LR012345Q PATRICK JOHN MORIARTY and',
        'NORA MORIARTY, both of Gortbreagoge, Killarney, County Kerry,',
        'are full owners as joint tenants.',
        'Part 3 - Burdens and Notices of Burdens',
        '1. 3 March 2020 D2020LR012345Q Charge for present and future advances repayable with interest.',
        'Kingdom Bank DAC is owner of this charge.',
        '2. 8 May 2022 D2022LR054321K Caution lodged by Eileen Sheehan of Tralee, County Kerry, claiming an',
        'interest under a contract for sale.',
      ].join('\n'),
    },
  ];
  const answerer = createBuiltinAnswerer(folio, { region: 'IE' });
  it('reads a dealing number as the entry\'s registration, and no part of the owners\' names', () => {
    expect(answerer.answer({ id: 'o', text: 'Who are the registered owners?', answerType: 'party' })).toMatchObject({ answer: 'PATRICK JOHN MORIARTY; NORA MORIARTY' });
    expect(answerer.answer({ id: 'd', text: 'On what date was the current owner registered?', answerType: 'date' })).toMatchObject({
      value: { type: 'date', iso: '2020-03-03' },
      citations: [expect.objectContaining({ quote: expect.stringContaining('PATRICK JOHN MORIARTY') })],
    });
  });
  it('answers with the whole entry, the day of its date included', () => {
    expect(answerer.answer({ id: 'c', text: 'What cautions are registered against the folio, and by whom?', answerType: 'text' })).toMatchObject({
      answer: expect.stringMatching(/^8 May 2022 D2022LR054321K Caution lodged by Eileen Sheehan/),
    });
  });
});

describe('the built-in answerer on a choice only a heading names', () => {
  it('answers with the heading when the sentence under it names none of the listed choices', () => {
    const folio: CitablePage[] = [
      {
        page: 1,
        text: [
          'LAND REGISTRY OF NORTHERN IRELAND',
          'FOLIO DN55555 COUNTY DOWN',
          'REGISTER OF LEASEHOLDERS',
          'This is a copy of the folio printed on 2 April 2024.',
          'PART I: DESCRIPTION OF LAND',
          'The land known as Flat 2, 9 Main Street, Newry BT34 1AA, shown as plan 3 on Registry Map sheet 70/2.',
        ].join('\n'),
      },
    ];
    expect(
      createBuiltinAnswerer(folio, { region: 'NI' }).answer({
        id: 'r',
        text: 'Is the folio in the register of freeholders, leaseholders or subsidiary interests?',
        answerType: 'text',
        hints: ['Register of Freeholders', 'Register of Leaseholders', 'Subsidiary', 'Freehold', 'Leasehold'],
      }),
    ).toMatchObject({ answer: 'REGISTER OF LEASEHOLDERS', citations: [expect.objectContaining({ quote: 'REGISTER OF LEASEHOLDERS' })] });
  });
});

describe('the built-in answerer on a date its question\'s own verb states', () => {
  it('reads "registered on 19 May 2018" over a later sentence that only mentions the date', () => {
    const folio: CitablePage[] = [
      {
        page: 1,
        text: [
          'PART II: OWNERSHIP',
          'Dealing D2018/33211 registered on 19 May 2018: AOIFE KELLY of 3 Shore Road, Bangor BT20 3AA, full owner.',
          'Inhibition: No disposition of the land by the registered owner within five years of 1 June 2018 shall be',
          'registered without the consent of the Northern Ireland Housing Executive.',
        ].join('\n'),
      },
    ];
    expect(
      createBuiltinAnswerer(folio, { region: 'NI' }).answer({ id: 'd', text: 'On what date was the current owner registered?', answerType: 'date' }),
    ).toMatchObject({ value: { type: 'date', iso: '2018-05-19' }, citations: [expect.objectContaining({ quote: expect.stringContaining('registered on 19 May 2018') })] });
  });
});

describe('the built-in answerer on a short guarantee in plain words', () => {
  const guarantee: CitablePage[] = [
    {
      page: 1,
      text: [
        'GUARANTEE',
        'Guarantor: KILREA HOLDINGS LIMITED (NI612345)',
        'Bank: ULSTER MERCHANT BANK PLC',
        'Customer: KILREA FARMS LIMITED (NI612399)',
        '1. The Guarantor guarantees to pay to the Bank on demand all sums owing by the Customer to the Bank, without any limit.',
        '2. The Bank may give time to the Customer or release any other security without affecting the Guarantor\'s liability.',
        '3. The Bank need not take any action against the Customer before making a demand on the Guarantor.',
        '4. The directors of the Guarantor have resolved that giving this guarantee is in the interests of the Guarantor.',
        '5. This guarantee is governed by the law of Northern Ireland.',
      ].join('\n'),
    },
  ];
  const answerer = createBuiltinAnswerer(guarantee, { region: 'NI' });
  it('reads "without affecting the Guarantor\'s liability" as a waiver of defences', () => {
    expect(
      answerer.answer({ id: 'w', text: "Does the guarantee waive the guarantor's defences (time given, variations, release of other security)?", answerType: 'yes_no' }),
    ).toMatchObject({ answer: "Yes, without affecting the Guarantor's liability", citations: [expect.objectContaining({ quote: expect.stringContaining('may give time') })] });
  });
  it('reads "need not take any action against the Customer before" as immediate recourse', () => {
    expect(
      answerer.answer({ id: 'r', text: 'Can the beneficiary claim without first proceeding against the debtor or other security?', answerType: 'yes_no' }),
    ).toMatchObject({ answer: 'Yes', citations: [expect.objectContaining({ quote: expect.stringContaining('need not take any action') })] });
  });
  it('reads the directors\' resolution that it is in the guarantor\'s interests as its corporate benefit', () => {
    expect(
      answerer.answer({
        id: 'l',
        text: 'Is the guarantee limited to avoid unlawful financial assistance or a lack of corporate benefit?',
        answerType: 'text',
        hints: ['Guarantee limitations', 'financial assistance', 'corporate benefit', 'unlawful', 'shall not apply to any liability'],
      }),
    ).toMatchObject({ citations: [expect.objectContaining({ quote: expect.stringContaining('in the interests of the Guarantor') })] });
  });
});

describe('the built-in answerer on an all-monies mortgage', () => {
  const mortgage: CitablePage[] = [
    {
      page: 1,
      text: [
        'MORTGAGE',
        'THIS MORTGAGE is made on 4 June 2021 BETWEEN (1) MARY RYAN (the "Mortgagor") and (2) LIFFEY BANK DAC (the "Bank").',
        '1. DEFINITIONS',
        '"Secured Liabilities" means all money and liabilities now or in the future due by the Mortgagor to the Bank.',
        '2. CHARGE',
        '2.1 The Mortgagor charges the Property with the payment of the Secured Liabilities.',
        '3. COVENANTS',
        '3.1 The Mortgagor shall keep the Property insured.',
        '3.2 The Mortgagor shall not create any further mortgage over the Property, and shall not sell or let the Property,',
        'without the consent of the Bank.',
      ].join('\n'),
    },
  ];
  const answerer = createBuiltinAnswerer(mortgage, { region: 'IE' });
  it('answers the amount secured in the document\'s words when it secures all money, not a sum', () => {
    expect(answerer.answer({ id: 's', text: 'What amount is secured, or what maximum is stated?', answerType: 'money' })).toMatchObject({
      status: 'answered',
      citations: [expect.objectContaining({ quote: expect.stringContaining('all money and liabilities') })],
    });
  });
  it('reads a covenant not to charge, sell or let as a restriction on dealing', () => {
    expect(
      answerer.answer({ id: 'r', text: 'What restrictions on dealing does it impose (further charges, leases, disposals)?', answerType: 'text' }),
    ).toMatchObject({ citations: [expect.objectContaining({ quote: expect.stringContaining('shall not create any further mortgage') })] });
  });
});

describe('the built-in answerer on a leasehold register', () => {
  const register: CitablePage[] = [
    {
      page: 1,
      text: [
        'Official copy of register of title',
        'Title number WA112233',
        'A: Property Register',
        '1 (02.05.2015) The Leasehold land shown edged with red on the plan of the above Title filed at the Registry',
        'and being Flat 2, 8 Castle Street, Cardiff (CF10 1BS).',
        '2 (02.05.2015) Short particulars of the lease under which the land is held:',
        'Date: 1 April 2015. Term: 99 years from 25 March 2015. Parties: (1) Castle Estates Limited (2) Owen Price.',
        'B: Proprietorship Register',
        'Title good leasehold',
        '1 (06.06.2020) PROPRIETOR: SARAH JANE EVANS of Flat 2, 8 Castle Street, Cardiff CF10 1BS.',
        'C: Charges Register',
        '1 (06.06.2020) REGISTERED CHARGE dated 29 May 2020.',
        '2 (06.06.2020) Proprietor: TAFF BUILDING SOCIETY (Co. Regn.',
        'No. 01234567) of 1 Queen Street, Cardiff CF10 2AA.',
      ].join('\n'),
    },
  ];
  const answerer = createBuiltinAnswerer(register, { region: 'WA' });
  it('answers with every particular of the lease its question names, its scope no subject', () => {
    expect(
      answerer.answer({ id: 'l', text: 'For a leasehold title, what date, term and parties of the lease are shown?', answerType: 'text' }),
    ).toMatchObject({ answer: 'Date: 1 April 2015. Term: 99 years from 25 March 2015. Parties: (1) Castle Estates Limited (2) Owen Price.' });
  });
  it('reads "(Co. Regn. No. …)" inside the chargee\'s entry, not as its end', () => {
    expect(answerer.answer({ id: 'c', text: 'Who are the proprietors (lenders) of the registered charges?', answerType: 'party' })).toMatchObject({
      answer: 'TAFF BUILDING SOCIETY',
      citations: [expect.objectContaining({ quote: expect.stringContaining('No. 01234567) of 1 Queen Street') })],
    });
  });
});

describe('the built-in answerer on a party that acts by its defined role', () => {
  it('answers who guarantees with the party the preamble calls by the role that guarantees', () => {
    const agreement: CitablePage[] = [
      {
        page: 1,
        text: [
          'STOCK PURCHASE AGREEMENT',
          'This STOCK PURCHASE AGREEMENT is made as of March 3, 2023, by and between RIVERSTONE LABS, INC., a Delaware',
          'corporation ("Buyer"), RIVERSTONE GROUP, LLC, a Delaware limited liability company ("Parent"), and AOIFE',
          'BYRNE, an individual resident in Ireland ("Seller").',
          'Section 1.01 Purchase Price. The purchase price for the Shares is €4,000,000.',
          'Section 9.01 Parent Guarantee. Parent hereby guarantees the payment by Buyer of the Purchase Price and its other obligations.',
        ].join('\n'),
      },
    ];
    expect(
      createBuiltinAnswerer(agreement, { region: 'IE' }).answer({
        id: 'g',
        text: "Is there a guarantor of the buyer's or sellers' obligations, and who is it?",
        answerType: 'party',
      }),
    ).toMatchObject({
      answer: 'RIVERSTONE GROUP, LLC',
      citations: [expect.objectContaining({ quote: expect.stringContaining('Parent hereby guarantees') }), expect.objectContaining({ quote: expect.stringContaining('RIVERSTONE GROUP, LLC') })],
    });
  });
});

describe('the built-in answerer on an instrument the document never names', () => {
  it('says not_found for "What leases …?" of a title sheet that never says "lease"', () => {
    const titleSheet: CitablePage[] = [
      {
        page: 1,
        text: [
          'LAND REGISTER OF SCOTLAND',
          'TITLE NUMBER FFE12345',
          'B. PROPRIETORSHIP SECTION',
          'Entry 1. Date of registration 2 May 2022. IONA MACLEOD, residing at 5 Harbour Street, Anstruther KY10 3AA.',
          'D. BURDENS SECTION',
          'Entry 1. Disposition by Harbour Homes Limited to Iona Macleod, registered 2 May 2022, grants a servitude right',
          'of access over the common path for the benefit of the subjects registered in this Title.',
        ].join('\n'),
      },
    ];
    expect(
      createBuiltinAnswerer(titleSheet, { region: 'SC' }).answer({ id: 'l', text: 'What leases affecting the subjects are registered or noted?', answerType: 'text' }),
    ).toMatchObject({ status: 'not_found', citations: [] });
  });
});

describe('the built-in answerer on what borrowed money is for', () => {
  it('reads "to purchase" and "for working capital" as each facility\'s purpose, and answers with both', () => {
    const letter: CitablePage[] = [
      {
        page: 1,
        text: [
          'Dear Sirs',
          'BANKING FACILITIES',
          'We are pleased to offer Loch Fyne Smokehouse Limited (the Borrower) the following facilities.',
          '1. Overdraft of £80,000, repayable on demand, for working capital.',
          '2. Term loan of £220,000 to purchase a smoking kiln.',
          '3. Interest is charged at 3% per annum over Base Rate.',
          '4. You may repay the term loan early at any time on giving us 30 days\' notice.',
        ].join('\n'),
      },
    ];
    const answer = createBuiltinAnswerer(letter, { region: 'SC' }).answer({ id: 'p', text: 'For what purpose may the facilities be used?', answerType: 'text' });
    expect(answer.citations.map((citation) => citation.quote)).toEqual([
      expect.stringContaining('for working capital'),
      expect.stringContaining('to purchase a smoking kiln'),
    ]);
  });

  it('reads "shall apply all amounts borrowed … towards" as a purpose, each facility\'s clause in turn', () => {
    const agreement: CitablePage[] = [
      {
        page: 1,
        text: [
          'FACILITIES AGREEMENT',
          '3. PURPOSE',
          '3.1 The Company shall apply all amounts borrowed by it under Facility A towards refinancing the Existing Debt.',
          '3.2 The Company shall apply all amounts borrowed by it under the Revolving Facility towards its working capital.',
          '4. REPAYMENT',
          '4.1 The Company shall repay each Loan on the Termination Date.',
        ].join('\n'),
      },
    ];
    const answer = createBuiltinAnswerer(agreement, { region: 'EN' }).answer({ id: 'p', text: 'For what purpose may the facilities be used?', answerType: 'text' });
    expect(answer.citations.map((citation) => citation.quote)).toEqual([expect.stringContaining('towards refinancing'), expect.stringContaining('towards its working capital')]);
  });
});

describe('the built-in answerer naming the clause a quote stands in', () => {
  it('names the numbered clause, for the lawyer to find it by, and names none where the document numbers nothing', () => {
    const lease: CitablePage[] = [
      {
        page: 1,
        text: [
          'LEASE',
          'THIS LEASE is made on 1 March 2019 BETWEEN Harbour Properties Limited (the "Landlord") and Quayside Coffee Limited (the "Tenant").',
          '3.1 The Tenant shall not share occupation of the Premises other than with a Group Company.',
          '3.2 The Tenant shall not underlet the Premises except with the consent of the Landlord.',
        ].join('\n'),
      },
    ];
    const answerer = createBuiltinAnswerer(lease, { region: 'EN' });

    const underletting = answerer.answer({ id: 'u', text: 'May the tenant underlet the premises?', answerType: 'yes_no' });
    expect(underletting.citations).toEqual([expect.objectContaining({ page: 1, clause: 'Clause 3.2', verified: true })]);
    const date = answerer.answer({ id: 'd', text: 'What is the date of the lease?', answerType: 'date' });
    expect(date.citations[0]).toMatchObject({ page: 1, verified: true });
    expect(date.citations[0]!.clause).toBeUndefined();
  });
});

describe('the built-in answerer on an address whose postcode is in brackets', () => {
  it('gives the address whole, closing bracket and all, in its answer and its quote', () => {
    const register: CitablePage[] = [
      {
        page: 1,
        text: [
          'A: Property Register',
          'This register describes the land and estate comprised in the title.',
          '1 (09.03.2015) The Freehold land shown edged with red on the plan of the above title filed at the Registry and being 7 Quay Street, Leeds (LS1 6DT).',
        ].join('\n'),
      },
    ];
    const answer = createBuiltinAnswerer(register, { region: 'EN' }).answer({ id: 'p', text: 'What is the address of the property?', answerType: 'address' });
    expect(answer.answer).toBe('7 Quay Street, Leeds (LS1 6DT)');
    expect(answer.citations[0]?.quote).toContain('7 Quay Street, Leeds (LS1 6DT)');
  });
});
