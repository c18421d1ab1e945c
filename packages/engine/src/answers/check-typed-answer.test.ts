import { describe, expect, it } from 'vitest';
import { checkTypedAnswer, type TypedAnswerClaim } from './check-typed-answer.ts';

const RENT = 'The Tenant shall pay the yearly rent of £32,500 by equal quarterly payments in advance.';
const claim = (partial: Partial<TypedAnswerClaim> & Pick<TypedAnswerClaim, 'answerType' | 'answer' | 'quote'>): TypedAnswerClaim => ({
  question: 'What does the lease say?',
  ...partial,
});

describe('checkTypedAnswer: values', () => {
  it('takes a date, a sum, a period and a rate that their quote gives, however written', () => {
    expect(checkTypedAnswer(claim({ answerType: 'date', answer: '1 March 2019', quote: 'THIS LEASE is made the 1st day of March 2019' }))).toEqual({ ok: true });
    expect(checkTypedAnswer(claim({ answerType: 'money', answer: 'GBP 32,500 a year', quote: RENT }))).toEqual({ ok: true });
    expect(checkTypedAnswer(claim({ answerType: 'duration', answer: '15 years', quote: 'The Term is fifteen (15) years from 1 March 2019.' }))).toEqual({ ok: true });
    expect(checkTypedAnswer(claim({ answerType: 'duration', answer: '1 year', quote: 'The deposit is held for twelve months.' }))).toEqual({ ok: true });
    expect(checkTypedAnswer(claim({ answerType: 'percentage', answer: '4%', quote: 'Interest at four per cent above Base Rate.' }))).toEqual({ ok: true });
  });

  it('refuses a date question answered with an amount, saying what it gave instead', () => {
    const check = checkTypedAnswer(
      claim({ question: 'What is the rent review date?', answerType: 'date', answer: '£32,500', quote: `${RENT} The rent shall be reviewed on each Review Date.` }),
    );
    expect(check).toEqual({ ok: false, reason: 'the answer to a question asking for a date holds none (it gives an amount of money)' });
  });

  it('refuses a money question answered with a percentage: a rate is not a sum', () => {
    const quote = 'The Tenant shall pay a service charge of 12.5% of the Landlord’s costs.';
    expect(checkTypedAnswer(claim({ question: 'What is the late payment interest?', answerType: 'money', answer: '12.5%', quote }))).toEqual({
      ok: false,
      reason: 'a money question was answered with a percentage, which is not money',
    });
  });

  it('refuses a value its quote does not give, and takes the value given beside an answer in words', () => {
    expect(checkTypedAnswer(claim({ answerType: 'money', answer: '£35,000', quote: RENT }))).toEqual({
      ok: false,
      reason: 'the answer gives an amount of money that its quote does not',
    });
    const value = { type: 'money' as const, amount: 32_500, currency: 'GBP' as const };
    expect(checkTypedAnswer(claim({ answerType: 'money', answer: 'The yearly rent', quote: RENT, value }))).toEqual({ ok: true });
    expect(checkTypedAnswer(claim({ answerType: 'money', answer: 'The yearly rent', quote: RENT })).ok).toBe(false);
  });

  it('takes a reference the quote holds, with or without its spaces, and refuses another', () => {
    const quote = 'TITLE NUMBER: WYK 123456';
    expect(checkTypedAnswer(claim({ answerType: 'identifier', answer: 'WYK123456', quote }))).toEqual({ ok: true });
    expect(checkTypedAnswer(claim({ answerType: 'identifier', answer: 'Title number WYK 123456', quote }))).toEqual({ ok: true });
    expect(checkTypedAnswer(claim({ answerType: 'identifier', answer: 'WYK654321', quote })).ok).toBe(false);
    expect(checkTypedAnswer(claim({ answerType: 'identifier', answer: 'Title number', quote }))).toEqual({
      ok: false,
      reason: 'the answer to a question asking for a reference number holds none',
    });
  });
});

