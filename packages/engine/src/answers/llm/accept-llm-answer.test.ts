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
        value: null,
      },
      context('Who are the parties?'),
    );
    expect(check).toMatchObject({ accepted: { status: 'answered', citations: [{ page: 1, quote: 'Paratek Pharmaceuticals, Inc.\nand\nCARBOGEN AMCIS AG', verified: true }] } });

    const acrossPages = acceptLlmAnswer(
      { status: 'answered', answer: '30 December 2016', quote: 'Date\n30 December 2016\n\n[Page 2]\n1. The Supplier shall manufacture the Product.', page: 1, value: null },
      context('When is the agreement dated?'),
    );
    expect(acrossPages).toMatchObject({ accepted: { citations: [{ page: 1, quote: 'Date\n30 December 2016' }, { page: 2, quote: '1. The Supplier shall manufacture the Product.' }] } });
  });

  it('is still refused where the words left are not the document’s', () => {
    const check = acceptLlmAnswer(
      { status: 'answered', answer: 'Ten years', quote: '[Passage 3 | page 2 | 2]\n2. The Term is ten (10) years from the Effective Date.', page: 2, value: null },
      context('What is the term?'),
    );
    expect(check).toEqual({ rejected: expect.stringContaining('not found in the document') });
  });
});
