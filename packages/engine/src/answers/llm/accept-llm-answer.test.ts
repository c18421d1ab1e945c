import { describe, expect, it } from 'vitest';
import { acceptLlmAnswer, type LlmAnswerContext } from './accept-llm-answer.ts';

const PAGES = [
  { page: 1, text: 'OUTSOURCING AGREEMENT\nBetween\nParatek Pharmaceuticals, Inc.\nand\nCARBOGEN AMCIS AG\nDate\n30 December 2016' },
  { page: 2, text: '1. The Supplier shall manufacture the Product.\n2. The Term is five (5) years from the Effective Date.' },
];

const context = (question: string): LlmAnswerContext => ({
  question: { id: 'q', text: question },
  answerType: 'text',
  pages: PAGES,
  engine: 'llm:test',
  likelyPage: 1,
  passagePages: [1, 2],
  plantedInstructions: () => [],
});

describe('a model quote copied across the labels of the prompt', () => {
  it('is verified without them: a label the prompt put between two passages or pages is no text of the document', () => {
    const check = acceptLlmAnswer(
      {
        status: 'answered',
        answer: 'Paratek Pharmaceuticals, Inc. and CARBOGEN AMCIS AG',
        quote: 'Paratek Pharmaceuticals, Inc.\nand\n\n[Passage 6 | page 1 | CARBOGEN AMCIS AG]\nCARBOGEN AMCIS AG',
        page: 1,
        furtherQuotes: null,
        value: null,
      },
      context('Who are the parties?'),
    );
    expect(check).toMatchObject({ accepted: { status: 'answered', citations: [{ page: 1, quote: 'Paratek Pharmaceuticals, Inc.\nand\nCARBOGEN AMCIS AG', verified: true }] } });

    const acrossPages = acceptLlmAnswer(
      { status: 'answered', answer: '30 December 2016', quote: 'Date\n30 December 2016\n\n[Page 2]\n1. The Supplier shall manufacture the Product.', page: 1, furtherQuotes: null, value: null },
      context('When is the agreement dated?'),
    );
    expect(acrossPages).toMatchObject({ accepted: { citations: [{ page: 1, quote: 'Date\n30 December 2016' }, { page: 2, quote: '1. The Supplier shall manufacture the Product.' }] } });
  });

  it('is still refused where the words left are not the document’s', () => {
    const check = acceptLlmAnswer(
      { status: 'answered', answer: 'Ten years', quote: '[Passage 3 | page 2 | 2]\n2. The Term is ten (10) years from the Effective Date.', page: 2, furtherQuotes: null, value: null },
      context('What is the term?'),
    );
    expect(check).toEqual({ rejected: expect.stringContaining('not found in the document') });
  });
});

describe('further quotes', () => {
  it('cite at most three passages besides the quote: a model citing more is quoting the document at large', () => {
    const clauses = ['1. The Supplier shall manufacture the Product.', '2. The Term is five (5) years from the Effective Date.'];
    const check = acceptLlmAnswer(
      {
        status: 'answered',
        answer: 'The parties, the date, manufacture and the term',
        quote: 'Paratek Pharmaceuticals, Inc.',
        page: 1,
        furtherQuotes: [
          { quote: 'CARBOGEN AMCIS AG', page: 1 },
          { quote: '30 December 2016', page: 1 },
          { quote: clauses[0]!, page: 2 },
          { quote: clauses[1]!, page: 2 },
        ],
        value: null,
      },
      context('What does the agreement say?'),
    );
    expect(check).toMatchObject({ accepted: { status: 'answered' } });
    const cited = 'accepted' in check ? check.accepted.citations.map((citation) => citation.quote) : [];
    expect(cited).toEqual(['Paratek Pharmaceuticals, Inc.', 'CARBOGEN AMCIS AG', '30 December 2016', clauses[0]]);
  });
});

describe('a further quote of a few words the document holds in several places', () => {
  const pages = [
    { page: 1, text: 'MINUTES\nPresent: Ann Reid (Chair), Tom Hale\nIn attendance: the Secretary' },
    { page: 2, text: '3. Tom Hale declared an interest.\n4. Tom Hale left the meeting.\n5. Ann Reid closed the meeting.' },
  ];
  const ask = (page: number) =>
    acceptLlmAnswer(
      {
        status: 'answered',
        answer: 'Ann Reid and Tom Hale',
        quote: 'Present: Ann Reid (Chair), Tom Hale',
        page: 1,
        furtherQuotes: [{ quote: 'Tom Hale', page }],
        value: null,
      },
      { ...context('Who attended the meeting?'), pages },
    );

  it('is cited on the page the model named when it stands there once', () => {
    const check = ask(1);
    expect('accepted' in check && check.accepted.citations.map(({ page, quote }) => ({ page, quote }))).toEqual([
      { page: 1, quote: 'Present: Ann Reid (Chair), Tom Hale' },
      { page: 1, quote: 'Tom Hale' },
    ]);
  });

  it('is, as the quote itself, verified on the page the model named when it stands there once, and refused where it does not', () => {
    const quoting = (page: number) =>
      acceptLlmAnswer(
        { status: 'answered', answer: 'Tom Hale', quote: 'Tom Hale', page, furtherQuotes: null, value: null },
        { ...context('Who declared an interest?'), pages },
      );
    expect(quoting(1)).toMatchObject({ accepted: { citations: [{ page: 1, quote: 'Tom Hale', verified: true }] } });
    expect(quoting(2)).toEqual({ rejected: expect.stringContaining('not found in the document') });
  });

  it('is no source of its own where the named page holds it several times: the answer rests on its other quote', () => {
    const check = ask(2);
    expect(check).toMatchObject({ accepted: { status: 'answered' } });
    expect('accepted' in check && check.accepted.citations.map(({ page, quote }) => ({ page, quote }))).toEqual([
      { page: 1, quote: 'Present: Ann Reid (Chair), Tom Hale' },
    ]);
  });
});