describe('checkTypedAnswer: dates counted from an event', () => {
  const PAYMENT = 'The Employer shall pay the Termination Payment within 14 days of the Termination Date.';
  const TERM = 'The initial term commences on the Effective Date and continues for three (3) years.';
  const COMPLETION = 'Completion shall take place on the fifth Business Day after the date of this agreement.';
  const PERPETUAL = 'The licence continues in perpetuity unless terminated under clause 9.';
  const asked = (answer: string, quote: string, wordedByModel = true) => checkTypedAnswer(claim({ question: 'When?', answerType: 'date', answer, quote, wordedByModel }));

  it('takes, from a language model, a period or counted day from an event, or an open-ended term, that its quote states', () => {
    expect(asked('Within 14 days of the Termination Date', PAYMENT)).toEqual({ ok: true });
    expect(asked('Three years after the Effective Date', TERM)).toEqual({ ok: true });
    expect(asked('On the fifth Business Day after the date of this agreement', COMPLETION)).toEqual({ ok: true });
    expect(asked('It continues in perpetuity, unless terminated', PERPETUAL)).toEqual({ ok: true });
  });

  it('refuses a period the quote does not give, an event it does not name, and the same answers from the rules', () => {
    expect(asked('Within 30 days of the Termination Date', PAYMENT).ok).toBe(false);
    expect(asked('Within 14 days', PAYMENT).ok).toBe(false);
    expect(asked('In perpetuity', PAYMENT).ok).toBe(false);
    expect(asked('Within 14 days of the Termination Date', PAYMENT, false).ok).toBe(false);
    expect(asked('£32,500 on the Effective Date', `${RENT} ${TERM}`)).toEqual({ ok: false, reason: 'the answer to a question asking for a date holds none (it gives an amount of money)' });
  });
});

describe('checkTypedAnswer: terms ended by events, blanks and redactions', () => {
  const LATER_OF =
    'The appointment will continue until the later of (i) the date on which all obligations of the Issuer have been paid in full and (ii) the date on which it is terminated.';
  const SO_LONG_AS = 'This Agreement shall continue in full force and effect for so long as each party remains a Shareholder of the Company.';
  const ROYALTY_TERM = 'The Term shall commence upon the Effective Date and shall expire on the last day of the Royalty Term.';
  const BLANK_DATE = 'TRANSITION SERVICES AGREEMENT dated as of [•], 2020, between the Seller and the Buyer.';
  const REDACTED = 'This Agreement shall automatically stay in force for a maximum of [* * *] unless the Parties agree otherwise.';
  const RENEWAL = 'This Agreement shall continue until 18 January 2022, and thereafter automatically for successive annual periods.';
  const ask = (question: string, answerType: 'date' | 'duration', answer: string, quote: string, wordedByModel = true) =>
    checkTypedAnswer(claim({ question, answerType, answer, quote, wordedByModel }));

  it('takes, from a language model, the events that end a term when asked when it ends, and the last day of a term', () => {
    expect(ask('When does the agreement expire?', 'date', 'Until the later of (i) payment in full of the obligations and (ii) termination', LATER_OF)).toEqual({ ok: true });
    expect(ask('What is the initial term, and on what date does it expire?', 'date', 'For so long as each party remains a Shareholder', SO_LONG_AS)).toEqual({ ok: true });
    expect(ask('When does the agreement expire?', 'date', 'On the last day of the Royalty Term', ROYALTY_TERM)).toEqual({ ok: true });
    expect(
      ask('When does completion take place?', 'date', 'On the third Business Day after all of the conditions have been satisfied', 'Completion shall take place on the third Business Day after all of the conditions have been satisfied or waived.'),
    ).toEqual({ ok: true });
    expect(ask('When does completion take place?', 'date', 'On the fifth Business Day after the conditions are satisfied', 'Completion shall take place on the third Business Day after the conditions are satisfied.').ok).toBe(false);
  });

  it('takes the blank or redaction the quote holds where the value would be, and a renewal period named by its frequency', () => {
    expect(ask('What is the date of the agreement?', 'date', '[•], 2020 (left blank)', BLANK_DATE)).toEqual({ ok: true });
    expect(ask('For what renewal term?', 'duration', 'A maximum of [* * *] (redacted)', REDACTED)).toEqual({ ok: true });
    expect(ask('Does the agreement renew automatically, and for what renewal term?', 'duration', 'Yes, for successive annual periods', RENEWAL)).toEqual({ ok: true });
  });

  it('takes, from a language model, a term counted between the first and last days its quote gives apart', () => {
    const DEFINITIONS = '"Date of Entry" means 28 November 2023;\n"Ish" means 27 November 2033;\n"Period" means the period from the Date of Entry to the Ish;';
    expect(ask('What is the contractual term?', 'duration', '10 years', DEFINITIONS)).toEqual({ ok: true });
    expect(ask('What is the contractual term?', 'duration', '15 years', DEFINITIONS).ok).toBe(false);
    expect(ask('What is the contractual term?', 'duration', '10 years', DEFINITIONS, false).ok).toBe(false);
  });

  it('takes, from a language model, a date the document gives only in its own words: by an event, in part, or blank', () => {
    const RECEIVED = 'This Agreement will become effective on the date a fully executed copy of it is received by the Supplier.';
    expect(ask('What is the effective date?', 'date', 'The date a fully executed copy is received by the Supplier', RECEIVED)).toEqual({ ok: true });
    expect(ask('What is the date of the agreement?', 'date', 'July 2013', 'This Agreement is made in July 2013 between the parties.')).toEqual({ ok: true });
    expect(ask('What is the date of the agreement?', 'date', 'this day of , 2009', 'THIS AGREEMENT is made this day of , 2009')).toEqual({ ok: true });
    expect(ask('What is the date of the agreement?', 'date', 'August __, 2019', 'Dated August __, 2019')).toEqual({ ok: true });
    expect(ask('What is the date of the agreement?', 'date', '[ ] day of [ ], 2020', 'made on the [ ] day of [ ], 2020')).toEqual({ ok: true });
    // Words the quote does not hold, a sum, or the rules' own answer: refused.
    expect(ask('What is the effective date?', 'date', 'The date of the last signature', RECEIVED).ok).toBe(false);
    expect(ask('What is the effective date?', 'date', '£5,000 on the date the copy is received', `${RECEIVED} The fee is £5,000.`).ok).toBe(false);
    expect(ask('What is the effective date?', 'date', 'The date a fully executed copy is received by the Supplier', RECEIVED, false).ok).toBe(false);
  });

  it('takes a term\'s length the quote gives as the answer to when it ends, and to nothing else', () => {
    const TERM = 'This Agreement shall continue in effect for a period of three (3) years.';
    expect(ask('When does the agreement expire?', 'date', 'After a period of three (3) years', TERM)).toEqual({ ok: true });
    expect(ask('When does the agreement expire?', 'date', 'After a period of five years', TERM).ok).toBe(false);
    expect(ask('When is the rent payable?', 'date', 'After a period of three (3) years', TERM).ok).toBe(false);
  });

  it('takes a redaction written as asterisks without brackets', () => {
    const STARS = 'The Agreement shall renew for additional periods of **** unless a Party gives notice.';
    expect(ask('For what renewal term?', 'duration', 'Additional periods of **** (redacted)', STARS)).toEqual({ ok: true });
  });

  it('refuses them when the question does not ask when something ends, the quote holds no such blank, or the rules answered', () => {
    expect(ask('When is the rent payable?', 'date', 'For so long as each party remains a Shareholder', SO_LONG_AS).ok).toBe(false);
    expect(ask('What is the date of the agreement?', 'date', '[•], 2020', SO_LONG_AS).ok).toBe(false);
    expect(ask('For what renewal term?', 'duration', 'A maximum of [•]', REDACTED).ok).toBe(false);
    expect(ask('What is the date of the agreement?', 'date', '[•], 2020', BLANK_DATE, false).ok).toBe(false);
    expect(ask('When does the agreement expire?', 'date', 'Until the later of the two dates', LATER_OF, false).ok).toBe(false);
  });
});

describe('checkTypedAnswer: who and where', () => {
  const parties = 'BETWEEN (1) HARBOUR ESTATES LIMITED (the Landlord) and (2) QUAYSIDE COFFEE LIMITED (the Tenant)';

  it('takes a name or a role the quote gives', () => {
    expect(checkTypedAnswer(claim({ question: 'Who is the landlord?', answerType: 'party', answer: 'Harbour Estates Limited', quote: parties }))).toEqual({ ok: true });
    expect(checkTypedAnswer(claim({ question: 'Who must insure the building?', answerType: 'party', answer: 'The Landlord', quote: 'The Landlord shall insure the Building.' }))).toEqual({
      ok: true,
    });
    expect(checkTypedAnswer(claim({ question: 'Who pays the salary?', answerType: 'party', answer: 'The Company', quote: 'The Company shall pay the Employee a salary.' }))).toEqual({
      ok: true,
    });
  });

  it('refuses a table header, a generic word, the question repeated, or a name the quote does not give', () => {
    const header = 'Party Name Address';
    for (const answer of ['Party', 'Name', 'Address', 'Parties']) {
      expect(checkTypedAnswer(claim({ question: 'Who are the parties?', answerType: 'party', answer, quote: header }))).toEqual({
        ok: false,
        reason: 'the answer to a who-question names no one: it is a label or repeats the question',
      });
    }
    // A register table's header row names what its columns hold, whichever engine gave it.
    const headings = 'Entry Proprietor Date of Registration Consideration Date of Entry';
    expect(checkTypedAnswer(claim({ question: 'Who is the registered proprietor?', answerType: 'party', answer: headings, quote: headings }))).toEqual({
      ok: false,
      reason: 'the answer to a who-question is a table’s column headings',
    });
    expect(checkTypedAnswer(claim({ question: 'Who is the landlord?', answerType: 'party', answer: 'the Landlord', quote: parties })).ok).toBe(false);
    expect(checkTypedAnswer(claim({ question: 'Who is the landlord?', answerType: 'party', answer: 'Seaview Holdings Limited', quote: parties }))).toEqual({
      ok: false,
      reason: 'the names the answer gives are not in its quote',
    });
  });

  it('takes an address the quote gives and refuses a label or another postcode', () => {
    const quote = 'The Property is known as 12 Market Street, Leeds LS1 6DT.';
    const question = 'What is the address of the property?';
    expect(checkTypedAnswer(claim({ question, answerType: 'address', answer: '12 Market Street, Leeds LS1 6DT', quote }))).toEqual({ ok: true });
    expect(checkTypedAnswer(claim({ question, answerType: 'address', answer: 'The Property', quote })).ok).toBe(false);
    expect(checkTypedAnswer(claim({ question, answerType: 'address', answer: '12 Market Street, Leeds LS2 7EE', quote }))).toEqual({
      ok: false,
      reason: 'the address the answer gives is not in its quote',
    });
  });
});

describe('checkTypedAnswer: yes or no', () => {
  const assign = 'May the Tenant assign the Property?';
  const restricted = 'The Tenant shall not assign the whole of the Property without the consent of the Landlord.';

  it("takes a yes or no that agrees with its quote's polarity", () => {
    expect(checkTypedAnswer(claim({ question: assign, answerType: 'yes_no', answer: 'Yes', quote: 'The Tenant may assign the whole of the Property.' }))).toEqual({ ok: true });
    expect(checkTypedAnswer(claim({ question: assign, answerType: 'yes_no', answer: 'No', quote: 'The Tenant shall not assign the Property.' }))).toEqual({ ok: true });
  });

  it('refuses a yes or no that says the opposite of its quote', () => {
    expect(checkTypedAnswer(claim({ question: assign, answerType: 'yes_no', answer: 'Yes', quote: 'The Tenant shall not assign the Property.' }))).toEqual({
      ok: false,
      reason: 'the answer says yes and its quote says no',
    });
    const value = { type: 'boolean' as const, value: false, subjectTo: null };
    expect(checkTypedAnswer(claim({ question: assign, answerType: 'yes_no', answer: 'It may not', quote: 'The Tenant may assign the Property.', value })).ok).toBe(false);
  });

  it('takes a restriction by exception stated with its condition, either way round, and refuses it bare', () => {
    for (const answer of ['Yes, subject to the consent of the Landlord', 'No, not without the consent of the Landlord']) {
      expect(checkTypedAnswer(claim({ question: assign, answerType: 'yes_no', answer, quote: restricted }))).toEqual({ ok: true });
    }
    const withCondition = { type: 'boolean' as const, value: true, subjectTo: "the Landlord's consent" };
    expect(checkTypedAnswer(claim({ question: assign, answerType: 'yes_no', answer: 'Yes', quote: restricted, value: withCondition }))).toEqual({ ok: true });
    for (const answer of ['Yes', 'No']) {
      expect(checkTypedAnswer(claim({ question: assign, answerType: 'yes_no', answer, quote: restricted }))).toEqual({
        ok: false,
        reason: 'the quote forbids the act except on a condition, and the answer gives none',
      });
    }
  });

  it('refuses an answer that says neither yes nor no', () => {
    expect(checkTypedAnswer(claim({ question: assign, answerType: 'yes_no', answer: 'Clause 3.1', quote: restricted }))).toEqual({
      ok: false,
      reason: 'the answer to a yes-or-no question says neither yes nor no',
    });
  });

  it('does not check free text', () => {
    expect(checkTypedAnswer(claim({ answerType: 'text', answer: 'The laws of England and Wales', quote: RENT }))).toEqual({ ok: true });
  });
});
